package dev.dipadj.rules;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The interpretations the DATC leaves open (its chapter 4) that dipadj lets a game choose.
 * {@link #DATC} holds the DATC's preferred choice for each; a case file changes them with
 * {@code rules NAME=VALUE}.
 */
public record RuleOptions(ConvoyParadoxRule convoyParadox, ConvoyToAdjacentRule convoyToAdjacent) {

  /** Every option at the DATC's preferred choice. */
  public static final RuleOptions DATC =
      new RuleOptions(ConvoyParadoxRule.SZYKMAN, ConvoyToAdjacentRule.EXPLICIT);

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
        return new RuleOptions(pick(ConvoyParadoxRule.values(), value, name), convoyToAdjacent);
      case "convoy-to-adjacent":
        return new RuleOptions(convoyParadox, pick(ConvoyToAdjacentRule.values(), value, name));
      default:
        throw new IllegalArgumentException(
            "unknown rule option '" + name + "' (known: convoy-paradox, convoy-to-adjacent)");
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
