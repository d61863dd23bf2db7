package dev.dipadj.fuzz;

import dev.dipadj.variant.Variant;
import dev.dipadj.variants.VariantFormatException;
import dev.dipadj.variants.Variants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The small test variants of issue 21's vocabulary, every {@code vocabulary/*.variant} of the
 * test-cases module (the folder its tests run in), read once and in name order: the random
 * games play them beside the shipped variants, so every phase of theirs keeps the invariants
 * too, the new rules' included.
 */
final class VocabularyVariants {
  private static final List<Variant> ALL = load(Path.of("vocabulary"));

  private VocabularyVariants() {}

  /** The test variants, none when the folder is not there. */
  static List<Variant> all() {
    return ALL;
  }

  /**
   * A variant by name, as a saved game's JSON names it: a test variant of the vocabulary, or
   * else a shipped one (a lookup for {@code GameJson.read}).
   */
  static Variant named(String name) {
    for (Variant v : ALL) {
      if (v.name().equals(name)) {
        return v;
      }
    }
    return Variants.named(name);
  }

  private static List<Variant> load(Path folder) {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(folder)) {
      List<Path> paths = files.filter(p -> p.getFileName().toString().endsWith(".variant")).sorted().toList();
      List<Variant> variants = new java.util.ArrayList<>();
      for (Path p : paths) {
        variants.add(Variants.load(p));
      }
      return List.copyOf(variants);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (VariantFormatException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }
}
