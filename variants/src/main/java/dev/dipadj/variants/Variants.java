package dev.dipadj.variants;

import dev.dipadj.variant.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The variants shipped with dipadj, read by name from the classpath
 * ({@code dev/dipadj/variants/NAME.variant}) and kept once loaded; and variant files read
 * from disk.
 */
public final class Variants {
  private static final Map<String, Variant> LOADED = new ConcurrentHashMap<>();

  private Variants() {}

  /**
   * The variant of that name ({@code classic}, …).
   *
   * @throws VariantFormatException if there is no such variant or its file is broken
   */
  public static Variant named(String name) throws VariantFormatException {
    String key = name.toLowerCase(Locale.ROOT).trim();
    Variant v = LOADED.get(key);
    if (v != null) {
      return v;
    }
    String resource = key + ".variant";
    try (InputStream in = Variants.class.getResourceAsStream(resource)) {
      if (in == null || !key.matches("[a-z0-9-]+")) {
        throw new VariantFormatException("unknown variant '" + name + "'");
      }
      v = VariantReader.read(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new VariantFormatException("cannot read variant '" + name + "': " + e.getMessage());
    }
    LOADED.put(key, v);
    return v;
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
      text = Files.readString(path, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new VariantFormatException(path + ": cannot read the variant file: " + e.getMessage());
    }
    return VariantReader.read(path.toString(), text);
  }
}
