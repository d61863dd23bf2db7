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
    // Start from these options and change the one named.
    ConvoyParadoxRule paradox = convoyParadox;
    ConvoyToAdjacentRule adjacent = convoyToAdjacent;
    MultipleOrdersRule multiple = multipleOrders;
    ExcessAdjustmentsRule excess = excessAdjustments;
    UnreadableOrdersRule unreadable = unreadableOrders;
    SelfDislodgementRule self = selfDislodgement;
    int year = lastYear;
    switch (name) {
      case "convoy-paradox" -> paradox = pick(ConvoyParadoxRule.values(), value, name);
      case "convoy-to-adjacent" -> adjacent = pick(ConvoyToAdjacentRule.values(), value, name);
      case "multiple-orders" -> multiple = pick(MultipleOrdersRule.values(), value, name);
      case "excess-adjustments" -> excess = pick(ExcessAdjustmentsRule.values(), value, name);
      case "unreadable-orders" -> unreadable = pick(UnreadableOrdersRule.values(), value, name);
      case "self-dislodgement" -> self = pick(SelfDislodgementRule.values(), value, name);
      case "last-year" -> year = year(value);
      default -> throw new IllegalArgumentException("unknown rule option '" + name + "' (known: " + NAMES + ")");
    }
    return new RuleOptions(paradox, adjacent, multiple, excess, unreadable, self, year);
  }

  private static int year(String value) {
    try {
      int year = Integer.parseInt(value);
      if (year > 0) {
        return year;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException("last-year takes a year, found '" + value + "'");
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
