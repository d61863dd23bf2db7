package dev.dipadj.fuzz;

import dev.dipadj.variant.Variant;
import dev.dipadj.variants.VariantFormatException;
import dev.dipadj.variants.Variants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The variants the random games play: the shipped ones by name, and the small test maps of
 * the variant vocabulary (issue 21) by their path under test-cases, each read once.
 */
final class GameVariants {
  /**
   * The test maps of the vocabulary: every variant file of test-cases/vocabulary (the tests'
   * working folder is test-cases), in name order, so that a test map added there is played.
   */
  static final List<String> TEST_MAPS = testMaps();

  private static final Map<String, Variant> READ = new ConcurrentHashMap<>();

  private GameVariants() {}

  private static List<String> testMaps() {
    try (java.util.stream.Stream<Path> files = java.nio.file.Files.list(Path.of("vocabulary"))) {
      List<String> maps = files.map(f -> "vocabulary/" + f.getFileName())
          .filter(f -> f.endsWith(".variant") || f.endsWith(".map")).sorted().toList();
      if (maps.isEmpty()) {
        throw new IllegalStateException("no test maps in " + Path.of("vocabulary").toAbsolutePath());
      }
      return maps;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A shipped variant's name, or a test map's path ending in {@code .variant}. */
  static Variant named(String nameOrPath) {
    if (!Variants.isFile(nameOrPath)) {
      return Variants.named(nameOrPath);
    }
    return READ.computeIfAbsent(nameOrPath, GameVariants::read);
  }

  private static Variant read(String path) {
    try {
      return Variants.load(Path.of(path));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (VariantFormatException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * A variant by the name a saved game gives it: a test map's own name ({@code trade}), else
   * a shipped variant's.
   */
  static Variant byName(String name) {
    for (String path : TEST_MAPS) {
      Variant v = named(path);
      if (v.name().equals(name)) {
        return v;
      }
    }
    return Variants.named(name);
  }

  /** The shipped names followed by the test maps. */
  static List<String> with(List<String> shipped) {
    List<String> all = new java.util.ArrayList<>(shipped);
    all.addAll(TEST_MAPS);
    return List.copyOf(all);
  }
}
