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
    String key = Names.lowerCase(name).trim();
    Variant v = loaded.get(key);
    if (v != null) {
      return v;
    }
    synchronized (reading) {
      v = loaded.get(key);
      if (v == null) {
        v = read(name, key);
        loaded.put(key, v);
      }
      return v;
    }
  }

  private static Variant read(String name, String key) {
    // Only the listed names: a name is never a path into the jar.
    if (!Variants.NAMES.contains(key)) {
      throw new IllegalArgumentException(Names.printable(
          "unknown variant '" + name + "' (known: " + String.join(", ", Variants.NAMES) + ")"));
    }
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
