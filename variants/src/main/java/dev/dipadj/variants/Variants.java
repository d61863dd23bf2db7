package dev.dipadj.variants;

import dev.dipadj.text.TextFile;
import dev.dipadj.variant.Variant;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * The variants shipped with dipadj, read by name from the classpath
 * ({@code dev/dipadj/variants/NAME.variant}) and kept once loaded; and variant files read
 * from disk.
 */
public final class Variants {
  /** The names of the shipped variants. */
  public static final List<String> NAMES = List.of(
      "classic", "classic-2p", "classic-3p", "classic-4p", "classic-5p", "classic-6p", "era-of-empire");

  private static final VariantCache SHIPPED = new VariantCache();

  private Variants() {}

  /**
   * The shipped variant of that name, read once however many threads ask. Case does not
   * matter. A shipped variant always loads (its tests see to that), so no checked
   * exception: a name that is not one of {@link #NAMES} is the caller's mistake.
   *
   * @param name a name from {@link #NAMES}, such as {@code classic}
   * @return the variant
   * @throws IllegalArgumentException for a name that is not shipped, listing the known names
   */
  public static Variant named(String name) {
    Objects.requireNonNull(name, "name");
    return SHIPPED.named(name);
  }

  /**
   * A variant read from a file of the variant format outside the jar, for a map tested
   * before it ships. It is read afresh on every call.
   *
   * @param path the variant file
   * @return the variant
   * @throws IOException if the file cannot be read (missing, not UTF-8, too large), naming the file
   * @throws VariantFormatException if the file is not a valid variant, naming file and line
   */
  public static Variant load(Path path) throws IOException, VariantFormatException {
    Objects.requireNonNull(path, "path");
    return VariantReader.read(path.toString(), TextFile.read(path));
  }
}
