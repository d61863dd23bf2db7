package dev.dipadj.fuzz;

import static org.junit.jupiter.api.Assertions.fail;

import dev.dipadj.bench.RandomPlay;
import dev.dipadj.game.Game;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.VariantFormatException;
import dev.dipadj.variants.VariantReader;
import dev.dipadj.variants.Variants;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.Tag;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * Issue 19, point 8: no variant file loads that cannot work, and none crashes the reader.
 * Each try takes a shipped variant file (or a test variant of the vocabulary, whose build
 * and victory lines are mutated too) and changes a few of its lines (deleted, repeated,
 * moved before {@code base}, cut short, a word swapped for another of the file or for a
 * hostile one: {@code nc nc}, {@code Re:d}, a board point already taken, …). The file then
 * either loads, and a random game of a few phases runs on it without an exception, or it
 * is refused with a {@link VariantFormatException} of one line naming a variant file and a
 * line of it. The default build tries {@value #CI_TRIES} files, {@code mvn -Pfuzz verify}
 * the {@code fuzz}-tagged property {@value #FUZZ_TRIES}; the counts are printed after the class.
 */
class VariantFileMutationProperties {
  static final int CI_TRIES = 300;
  static final int FUZZ_TRIES = 10_000;
  /** Phases of random play on a variant that loads. */
  private static final int PHASES = 6;
  private static final Pattern ONE_LINE = Pattern.compile("[^:\\n\\r]+\\.(?:variant|map):(\\d+): [^\\n\\r]+");
  private static final String[] HOSTILE = {
    ":", ",", "#", "\"", "Re:d", "\"Re,d\"", "nc", "nc nc", "coasts nc nc", "north", "sc sc", "Spa/nc", "Spa/xx",
    "centre", "home", "coasts", "base", "base classic", "classic", "0", "-1", "1000", "99999999999", "A", "F",
    "S", "Via", "land", "sea", "coast", "impassable", "\u00e9", "\u212a", "x", "\"Great Britain\"", "Re(d)",
    "ties-play-on", "any-home", "shrinking", "no-build", "build-place",
    // The words of .map files (issue 23), for the vocabulary's test maps in that format.
    "ABUTS", "AMEND", "DROP", "UNPLAYED ALL", "COAST", "PORT", "SHUT", "mar/nc", "Del", "del", "-", "=", "USE",
    "USE mutated.map", "USE ../x.map", "VICTORY 1 2", "OWNS", "UNITS", "DUMMY", "(A:B)"};
  private static final List<String> NAMES = Variants.NAMES;
  /** The vocabulary's test variants (test-cases/vocabulary), mutated too: their lines are the rules' own. */
  private static final List<String> TEST_VARIANTS = GameVariants.TEST_MAPS;
  private static final AtomicLong TRIES = new AtomicLong();
  private static final AtomicLong LOADED = new AtomicLong();
  private static final AtomicLong REFUSED = new AtomicLong();
  private static final AtomicLong PHASES_PLAYED = new AtomicLong();
  private static final AtomicLong PROBLEMS = new AtomicLong();

  /** Seeds spread evenly over all longs (jqwik's default favours small numbers, which repeat). */
  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs().withDistribution(RandomDistribution.uniform());
  }

  @Property(tries = CI_TRIES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE)
  void mutatedVariantFilesWorkOrAreRefusedOnOneLine(@ForAll("seeds") long seed) {
    check(seed);
  }

  @Tag("fuzz")
  @Property(tries = FUZZ_TRIES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE)
  void mutatedVariantFilesWorkOrAreRefusedOnOneLineFuzz(@ForAll("seeds") long seed) {
    check(seed);
  }

  @AfterContainer
  static void printCounts() {
    if (TRIES.get() > 0) {
      System.out.println("variant files: " + TRIES.get() + " mutated files, " + LOADED.get() + " loaded ("
          + PHASES_PLAYED.get() + " phases played), " + REFUSED.get() + " refused on one line, " + PROBLEMS.get() + " problems");
    }
  }

  private static void check(long seed) {
    Random r = new Random(seed);
    int pick = r.nextInt(NAMES.size() + TEST_VARIANTS.size());
    String name = pick < NAMES.size() ? NAMES.get(pick) : TEST_VARIANTS.get(pick - NAMES.size());
    String original = pick < NAMES.size() ? shipped(name) : testVariant(name);
    List<String> lines = new ArrayList<>(original.lines().toList());
    int changes = 1 + r.nextInt(3);
    for (int i = 0; i < changes; i++) {
      mutate(lines, r);
    }
    String text = String.join("\n", lines) + "\n";
    TRIES.incrementAndGet();
    Variant v;
    try {
      v = name.endsWith(".map") ? mapFile(text) : VariantReader.read("mutated.variant", text);
    } catch (VariantFormatException e) {
      Matcher m = ONE_LINE.matcher(e.getMessage());
      if (!m.matches() || Integer.parseInt(m.group(1)) < 1
          || (e.getMessage().contains("mutated.") && Integer.parseInt(m.group(1)) > lines.size() + 1)) {
        PROBLEMS.incrementAndGet();
        fail("seed " + seed + ": not one line naming a variant file and a line of it: " + e.getMessage());
      }
      REFUSED.incrementAndGet();
      return;
    } catch (RuntimeException | StackOverflowError e) {
      PROBLEMS.incrementAndGet();
      throw new AssertionError("seed " + seed + ": internal error reading a mutated " + name + ": " + e, e);
    }
    LOADED.incrementAndGet();
    try {
      Game g = RandomPlay.play(v, r, PHASES);
      PHASES_PLAYED.addAndGet(g.history().size());
    } catch (RuntimeException | StackOverflowError e) {
      PROBLEMS.incrementAndGet();
      throw new AssertionError("seed " + seed + ": a mutated " + name + " loaded but its game failed: " + e, e);
    }
  }

  /** A .map file is read from a folder, where its USE lines are looked up: a mutated one is written to a folder of its own. */
  private static Variant mapFile(String text) throws VariantFormatException {
    try {
      Path file = MAP_FOLDER.resolve("mutated.map");
      Files.writeString(file, text);
      return dev.dipadj.variants.mapfile.MapFileReader.read(file).variant();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static final Path MAP_FOLDER = mapFolder();

  private static Path mapFolder() {
    try {
      Path folder = Files.createTempDirectory("dipadj-mutated-map");
      folder.toFile().deleteOnExit();
      folder.resolve("mutated.map").toFile().deleteOnExit();
      return folder;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void mutate(List<String> lines, Random r) {
    if (lines.isEmpty()) {
      lines.add(HOSTILE[r.nextInt(HOSTILE.length)]);
      return;
    }
    int at = r.nextInt(lines.size());
    String line = lines.get(at);
    switch (r.nextInt(7)) {
      case 0 -> lines.remove(at);
      case 1 -> lines.add(r.nextInt(lines.size() + 1), line);
      case 2 -> {
        // Moved, often to the top, before the file's base.
        lines.remove(at);
        lines.add(r.nextBoolean() ? 0 : r.nextInt(lines.size() + 1), line);
      }
      case 3 -> lines.set(at, line.substring(0, r.nextInt(line.length() + 1)));
      case 4 -> lines.set(at, swapWord(line, word(lines.get(r.nextInt(lines.size())), r), r));
      case 5 -> lines.set(at, swapWord(line, HOSTILE[r.nextInt(HOSTILE.length)], r));
      default -> lines.set(at, line + " " + HOSTILE[r.nextInt(HOSTILE.length)]);
    }
  }

  private static String word(String line, Random r) {
    String[] w = line.trim().split("\\s+");
    return w[r.nextInt(w.length)];
  }

  private static String swapWord(String line, String replacement, Random r) {
    String[] w = line.trim().split("\\s+");
    w[r.nextInt(w.length)] = replacement;
    return String.join(" ", w);
  }

  private static String testVariant(String name) {
    try {
      return Files.readString(Path.of(name));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String shipped(String name) {
    try (InputStream in = Variants.class.getResourceAsStream(name + ".variant")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
