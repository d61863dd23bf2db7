package dev.dipadj.variants;

import static dev.dipadj.variants.ClassicBoard.position;
import static dev.dipadj.variants.ClassicBoard.province;
import static dev.dipadj.variants.ClassicBoard.resolve;
import static dev.dipadj.variants.ClassicBoard.unit;
import static dev.dipadj.variants.MovementAssertions.assertIllegal;
import static dev.dipadj.variants.MovementAssertions.assertOutcome;
import static dev.dipadj.variants.MovementAssertions.assertSame;
import static dev.dipadj.variants.MovementAssertions.assertUnits;
import static dev.dipadj.variants.MovementAssertions.dislodged;
import static dev.dipadj.variants.MovementAssertions.locs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.position.Position;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.Outcome;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Orders to and from the coasts of provinces with several coasts, on the classic map, with
 * DATC (v3.2) 6.B cases deciding the expectations: unspecified or unreachable coasts,
 * supports to and from a coast, wrong coasts in orders, coastal crawl, and armies moving to
 * a coast. Retreat options are derived by hand from the reference adjacency
 * (shared/reference/classic/adjacency.tsv) and the retreat rules.
 */
class CoastalOrdersTest {
  @Test
  void unspecifiedCoastWhereTwoArePossible_6B1() {
    Position p = position("France: F Por");
    MovementResult r = resolve(p, "France: F Portugal - Spain");
    assertIllegal(r, 0);
    assertSame(r, p);
  }

  @Test
  void unspecifiedCoastWhereOnlyOneIsPossible_6B2() {
    Position p = position("France: F Gas");
    MovementResult r = resolve(p, "France: F Gascony - Spain");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertUnits(r, "France: F Spa/nc");
  }

  @Test
  void fleetToACoastItCannotReach_6B3() {
    Position p = position("France: F Gas");
    MovementResult r = resolve(p, "France: F Gascony - Spain(sc)");
    assertIllegal(r, 0);
    assertSame(r, p);
  }

  @Test
  void supportToUnreachableCoastAllowed_6B4() {
    Position p = position("France: F Gas", "France: F Mar", "Italy: F Wes");
    MovementResult r = resolve(p,
        "France: F Gascony - Spain(nc)", "France: F Marseilles Supports F Gascony - Spain(nc)",
        "Italy: F Western Mediterranean - Spain(sc)");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    assertOutcome(r, 2, Outcome.FAILS);
    assertUnits(r, "France: F Spa/nc", "France: F Mar", "Italy: F Wes");
  }

  @Test
  void supportFromUnreachableCoast_6B5() {
    Position p = position("France: F Mar", "France: F Spa/nc", "Italy: F Lyo");
    MovementResult r = resolve(p,
        "France: F Marseilles - Gulf of Lyon", "France: F Spain(nc) Supports F Marseilles - Gulf of Lyon",
        "Italy: F Gulf of Lyon Holds");
    assertOutcome(r, 0, Outcome.FAILS);
    assertIllegal(r, 1);
    assertSame(r, p);
  }

  @Test
  void supportCutFromTheOtherCoast_6B6() {
    Position p = position("England: F Iri", "England: F Nao", "France: F Spa/nc", "France: F Mao", "Italy: F Lyo");
    MovementResult r = resolve(p,
        "England: F Irish Sea Supports F North Atlantic Ocean - Mid-Atlantic Ocean",
        "England: F North Atlantic Ocean - Mid-Atlantic Ocean",
        "France: F Spain(nc) Supports F Mid-Atlantic Ocean",
        "France: F Mid-Atlantic Ocean Holds",
        "Italy: F Gulf of Lyon - Spain(sc)");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    assertOutcome(r, 2, Outcome.FAILS);
    assertOutcome(r, 4, Outcome.FAILS);
    Dislodgement d = dislodged(r, "France: F Mao");
    assertEquals(province("Nao"), d.attackerOrigin());
    // Mid-Atlantic's fleet neighbours: Bre, Eng, Gas, Iri (occupied), Naf, Nao (origin), Por,
    // Spa/nc and Spa/sc (Spain occupied), Wes.
    assertEquals(locs("Bre", "Eng", "Gas", "Naf", "Por", "Wes"), Set.copyOf(d.retreats()));
  }

  @Test
  void supportingWithWrongCoast_6B9() {
    Position p = position("France: F Por", "France: F Mao", "Italy: F Lyo", "Italy: F Wes");
    MovementResult r = resolve(p,
        "France: F Portugal Supports F Mid-Atlantic Ocean - Spain(nc)", "France: F Mid-Atlantic Ocean - Spain(sc)",
        "Italy: F Gulf of Lyon Supports F Western Mediterranean - Spain(sc)",
        "Italy: F Western Mediterranean - Spain(sc)");
    assertTrue(r.results().get(0).outcome() != Outcome.SUCCEEDS, "the support does not match the move");
    assertOutcome(r, 1, Outcome.FAILS);
    assertOutcome(r, 3, Outcome.SUCCEEDS);
    assertUnits(r, "France: F Por", "France: F Mao", "Italy: F Lyo", "Italy: F Spa/sc");
  }

  @Test
  void unitOrderedWithWrongCoast_6B10() {
    // The coast of the ordered unit has no purpose and is ignored: the move is attempted.
    Position p = position("France: F Spa/sc");
    MovementResult r = resolve(p, "France: F Spain(nc) - Gulf of Lyon");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertUnits(r, "France: F Lyo");
  }

  @Test
  void coastCannotBeOrderedToChange_6B11() {
    Position p = position("France: F Spa/nc");
    MovementResult r = resolve(p, "France: F Spain(sc) - Gulf of Lyon");
    assertOutcome(r, 0, Outcome.FAILS);
    assertSame(r, p);
  }

  @Test
  void armyMovementWithCoastalSpecification_6B12() {
    Position p = position("France: A Gas");
    MovementResult r = resolve(p, "France: A Gascony - Spain(nc)");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertEquals(List.of(unit("France: A Spa")), r.units(), "an army stands on the province, not a coast");
  }

  @Test
  void coastalCrawlNotAllowed_6B13() {
    Position p = position("Turkey: F Bul/sc", "Turkey: F Con");
    MovementResult r = resolve(p, "Turkey: F Bulgaria(sc) - Constantinople", "Turkey: F Constantinople - Bulgaria(ec)");
    assertOutcome(r, 0, Outcome.FAILS);
    assertOutcome(r, 1, Outcome.FAILS);
    assertSame(r, p);
  }
}
