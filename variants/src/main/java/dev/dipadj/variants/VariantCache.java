package dev.dipadj.variants;

import dev.dipadj.map.Names;
import dev.dipadj.variant.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The shipped variants read once each: however many threads ask for a name at the same
 * time, one of them reads the file and all get the same {@link Variant}.
 */
final class VariantCache {
  private final Map<String, Variant> loaded = new ConcurrentHashMap<>();
  /** Guards the reading of files, so that a variant is read once; lookups need no lock. */
  private final Object reading = new Object();

  Variant named(String name) {
    Variant v = loaded.get(name);
    if (v != null) {
      return v;
    }
    String key = shippedName(name);
    synchronized (reading) {
      v = loaded.get(key);
      if (v == null) {
        v = read(key);
        loaded.put(key, v);
      }
      return v;
    }
  }

  /**
   * The shipped name a name means, written as names are ({@link Names#normalize}: any case,
   * spaces or underscores for hyphens); only the listed names, so a name is never a path into the jar.
   */
  private static String shippedName(String name) {
    String normalized = Names.normalize(name);
    for (String shipped : Variants.NAMES) {
      if (Names.normalize(shipped).equals(normalized)) {
        return shipped;
      }
    }
    throw new IllegalArgumentException(Names.printable(
        "unknown variant '" + name + "' (known: " + String.join(", ", Variants.NAMES) + ")"));
  }

  private static Variant read(String key) {
    String resource = key + ".variant";
    try (InputStream in = VariantCache.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("the shipped variant " + key + " is missing from the jar");
      }
      return VariantReader.read(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException | VariantFormatException e) {
      // A broken jar or a broken shipped file: nothing the caller can do about it.
      throw new IllegalStateException("the shipped variant " + key + " does not load: " + e.getMessage(), e);
    }
  }
}
