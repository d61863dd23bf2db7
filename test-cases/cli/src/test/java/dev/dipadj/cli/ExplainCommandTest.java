package dev.dipadj.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dipadj explain FILE}: each order's derivation in words, as JSON and as DOT, one order picked out, and its errors. */
class ExplainCommandTest {
  @TempDir Path dir;

  /** DATC 6.D.2: A Vie - Tyr cuts A Tyr's support, so A Tri (2, with F Adr) dislodges A Ven (1). */
  private Path datc6d2() throws IOException {
    Path p = dir.resolve("cut.case");
    Files.writeString(p, """
        case cut  A move cuts support on hold (DATC 6.D.2)
        units
          Austria: F Adr
          Austria: A Tri
          Austria: A Vie
          Italy: A Ven
          Italy: A Tyr
        orders
          Austria: F Adriatic Sea Supports A Trieste - Venice
          Austria: A Trieste - Venice
          Austria: A Vienna - Tyrolia
          Italy: A Venice Holds
          Italy: A Tyrolia Supports A Venice
        end
        """, UTF_8);
    return p;
  }

  @Test
  void explainsEveryOrderOfEachMovementStep() throws IOException {
    CliTest.Run r = CliTest.run("explain", datc6d2().toString());
    assertEquals(0, r.exit(), r.err());
    assertEquals(List.of(
        "case cut",
        "step 1 Spring 1901 Movement",
        "  F Adr S A Tri - Ven succeeds: not attacked",
        "  A Tri - Ven succeeds: attack strength 2 (A Tri, supported by F Adr) against hold strength 1 (A Ven, no "
            + "support; not counted: A Tyr S A Ven is cut by A Vie)",
        "  A Vie - Tyr fails (held): attack strength 1 (A Vie, no support) against hold strength 1 (A Tyr, no support)",
        "  A Ven H fails (dislodged): hold strength 1 (A Ven, no support; not counted: A Tyr S A Ven is cut by A Vie); "
            + "dislodged by A Tri",
        "  A Tyr S A Ven fails (cut): cut by A Vie - Tyr"), r.outLines());
  }

  @Test
  void orderAsWrittenInTheCaseOrAsDipadjWritesIt() throws IOException {
    Path f = datc6d2();
    for (String text : List.of("Italy: A Tyrolia Supports A Venice", "A Tyr S A Ven", "a  tyr s a ven")) {
      CliTest.Run r = CliTest.run("explain", f.toString(), "--case", "cut", "--order", text);
      assertEquals(0, r.exit(), r.err());
      assertEquals(List.of("case cut", "step 1 Spring 1901 Movement", "  A Tyr S A Ven fails (cut): cut by A Vie - Tyr"),
          r.outLines(), text);
    }
  }

  @Test
  void unknownCaseOrOrderIsOneLineWithExitThree() throws IOException {
    Path f = datc6d2();
    CliTest.Run noCase = CliTest.run("explain", f.toString(), "--case", "nope");
    assertEquals(ExitCode.INPUT, noCase.exit());
    assertEquals(f + ": no case 'nope'", noCase.err().strip());
    CliTest.Run noOrder = CliTest.run("explain", f.toString(), "--order", "A Vie - Boh");
    assertEquals(ExitCode.INPUT, noOrder.exit());
    assertEquals(f + ": no order 'A Vie - Boh' in a movement step", noOrder.err().strip());
  }

  /** {@code --json}: one document, each case's movement steps with their derivation (docs/json.md). */
  @Test
  void jsonIsOneDocumentOfTheCasesSteps() throws IOException {
    CliTest.Run r = CliTest.run("explain", datc6d2().toString(), "--json");
    assertEquals(0, r.exit(), r.err());
    JsonNode doc = new ObjectMapper().readTree(r.out());
    assertEquals("cut", doc.at("/cases/0/id").asText());
    assertEquals(1, doc.at("/cases/0/steps/0/step").asInt());
    JsonNode d = doc.at("/cases/0/steps/0/derivation");
    assertEquals("spring", d.at("/phase/season").asText());
    assertEquals(5, d.get("orders").size());
    // A Tri - Ven: 2 (F Adr's support counts) against the hold of A Ven, whose support from Tyr is cut.
    JsonNode tri = d.at("/orders/1");
    assertEquals("A Tri - Ven", tri.at("/result/order/text").asText());
    assertEquals(2, tri.at("/attack/value").asInt());
    assertEquals(1, tri.at("/hold/value").asInt());
    assertEquals("cut", tri.at("/hold/supports/0/why").asText());
    CliTest.Run one = CliTest.run("explain", datc6d2().toString(), "--json", "--order", "A Tyr S A Ven");
    JsonNode only = new ObjectMapper().readTree(one.out()).at("/cases/0/steps/0/derivation/orders");
    assertEquals(1, only.size());
    assertEquals("cut", only.at("/0/attacks/0/effect").asText());
  }

  /** {@code --dot}: a digraph per movement step, the cut and the counted support as edges. */
  @Test
  void dotIsAGraphPerMovementStep() throws IOException {
    CliTest.Run r = CliTest.run("explain", datc6d2().toString(), "--dot");
    assertEquals(0, r.exit(), r.err());
    List<String> lines = r.outLines();
    assertEquals("digraph \"cut step 1 Spring 1901 Movement\" {", lines.get(0));
    assertEquals("}", lines.get(lines.size() - 1));
    for (String edge : List.of(
        "  \"A Vie - Tyr\" -> \"A Tyr S A Ven\" [label=\"cuts\"];",
        "  \"F Adr S A Tri - Ven\" -> \"A Tri - Ven\" [label=\"attack +1\"];",
        "  \"A Ven H\" -> \"A Tri - Ven\" [label=\"hold 1\"];",
        "  \"A Tyr S A Ven\" -> \"A Ven H\" [label=\"hold: not counted, cut\"];",
        "  \"A Tyr S A Ven\" -> \"A Vie - Tyr\" [label=\"hold 1\"];")) {
      assertTrue(lines.contains(edge), edge + " in\n" + r.out());
    }
    CliTest.Run both = CliTest.run("explain", datc6d2().toString(), "--dot", "--json");
    assertEquals(ExitCode.USAGE, both.exit());
  }
}
