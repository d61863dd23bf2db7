package dev.dipadj.rules;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The choices a game is played by: the interpretations the DATC leaves open (its chapter 4)
 * and the optional end of the game after a given year ({@code lastYear}, 0 for none).
 * {@link #DATC} holds the DATC's preferred choice for each; a case file changes them with
 * {@code rules NAME=VALUE}.
 */
public record RuleOptions(
    ConvoyParadoxRule convoyParadox, ConvoyToAdjacentRule convoyToAdjacent, int lastYear) {

  /** Every option at the DATC's preferred choice, and no last year. */
  public static final RuleOptions DATC =
      new RuleOptions(ConvoyParadoxRule.SZYKMAN, ConvoyToAdjacentRule.EXPLICIT, 0);

  /** The DATC options with no last year. */
  public RuleOptions(ConvoyParadoxRule convoyParadox, ConvoyToAdjacentRule convoyToAdjacent) {
    this(convoyParadox, convoyToAdjacent, 0);
  }

  /**
   * These options with one changed, from {@code NAME=VALUE} text.
   *
   * @throws IllegalArgumentException naming the option or value that is unknown
   */
  public RuleOptions with(String nameEqualsValue) {
    int eq = nameEqualsValue.indexOf('=');
    if (eq < 0) {
      throw new IllegalArgumentException("expected NAME=VALUE, found '" + nameEqualsValue + "'");
    }
    String name = nameEqualsValue.substring(0, eq).trim().toLowerCase(Locale.ROOT);
    String value = nameEqualsValue.substring(eq + 1).trim().toLowerCase(Locale.ROOT);
    switch (name) {
      case "convoy-paradox":
        return new RuleOptions(pick(ConvoyParadoxRule.values(), value, name), convoyToAdjacent, lastYear);
      case "convoy-to-adjacent":
        return new RuleOptions(convoyParadox, pick(ConvoyToAdjacentRule.values(), value, name), lastYear);
      case "last-year":
        try {
          int year = Integer.parseInt(value);
          if (year > 0) {
            return new RuleOptions(convoyParadox, convoyToAdjacent, year);
          }
        } catch (NumberFormatException e) {
          // reported below
        }
        throw new IllegalArgumentException("last-year takes a year, found '" + value + "'");
      default:
        throw new IllegalArgumentException(
            "unknown rule option '" + name + "' (known: convoy-paradox, convoy-to-adjacent, last-year)");
    }
  }

  private static <E extends Enum<E>> E pick(E[] values, String value, String option) {
    for (E e : values) {
      if (valueOf(e).equals(value)) {
        return e;
      }
    }
    throw new IllegalArgumentException(
        "unknown value '" + value + "' for " + option + " (known: "
            + Arrays.stream(values).map(RuleOptions::valueOf).collect(Collectors.joining(", "))
            + ")");
  }

  private static String valueOf(Enum<?> e) {
    if (e instanceof ConvoyParadoxRule c) {
      return c.value();
    }
    return ((ConvoyToAdjacentRule) e).value();
  }
}
