package dev.dipadj.variants;

import static dev.dipadj.variants.ClassicBoard.position;
import static dev.dipadj.variants.ClassicBoard.province;
import static dev.dipadj.variants.ClassicBoard.resolve;
import static dev.dipadj.variants.MovementAssertions.assertOutcome;
import static dev.dipadj.variants.MovementAssertions.assertUnits;
import static dev.dipadj.variants.MovementAssertions.dislodged;
import static dev.dipadj.variants.MovementAssertions.locs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.position.Position;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.Outcome;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The retreat options of units dislodged in the movement phase on the classic map (DATC
 * v3.2, mostly 6.H): not the attacker's province unless it came by convoy, not occupied or
 * contested provinces, fleets coast by coast. The expected options are derived by hand from
 * the reference adjacency (shared/reference/classic/adjacency.tsv) and the retreat rules.
 */
class RetreatOptionsTest {
  @Test
  void retreatsAvoidAStandoffProvince() {
    // As 6.D.2, but Tyrolia is left empty by a standoff: no retreat may go there.
    Position p = position("Austria: F Adr", "Austria: A Tri", "Austria: A Vie", "Italy: A Ven", "Germany: A Mun");
    MovementResult r = resolve(p,
        "Austria: F Adriatic Sea Supports A Trieste - Venice", "Austria: A Trieste - Venice",
        "Austria: A Vienna - Tyrolia", "Germany: A Munich - Tyrolia", "Italy: A Venice Holds");
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    assertOutcome(r, 2, Outcome.FAILS);
    assertOutcome(r, 3, Outcome.FAILS);
    assertEquals(Set.of(province("Tyr")), r.standoffs());
    assertEquals(locs("Apu", "Pie", "Rom", "Tus"), Set.copyOf(dislodged(r, "Italy: A Ven").retreats()));
  }

  @Test
  void dislodgedFleetRetreatsCoastByCoast() {
    // Western Mediterranean's fleet neighbours: Lyo (attacker's origin), Mao, Naf, Spa/sc, Tun, Tys (occupied).
    Position p = position("Italy: F Wes", "France: F Lyo", "France: F Tys");
    MovementResult r = resolve(p,
        "France: F Gulf of Lyon - Western Mediterranean",
        "France: F Tyrrhenian Sea Supports F Gulf of Lyon - Western Mediterranean");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertUnits(r, "France: F Wes", "France: F Tys");
    assertEquals(locs("Mao", "Naf", "Spa/sc", "Tun"), Set.copyOf(dislodged(r, "Italy: F Wes").retreats()));
  }

  @Test
  void noRetreatToTheAttackersProvince_6H5() {
    Position p = position("Russia: F Con", "Russia: F Bla", "Turkey: F Ank");
    MovementResult r = resolve(p,
        "Russia: F Constantinople Supports F Black Sea - Ankara", "Russia: F Black Sea - Ankara",
        "Turkey: F Ankara Holds");
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    // Ankara's fleet neighbours: Arm, Bla (the attacker's origin), Con (occupied).
    assertEquals(locs("Arm"), Set.copyOf(dislodged(r, "Turkey: F Ank").retreats()));
  }

  @Test
  void noRetreatToAContestedProvince_6H6() {
    Position p = position("Austria: A Bud", "Austria: A Tri", "Germany: A Mun", "Germany: A Sil", "Italy: A Vie");
    MovementResult r = resolve(p,
        "Austria: A Budapest Supports A Trieste - Vienna", "Austria: A Trieste - Vienna",
        "Germany: A Munich - Bohemia", "Germany: A Silesia - Bohemia", "Italy: A Vienna Holds");
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    assertOutcome(r, 2, Outcome.FAILS);
    assertOutcome(r, 3, Outcome.FAILS);
    // Vienna's army neighbours: Boh (standoff), Bud (occupied), Gal, Tri (origin), Tyr.
    assertEquals(locs("Gal", "Tyr"), Set.copyOf(dislodged(r, "Italy: A Vie").retreats()));
  }

