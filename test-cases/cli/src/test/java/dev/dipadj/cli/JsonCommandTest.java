package dev.dipadj.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dipadj json FILE} prints a case file's cases as JSON and {@code dipadj json --read}
 * prints them back as case text that passes {@code check}; errors name the file and the line
 * or field, with exit code 3 (an input that cannot be used).
 */
class JsonCommandTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  @TempDir Path dir;

  private Path write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text, UTF_8);
    return p;
  }

  private static final String CASES = """
      variant classic

      case one  A bounce
      units
        Germany: A Mun
        Austria: A Boh
      orders
        Germany: A Mun - Sil
        Austria: A Boh - Sil
      results
        Germany: A Mun - Sil => fails bounced
        Austria: A Boh - Sil => fails bounced
      expect same
      end

      case two  A retreat
      phase Fall 1901 Retreat
      units
        Austria: A Rum
      owners
        Russia: Rum
      dislodged
        Russia: F Rum retreats Sev, Bla
      orders
        Russia: F Rum - Bla
      expect units
        Austria: A Rum
        Russia: F Bla
      expect owners
        Austria: Rum
      end
      """;

  @Test
  void printsTheCasesAsJsonAndReadsThemBack() throws IOException {
    Path cases = write("two.case", CASES);
    CliTest.Run json = CliTest.run("json", cases.toString());
    assertEquals(0, json.exit(), json.err());
    JsonNode doc = MAPPER.readTree(json.out());
    assertEquals("classic", doc.get("variant").asText());
    assertEquals(2, doc.get("cases").size());
    JsonNode one = doc.at("/cases/0");
    assertEquals("one", one.get("id").asText());
    assertEquals("A bounce", one.get("title").asText());
    assertEquals("Germany", one.at("/units/0/power").asText());
    assertEquals("A Mun", one.at("/units/0/unit").asText());
    assertEquals("A Boh - Sil", one.at("/steps/0/orders/1/order").asText());
    assertEquals("bounced", one.at("/steps/0/results/0/reason").asText());
    assertTrue(one.at("/steps/0/expectSame").asBoolean());
    JsonNode two = doc.at("/cases/1");
    assertEquals("Fall 1901 Retreat", two.get("phase").asText());
    assertEquals("Bla", two.at("/dislodged/0/retreats/1").asText());
    assertEquals("Rum", two.at("/steps/0/expectOwners/0/centres/0").asText());

    Path jsonFile = write("two.json", json.out());
    CliTest.Run text = CliTest.run("json", "--read", jsonFile.toString());
    assertEquals(0, text.exit(), text.err());
    assertTrue(text.out().startsWith("variant classic\n\ncase one  A bounce\nunits\n  Germany: A Mun\n"), text.out());
    Path back = write("back.case", text.out());
    CliTest.Run check = CliTest.run("check", back.toString());
    assertEquals(0, check.exit(), check.out());
    assertEquals("2 passed, 0 failed", check.out().strip());
  }

  @Test
  void aMissingFileIsAnErrorNamingIt() {
    for (String[] args : new String[][] {{"json", "no-such-file.case"}, {"json", "--read", "no-such-file.json"}}) {
      CliTest.Run r = CliTest.run(args);
      assertEquals(3, r.exit());
      assertEquals(args[args.length - 1] + ": no such file", r.err().strip());
      CliTest.assertNoStackTrace(r);
    }
  }

  @Test
  void aBrokenCaseFileNamesItsLine() throws IOException {
    Path bad = write("bad.case", "case x\nunits\n  Germany A Mun\norders\nend\n");
    CliTest.Run r = CliTest.run("json", bad.toString());
    assertEquals(3, r.exit());
    assertEquals(bad + ":3: expected 'POWER: …' (at 'Germany A Mun')", r.err().strip());
  }

  @Test
  void badJsonNamesItsField() throws IOException {
    Path bad = write("bad.json", """
        {"cases": [{"id": "x", "steps": [{"orders": [{"power": "France", "ordre": "A Par H"}]}]}]}
        """);
    CliTest.Run r = CliTest.run("json", "--read", bad.toString());
    assertEquals(3, r.exit());
    assertEquals(bad + ": $.cases[0].steps[0].orders[0].ordre: unknown field (known: order, power)", r.err().strip());
    Path injected = write("injected.json", """
        {"cases": [{"id": "x", "steps": [{"orders": [{"power": "France", "order": "A Par H\\nend"}]}]}]}
        """);
    r = CliTest.run("json", "--read", injected.toString());
    assertEquals(3, r.exit());
    assertTrue(r.err().startsWith(injected + ": $.cases[0].steps[0].orders[0].order: a line of a case holds no line end"), r.err());
    Path notJson = write("not.json", "{\"cases\": [");
    r = CliTest.run("json", "--read", notJson.toString());
    assertEquals(3, r.exit());
    assertTrue(r.err().startsWith(notJson + ": $: not JSON at line 1"), r.err());
  }

  @Test
  void helpWorks() {
    CliTest.Run r = CliTest.run("json", "--help");
    assertEquals(0, r.exit());
    assertTrue(r.out().contains("--read"), r.out());
  }
}
