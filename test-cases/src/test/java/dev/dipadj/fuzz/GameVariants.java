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
  /** The test maps of the vocabulary, relative to test-cases (the tests' working folder). */
  static final List<String> TEST_MAPS = List.of("vocabulary/trade.variant", "vocabulary/isles.variant");

  private static final Map<String, Variant> READ = new ConcurrentHashMap<>();

  private GameVariants() {}

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
