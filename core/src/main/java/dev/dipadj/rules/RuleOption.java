package dev.dipadj.rules;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A rule option, declared once: its name as written before {@code =}, the DATC section that
 * discusses it, what it decides, its values (an enum whose constants carry their words and
 * descriptions) and its default, the DATC's preferred choice. Parsing ({@link RuleOptions#with(String)}),
 * {@link RuleOptions#settings()}, {@link RuleOptions#of(Iterable)}, the JSON and the README's
 * table of rule options all come from {@link #ALL}.
 *
 * @param <V> the option's values
 */
public final class RuleOption<V extends Enum<V> & RuleChoice> {
  /** How many options are declared so far: each takes the next place in a {@link RuleOptions}. */
  private static int declared;

  /** How a convoy paradox is settled. */
  public static final RuleOption<ConvoyParadoxRule> CONVOY_PARADOX = new RuleOption<>("convoy-paradox", "4.A.2",
      "how a convoy paradox is settled", ConvoyParadoxRule.class, ConvoyParadoxRule.SZYKMAN);

  /** When a move to an adjacent province goes by convoy. */
  public static final RuleOption<ConvoyToAdjacentRule> CONVOY_TO_ADJACENT = new RuleOption<>("convoy-to-adjacent",
      "4.A.3", "when a move to an adjacent province goes by convoy", ConvoyToAdjacentRule.class,
      ConvoyToAdjacentRule.RULE_2025);

  /** Whether an army ordered by convoy with no convoy route ordered moves over land. */
  public static final RuleOption<ConvoyFallbackRule> CONVOY_FALLBACK = new RuleOption<>("convoy-fallback", "4.A.3",
      "whether an army ordered by convoy with no convoy route ordered moves over land", ConvoyFallbackRule.class,
      ConvoyFallbackRule.NONE);

  /** Which of several orders to one unit counts. */
  public static final RuleOption<MultipleOrdersRule> MULTIPLE_ORDERS = new RuleOption<>("multiple-orders", "4.D.3",
      "which of several orders to one unit counts", MultipleOrdersRule.class, MultipleOrdersRule.FIRST);

  /** Which builds or disbands count when there are too many. */
  public static final RuleOption<ExcessAdjustmentsRule> EXCESS_ADJUSTMENTS = new RuleOption<>("excess-adjustments",
      "4.D.4, 4.D.6", "which builds or disbands count when there are too many", ExcessAdjustmentsRule.class,
      ExcessAdjustmentsRule.FIRST);

  /** Whether an order that cannot be read is an error or is ignored. */
  public static final RuleOption<UnreadableOrdersRule> UNREADABLE_ORDERS = new RuleOption<>("unreadable-orders",
      "4.E.1", "whether an order that cannot be read is an error or is ignored", UnreadableOrdersRule.class,
      UnreadableOrdersRule.ERROR);

  /** Which units count as one's own, that an attack may not dislodge. */
  public static final RuleOption<SelfDislodgementRule> SELF_DISLODGEMENT = new RuleOption<>("self-dislodgement", "",
      "which units count as one's own, that an attack may not dislodge, when a player commands several powers",
      SelfDislodgementRule.class, SelfDislodgementRule.POWER);

  /** Whether a unit dislodged by a convoyed army may retreat to where the army came from. */
  public static final RuleOption<RetreatToConvoyOriginRule> RETREAT_TO_CONVOY_ORIGIN = new RuleOption<>(
      "retreat-to-convoy-origin", "4.A.5",
      "whether a unit dislodged by a convoyed army may retreat to where the army came from",
      RetreatToConvoyOriginRule.class, RetreatToConvoyOriginRule.ALLOWED);

  /** How the units a power owes but did not disband are chosen. */
  public static final RuleOption<CivilDisorderRule> CIVIL_DISORDER = new RuleOption<>("civil-disorder", "4.D.8",
      "how the units a power owes but did not disband are chosen: the furthest first, fleets before armies at the "
          + "same distance, then alphabetically",
      CivilDisorderRule.class, CivilDisorderRule.RULE_2023);

  /** When supply centres change owner. */
  public static final RuleOption<CentreOwnershipRule> CENTRE_OWNERSHIP = new RuleOption<>("centre-ownership", "",
      "when supply centres change owner", CentreOwnershipRule.class, CentreOwnershipRule.END_OF_FALL);

  /** When a convoy with several routes is disrupted. */
  public static final RuleOption<ConvoyDisruptionRule> CONVOY_DISRUPTION = new RuleOption<>("convoy-disruption",
      "4.A.1", "when a convoy with several routes is disrupted", ConvoyDisruptionRule.class,
      ConvoyDisruptionRule.ALL_ROUTES);

  /**
   * Every option, in the order {@link RuleOptions#settings()} writes them (the order of
   * declaration: a new option comes last, so what was written before reads the same).
   */
  public static final ImmutableList<RuleOption<?>> ALL = ImmutableList.of(CONVOY_PARADOX, CONVOY_TO_ADJACENT,
      CONVOY_FALLBACK, MULTIPLE_ORDERS, EXCESS_ADJUSTMENTS, UNREADABLE_ORDERS, SELF_DISLODGEMENT,
      RETREAT_TO_CONVOY_ORIGIN, CIVIL_DISORDER, CENTRE_OWNERSHIP, CONVOY_DISRUPTION);

  static {
    for (int i = 0; i < ALL.size(); i++) {
      if (ALL.get(i).index != i) {
        throw new AssertionError("RuleOption.ALL is not in the order of declaration at " + ALL.get(i).name);
      }
    }
  }

  private final String name;
  private final String datc;
  private final String decides;
  private final Class<V> type;
  private final ImmutableList<V> values;
  private final V defaultValue;
  /** Its place in {@link #ALL} and in a {@link RuleOptions}' choices. */
  final int index;

  private RuleOption(String name, String datc, String decides, Class<V> type, V defaultValue) {
    this.name = name;
    this.datc = datc;
    this.decides = decides;
    this.type = type;
    this.values = ImmutableList.copyOf(type.getEnumConstants());
    this.defaultValue = defaultValue;
    this.index = declared++;
  }

  /**
   * The option's name, as written before {@code =}.
   *
   * @return such as {@code convoy-paradox}
   */
  public String name() {
    return name;
  }

  /**
   * The DATC section that discusses the option, empty for an option the DATC does not discuss.
   *
   * @return such as {@code 4.A.2}
   */
  public String datc() {
    return datc;
  }

  /**
   * What the option decides, in one line.
   *
   * @return the description
   */
  public String decides() {
    return decides;
  }

  /**
   * The option's values, in the order of their declaration.
   *
   * @return the values
   */
  public ImmutableList<V> values() {
    return values;
  }

  /**
   * The value every game has unless told otherwise: the DATC's preference.
   *
   * @return the default
   */
  public V defaultValue() {
    return defaultValue;
  }

  /**
   * The choice as this option's value, when it is one.
   *
   * @param choice a value of some option
   * @return whether it is one of this option's values
   */
  public boolean takes(RuleChoice choice) {
    return type.isInstance(choice);
  }

  /**
   * The value of a word.
   *
   * @param word as written after {@code =}, in lower case
   * @return the value
   * @throws IllegalArgumentException for a word that names no value, listing the known ones
   */
  public V value(String word) {
    Objects.requireNonNull(word, "word");
    for (V v : values) {
      if (v.value().equals(word)) {
        return v;
      }
    }
    throw new IllegalArgumentException("unknown value '" + word + "' for " + name + " (known: "
        + values.stream().map(RuleChoice::value).collect(Collectors.joining(", ")) + ")");
  }

  /**
   * The option a choice is a value of.
   *
   * @param choice a value
   * @return its option
   * @throws IllegalArgumentException for a choice of no option (an edition)
   */
  public static RuleOption<?> of(RuleChoice choice) {
    Objects.requireNonNull(choice, "choice");
    for (RuleOption<?> o : ALL) {
      if (o.takes(choice)) {
        return o;
      }
    }
    throw new IllegalArgumentException(choice + " is not a value of a rule option");
  }

  /**
   * The option of a name.
   *
   * @param name as written before {@code =}, in lower case
   * @return the option, or null for a name that is no option
   */
  static RuleOption<?> named(String name) {
    for (RuleOption<?> o : ALL) {
      if (o.name.equals(name)) {
        return o;
      }
    }
    return null;
  }

  /**
   * The option's name, and its words.
   *
   * @return such as {@code convoy-paradox=szykman|1982|all-hold}
   */
  @Override
  public String toString() {
    return name + "=" + values.stream().map(RuleChoice::value).collect(Collectors.joining("|"));
  }

  /** The options' names, for messages. */
  static String names() {
    return Arrays.stream(ALL.toArray(new RuleOption<?>[0])).map(RuleOption::name).collect(Collectors.joining(", "));
  }
}
