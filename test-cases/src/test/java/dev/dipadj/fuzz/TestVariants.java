package dev.dipadj.fuzz;

import dev.dipadj.variant.Variant;
import dev.dipadj.variants.VariantFormatException;
import dev.dipadj.variants.Variants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The variants the tests play: the shipped ones by name, and the test maps of the variant
 * vocabulary ({@code test-cases/vocabulary/*.variant}, issue 21) by the name their file
 * gives, so that a saved game or a recorded case of a test map finds its
 * variant again as one of a shipped variant does.
 */
public final class TestVariants {
  /** Where the test maps are, from the test-cases folder the tests run in. */
  private static final Path VOCABULARY = Path.of("vocabulary");
  private static volatile Map<String, Variant> byName;

  private TestVariants() {}

  /**
   * A shipped variant, or a test map, by its name.
   *
   * @param name the name a variant file gives ({@code classic}, {@code neutral-test})
   * @return the variant
   * @throws IllegalArgumentException for a name no variant has
   */
  public static Variant named(String name) {
    Variant test = testMaps().get(name);
    return test != null ? test : Variants.named(name);
  }

  private static Map<String, Variant> testMaps() {
    Map<String, Variant> m = byName;
    if (m == null) {
      m = new HashMap<>();
      if (Files.isDirectory(VOCABULARY)) {
        try (Stream<Path> files = Files.list(VOCABULARY)) {
          for (Path f : files.filter(p -> Variants.isFile(p.toString())).sorted().toList()) {
            Variant v = load(f);
            m.put(v.name(), v);
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      byName = m;
    }
    return m;
  }

  private static Variant load(Path file) {
    try {
      return Variants.load(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (VariantFormatException e) {
      throw new IllegalStateException(file + ": " + e.getMessage(), e);
    }
  }
}
