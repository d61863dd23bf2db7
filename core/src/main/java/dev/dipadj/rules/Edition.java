package dev.dipadj.rules;

import dev.dipadj.map.Names;
import java.util.Arrays;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A named set of rule options: a rulebook, a reading of the rules, or what an engine that
 * recorded real games does. Chosen by {@code rules edition=NAME} in a case file and by
 * {@code --rules edition=NAME} on the command line; single options given after it change
 * single choices again. Each edition is declared with the choices where it departs from the
 * DATC's; for the rulebooks and the DPTG, the choices are those the DATC's chapter 4 says
 * each makes ({@code EditionTableTest} holds that table, each cell with its section).
 */
public enum Edition implements RuleChoice {
  /** The DATC's preference on every issue: the default everywhere. */
  DATC("the DATC's preference on every issue (the default)"),
  /**
   * The 2025 rulebook: the DATC's choices (which follow it) but for its own paradox rule, the
   * 2000 rule (4.A.2), and an order that cannot be read is ignored entirely (4.E.1).
   */
  RULEBOOK_2025("the 2025 rulebook", ConvoyParadoxRule.RULE_2000, UnreadableOrdersRule.IGNORE),
  /**
   * The 1982 rulebook: the 1982 convoy-paradox rule (4.A.2); convoy intent as the DATC reads
   * the 1982 text (4.A.3); a unit dislodged by a convoyed army may not retreat to where the
   * army came from (4.A.5, the attack came from there, read literally); civil disorder removes
   * the units furthest from a home centre, as the DPTG reads the rulebook (4.D.8).
   */
  RULEBOOK_1982("the 1982 rulebook", ConvoyParadoxRule.RULE_1982, ConvoyToAdjacentRule.RULE_1982,
      RetreatToConvoyOriginRule.FORBIDDEN, CivilDisorderRule.DPTG),
  /**
   * The DPTG (Diplomacy Player's Technical Guide): a move to an adjacent province goes by
   * convoy only when its order says so (4.A.3); civil disorder by the distance to a home
   * centre, fleets counting their own moves (4.D.8). The DATC v3.2 names no other DPTG choice.
   */
  DPTG("the Diplomacy Player's Technical Guide", ConvoyToAdjacentRule.VIA_CONVOY_ONLY, CivilDisorderRule.DPTG),
  /**
   * What MILA's engine (the {@code diplomacy} package) and the search bots' engine that
   * copies it adjudicate: a move to an adjacent province goes by convoy only when its order
   * says {@code VIA}, and falls back to the land route when no convoy is ordered for it;
   * civil disorder by the older rule (distance to a home centre).
   */
  MILA("what MILA's engine (the `diplomacy` package) and the search bots' engine adjudicate",
      ConvoyToAdjacentRule.VIA_CONVOY_ONLY, ConvoyFallbackRule.LAND, CivilDisorderRule.DPTG),
  /**
   * What webDiplomacy adjudicates, as its recorded games (the Cicero data sets) show: a move
   * to an adjacent province goes by convoy only when its order says so; civil disorder by
   * the older rule; centres change owner after the Fall movement, so a unit that retreats
   * into a centre in Fall does not take it.
   */
  WEBDIPLOMACY("what webDiplomacy adjudicates, as the Cicero data sets record it",
      ConvoyToAdjacentRule.VIA_CONVOY_ONLY, CivilDisorderRule.DPTG, CentreOwnershipRule.FALL_MOVEMENT),
  /**
   * The 1971 rulebook: a multi-route convoy is disrupted when any of its routes is (4.A.1); its
   * paradox rule (4.A.2); no retreat to where a convoyed attacker came from (4.A.5); civil
   * disorder by the distance to a home centre as the DPTG reads it (4.D.8). Its silence on
   * convoys to adjacent provinces (4.A.3) is not an option: the DATC's choice stands there.
   */
  RULEBOOK_1971("the 1971 rulebook", ConvoyParadoxRule.RULE_1971, RetreatToConvoyOriginRule.FORBIDDEN,
      CivilDisorderRule.DPTG, ConvoyDisruptionRule.ONE_ROUTE),
  /**
   * The 2000 rulebook: its paradox rule (4.A.2); no retreat to where a convoyed attacker came
   * from (4.A.5); civil disorder removes the units "farthest from the country" (4.D.8), the
   * variant's countries, distance counted as the DPTG counts it.
   */
  RULEBOOK_2000("the 2000 rulebook", ConvoyParadoxRule.RULE_2000, RetreatToConvoyOriginRule.FORBIDDEN,
      CivilDisorderRule.RULE_2000),
  /** The 2023 rulebook: the DATC's choices, which follow it, but for its paradox rule, the 2000 rule (4.A.2). */
  RULEBOOK_2023("the 2023 rulebook", ConvoyParadoxRule.RULE_2000);

  private final String description;
  private final RuleChoice[] departures;

  Edition(String description, RuleChoice... departures) {
    this.description = description;
    this.departures = departures;
  }

  /**
   * What the edition is, in one line.
   *
   * @return the description
   */
  @Override
  public String description() {
    return description;
  }

  /**
   * The edition's rule options (no last year): the DATC's, with the edition's own choices.
   *
   * @return the options
   */
  public RuleOptions options() {
    return RuleOptions.DATC.with(departures);
  }

  /**
   * The edition of a name, as written after {@code edition=} (case does not matter).
   *
   * @param name such as {@code mila}
   * @return the edition
   * @throws IllegalArgumentException for an unknown name, listing the known ones
   */
  public static Edition named(String name) {
    Objects.requireNonNull(name, "name");
    String key = Names.lowerCase(name.trim());
    for (Edition e : values()) {
      if (e.value().equals(key)) {
        return e;
      }
    }
    throw new IllegalArgumentException("unknown edition '" + name + "' (known: "
        + Arrays.stream(values()).map(Edition::value).collect(Collectors.joining(", ")) + ")");
  }
}
