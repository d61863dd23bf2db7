package dev.dipadj.variants;

import dev.dipadj.text.TextFile;
import dev.dipadj.variant.Variant;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The variants shipped with dipadj, read by name from the classpath
 * ({@code dev/dipadj/variants/NAME.variant}) and kept once loaded; and variant files read
 * from disk.
 */
public final class Variants {
  private static final VariantCache SHIPPED = new VariantCache();

  private Variants() {}

  /**
   * The variant of that name ({@code classic}, …), read once however many threads ask.
   *
   * @throws VariantFormatException if there is no such variant or its file is broken
   */
  public static Variant named(String name) throws VariantFormatException {
    return SHIPPED.named(name);
  }

  /**
   * A variant read from a file of the variant format, for a map tested before it ships. It
   * is read afresh on every call.
   *
   * @throws VariantFormatException if the file cannot be read or is broken (naming file and line)
   */
  public static Variant file(Path path) throws VariantFormatException {
    String text;
    try {
      text = TextFile.read(path);
    } catch (IOException e) {
      throw new VariantFormatException(e.getMessage());
    }
    return VariantReader.read(path.toString(), text);
  }
}
