package dev.dipadj.variants;

import dev.dipadj.text.TextFile;
import dev.dipadj.variant.Variant;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The variants shipped with dipadj, read by name from the classpath
 * ({@code dev/dipadj/variants/NAME.variant}) and kept once loaded; and variant files read
 * from disk.
 */
public final class Variants {
  /** The names of the shipped variants. */
  public static final List<String> NAMES = List.of(
      "classic", "classic-2p", "classic-3p", "classic-4p", "classic-5p", "classic-6p", "chaos", "cold-war",
      "colonial", "empires-and-coalitions", "era-of-empire", "france-austria", "italy-germany", "fleet-rome",
      "pure", "hundred", "north-sea-wars", "ancient-mediterranean", "twenty-twenty", "western-world-901",
      "youngstown-redux");

  private static final VariantCache SHIPPED = new VariantCache();

  private Variants() {}

  /**
   * The shipped variant of that name, read once however many threads ask. Case does not
   * matter, nor spaces or underscores for its hyphens ({@code Era of Empire}). A shipped
   * variant always loads (its tests see to that), so no checked exception: a name that is
   * not one of {@link #NAMES} is the caller's mistake.
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

  /**
   * A variant as a file names it: a name ending in {@code .variant} is a variant file, its
   * path relative to the folder of the file that names it; any other name is a shipped
   * variant's.
   *
   * @param nameOrPath a shipped variant's name, or the path of a variant file
   * @param namedIn the file whose text names the variant (a case file, a game file)
   * @return the variant
   * @throws IOException if a variant file cannot be read, naming the file
   * @throws VariantFormatException if a variant file is not a valid variant, naming file and line
   * @throws IllegalArgumentException for a name that is neither, listing the shipped names
   */
  public static Variant find(String nameOrPath, Path namedIn) throws IOException, VariantFormatException {
    Objects.requireNonNull(nameOrPath, "nameOrPath");
    Objects.requireNonNull(namedIn, "namedIn");
    return isFile(nameOrPath) ? load(namedIn.resolveSibling(nameOrPath)) : named(nameOrPath);
  }

  /**
   * Whether a variant's name, as a file gives it, is a variant file's path: it ends in
   * {@code .variant}, in any case.
   *
   * @param nameOrPath the name
   * @return whether it names a file
   */
  public static boolean isFile(String nameOrPath) {
    return nameOrPath.toLowerCase(Locale.ROOT).endsWith(".variant");
  }
}