  @Test
  void dislodgedUnitDoesNotMakeTheAttackersProvinceContested_6H9() {
    Position p = position("England: F Hel", "England: F Den", "Germany: A Ber", "Germany: F Kie", "Germany: A Sil",
        "Russia: A Pru");
    MovementResult r = resolve(p,
        "England: F Helgoland Bight - Kiel", "England: F Denmark Supports F Helgoland Bight - Kiel",
        "Germany: A Berlin - Prussia", "Germany: F Kiel Holds", "Germany: A Silesia Supports A Berlin - Prussia",
        "Russia: A Prussia - Berlin");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 2, Outcome.SUCCEEDS);
    assertOutcome(r, 5, Outcome.FAILS);
    assertEquals(2, r.dislodged().size());
    assertFalse(r.standoffs().contains(province("Ber")), "Berlin is not contested");
    // Kiel's fleet neighbours: Bal, Ber (left empty, not contested), Den (occupied), Hel (origin), Hol.
    assertEquals(locs("Bal", "Ber", "Hol"), Set.copyOf(dislodged(r, "Germany: F Kie").retreats()));
    assertEquals(locs("Lvn", "War"), Set.copyOf(dislodged(r, "Russia: A Pru").retreats()));
  }

  @Test
  void retreatWhenDislodgedByAdjacentConvoy_6H11() {
    // DATC prefers the 2023/2025 rules: the army came by sea, so Gascony is open to the retreat.
    Position p = position("France: A Gas", "France: A Bur", "France: F Mao", "France: F Wes", "France: F Lyo",
        "Italy: A Mar");
    MovementResult r = resolve(p,
        "France: A Gascony - Marseilles via convoy", "France: A Burgundy Supports A Gascony - Marseilles",
        "France: F Mid-Atlantic Ocean Convoys A Gascony - Marseilles",
        "France: F Western Mediterranean Convoys A Gascony - Marseilles",
        "France: F Gulf of Lyon Convoys A Gascony - Marseilles",
        "Italy: A Marseilles Holds");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    Dislodgement d = dislodged(r, "Italy: A Mar");
    assertTrue(d.byConvoy());
    assertEquals(province("Gas"), d.attackerOrigin());
    // Marseilles' army neighbours: Bur (occupied), Gas, Pie, Spa.
    assertEquals(locs("Gas", "Pie", "Spa"), Set.copyOf(d.retreats()));
  }

  @Test
  void noCoastalCrawlInRetreat_6H15() {
    Position p = position("England: F Por", "France: F Spa/sc", "France: F Mao");
    MovementResult r = resolve(p,
        "England: F Portugal Holds", "France: F Spain(sc) - Portugal",
        "France: F Mid-Atlantic Ocean Supports F Spain(sc) - Portugal");
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    // Portugal's fleet neighbours: Mao (occupied), Spa/nc and Spa/sc (the attacker's province).
    assertTrue(dislodged(r, "England: F Por").retreats().isEmpty());
  }

  @Test
  void contestedForBothCoasts_6H16() {
    Position p = position("France: F Mao", "France: F Gas", "France: F Wes", "Italy: F Tun", "Italy: F Tys");
    MovementResult r = resolve(p,
        "France: F Mid-Atlantic Ocean - Spain(nc)", "France: F Gascony - Spain(nc)",
        "France: F Western Mediterranean Holds",
        "Italy: F Tunis Supports F Tyrrhenian Sea - Western Mediterranean",
        "Italy: F Tyrrhenian Sea - Western Mediterranean");
    assertOutcome(r, 0, Outcome.FAILS);
    assertOutcome(r, 1, Outcome.FAILS);
    assertOutcome(r, 4, Outcome.SUCCEEDS);
    assertEquals(Set.of(province("Spa")), r.standoffs());
    // Western Med's fleet neighbours: Lyo, Mao (occupied), Naf, Spa/sc (Spain contested), Tun (occupied), Tys (origin).
    assertEquals(locs("Lyo", "Naf"), Set.copyOf(dislodged(r, "France: F Wes").retreats()));
  }
}
