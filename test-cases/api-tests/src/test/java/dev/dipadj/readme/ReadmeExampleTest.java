package dev.dipadj.readme;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.gamejson.GameReplay;
import dev.dipadj.gamejson.RecordedGame;
import dev.dipadj.gamejson.RecordedGames;
import dev.dipadj.gamejson.Replay;
import dev.dipadj.variants.Variants;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Java examples of the README as they stand there: each {@code java} code block is
 * taken from README.md, compiled against the test classpath with the JDK's compiler and run,
 * and what it prints is checked against the rules (and against what the README says it prints).
 */
class ReadmeExampleTest {
  /** What the quick start prints, as the README says; {@link ReadmeInstallTest} runs it too. */
  static final List<String> QUICK_START_PRINTS = List.of(
      "A Par - Bur: succeeds",
      "A Mar S A Par - Bur: succeeds",
      "A Mun - Bur: fails bounced (A Mun (1) against A Par (2))",
      "Fall 1901 Movement: 22 units");

  @TempDir Path dir;

  @Test
  void quickStartCompilesAndPrintsWhatTheReadmeSays() throws Exception {
    // Paris has Marseilles' support (2) against Munich alone (1): France takes Burgundy and
    // Munich stays where it is; the other 19 units hold, so 22 units stand in Fall 1901.
    assertPrints("Java quick start", "QuickStart", QUICK_START_PRINTS);
  }

  @Test
  void savedGameCompilesAndPrintsWhatTheReadmeSays() throws Exception {
    // Serbia (2, with Galicia's support) dislodges the fleet holding in Rumania (1). A fleet
    // in Rumania reaches the Black Sea, Sevastopol (left empty in Spring) and Bulgaria's east
    // coast; it retreats to the Black Sea. Austria then owns Rumania too: four centres for
    // three units, so Winter 1901 has adjustments; Russia keeps four units.
    assertPrints("Saving a game, in any phase", "SavedGame", List.of(
        "Fall 1901 Retreat: Russia: F Rum may retreat to [Bla, Sev, Bul/ec]",
        "Winter 1901 Adjustment: Russia has 4 units"));
  }

  @Test
  void theJudgeLoopCompilesAndPrintsWhatTheReadmeSays() throws Exception {
    // Issue 18, item 9: seven powers' texts in, an error back per bad text (Italy's "Pizza"
    // costs only that order), adjudicated, saved and loaded, the retreat of the dislodged
    // Russian fleet from its possible orders, each power's builds in Winter, and an order of
    // another phase refused there (item 7). Rulebook: Paris, supported (2), beats Munich (1)
    // to Burgundy; Serbia, supported from Galicia (2), dislodges the fleet holding in Rumania
    // (1), whose only free retreat is Sevastopol (the Black Sea and Bulgaria are Turkish).
    String readme = ReadmeBlocks.readme();
    List<String> printed = compileAndRun("Embedding in a judge", "Judge");
    List<String> said = ReadmeBlocks.blocks(readme, "Embedding in a judge", "text");
    assertEquals(1, said.size(), "one text block, what the judge prints, in the section");
    assertEquals(said.get(0).lines().toList(), printed);
    assertEquals(List.of(
        "Spring 1901 Movement: 22 units to order",
        "Italy: texts[0] \"A Ven - Pizza\": unknown province at 'Pizza'",
        "A Mun - Bur: fails bounced (A Mun (1) against A Par (2))",
        "F Rum H: fails dislodged (by A Ser (2))",
        "Fall 1901 Retreat: [Russia: F Rum]",
        "F Rum may: [F Rum R Sev, Disband F Rum]"), printed.subList(0, 6));
    // Austria owns Vie, Bud, Tri, Gre and Rum (Serbia, left empty, is nobody's) with three
    // units, all three home centres free: two builds. Russia gave up Rumania, took Sweden.
    assertTrue(printed.contains("Austria: 5 centres, 3 units, 2 to build in [Bud, Tri, Vie], 0 to disband"),
        printed::toString);
    assertTrue(printed.contains("Russia: 5 centres, 4 units, 1 to build in [Mos, StP], 0 to disband"));
    assertTrue(printed.contains("Russia: texts[1] \"F Sev - Rum\": F Sev - Rum is a move, and Winter 1901 Adjustment"
        + " takes only builds, disbands and waives"));
    // 22 units and 11 builds: every power builds all it may.
    assertEquals("Spring 1902 Movement: 33 units, over: false", printed.get(printed.size() - 1));
  }

