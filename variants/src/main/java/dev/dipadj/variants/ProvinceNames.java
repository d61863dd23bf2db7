package dev.dipadj.variants;

import dev.dipadj.map.GameMap;
import java.util.Set;

/**
 * Which names a province may have so that orders stay readable: not empty, not an order word
 * ({@code S}, {@code Via}, {@code A}) and not ending with one ("And S" would swallow the S of
 * "F And S F Jav - Sum").
 */
public final class ProvinceNames {
  /** The words of orders: unit letters, order letters and words, "via convoy". */
  private static final Set<String> ORDER_WORDS = Set.of(
      "a", "f", "army", "fleet", "s", "c", "h", "d", "r", "b", "m", "support", "supports", "convoy",
      "convoys", "hold", "holds", "stand", "stands", "via", "by", "move", "moves", "retreat", "retreats",
      "disband", "disbands", "remove", "build", "builds", "waive", "waives", "convert", "converts");

  private ProvinceNames() {}

  /**
   * Why a province may not have this name (abbreviation, full name or alias), or null.
   *
   * @param name the name
   * @return the reason, or null when the name may be used
   */
  public static String problem(String name) {
    String normalized = GameMap.normalize(name);
    if (normalized.isEmpty()) {
      return "a province name may not be empty";
    }
    String[] words = normalized.split(" ");
    String last = words[words.length - 1];
    if (ORDER_WORDS.contains(last)) {
      return "the name '" + name + "' " + (words.length == 1 ? "is" : "ends with") + " the order word '" + last + "'";
    }
    return null;
  }
}
