package dev.dipadj.cli;

import dev.dipadj.gamejson.MapNames;
import dev.dipadj.json.VariantLookup;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The variants a game file's {@code map} may name, for the commands that read game files:
 * {@code standard} (classic), the other shipped variants by name, or a variant file's path
 * relative to the game file.
 */
final class GameMaps {
  private GameMaps() {}

  /**
   * Finds the variants the games of a file name.
   *
   * @param gameFile the game file
   * @return the lookup; an unknown map is an {@link IllegalArgumentException} listing the known ones
   */
  static VariantLookup beside(Path gameFile) {
    return name -> {
      if (!Variants.isFile(name) && !Variants.NAMES.contains(name)) {
        throw new IllegalArgumentException("unknown map '" + name + "' (known: " + String.join(", ", known())
            + ", or the path of a .variant file)");
      }
      return Variants.find(name, gameFile);
    };
  }

  /**
   * Finds the variants the games of a file name, looking first for a DPjudge/MILA map file in
   * a folder: a game whose {@code map} is NAME is played on DIR/NAME.map when that file is
   * there ({@code standard} on DIR/standard.map), else as {@link #beside(Path)} finds it.
   *
   * @param gameFile the game file
   * @param maps the folder of {@code .map} files
   * @return the lookup
   */
  static VariantLookup beside(Path gameFile, MapFolder maps) {
    VariantLookup others = beside(gameFile);
    return name -> {
      Variant v = maps.find(name);
      return v != null ? v : others.named(name);
    };
  }

  /** The shipped variants as the game JSON names them: standard first. */
  static List<String> known() {
    List<String> out = new ArrayList<>();
    for (String name : Variants.NAMES) {
      out.add(MapNames.of(Variants.named(name)));
    }
    return out;
  }
}
