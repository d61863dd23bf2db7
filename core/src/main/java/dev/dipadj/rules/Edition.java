package dev.dipadj.rules;

import dev.dipadj.map.Names;
import java.util.Arrays;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A named set of rule options: a rulebook, a reading of the rules, or what an engine that
 * recorded real games does. Chosen by {@code rules edition=NAME} in a case file and by
 * {@code --rules edition=NAME} on the command line; single options given after it change
 * single choices again. Options an edition does not name keep the DATC's choice.
 */
public enum Edition implements RuleChoice {
  /** The DATC's preference on every issue: the default everywhere. */
  DATC,
  /**
   * The 2025 rulebook: the DATC's choices (which follow it), and an order that cannot be read
   * is ignored entirely.
   */
  RULEBOOK_2025,
  /**
   * The 1971 and 1982 rulebooks: the 1982 convoy-paradox rule; a unit dislodged by a convoyed
   * army may not retreat to where the army came from (the attack came from there, read
   * literally); civil disorder removes the units furthest from a home centre, as the DPTG
   * reads those rulebooks.
   */
  RULEBOOK_1982,
  /**
   * The DPTG (Diplomacy Player's Technical Guide): a move to an adjacent province goes by
   * convoy only when its order says so; civil disorder by the distance to a home centre,
   * fleets counting their own moves.
   */
  DPTG,
  /**
   * What MILA's engine (the {@code diplomacy} package) and the search bots' engine that
   * copies it adjudicate: a move to an adjacent province goes by convoy only when its order
   * says {@code VIA}, and falls back to the land route when no convoy is ordered for it;
   * civil disorder by the older rule (distance to a home centre).
   */
  MILA,
  /**
   * What webDiplomacy adjudicates, as its recorded games (the Cicero data sets) show: a move
   * to an adjacent province goes by convoy only when its order says so; civil disorder by
   * the older rule; centres change owner after the Fall movement, so a unit that retreats
   * into a centre in Fall does not take it.
   */
  WEBDIPLOMACY;

  /**
   * The edition's rule options (no last year).
   *
   * @return the options
   */
  public RuleOptions options() {
    RuleOptions datc = RuleOptions.DATC;
    return switch (this) {
      case DATC -> datc;
      case RULEBOOK_2025 -> datc.withUnreadableOrders(UnreadableOrdersRule.IGNORE);
      case RULEBOOK_1982 -> datc.withConvoyParadox(ConvoyParadoxRule.RULE_1982)
          .withRetreatToConvoyOrigin(RetreatToConvoyOriginRule.FORBIDDEN)
          .withCivilDisorder(CivilDisorderRule.DPTG);
      case DPTG -> datc.withConvoyToAdjacent(ConvoyToAdjacentRule.VIA_CONVOY_ONLY)
          .withCivilDisorder(CivilDisorderRule.DPTG);
      case MILA -> datc.withConvoyToAdjacent(ConvoyToAdjacentRule.VIA_CONVOY_ONLY)
          .withConvoyFallback(ConvoyFallbackRule.LAND)
          .withCivilDisorder(CivilDisorderRule.DPTG);
      case WEBDIPLOMACY -> datc.withConvoyToAdjacent(ConvoyToAdjacentRule.VIA_CONVOY_ONLY)
          .withCivilDisorder(CivilDisorderRule.DPTG)
          .withCentreOwnership(CentreOwnershipRule.FALL_MOVEMENT);
    };
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
