package dev.dipadj.variants;

import static dev.dipadj.variants.ClassicBoard.position;
import static dev.dipadj.variants.ClassicBoard.province;
import static dev.dipadj.variants.ClassicBoard.resolve;
import static dev.dipadj.variants.MovementAssertions.assertOutcome;
import static dev.dipadj.variants.MovementAssertions.assertUnits;
import static dev.dipadj.variants.MovementAssertions.dislodged;
import static dev.dipadj.variants.MovementAssertions.locs;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.dipadj.position.Position;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.Outcome;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Retreat options computed by the movement phase on the classic map, beyond what the DATC
 * corpus checks: a province left empty by a standoff is closed, and a fleet's options go
 * coast by coast. Expected options are worked out by hand from the test resource
 * reference/classic/adjacency.tsv and the retreat rules; the DATC's retreat cases are in
 * test-cases/datc/6H-retreating.case.
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

}
