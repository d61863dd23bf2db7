package dev.dipadj.result;

import java.util.Locale;
import java.util.Optional;

/**
 * Why an order cannot be given as written, as one word of the case format ({@code => illegal
 * no-unit}): one constant per kind of illegal order, in movement, retreat and adjustment
 * phases alike. The detail, in words, travels beside it in {@link Reason.Illegal}.
 */
public enum IllegalReason {
  /** The order is not one of this phase: a support in a retreat phase, a move in Winter (DATC 6.H.1). */
  WRONG_PHASE,
  /** No unit (in a retreat phase, no dislodged unit) stands where the order says (DATC 6.H.4, 6.J.1). */
  NO_UNIT,
  /** The unit belongs to another power than the one ordering it (DATC 6.A.6). */
  FOREIGN_UNIT,
  /** The power is neutral: nobody commands it, its units hold and it never adjusts. */
  NEUTRAL_POWER,
  /**
   * Another order counts instead: to the same unit (DATC 4.D.3, by the multiple-orders rule),
   * or in an adjustment phase for a unit already ordered (6.J.2).
   */
  SEVERAL_ORDERS,
  /**
   * A move to the province the unit stands in, ordered or named by a support or convoy; or a
   * support into the supporter's own province, where it could not move (DATC 6.A.4, 6.A.5,
   * 6.D.34).
   */
  OWN_PROVINCE,
  /** The destination is a province no unit may enter. */
  IMPASSABLE,
  /** An army to a sea: moved, supported, or built (DATC 6.A.2, 6.D.24). */
  ARMY_TO_SEA,
  /** A fleet inland: moved, supported, built, or an army converted off a coast (DATC 6.A.3, 6.D.22, 6.I.2). */
  FLEET_INLAND,
  /**
   * The unit cannot get there: not adjacent (for an army, and no chain of fleets could carry
   * it), or in a support, the supporter or the supported unit could not (DATC 6.A.1, 6.A.9,
   * 6.A.10, 6.B.5).
   */
  UNREACHABLE,
  /** A fleet's place on a province with several coasts is not named where it must be (DATC 4.B.1). */
  MISSING_COAST,
  /** Only armies can be convoyed: a fleet ordered via convoy, or a convoy of a fleet (DATC 6.A.7). */
  ONLY_ARMIES_CONVOYED,
  /** Only fleets can convoy: an army ordered to convoy. */
  ONLY_FLEETS_CONVOY,
  /** A fleet on a coast cannot convoy: only fleets at sea do (DATC 6.F.1). */
  CONVOY_FROM_COAST,
  /** A convoy goes from coast to coast: one end of the convoy named is inland. */
  CONVOY_INLAND,
  /**
   * No chain of fleets at sea could carry the army: an army ordered via convoy to a place
   * next to it, or a convoy by a fleet no route needs (DATC 6.F.12).
   */
  NO_CONVOY_ROUTE,
  /** No army stands where the convoy says. */
  NOTHING_TO_CONVOY,
  /** A unit cannot support itself, holding or moving (DATC 6.A.8). */
  SUPPORT_SELF,
  /** No unit stands where the support says. */
  NOTHING_TO_SUPPORT,
  /** The retreat goes to a place not among the dislodged unit's retreats (DATC 6.H.3, 6.H.5, 6.H.6, 6.H.10). */
  NOT_A_RETREAT,
  /** A build does not say whether an army or a fleet. */
  MISSING_TYPE,
  /** A build or conversion on a province that is not a supply centre. */
  NOT_A_CENTRE,
  /** A build or conversion on a supply centre the power does not own (DATC 6.I.5). */
  NOT_OWNED,
  /**
   * A build on an owned centre the variant's build rule does not allow: not one of the power's
   * home centres (DATC 6.I.6), or under {@code builds any-home} no power's home, nor one of
   * the power's extra build places.
   */
  NOT_HOME_CENTRE,
  /** A build on a centre the variant says the power never builds in (its {@code no-build} line). */
  BARRED_CENTRE,
  /** A build on a centre where a unit stands, or was built this phase: one unit per province (DATC 4.D.5, 6.I.3, 6.I.4, 6.I.7). */
  OCCUPIED,
  /** A build or waive beyond the builds the power has (DATC 4.D.4, 6.I.1). */
  NO_BUILDS_LEFT,
  /** A disband beyond the disbands the power owes, or by a power that owes none (DATC 4.D.6, 6.J.1). */
  NO_DISBANDS_LEFT,
  /** Under {@code excess-adjustments=none}: the power ordered more builds or disbands than it has, so none counts. */
  EXCESS_ADJUSTMENTS,
  /** A conversion in a variant without conversion. */
  NO_CONVERSION,
  /** A move along a railroad by a fleet, or from or to a province off the railroad's line. */
  OFF_RAILROAD,
  /** A move along a railroad by a power other than the one the railroad serves (DATC v2.4 7.B.34). */
  NOT_RAILROAD_POWER,
  /** Two armies ordered along one railroad in one turn: neither may use it, both hold (DATC v2.4 7.B.33). */
  RAILROAD_BUSY,
  /** A canal permission by a power with no unit in the canal's province (DATC v2.4 7.C: the power holding Egypt). */
  NOT_CANAL_HOLDER,
  /** A canal permission naming no canal of the map, or a move that does not pass the canal. */
  OFF_CANAL;

  private static final IllegalReason[] ALL = values();

  private final String word = name().toLowerCase(Locale.ROOT).replace('_', '-');

  /**
   * The word after {@code illegal} in a {@code results} line: {@code no-unit}.
   *
   * @return the word
   */
  public String word() {
    return word;
  }

  /**
   * The reason a word names, if it names one (case-insensitive).
   *
   * @param word the word
   * @return the reason, or empty when the word names none
   */
  public static Optional<IllegalReason> ofWord(String word) {
    for (IllegalReason r : ALL) {
      if (r.word.equalsIgnoreCase(word)) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }
}
