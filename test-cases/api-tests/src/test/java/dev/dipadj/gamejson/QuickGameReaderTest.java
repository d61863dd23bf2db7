package dev.dipadj.gamejson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The reader of plainly written games reads every game it does not decline as Jackson's
 * parser reads it, and declines every text the parser refuses: on real files, on games with
 * MILA's other fields, on the edge cases of its own, and on thousands of texts mutated at
 * random.
 */
class QuickGameReaderTest {
  private static final RecordedGame GAME = Files.read("every-order-form.json").get(0);

  /** What the parser reads, or null when it refuses the text. */
  private static RecordedGame parsed(byte[] text) {
    try {
      return new RecordedGameText(text, "x.json", "x.json", 1).readByParser();
    } catch (GameJsonException e) {
      return null;
    }
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  /** A game with MILA's other fields: press with escapes and brackets, logs, numbers of every form, nulls. */
  private static String padded(RecordedGame game) {
    String press = "i'll take \\\"Bel\\\" [or {Hol}], \\\\ ok? \\u00e9 \\/ àéü — 🙂 ";
    return RecordedGames.writeLine(game)
        .replace("\"orders\"", "\"messages\": [{\"sender\": \"FRANCE\", \"time_sent\": 1537886026, \"message\": \""
            + press + "\"}], \"logs\": [\"]}\\\\\"], \"orders\"")
        .replace("\"state\":{", "\"state\":{\"zobrist_hash\":\"123\",\"influence\":{\"FRANCE\":[\"PAR\"]},"
            + "\"civil_disorder\":{\"FRANCE\":0},\"note\":null,\"x\":[-0.5e+3,1E2,0,true,false,[],{}],")
        .replaceFirst("\\{", "{\"metadata\": {\"a\": [1, 2.5, true, null, {\"b\": \"}\"}]},");
  }

  @Test
  void readsRealFilesAsTheParserDoes() throws IOException, GameJsonException {
    Path dir = Files.DIR.resolveSibling("research");
    for (String name : List.of("mila-network-1.json", "searchbot-selfplay-RUS-1167.json")) {
      byte[] text = java.nio.file.Files.readAllBytes(dir.resolve(name));
      RecordedGame quick = QuickGameReader.read(text);
      assertNotNull(quick, name + " is plainly written (its 'F STP\\/SC' escapes included)");
      assertEquals(parsed(text), quick, name);
    }
  }

  @Test
  void readsWrittenAndPaddedGamesAsTheParserDoes() {
    for (RecordedGame game : List.of(GAME, GameHistory.record("g", GameHistoryTest.selfPlay("classic", 3, 20)),
        GameHistory.record("e", GameHistoryTest.selfPlay("era-of-empire", 4, 12)))) {
      for (String text : List.of(RecordedGames.write(game), RecordedGames.writeLine(game), padded(game))) {
        RecordedGame quick = QuickGameReader.read(bytes(text));
        assertEquals(game, quick, text.substring(0, 40));
        assertEquals(parsed(bytes(text)), quick, text.substring(0, 40));
      }
    }
  }

  @Test
  void readsTheFieldsAsTheParserGivesThem() {
    String game = "{\"id\": \"g\", \"map\": \"standard\", \"rules\": null, \"phases\": [{\"name\": \"S1901M\", "
        + "\"state\": {\"units\": {\"RUSSIA\": [\"F STP\\/SC\", \"\\u0041 MOS\"]}, \"centers\": null, "
        + "\"retreats\": {\"RUSSIA\": null}, \"builds\": {\"RUSSIA\": {\"count\": 1.5, \"homes\": null}, "
        + "\"TURKEY\": {\"count\": \"x\"}, \"AUSTRIA\": 7, \"ITALY\": {\"count\": -2}}}, "
        + "\"orders\": {\"RUSSIA\": [\"F STP/SC - BOT\"], \"RUSSIA\": [\"A MOS H\"]}, \"results\": {\"A MOS\": []}}]}";
    RecordedGame quick = QuickGameReader.read(bytes(game));
    assertNotNull(quick);
    assertEquals(parsed(bytes(game)), quick);
    RecordedState s = quick.phases().get(0).state();
    assertEquals("S1901M", s.name(), "a state without a name is named after its phase");
    assertEquals(List.of("F STP/SC", "A MOS"), s.units().get("RUSSIA"));
    assertEquals(new BuildCount(0, ImmutableList.of()), s.builds().get("RUSSIA"), "1.5 is no count");
    assertEquals(0, s.builds().get("TURKEY").count());
    assertEquals(-2, s.builds().get("ITALY").count());
    assertEquals(List.of("A MOS H"), quick.phases().get(0).orders().get("RUSSIA"), "the last of two keys");
  }

  @Test
  void declinesWhatIsNotPlainlyWrittenAndTheParserDecides() {
    String ok = "{\"map\": \"standard\", \"phases\": [{\"name\": \"S1901M\", \"state\": {\"note\": %s}}]}";
    assertNotNull(QuickGameReader.read(bytes(String.format(ok, "\"fine\""))));
    // Refused by the parser too: a raw tab in a string, a leading zero, a trailing comma, text after a word.
    for (String refused : List.of("\"a\tb\"", "01", "[1,]", "nulls", "\"\\x\"", "-", "1.", "tru")) {
      byte[] text = bytes(String.format(ok, refused));
      assertNull(QuickGameReader.read(text), refused);
      assertNull(parsed(text), refused);
    }
    // Read by the parser, declined here: an escaped surrogate, a long number, an overlong byte sequence, a number as id.
    for (String left : List.of("\"\\ud83d\\ude42\"", "1" + "0".repeat(120))) {
      byte[] text = bytes(String.format(ok, left));
      assertNull(QuickGameReader.read(text), left);
      assertNotNull(parsed(text), left);
    }
    byte[] overlong = bytes(String.format(ok, "\"ab\""));
    int a = new String(overlong, StandardCharsets.ISO_8859_1).indexOf("ab");
    overlong[a] = (byte) 0xC1;
    overlong[a + 1] = (byte) 0x81;
    assertNull(QuickGameReader.read(overlong), "an A written in two bytes");
    assertNull(QuickGameReader.read(bytes("{\"id\": 7, \"map\": \"standard\", \"phases\": []}")));
    assertEquals("7", parsed(bytes("{\"id\": 7, \"map\": \"standard\", \"phases\": []}")).id());
    assertNull(QuickGameReader.read(bytes("{\"map\": \"standard\"}")), "no phases: the parser's error");
    assertNull(QuickGameReader.read(bytes("{\"map\": \"standard\", \"phases\": [{\"state\": {}}]}")), "no name");
  }

  /** Bytes that matter to JSON, put where a mutation strikes. */
  private static final byte[] STRIKES = bytes(" \t\n\"\\{}[],:-+.0123456789eEtrufalsn/u\u00e9");

  @Test
  void whateverTheTextWhatItReadsTheParserReadsTheSame() {
    byte[] base = bytes(padded(GameHistory.record("m", GameHistoryTest.selfPlay("classic", 9, 4))));
    Random random = new Random(17);
    int read = 0;
    int declined = 0;
    for (int n = 0; n < 4000; n++) {
      byte[] text = mutated(base, random);
      RecordedGame quick = QuickGameReader.read(text);
      RecordedGame forReplay = QuickGameReader.at(text, 0, text.length, false).game();
      if (quick == null) {
        declined++;
        assertNull(forReplay, "a replay's reader declines the same texts");
      } else {
        read++;
        assertEquals(parsed(text), quick, () -> new String(text, StandardCharsets.UTF_8));
        assertEquals(withoutHomesAndBuilds(quick), forReplay);
      }
    }
    assertTrue(read > 500 && declined > 500, read + " read, " + declined + " declined");
  }

  /** The game as a replay's reader keeps it: the states' homes and builds left out. */
  private static RecordedGame withoutHomesAndBuilds(RecordedGame g) {
    ImmutableList.Builder<RecordedPhase> phases = ImmutableList.builder();
    for (RecordedPhase p : g.phases()) {
      RecordedState s = p.state();
      phases.add(new RecordedPhase(p.name(), new RecordedState(s.name(), s.units(), s.centers(), ImmutableMap.of(),
          s.retreats(), ImmutableMap.of()), p.orders(), p.results()));
    }
    return new RecordedGame(g.id(), g.map(), g.rules(), g.ruleOptions(), phases.build());
  }

  @Test
  void aReplaysReaderChecksHomesAndBuildsWithoutKeepingThem() {
    RecordedGame game = GameHistory.record("h", GameHistoryTest.selfPlay("classic", 5, 12));
    byte[] text = bytes(padded(game));
    assertEquals(withoutHomesAndBuilds(game), QuickGameReader.at(text, 0, text.length, false).game());
    assertTrue(game.phases().stream().anyMatch(p -> p.state().builds().values().stream().anyMatch(b -> b.count() != 0)),
        "the game has builds to leave out");
    for (String wrong : List.of("\"homes\": [\"PAR\"]", "\"homes\": {\"FRANCE\": [7]}",
        "\"builds\": {\"FRANCE\": {\"count\": [1]}}", "\"builds\": {\"FRANCE\": {\"homes\": 1}}")) {
      byte[] broken = bytes("{\"map\": \"standard\", \"phases\": [{\"name\": \"S1901M\", \"state\": {" + wrong + "}}]}");
      assertNull(QuickGameReader.at(broken, 0, broken.length, false).game(), wrong);
      assertNull(QuickGameReader.read(broken), wrong);
    }
  }

  /** The text with one to three bytes replaced, left out or put in, most often beside a byte of the JSON's own. */
  private static byte[] mutated(byte[] text, Random random) {
    byte[] out = text;
    for (int edits = 1 + random.nextInt(3); edits > 0; edits--) {
      int at = random.nextInt(out.length);
      if (random.nextInt(3) > 0) {
        while (at < out.length - 1 && Character.isLetterOrDigit(out[at])) {
          at++;
        }
      }
      byte b = random.nextInt(8) == 0 ? (byte) (0x80 + random.nextInt(0x80)) : STRIKES[random.nextInt(STRIKES.length)];
      switch (random.nextInt(3)) {
        case 0 -> {
          out = out.clone();
          out[at] = b;
        }
        case 1 -> {
          byte[] shorter = new byte[out.length - 1];
          System.arraycopy(out, 0, shorter, 0, at);
          System.arraycopy(out, at + 1, shorter, at, out.length - at - 1);
          out = shorter;
        }
        default -> {
          byte[] longer = new byte[out.length + 1];
          System.arraycopy(out, 0, longer, 0, at);
          longer[at] = b;
          System.arraycopy(out, at, longer, at + 1, out.length - at);
          out = longer;
        }
      }
    }
    return out;
  }
}
