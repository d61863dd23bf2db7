package dev.dipadj.rules;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Names;
import java.util.Arrays;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The choices a game is played by: the interpretations the DATC leaves open (its chapter
 * 4) and the departures of engines that recorded real games, one value of each
 * {@link RuleOption}, and the optional end of the game after a given year ({@code lastYear},
 * 0 for none). Start from an {@link Edition} ({@link #DATC}, the default everywhere) and
 * change single options with {@link #with(RuleOption, Enum)} or the typed {@code with…}
 * methods, or with {@code NAME=VALUE} text as case and variant files write it
 * ({@link #with(String)}, where {@code edition=NAME} sets every option at once). Immutable.
 */
public final class RuleOptions {
  /** The option names, as written before {@code =}; {@code edition} sets them all. */
  public static final String NAMES = RuleOption.names() + ", last-year, edition";

  /**
   * Every option at the DATC's preferred choice, and no last year (the edition {@code datc}).
   * An order that cannot be read is an error, as the case format requires.
   */
  public static final RuleOptions DATC = new RuleOptions(
      RuleOption.ALL.stream().map(RuleOption::defaultValue).toArray(RuleChoice[]::new), 0);

  /** The edition {@code rulebook-2025}: the 2025 rulebook's choices (see {@link Edition#RULEBOOK_2025}). */
  public static final RuleOptions RULEBOOK_2025 = Edition.RULEBOOK_2025.options();

  /** The edition {@code rulebook-1982}: the 1982 rulebook's choices (see {@link Edition#RULEBOOK_1982}). */
  public static final RuleOptions RULEBOOK_1982 = Edition.RULEBOOK_1982.options();

  /** The edition {@code dptg}: the DPTG's readings (see {@link Edition#DPTG}). */
  public static final RuleOptions DPTG = Edition.DPTG.options();

  /** Per option, in the order of {@link RuleOption#ALL}, its value. */
  private final RuleChoice[] choices;
  private final int lastYear;

  private RuleOptions(RuleChoice[] choices, int lastYear) {
    if (lastYear < 0) {
      throw new IllegalArgumentException("last-year takes a year, found " + lastYear);
    }
    this.choices = choices;
    this.lastYear = lastYear;
  }

  /**
   * The value of an option.
   *
   * @param option the option
   * @param <V> its values
   * @return its value in these options
   */
  public <V extends Enum<V> & RuleChoice> V get(RuleOption<V> option) {
    @SuppressWarnings("unchecked") // with() stores only values of the option at its place
    V v = (V) choices[option.index];
    return v;
  }

  /**
   * These options with one option changed.
   *
   * @param option the option
   * @param value its new value
   * @param <V> its values
   * @return the options
   */
  public <V extends Enum<V> & RuleChoice> RuleOptions with(RuleOption<V> option, V value) {
    Objects.requireNonNull(option, "option");
    if (value == null) {
      // Named as its accessor: convoy-paradox is convoyParadox().
      String[] words = option.name().split("-");
      StringBuilder accessor = new StringBuilder(words[0]);
      for (int w = 1; w < words.length; w++) {
        accessor.append(Character.toUpperCase(words[w].charAt(0))).append(words[w].substring(1));
      }
      throw new NullPointerException(accessor.toString());
    }
    return with(value);
  }

  /**
   * These options with each choice set as its option's value: what an edition says.
   *
   * @param values values of options
   * @return the options
   */
  RuleOptions with(RuleChoice... values) {
    RuleChoice[] c = choices.clone();
    for (RuleChoice v : values) {
      c[RuleOption.of(v).index] = v;
    }
    return new RuleOptions(c, lastYear);
  }

  /**
   * How a convoy paradox is settled.
   *
   * @return the rule
   */
  public ConvoyParadoxRule convoyParadox() {
    return get(RuleOption.CONVOY_PARADOX);
  }

  /**
   * When a move to an adjacent province goes by convoy.
   *
   * @return the rule
   */
  public ConvoyToAdjacentRule convoyToAdjacent() {
    return get(RuleOption.CONVOY_TO_ADJACENT);
  }

  /**
   * Whether an army ordered by convoy with no convoy route ordered moves over land.
   *
   * @return the rule
   */
  public ConvoyFallbackRule convoyFallback() {
    return get(RuleOption.CONVOY_FALLBACK);
  }

  /**
   * Which of several orders to one unit counts.
   *
   * @return the rule
   */
  public MultipleOrdersRule multipleOrders() {
    return get(RuleOption.MULTIPLE_ORDERS);
  }

  /**
   * Which builds or disbands count when there are too many.
   *
   * @return the rule
   */
  public ExcessAdjustmentsRule excessAdjustments() {
    return get(RuleOption.EXCESS_ADJUSTMENTS);
  }

  /**
   * Whether an order that cannot be read is an error or is ignored.
   *
   * @return the rule
   */
  public UnreadableOrdersRule unreadableOrders() {
    return get(RuleOption.UNREADABLE_ORDERS);
  }

  /**
   * Which units count as one's own, that an attack may not dislodge: the power's or the player's.
   *
   * @return the rule
   */
  public SelfDislodgementRule selfDislodgement() {
    return get(RuleOption.SELF_DISLODGEMENT);
  }

  /**
   * Whether a unit dislodged by a convoyed army may retreat to where the army came from.
   *
   * @return the rule
   */
  public RetreatToConvoyOriginRule retreatToConvoyOrigin() {
    return get(RuleOption.RETREAT_TO_CONVOY_ORIGIN);
  }

  /**
   * How the units a power owes but did not disband are chosen.
   *
   * @return the rule
   */
  public CivilDisorderRule civilDisorder() {
    return get(RuleOption.CIVIL_DISORDER);
  }

  /**
   * When supply centres change owner.
   *
   * @return the rule
   */
  public CentreOwnershipRule centreOwnership() {
    return get(RuleOption.CENTRE_OWNERSHIP);
  }

  /**
   * When a convoy with several routes is disrupted.
   *
   * @return the rule
   */
  public ConvoyDisruptionRule convoyDisruption() {
    return get(RuleOption.CONVOY_DISRUPTION);
  }

  /**
   * The year after whose Fall the game ends.
   *
   * @return the last year, 0 for none
   */
  public int lastYear() {
    return lastYear;
  }

  /**
   * These options with another convoy-paradox rule.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withConvoyParadox(ConvoyParadoxRule value) {
    return with(RuleOption.CONVOY_PARADOX, value);
  }

  /**
   * These options with another rule for convoys to adjacent provinces.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withConvoyToAdjacent(ConvoyToAdjacentRule value) {
    return with(RuleOption.CONVOY_TO_ADJACENT, value);
  }

  /**
   * These options with another rule for an army ordered by convoy with no convoy route ordered.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withConvoyFallback(ConvoyFallbackRule value) {
    return with(RuleOption.CONVOY_FALLBACK, value);
  }

  /**
   * These options with another rule for several orders to one unit.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withMultipleOrders(MultipleOrdersRule value) {
    return with(RuleOption.MULTIPLE_ORDERS, value);
  }

  /**
   * These options with another rule for too many builds or disbands.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withExcessAdjustments(ExcessAdjustmentsRule value) {
    return with(RuleOption.EXCESS_ADJUSTMENTS, value);
  }

  /**
   * These options with another rule for orders that cannot be read.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withUnreadableOrders(UnreadableOrdersRule value) {
    return with(RuleOption.UNREADABLE_ORDERS, value);
  }

  /**
   * These options with another self-dislodgement rule.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withSelfDislodgement(SelfDislodgementRule value) {
    return with(RuleOption.SELF_DISLODGEMENT, value);
  }

  /**
   * These options with another rule for retreating to where a convoyed attacker came from.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withRetreatToConvoyOrigin(RetreatToConvoyOriginRule value) {
    return with(RuleOption.RETREAT_TO_CONVOY_ORIGIN, value);
  }

  /**
   * These options with another civil-disorder rule.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withCivilDisorder(CivilDisorderRule value) {
    return with(RuleOption.CIVIL_DISORDER, value);
  }

  /**
   * These options with another rule for when centres change owner.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withCentreOwnership(CentreOwnershipRule value) {
    return with(RuleOption.CENTRE_OWNERSHIP, value);
  }

  /**
   * These options with another rule for when a convoy with several routes is disrupted.
   *
   * @param value the rule
   * @return the options
   */
  public RuleOptions withConvoyDisruption(ConvoyDisruptionRule value) {
    return with(RuleOption.CONVOY_DISRUPTION, value);
  }

  /**
   * The game ends after the Fall turn of this year (0: it goes on until a solo).
   *
   * @param year the last year, or 0
   * @return the options
   * @throws IllegalArgumentException for a negative year
   */
  public RuleOptions withLastYear(int year) {
    return new RuleOptions(choices, year);
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
    RuleOption<?> option = RuleOption.named(name);
    if (option == null) {
      throw new IllegalArgumentException("unknown rule option '" + name + "' (known: " + NAMES + ")");
    }
    return with(option.value(value));
  }

  /**
   * Every option as {@code NAME=VALUE} text, in the order of {@link RuleOption#ALL};
   * {@code last-year} last and only when the game has a last year. The written form of these
   * options: {@link #of(Iterable)} reads it back to equal options, whatever options it starts from.
   *
   * @return the settings, such as {@code convoy-paradox=szykman}
   */
  public ImmutableList<String> settings() {
    ImmutableList.Builder<String> b = ImmutableList.builder();
    for (RuleOption<?> option : RuleOption.ALL) {
      b.add(option.name() + "=" + choices[option.index].value());
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
    for (RuleOption<?> option : RuleOption.ALL) {
      for (RuleChoice v : option.values()) {
        if (v != choices[option.index]) {
          b.add(option.name() + "=" + v.value());
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

  @Override
  public boolean equals(Object other) {
    return other instanceof RuleOptions r && lastYear == r.lastYear && Arrays.equals(choices, r.choices);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(choices) + lastYear;
  }

  /**
   * The settings, as {@link #settings()} writes them.
   *
   * @return such as {@code RuleOptions[convoy-paradox=szykman, …]}
   */
  @Override
  public String toString() {
    return "RuleOptions" + settings().stream().collect(Collectors.joining(", ", "[", "]"));
  }
}
