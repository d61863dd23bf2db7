package dev.dipadj.variants;

import dev.dipadj.text.TextFile;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.mapfile.MapFileReader;
import dev.dipadj.variants.mapfile.MapVariant;
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

  /**
   * The names of the shipped variants, in the order {@code dipadj variants} lists them: each
   * one {@link #named} loads.
   *
   * @return {@link #NAMES}
   */
  public static List<String> names() {
    return NAMES;
  }

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
   * A variant read from a file outside the jar, for a map tested before it ships: a file of
   * dipadj's variant format, or a DPjudge/MILA {@code .map} file (by its extension, in any
   * case), which may use other {@code .map} files beside it. It is read afresh on every call.
   * What a {@code .map} file says that dipadj ignores is dropped here; {@link #loadMap} gives it.
   *
   * @param path the variant file
   * @return the variant
   * @throws IOException if the file cannot be read (missing, not UTF-8, too large), naming the file
   * @throws VariantFormatException if the file is not a valid variant, naming file and line
   */
  public static Variant load(Path path) throws IOException, VariantFormatException {
    Objects.requireNonNull(path, "path");
    if (isMapFile(path.toString())) {
      return MapFileReader.read(path).variant();
    }
    return VariantReader.read(path.toString(), TextFile.read(path));
  }

  /**
   * A variant read from a DPjudge/MILA {@code .map} file, with the warnings of what the file
   * says that dipadj ignores (rules about press or deadlines), for the user to be shown.
   *
   * @param path the {@code .map} file
   * @return the variant and the warnings
   * @throws IOException if a file cannot be read (missing, not UTF-8, too large), naming it
   * @throws VariantFormatException if a line is not valid, naming file, line and word
   */
  public static MapVariant loadMap(Path path) throws IOException, VariantFormatException {
    Objects.requireNonNull(path, "path");
    return MapFileReader.read(path);
  }

  /**
   * Whether a file's name is that of a DPjudge/MILA {@code .map} file: it ends in {@code .map}, in any case.
   *
   * @param name the file's name or path
   * @return whether it is read as a {@code .map} file
   */
  public static boolean isMapFile(String name) {
    return name.toLowerCase(Locale.ROOT).endsWith(".map");
  }

  /**
   * A variant as a file names it: a name ending in {@code .variant} (or {@code .map}, a
   * DPjudge/MILA map file) is a variant file, its path relative to the folder of the file that
   * names it; any other name is a shipped variant's.
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
   * {@code .variant} or {@code .map}, in any case.
   *
   * @param nameOrPath the name
   * @return whether it names a file
   */
  public static boolean isFile(String nameOrPath) {
    return nameOrPath.toLowerCase(Locale.ROOT).endsWith(".variant") || isMapFile(nameOrPath);
  }
}
