package dev.dipadj.variants;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Names;

/**
 * Which names a power and its adjectives may have so that cases and orders can name them
 * (issue 19, point 8). A case names a power before a colon ({@code England: F Lon}), in
 * lists separated by commas ({@code players}, and a variant's own {@code player} lines) and
 * never inside a comment, which {@code #} opens: a power's name holding {@code :}, {@code ,}
 * or {@code #} could be named by no case line. An adjective names the power inside an order
 * ({@code S English F Nth}) as one word of the order parser, which splits words at white
 * space, parentheses, slashes and arrows: an adjective holding one of those, or {@code #},
 * could never be read.
 */
final class PowerNames {
  private PowerNames() {}

  /** Why a power may not have this name, or null. */
  static String problem(String name) {
    if (Names.normalize(name).equals(Names.normalize(GameMap.NEUTRAL))) {
      return "'" + name + "' is the word of neutral units ('unit Neutral A ABBR'), not a power's name";
    }
    for (char c : new char[] {':', ',', '#'}) {
      if (name.indexOf(c) >= 0) {
        return "the power name '" + name + "' holds '" + c + "', which no case line can name";
      }
    }
    return null;
  }

  /** Why a power's units may not be named by this adjective, or null. */
  static String adjectiveProblem(String adjective) {
    if (Names.normalize(adjective).equals(Names.normalize(GameMap.NEUTRAL))) {
      return "'" + adjective + "' is the word of neutral units, not a power's adjective";
    }
    if (Names.normalize(adjective).isEmpty()) {
      return "the adjective '" + adjective + "' has no letters";
    }
    for (int i = 0; i < adjective.length(); i++) {
      char c = adjective.charAt(i);
      if (Names.isSpace(c) || c == '(' || c == ')' || c == '/' || c == '#'
          || (c == '-' && i + 1 < adjective.length() && adjective.charAt(i + 1) == '>')) {
        return "the adjective '" + adjective + "' is not one word of an order (at '"
            + (c == '-' ? "->" : String.valueOf(c)) + "')";
      }
    }
    return null;
  }
}
