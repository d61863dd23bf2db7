package dev.dipadj.rules;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Names;
import java.util.Arrays;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The choices a game is played by: the interpretations the DATC leaves open (its chapter
 * 4) and the departures of engines that recorded real games, and the optional end of the
 * game after a given year ({@code lastYear}, 0 for none). Start from an {@link Edition}
 * ({@link #DATC}, the default everywhere) and change single options with the typed
 * {@code with…} methods, or with {@code NAME=VALUE} text as case and variant files write it
 * ({@link #with(String)}, where {@code edition=NAME} sets every option at once).
 *
 * @param convoyParadox how a convoy paradox is resolved
 * @param convoyToAdjacent when a move to an adjacent province goes by convoy
 * @param convoyFallback whether an army ordered by convoy with no convoy route ordered moves over land
 * @param multipleOrders which of several orders to one unit counts
 * @param excessAdjustments which builds or disbands count when there are too many
 * @param unreadableOrders whether an order that cannot be read is an error or is ignored
 * @param selfDislodgement which units count as one's own, that an attack may not dislodge
 * @param retreatToConvoyOrigin whether a unit dislodged by a convoyed army may retreat to where the army came from
 * @param civilDisorder how the units a power owes but did not disband are chosen
 * @param centreOwnership when supply centres change owner
 * @param lastYear the year after whose Fall the game ends, 0 for none
 */
public record RuleOptions(
    ConvoyParadoxRule convoyParadox,
    ConvoyToAdjacentRule convoyToAdjacent,
    ConvoyFallbackRule convoyFallback,
    MultipleOrdersRule multipleOrders,
    ExcessAdjustmentsRule excessAdjustments,
    UnreadableOrdersRule unreadableOrders,
    SelfDislodgementRule selfDislodgement,
    RetreatToConvoyOriginRule retreatToConvoyOrigin,
    CivilDisorderRule civilDisorder,
    CentreOwnershipRule centreOwnership,
    int lastYear) {

  /** The options that choose among values, as written before {@code =}, in the order of the record's components. */
  private static final String CHOICE_NAMES = "convoy-paradox, convoy-to-adjacent, convoy-fallback, multiple-orders, "
      + "excess-adjustments, unreadable-orders, self-dislodgement, retreat-to-convoy-origin, civil-disorder, "
      + "centre-ownership";

  /** The option names, as written before {@code =}; {@code edition} sets them all. */
  public static final String NAMES = CHOICE_NAMES + ", last-year, edition";

  /** Each option's name and (below) its values, in the order of the record's components. */
  private static final ImmutableList<String> OPTION_NAMES = ImmutableList.copyOf(CHOICE_NAMES.split(", "));

  private static final ImmutableList<RuleChoice[]> OPTION_VALUES = ImmutableList.of(
      ConvoyParadoxRule.values(), ConvoyToAdjacentRule.values(), ConvoyFallbackRule.values(),
      MultipleOrdersRule.values(), ExcessAdjustmentsRule.values(), UnreadableOrdersRule.values(),
      SelfDislodgementRule.values(), RetreatToConvoyOriginRule.values(), CivilDisorderRule.values(),
      CentreOwnershipRule.values());

  /**
   * Checks that every option is given.
   *
   * @param convoyParadox how a convoy paradox is resolved
   * @param convoyToAdjacent when a move to an adjacent province goes by convoy
   * @param convoyFallback whether an army ordered by convoy with no convoy route ordered moves over land
   * @param multipleOrders which of several orders to one unit counts
   * @param excessAdjustments which builds or disbands count when there are too many
   * @param unreadableOrders whether an order that cannot be read is an error or is ignored
   * @param selfDislodgement which units count as one's own, that an attack may not dislodge: the power's or the player's
   * @param retreatToConvoyOrigin whether a unit dislodged by a convoyed army may retreat to where the army came from
   * @param civilDisorder how the units a power owes but did not disband are chosen
   * @param centreOwnership when supply centres change owner
   * @param lastYear the year after whose Fall the game ends, 0 for none
   */
  public RuleOptions {
    Objects.requireNonNull(convoyParadox, "convoyParadox");
    Objects.requireNonNull(convoyToAdjacent, "convoyToAdjacent");
    Objects.requireNonNull(convoyFallback, "convoyFallback");
    Objects.requireNonNull(multipleOrders, "multipleOrders");
    Objects.requireNonNull(excessAdjustments, "excessAdjustments");
    Objects.requireNonNull(unreadableOrders, "unreadableOrders");
    Objects.requireNonNull(selfDislodgement, "selfDislodgement");
    Objects.requireNonNull(retreatToConvoyOrigin, "retreatToConvoyOrigin");
    Objects.requireNonNull(civilDisorder, "civilDisorder");
    Objects.requireNonNull(centreOwnership, "centreOwnership");
    if (lastYear < 0) {
      throw new IllegalArgumentException("last-year takes a year, found " + lastYear);
    }
  }

  /**
   * Every option at the DATC's preferred choice, and no last year (the edition {@code datc}).
   * An order that cannot be read is an error, as the case format requires.
   */
  public static final RuleOptions DATC = new RuleOptions(
      ConvoyParadoxRule.SZYKMAN, ConvoyToAdjacentRule.RULE_2025, ConvoyFallbackRule.NONE, MultipleOrdersRule.FIRST,
      ExcessAdjustmentsRule.FIRST, UnreadableOrdersRule.ERROR, SelfDislodgementRule.POWER,
      RetreatToConvoyOriginRule.ALLOWED, CivilDisorderRule.RULE_2023, CentreOwnershipRule.END_OF_FALL, 0);

  /** The edition {@code rulebook-2025}: the DATC's choices, and an order that cannot be read is ignored. */
  public static final RuleOptions RULEBOOK_2025 = Edition.RULEBOOK_2025.options();

  /** The edition {@code rulebook-1982}: the 1971 and 1982 rulebooks' choices (see {@link Edition#RULEBOOK_1982}). */
  public static final RuleOptions RULEBOOK_1982 = Edition.RULEBOOK_1982.options();

  /** The edition {@code dptg}: the DPTG's readings (see {@link Edition#DPTG}). */
  public static final RuleOptions DPTG = Edition.DPTG.options();

  /** The choice of each option, in the order of {@link #OPTION_NAMES}. */
  private RuleChoice[] choices() {
    return new RuleChoice[] {convoyParadox, convoyToAdjacent, convoyFallback, multipleOrders, excessAdjustments,
        unreadableOrders, selfDislodgement, retreatToConvoyOrigin, civilDisorder, centreOwnership};
  }

  /** These options with option {@code i} set to {@code value} (of that option's type). */
  private RuleOptions with(int i, RuleChoice value) {
    if (value == null) {
      // Named as the record's component: convoy-paradox is convoyParadox.
      String[] words = OPTION_NAMES.get(i).split("-");
      StringBuilder component = new StringBuilder(words[0]);
      for (int w = 1; w < words.length; w++) {
        component.append(Character.toUpperCase(words[w].charAt(0))).append(words[w].substring(1));
      }
      throw new NullPointerException(component.toString());
    }
    RuleChoice[] c = choices();
    c[i] = value;
    return new RuleOptions((ConvoyParadoxRule) c[0], (ConvoyToAdjacentRule) c[1], (ConvoyFallbackRule) c[2],
        (MultipleOrdersRule) c[3], (ExcessAdjustmentsRule) c[4], (UnreadableOrdersRule) c[5],
        (SelfDislodgementRule) c[6], (RetreatToConvoyOriginRule) c[7], (CivilDisorderRule) c[8],
        (CentreOwnershipRule) c[9], lastYear);
  }

  /**
   * These options with another convoy-paradox rule.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withConvoyParadox(ConvoyParadoxRule value) {
    return with(0, value);
  }

  /**
   * These options with another rule for convoys to adjacent provinces.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withConvoyToAdjacent(ConvoyToAdjacentRule value) {
    return with(1, value);
  }

  /**
   * These options with another rule for an army ordered by convoy with no convoy route ordered.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withConvoyFallback(ConvoyFallbackRule value) {
    return with(2, value);
  }

  /**
   * These options with another rule for several orders to one unit.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withMultipleOrders(MultipleOrdersRule value) {
    return with(3, value);
  }

  /**
   * These options with another rule for too many builds or disbands.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withExcessAdjustments(ExcessAdjustmentsRule value) {
    return with(4, value);
  }

  /**
   * These options with another rule for orders that cannot be read.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withUnreadableOrders(UnreadableOrdersRule value) {
    return with(5, value);
  }

  /**
   * These options with another self-dislodgement rule.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withSelfDislodgement(SelfDislodgementRule value) {
    return with(6, value);
  }

  /**
   * These options with another rule for retreating to where a convoyed attacker came from.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withRetreatToConvoyOrigin(RetreatToConvoyOriginRule value) {
    return with(7, value);
  }

  /**
   * These options with another civil-disorder rule.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withCivilDisorder(CivilDisorderRule value) {
    return with(8, value);
  }

  /**
   * These options with another rule for when centres change owner.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withCentreOwnership(CentreOwnershipRule value) {
    return with(9, value);
  }

  /**
   * The game ends after the Fall turn of this year (0: it goes on until a solo).
   *
   * @param year the last year, or 0
   * @return the options
   * @throws IllegalArgumentException for a negative year
   */
  public RuleOptions withLastYear(int year) {
    return new RuleOptions(convoyParadox, convoyToAdjacent, convoyFallback, multipleOrders, excessAdjustments,
        unreadableOrders, selfDislodgement, retreatToConvoyOrigin, civilDisorder, centreOwnership, year);
  }

  /**
   * These options with one changed, from {@code NAME=VALUE} text. {@code edition=NAME} sets
   * every option to that edition's choice (the last year stays): options written after it
   * change single choices again.
   *
   * @param nameEqualsValue such as {@code convoy-paradox=szykman} or {@code edition=mila}
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
    if (name.equals("last-year")) {
      return withLastYear(year(value));
    }
    if (name.equals("edition")) {
      return Edition.named(value).options().withLastYear(lastYear);
    }
    int i = OPTION_NAMES.indexOf(name);
    if (i < 0) {
      throw new IllegalArgumentException("unknown rule option '" + name + "' (known: " + NAMES + ")");
    }
    return with(i, pick(OPTION_VALUES.get(i), value, name));
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
    RuleChoice[] c = choices();
    for (int i = 0; i < c.length; i++) {
      b.add(OPTION_NAMES.get(i) + "=" + c[i].value());
    }
    if (lastYear > 0) {
      b.add("last-year=" + lastYear);
    }
    return b.build();
  }

  /**
   * Every other value of every option, each as {@code NAME=VALUE}: the single changes that
   * could explain why a recorded game differs from these options.
   *
   * @return the settings that differ from these options in one choice, option by option
   */
  public ImmutableList<String> alternatives() {
    ImmutableList.Builder<String> b = ImmutableList.builder();
    RuleChoice[] c = choices();
    for (int i = 0; i < c.length; i++) {
      for (RuleChoice v : OPTION_VALUES.get(i)) {
        if (v != c[i]) {
          b.add(OPTION_NAMES.get(i) + "=" + v.value());
        }
      }
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

  private static RuleChoice pick(RuleChoice[] values, String value, String option) {
    for (RuleChoice e : values) {
      if (e.value().equals(value)) {
        return e;
      }
    }
    throw new IllegalArgumentException(
        "unknown value '" + value + "' for " + option + " (known: "
            + Arrays.stream(values).map(RuleChoice::value).collect(Collectors.joining(", ")) + ")");
  }
}
