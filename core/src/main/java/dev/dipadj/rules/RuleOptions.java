package dev.dipadj.rules;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The choices a game is played by: the interpretations the DATC leaves open (its chapter
 * 4), and the optional end of the game after a given year ({@code lastYear}, 0 for none).
 * {@link #DATC} holds the DATC's preferred choice for each; a variant file or a case changes
 * them with {@code rules NAME=VALUE}.
 */
public record RuleOptions(
    ConvoyParadoxRule convoyParadox,
    ConvoyToAdjacentRule convoyToAdjacent,
    MultipleOrdersRule multipleOrders,
    ExcessAdjustmentsRule excessAdjustments,
    UnreadableOrdersRule unreadableOrders,
    SelfDislodgementRule selfDislodgement,
    int lastYear) {

  /** Every option at the DATC's preferred choice, and no last year. */
  public static final RuleOptions DATC =
      new RuleOptions(ConvoyParadoxRule.SZYKMAN, ConvoyToAdjacentRule.EXPLICIT);

  /** The given convoy rules, every other option at the DATC's preferred choice. */
  public RuleOptions(ConvoyParadoxRule convoyParadox, ConvoyToAdjacentRule convoyToAdjacent) {
    this(convoyParadox, convoyToAdjacent, MultipleOrdersRule.FIRST, ExcessAdjustmentsRule.FIRST,
        UnreadableOrdersRule.ERROR, SelfDislodgementRule.POWER, 0);
  }

  /** The option names, as written before {@code =}. */
  public static final String NAMES =
      "convoy-paradox, convoy-to-adjacent, multiple-orders, excess-adjustments, unreadable-orders, "
          + "self-dislodgement, last-year";

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
        return new RuleOptions(pick(ConvoyParadoxRule.values(), value, name), convoyToAdjacent,
            multipleOrders, excessAdjustments, unreadableOrders, selfDislodgement, lastYear);
      case "convoy-to-adjacent":
        return new RuleOptions(convoyParadox, pick(ConvoyToAdjacentRule.values(), value, name),
            multipleOrders, excessAdjustments, unreadableOrders, selfDislodgement, lastYear);
      case "multiple-orders":
        return new RuleOptions(convoyParadox, convoyToAdjacent, pick(MultipleOrdersRule.values(), value, name),
            excessAdjustments, unreadableOrders, selfDislodgement, lastYear);
      case "excess-adjustments":
        return new RuleOptions(convoyParadox, convoyToAdjacent, multipleOrders,
            pick(ExcessAdjustmentsRule.values(), value, name), unreadableOrders, selfDislodgement, lastYear);
      case "unreadable-orders":
        return new RuleOptions(convoyParadox, convoyToAdjacent, multipleOrders, excessAdjustments,
            pick(UnreadableOrdersRule.values(), value, name), selfDislodgement, lastYear);
      case "self-dislodgement":
        return new RuleOptions(convoyParadox, convoyToAdjacent, multipleOrders, excessAdjustments,
            unreadableOrders, pick(SelfDislodgementRule.values(), value, name), lastYear);
      case "last-year":
        try {
          int year = Integer.parseInt(value);
          if (year > 0) {
            return new RuleOptions(convoyParadox, convoyToAdjacent, multipleOrders, excessAdjustments,
                unreadableOrders, selfDislodgement, year);
          }
        } catch (NumberFormatException e) {
          // reported below
        }
        throw new IllegalArgumentException("last-year takes a year, found '" + value + "'");
      default:
        throw new IllegalArgumentException("unknown rule option '" + name + "' (known: " + NAMES + ")");
    }
  }

  private static <E extends Enum<E> & RuleChoice> E pick(E[] values, String value, String option) {
    for (E e : values) {
      if (e.value().equals(value)) {
        return e;
      }
    }
    throw new IllegalArgumentException(
        "unknown value '" + value + "' for " + option + " (known: "
            + Arrays.stream(values).map(RuleChoice::value).collect(Collectors.joining(", ")) + ")");
  }
}