  @Test
  void selfPlayLoopWritesAGameThatReplaysPhaseForPhase() throws Exception {
    Path file = dir.resolve("self-play.json");
    List<String> printed = compileAndRun("Research games: replay, record, self-play", "SelfPlay", file.toString());
    assertEquals(1, printed.size(), printed::toString);
    String flat = ReadmeBlocks.readme().replaceAll("\\s+", " ");
    assertTrue(flat.contains("`" + printed.get(0) + "`"), () -> "the README does not say it prints: " + printed.get(0));
    // The record is the game as the rules play it: replayed from its first state, every
    // phase reaches the units, dislodgements, centres and codes written for the next.
    List<RecordedGame> games = RecordedGames.read(file);
    assertEquals(1, games.size());
    GameReplay replay = Replay.replay(games.get(0), Variants::named, List.of());
    assertEquals(Optional.empty(), replay.error());
    assertEquals(40, replay.phases().size(), "40 phases played, each compared with the next");
    assertEquals(replay.phases().size(), replay.passed());
    assertTrue(printed.get(0).startsWith("40 phases recorded, now "), printed.get(0));
  }

  /** Compiles the one java block of a README section, runs it, and checks what it prints and that the README says so. */
  private void assertPrints(String section, String className, List<String> expected) throws Exception {
    List<String> printed = compileAndRun(section, className);
    assertEquals(expected, printed);
    String flat = ReadmeBlocks.readme().replaceAll("\\s+", " ");
    for (String line : printed) {
      assertTrue(flat.contains("`" + line + "`"), () -> "the README does not say it prints: " + line);
    }
  }

  /** Compiles the one java block of a README section and runs it: what it printed, line by line. */
  private List<String> compileAndRun(String section, String className, String... args) throws Exception {
    String readme = ReadmeBlocks.readme();
    List<String> blocks = ReadmeBlocks.blocks(readme, section, "java");
    assertEquals(1, blocks.size(), "one java block in the section " + section);
    String source = blocks.get(0);
    assertTrue(source.startsWith("import "), "the example starts with its imports");

    Path file = dir.resolve(className + ".java");
    Files.writeString(file, source, UTF_8);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter diagnostics = new StringWriter();
    boolean compiled = javac.getTask(diagnostics, null, null,
        List.of("-classpath", System.getProperty("java.class.path"), "-d", dir.toString(), "-Xlint:all", "-Werror"),
        null, javac.getStandardFileManager(null, null, UTF_8).getJavaFileObjects(file)).call();
    assertTrue(compiled, () -> "the README's example in " + section + " does not compile:\n" + diagnostics);

    return run(dir, className, args);
  }

  /** Runs {@code main} of a compiled class and returns what it printed, line by line, stripped. */
  private static List<String> run(Path classes, String name, String... args) throws Exception {
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        ReadmeExampleTest.class.getClassLoader())) {
      return runMain(loader, name, args);
    }
  }

  /** Runs {@code main} of a class of a loader and returns what it printed, line by line, stripped. */
  static List<String> runMain(ClassLoader loader, String name, String... args) throws Exception {
    PrintStream old = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      Method main = loader.loadClass(name).getMethod("main", String[].class);
      System.setOut(new PrintStream(out, true, UTF_8));
      main.invoke(null, (Object) args);
    } finally {
      System.setOut(old);
    }
    return out.toString(UTF_8).lines().map(String::strip).toList();
  }
}
