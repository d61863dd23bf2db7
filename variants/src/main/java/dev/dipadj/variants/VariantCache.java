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

  Variant named(String name) throws VariantFormatException {
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

  private static Variant read(String name, String key) throws VariantFormatException {
    String resource = key + ".variant";
    if (!key.matches("[a-z0-9-]+")) {
      throw new VariantFormatException("unknown variant '" + name + "'");
    }
    try (InputStream in = VariantCache.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new VariantFormatException("unknown variant '" + name + "'");
      }
      return VariantReader.read(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new VariantFormatException("cannot read variant '" + name + "': " + e.getMessage());
    }
  }
}
