package dev.dipadj.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands that take DPjudge/MILA {@code .map} files: {@code map-convert} writes the
 * variant in dipadj's own format (read back, the same map), and {@code replay --maps DIR}
 * replays a research game whose {@code map} names a file of DIR.
 */
class MapFileCommandsTest {
  /** The classic map written as a .map file, among the variants module's test resources (the tests run in test-cases). */
  private static final Path STANDARD = Path.of("../variants/src/test/resources/dev/dipadj/variants/mapfile/standard.map");
  private static final String GAME = "api-tests/src/test/resources/dev/dipadj/gamejson/every-order-form.json";
  @TempDir Path dir;

  private static TreeSet<String> borders(GameMap map) {
    TreeSet<String> out = new TreeSet<>();
    for (Province p : map.provinces()) {
      map.armyNeighbours(p).forEach(q -> out.add("army " + p.abbreviation() + " " + q.abbreviation()));
    }
    for (Location l : map.locations()) {
      map.fleetNeighbours(l).forEach(m -> out.add("fleet " + l + " " + m));
    }
    return out;
  }

  @Test
  void mapConvertWritesTheSameVariantInDipadjsFormat() throws Exception {
    Path map = dir.resolve("mine.map");
    Files.writeString(map, Files.readString(STANDARD) + "\nRULE NO_PRESS\n");
    Path out = dir.resolve("mine.variant");
    CliTest.Run r = CliTest.run("map-convert", map.toString(), "-o", out.toString());
    assertEquals(0, r.exit(), r.all());
    assertEquals("warning: " + map + ":" + Files.readString(map).lines().count()
        + ": the rule NO_PRESS is ignored: it is about press, which dipadj does not adjudicate", r.err().strip());
    Variant fromMap = Variants.load(map);
    Variant written = Variants.load(out);
    assertEquals(borders(fromMap.map()), borders(written.map()));
    assertEquals(fromMap.map().provinces(), written.map().provinces());
    assertEquals(fromMap.map().provinceNames().keySet(), written.map().provinceNames().keySet());
    assertEquals(fromMap.start().units().toString(), written.start().units().toString());
    assertEquals(fromMap.homeCentres(), written.homeCentres());
    assertEquals(fromMap.start().owners(), written.start().owners());
    assertEquals(fromMap.soloCentres(), written.soloCentres());
    assertEquals("mine", written.name());
  }

  @Test
  void mapConvertRefusesWhatItCannotRead() throws IOException {
    Path bad = dir.resolve("bad.map");
    Files.writeString(bad, "COAST AAA ABUTS QQQ\nRED AAA\n");
    CliTest.Run r = CliTest.run("map-convert", bad.toString());
    assertEquals(ExitCode.INPUT, r.exit(), r.all());
    assertEquals(bad + ":1: AAA ABUTS 'QQQ', which is no place of the map", r.err().strip());
    CliTest.Run notMap = CliTest.run("map-convert", "vocabulary/trade.variant");
    assertEquals(ExitCode.USAGE, notMap.exit(), notMap.all());
  }

  @Test
  void replayFindsTheMapFileTheGameNames() throws IOException {
    Path game = dir.resolve("game.json");
    Files.writeString(game, Files.readString(Path.of(GAME)).replace("\"map\": \"standard\"", "\"map\": \"mystandard\""));
    Path maps = Files.createDirectory(dir.resolve("maps"));
    Files.copy(STANDARD, maps.resolve("mystandard.map"));
    CliTest.Run without = CliTest.run("replay", game.toString());
    assertEquals(1, without.exit(), without.all());
    assertTrue(without.out().contains("unknown map 'mystandard'"), without.out());
    CliTest.Run with = CliTest.run("replay", "--maps", maps.toString(), game.toString());
    assertEquals(0, with.exit(), with.all());
    assertEquals(List.of("4 passed, 0 failed"), with.outLines());
    // standard itself is looked for in the folder too: a file there replaces the shipped map.
    Files.writeString(maps.resolve("standard.map"), "RED AAA\nCOAST AAA\n");
    CliTest.Run own = CliTest.run("replay", "--maps", maps.toString(), GAME);
    assertEquals(1, own.exit(), own.all());
    CliTest.Run noFolder = CliTest.run("replay", "--maps", dir.resolve("none").toString(), GAME);
    assertEquals(ExitCode.INPUT, noFolder.exit(), noFolder.all());
  }

  @Test
  void checkPrintsTheWarningsOfTheMapFileACaseNamesOnce() throws IOException {
    Path map = dir.resolve("harbour.map");
    Files.writeString(map, Files.readString(Path.of("vocabulary/harbour.map")) + "RULE PUBLIC_PRESS\n");
    Files.copy(Path.of("vocabulary/harbour.case"), dir.resolve("harbour.case"));
    long lines = Files.readString(map).lines().count();
    CliTest.Run r = CliTest.run("check", dir.resolve("harbour.case").toString());
    assertEquals(0, r.exit(), r.all());
    assertEquals("warning: " + map + ":" + lines + ": the rule PUBLIC_PRESS is ignored: it is about press, which dipadj"
        + " does not adjudicate", r.err().strip());
    assertTrue(r.out().strip().matches("\\d+ passed, 0 failed"), r.out());
  }

  @Test
  void everyCommandReadingCasesPrintsTheWarningsOfTheirMapFile() throws IOException {
    // Issue 23: what a .map file says that dipadj ignores is never silently dropped.
    Path map = dir.resolve("harbour.map");
    Files.writeString(map, Files.readString(Path.of("vocabulary/harbour.map")) + "RULE PUBLIC_PRESS\n");
    Files.copy(Path.of("vocabulary/harbour.case"), dir.resolve("harbour.case"));
    long lines = Files.readString(map).lines().count();
    String warning = "warning: " + map + ":" + lines + ": the rule PUBLIC_PRESS is ignored";
    for (String command : new String[] {"adjudicate", "possible", "game-json", "report", "render"}) {
      CliTest.Run r = command.equals("report")
          ? CliTest.run(command, "-o", dir.resolve("harbour.html").toString(), dir.resolve("harbour.case").toString())
          : CliTest.run(command, dir.resolve("harbour.case").toString());
      assertEquals(0, r.exit(), () -> command + ": " + r.all());
      assertEquals(1, r.err().lines().filter(l -> l.startsWith(warning)).count(), () -> command + ": " + r.err());
    }
  }

  @Test
  void aGameOnAMapFileIsWrittenUnderTheFilesNameAndReplayedWithMaps() throws IOException {
    CliTest.Run written = CliTest.run("game-json", "vocabulary/harbour.case");
    assertEquals(0, written.exit(), written.err());
    assertTrue(written.out().contains("\"map\" : \"harbour\""), written.out());
    Path games = dir.resolve("harbour.json");
    Files.writeString(games, written.out());
    CliTest.Run replay = CliTest.run("replay", "--maps", "vocabulary", games.toString());
    assertEquals(0, replay.exit(), replay.all());
    assertTrue(replay.out().matches("(?s)\\d+ passed, 0 failed\\s*"), replay.out());
  }
}
