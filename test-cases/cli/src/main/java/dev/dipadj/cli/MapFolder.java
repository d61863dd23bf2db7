package dev.dipadj.cli;

import dev.dipadj.gamejson.MapNames;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.VariantFormatException;
import dev.dipadj.variants.Variants;
import dev.dipadj.variants.mapfile.MapVariant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * A folder of DPjudge/MILA {@code .map} files that research games name by their {@code map}
 * ({@code replay --maps DIR}): NAME is DIR/NAME.map. Each file is read once, however many
 * games name it and whichever thread asks first; its warnings are printed once, on
 * standard error. A name that could leave the folder is no file's.
 */
final class MapFolder {
  private final Path folder;
  /** Per name: the variant, or the message of why it could not be read, or null when there is no such file. */
  private final Map<String, Object> read = new HashMap<>();

  MapFolder(Path folder) {
    this.folder = folder;
  }

  /**
   * The variant of DIR/NAME.map, or null when there is no such file.
   *
   * @param variantName the variant the game's {@code map} names ({@link MapNames#variantName}:
   *     {@code classic} for {@code standard})
   * @throws VariantFormatException or IOException when the file is there and cannot be read
   */
  synchronized Variant find(String variantName) throws IOException, VariantFormatException {
    // The research data's "standard" reaches here as dipadj's "classic", and MILA's other
    // names as their variants' (MapNames.variantName): the file has the research data's name.
    String name = MapNames.mapName(variantName);
    if (!name.matches("[A-Za-z0-9_][A-Za-z0-9_.+-]*") || name.contains("..")) {
      return null;
    }
    if (!read.containsKey(name)) {
      Path file = folder.resolve(name.endsWith(".map") ? name : name + ".map");
      if (!Files.isRegularFile(file)) {
        read.put(name, null);
      } else {
        try {
          MapVariant loaded = Variants.loadMap(file);
          loaded.warnings().forEach(w -> System.err.println(EchoedText.line("warning: " + w)));
          read.put(name, loaded.variant());
        } catch (IOException | VariantFormatException e) {
          read.put(name, e);
        }
      }
    }
    Object v = read.get(name);
    if (v instanceof IOException e) {
      throw e;
    }
    if (v instanceof VariantFormatException e) {
      throw e;
    }
    return (Variant) v;
  }
}
