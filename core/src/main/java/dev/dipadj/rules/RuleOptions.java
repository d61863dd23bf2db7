package dev.dipadj.rules;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Names;
import java.util.Arrays;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The choices a game is played by: the interpretations the DATC leaves open (its chapter
 * 4), and the optional end of the game after a given year ({@code lastYear}, 0 for none).
 * Start from a preset ({@link #DATC}, the default everywhere, or {@link #RULEBOOK_2025},
 * {@link #RULEBOOK_1982}, {@link #DPTG}) and change single options with the typed
 * {@code with…} methods, or with {@code NAME=VALUE} text as case and variant files write it
 * ({@link #with(String)}).
  *
  * @param convoyParadox how a convoy paradox is resolved
  * @param convoyToAdjacent when a move to an adjacent province goes by convoy
  * @param multipleOrders which of several orders to one unit counts
  * @param excessAdjustments which builds or disbands count when there are too many
  * @param unreadableOrders whether an order that cannot be read is an error or is ignored
  * @param selfDislodgement which units count as one's own, that an attack may not dislodge
  * @param retreatToConvoyOrigin whether a unit dislodged by a convoyed army may retreat to where the army came from
  * @param civilDisorder how the units a power owes but did not disband are chosen
  * @param lastYear the year after whose Fall the game ends, 0 for none
 */
public record RuleOptions(
    ConvoyParadoxRule convoyParadox,
    ConvoyToAdjacentRule convoyToAdjacent,
    MultipleOrdersRule multipleOrders,
    ExcessAdjustmentsRule excessAdjustments,
    UnreadableOrdersRule unreadableOrders,
    SelfDislodgementRule selfDislodgement,
    RetreatToConvoyOriginRule retreatToConvoyOrigin,
    CivilDisorderRule civilDisorder,
    int lastYear) {

  /**
   * Checks that every option is given.
   *
   * @param convoyParadox how a convoy paradox is resolved
   * @param convoyToAdjacent when a move to an adjacent province goes by convoy
   * @param multipleOrders which of several orders to one unit counts
   * @param excessAdjustments which builds or disbands count when there are too many
   * @param unreadableOrders whether an order that cannot be read is an error or is ignored
   * @param selfDislodgement which units count as one's own, that an attack may not dislodge: the power's or the player's
   * @param retreatToConvoyOrigin whether a unit dislodged by a convoyed army may retreat to where the army came from
   * @param civilDisorder how the units a power owes but did not disband are chosen
   * @param lastYear the year after whose Fall the game ends, 0 for none
   */
  public RuleOptions {
    Objects.requireNonNull(convoyParadox, "convoyParadox");
    Objects.requireNonNull(convoyToAdjacent, "convoyToAdjacent");
    Objects.requireNonNull(multipleOrders, "multipleOrders");
    Objects.requireNonNull(excessAdjustments, "excessAdjustments");
    Objects.requireNonNull(unreadableOrders, "unreadableOrders");
    Objects.requireNonNull(selfDislodgement, "selfDislodgement");
    Objects.requireNonNull(retreatToConvoyOrigin, "retreatToConvoyOrigin");
    Objects.requireNonNull(civilDisorder, "civilDisorder");
  }

  /**
   * Every option at the DATC's preferred choice, and no last year. An order that cannot be
   * read is an error, as the case format requires.
   */
  public static final RuleOptions DATC = new RuleOptions(
      ConvoyParadoxRule.SZYKMAN, ConvoyToAdjacentRule.EXPLICIT, MultipleOrdersRule.FIRST,
      ExcessAdjustmentsRule.FIRST, UnreadableOrdersRule.ERROR, SelfDislodgementRule.POWER,
      RetreatToConvoyOriginRule.ALLOWED, CivilDisorderRule.RULE_2023, 0);

  /** The 2025 rulebook: the DATC's choices, and an order that cannot be read is ignored. */
  public static final RuleOptions RULEBOOK_2025 = DATC.withUnreadableOrders(UnreadableOrdersRule.IGNORE);

  /** The 1982 rulebook's convoy-paradox rule, everything else as the DATC prefers. */
  public static final RuleOptions RULEBOOK_1982 = DATC.withConvoyParadox(ConvoyParadoxRule.RULE_1982);

  /** The DPTG's reading of convoys to adjacent provinces ("via convoy" only), everything else as the DATC prefers. */
  public static final RuleOptions DPTG = DATC.withConvoyToAdjacent(ConvoyToAdjacentRule.VIA_CONVOY_ONLY);

  /** The option names, as written before {@code =}. */
  public static final String NAMES =
      "convoy-paradox, convoy-to-adjacent, multiple-orders, excess-adjustments, unreadable-orders, "
          + "self-dislodgement, retreat-to-convoy-origin, civil-disorder, last-year";

  /**
   * These options with another convoy-paradox rule.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withConvoyParadox(ConvoyParadoxRule value) {
    return new RuleOptions(value, convoyToAdjacent, multipleOrders, excessAdjustments, unreadableOrders,
        selfDislodgement, retreatToConvoyOrigin, civilDisorder, lastYear);
  }

  /**
   * These options with another rule for convoys to adjacent provinces.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withConvoyToAdjacent(ConvoyToAdjacentRule value) {
    return new RuleOptions(convoyParadox, value, multipleOrders, excessAdjustments, unreadableOrders,
        selfDislodgement, retreatToConvoyOrigin, civilDisorder, lastYear);
  }

  /**
   * These options with another rule for several orders to one unit.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withMultipleOrders(MultipleOrdersRule value) {
    return new RuleOptions(convoyParadox, convoyToAdjacent, value, excessAdjustments, unreadableOrders,
        selfDislodgement, retreatToConvoyOrigin, civilDisorder, lastYear);
  }

  /**
   * These options with another rule for too many builds or disbands.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withExcessAdjustments(ExcessAdjustmentsRule value) {
    return new RuleOptions(convoyParadox, convoyToAdjacent, multipleOrders, value, unreadableOrders,
        selfDislodgement, retreatToConvoyOrigin, civilDisorder, lastYear);
  }

  /**
   * These options with another rule for orders that cannot be read.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withUnreadableOrders(UnreadableOrdersRule value) {
    return new RuleOptions(convoyParadox, convoyToAdjacent, multipleOrders, excessAdjustments, value,
        selfDislodgement, retreatToConvoyOrigin, civilDisorder, lastYear);
  }

  /**
   * These options with another self-dislodgement rule.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withSelfDislodgement(SelfDislodgementRule value) {
    return new RuleOptions(convoyParadox, convoyToAdjacent, multipleOrders, excessAdjustments, unreadableOrders,
        value, retreatToConvoyOrigin, civilDisorder, lastYear);
  }

  /**
   * These options with another rule for retreating to where a convoyed attacker came from.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withRetreatToConvoyOrigin(RetreatToConvoyOriginRule value) {
    return new RuleOptions(convoyParadox, convoyToAdjacent, multipleOrders, excessAdjustments, unreadableOrders,
        selfDislodgement, value, civilDisorder, lastYear);
  }

  /**
   * These options with another civil-disorder rule.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withCivilDisorder(CivilDisorderRule value) {
    return new RuleOptions(convoyParadox, convoyToAdjacent, multipleOrders, excessAdjustments, unreadableOrders,
        selfDislodgement, retreatToConvoyOrigin, value, lastYear);
  }

  /**
   * The game ends after the Fall turn of this year (0: it goes on until a solo).
   *
   * @param year the last year, or 0
   * @return the options
   * @throws IllegalArgumentException for a negative year
   */
  public RuleOptions withLastYear(int year) {
    if (year < 0) {
      throw new IllegalArgumentException("last-year takes a year, found " + year);
    }
    return new RuleOptions(convoyParadox, convoyToAdjacent, multipleOrders, excessAdjustments, unreadableOrders,
        selfDislodgement, retreatToConvoyOrigin, civilDisorder, year);
  }

  /**
   * These options with one changed, from {@code NAME=VALUE} text.
   *
    * @param nameEqualsValue such as {@code convoy-paradox=szykman}
    * @return the options
   * @throws IllegalArgumentException naming the option or value that is unknown
   */
  public RuleOptions with(String nameEqualsValue) {
    Objects.requireNonNull(nameEqualsValue, "nameEqualsValue");
    int eq = nameEqualsValue.indexOf('=');
    if (eq < 0) {
      throw new IllegalArgumentException("expected NAME=VALUE, found '" + nameEqualsValue + "'");
    }
    String name = Names.lowerCase(nameEqualsValue.substring(0, eq).trim());
    String value = Names.lowerCase(nameEqualsValue.substring(eq + 1).trim());
    return switch (name) {
      case "convoy-paradox" -> withConvoyParadox(pick(ConvoyParadoxRule.values(), value, name));
      case "convoy-to-adjacent" -> withConvoyToAdjacent(pick(ConvoyToAdjacentRule.values(), value, name));
      case "multiple-orders" -> withMultipleOrders(pick(MultipleOrdersRule.values(), value, name));
      case "excess-adjustments" -> withExcessAdjustments(pick(ExcessAdjustmentsRule.values(), value, name));
      case "unreadable-orders" -> withUnreadableOrders(pick(UnreadableOrdersRule.values(), value, name));
      case "self-dislodgement" -> withSelfDislodgement(pick(SelfDislodgementRule.values(), value, name));
      case "retreat-to-convoy-origin" ->
          withRetreatToConvoyOrigin(pick(RetreatToConvoyOriginRule.values(), value, name));
      case "civil-disorder" -> withCivilDisorder(pick(CivilDisorderRule.values(), value, name));
      case "last-year" -> withLastYear(year(value));
      default -> throw new IllegalArgumentException("unknown rule option '" + name + "' (known: " + NAMES + ")");
    };
  }

  /**
   * Every option as {@code NAME=VALUE} text, in the order of {@link #NAMES}; {@code last-year}
   * only when the game has a last year. The written form of these options:
   * {@link #of(Iterable)} reads it back to equal options, whatever options it starts from.
   *
   * @return the settings, such as {@code convoy-paradox=szykman}
   */
  public ImmutableList<String> settings() {
    ImmutableList.Builder<String> b = ImmutableList.builder();
    b.add("convoy-paradox=" + convoyParadox.value());
    b.add("convoy-to-adjacent=" + convoyToAdjacent.value());
    b.add("multiple-orders=" + multipleOrders.value());
    b.add("excess-adjustments=" + excessAdjustments.value());
    b.add("unreadable-orders=" + unreadableOrders.value());
    b.add("self-dislodgement=" + selfDislodgement.value());
    b.add("retreat-to-convoy-origin=" + retreatToConvoyOrigin.value());
    b.add("civil-disorder=" + civilDisorder.value());
    if (lastYear > 0) {
      b.add("last-year=" + lastYear);
    }
    return b.build();
  }

  /**
   * The options {@link #DATC} with each setting applied in turn, as {@link #with(String)}
   * reads it: the inverse of {@link #settings()}.
   *
   * @param settings {@code NAME=VALUE} texts
   * @return the options
   * @throws IllegalArgumentException naming the option or value that is unknown
   */
  public static RuleOptions of(Iterable<String> settings) {
    Objects.requireNonNull(settings, "settings");
    RuleOptions options = DATC;
    for (String s : settings) {
      options = options.with(Objects.requireNonNull(s, "setting"));
    }
    return options;
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
