package dev.dipadj.oracle;

import static dev.dipadj.oracle.OracleCase.MAP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.position.Unit;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The oracle on DATC positions whose consistent assignments were counted by hand from the
 * 5.B conditions (the DATC's own discussion of each case agrees): one for an ordinary
 * position, two for circular movement and the simple convoy paradox, none for the second
 * order paradox without resolution.
 */
class ConsistentResolutionsTest {

  private static List<Resolution> resolutions(OracleCase c) {
    return ConsistentResolutions.of(MAP, c.position(), c.orders());
  }

  private static boolean cyclic(OracleCase c) {
    return new DecisionDependencies(new BoardOrders(MAP, c.position(), c.orders())).cyclic();
  }

  /** The unit at a province (abbreviation), for reading resolutions. */
  private static Unit at(OracleCase c, String province) {
    return c.position().unitIn(MAP.province(province).orElseThrow()).orElseThrow();
  }

  @Test
  void simpleBounce_6A11() {
    OracleCase c = OracleCase.parse("Austria: A Vie - Tyr", "Italy: A Ven - Tyr");
    List<Resolution> r = resolutions(c);
    assertEquals(1, r.size());
    assertFalse(r.get(0).succeeds(at(c, "Vie")));
    assertFalse(r.get(0).succeeds(at(c, "Ven")));
    assertEquals(Set.of(), r.get(0).dislodged());
    assertFalse(cyclic(c));
  }

  @Test
  void threeArmyCircularMovement_6C1_allMoveOrNone() {
    OracleCase c = OracleCase.parse(
        "Turkey: F Ank - Con", "Turkey: A Con - Smy", "Turkey: A Smy - Ank");
    List<Resolution> r = resolutions(c);
    assertEquals(2, r.size());
    for (Resolution one : r) {
      boolean ank = one.succeeds(at(c, "Ank"));
      assertEquals(ank, one.succeeds(at(c, "Con")));
      assertEquals(ank, one.succeeds(at(c, "Smy")));
      assertEquals(Set.of(), one.dislodged());
    }
    assertTrue(cyclic(c));
  }

  @Test
  void circularMovementWithSupport_6C2_allMove() {
    OracleCase c = OracleCase.parse("Turkey: F Ank - Con", "Turkey: A Smy - Ank",
        "Turkey: A Bul S F Ank - Con", "Italy: A Con - Smy");
    List<Resolution> r = resolutions(c);
    assertEquals(1, r.size());
    assertTrue(r.get(0).succeeds(at(c, "Ank")));
    assertTrue(r.get(0).succeeds(at(c, "Con")));
    assertTrue(r.get(0).succeeds(at(c, "Smy")));
  }

  @Test
  void disruptedCircularMovement_6C3_allFail() {
    OracleCase c = OracleCase.parse("Turkey: F Ank - Con", "Turkey: A Con - Smy",
        "Turkey: A Smy - Ank", "Turkey: A Bul - Con");
    List<Resolution> r = resolutions(c);
    assertEquals(1, r.size());
    for (String p : List.of("Ank", "Con", "Smy", "Bul")) {
      assertFalse(r.get(0).succeeds(at(c, p)), p);
    }
  }

  @Test
  void followingIntoAVacatedProvince_6E1() {
    OracleCase c = OracleCase.parse("Germany: A Ber - Pru", "Germany: F Kie - Ber",
        "Germany: A Sil S A Ber - Pru", "Russia: A Pru - Ber");
    List<Resolution> r = resolutions(c);
    assertEquals(1, r.size());
    assertTrue(r.get(0).succeeds(at(c, "Ber")));
    assertTrue(r.get(0).succeeds(at(c, "Kie")));
    assertFalse(r.get(0).succeeds(at(c, "Pru")));
    assertEquals(Set.of(at(c, "Pru")), r.get(0).dislodged());
  }

  @Test
  void simpleConvoyParadox_6F14_twoAssignments() {
    OracleCase c = OracleCase.parse("England: F Lon S F Wal - Eng", "England: F Wal - Eng",
        "France: A Bre - Lon", "France: F Eng C A Bre - Lon");
    List<Resolution> r = resolutions(c);
    assertEquals(2, r.size());
    // Either the convoy carries and cuts London's support, or the support dislodges the convoy.
    for (Resolution one : r) {
      boolean convoy = one.succeeds(at(c, "Eng"));
      assertEquals(!convoy, one.succeeds(at(c, "Lon")));
      assertEquals(!convoy, one.succeeds(at(c, "Wal")));
      assertFalse(one.succeeds(at(c, "Bre")));
      assertEquals(convoy ? Set.of() : Set.of(at(c, "Eng")), one.dislodged());
    }
    assertTrue(cyclic(c));
  }

  @Test
  void secondOrderParadoxWithNoResolution_6F24_none() {
    OracleCase c = OracleCase.parse("England: F Edi - Nth", "England: F Lon S F Edi - Nth",
        "England: F Iri - Eng", "England: F Mao S F Iri - Eng",
        "France: A Bre - Lon", "France: F Eng C A Bre - Lon", "France: F Bel S F Eng",
        "Russia: A Nwy - Bel", "Russia: F Nth C A Nwy - Bel");
    assertEquals(0, resolutions(c).size());
    assertTrue(cyclic(c));
  }

  @Test
  void swapByOwnConvoy_6G1_isACircleOfTwo() {
    OracleCase c = OracleCase.parse(
        "England: A Nwy - Swe", "England: F Ska C A Nwy - Swe", "Russia: A Swe - Nwy");
    // Convoyed by its own fleet (2025 rule), so no head-to-head: all move or none (5.B.9).
    List<Resolution> r = resolutions(c);
    assertEquals(2, r.size());
    for (Resolution one : r) {
      assertEquals(one.succeeds(at(c, "Nwy")), one.succeeds(at(c, "Swe")));
    }
  }

  @Test
  void kidnappingAnArmy_6G2_foreignFleetDoesNotConvoy() {
    OracleCase c = OracleCase.parse(
        "England: A Nwy - Swe", "Russia: F Swe - Nwy", "Germany: F Ska C A Nwy - Swe");
    List<Resolution> r = resolutions(c);
    assertEquals(1, r.size());
    assertFalse(r.get(0).succeeds(at(c, "Nwy")));
    assertFalse(r.get(0).succeeds(at(c, "Swe")));
  }

  /**
   * From a bug report: the Turkish fleet in Lyo is attacked with the support of Mar, which the
   * convoyed army attacks. Tys holds Lyo at 2 against 2, so the convoy stands whatever Mar
   * does: the support of Mar is cut, and Tus (2 with Pie) dislodges F Mar.
   */
  @Test
  void convoyedArmyDislodgesTheSupporterOfAnAttackOnItsFleet_mar() {
    OracleCase c = OracleCase.parse("France: F Mar S F Spa/sc - Lyo", "France: F Spa/sc - Lyo",
        "Turkey: F Lyo C A Tus - Mar", "Turkey: A Pie S A Tus - Mar", "Turkey: A Tus - Mar",
        "Turkey: F Tys S F Lyo");
    List<Resolution> r = resolutions(c);
    assertEquals(1, r.size());
    Resolution one = r.get(0);
    assertTrue(one.succeeds(at(c, "Tus")));
    assertTrue(one.succeeds(at(c, "Lyo")));
    assertFalse(one.succeeds(at(c, "Mar")));
    assertFalse(one.succeeds(at(c, "Spa")));
    assertEquals(Set.of(at(c, "Mar")), one.dislodged());
  }

  /** The same shape in the north: Bal holds Bot at 2 against 2; Lvn with Fin dislodges F Swe. */
  @Test
  void convoyedArmyDislodgesTheSupporterOfAnAttackOnItsFleet_swe() {
    OracleCase c = OracleCase.parse("Austria: F Bal S F Bot", "Austria: F Swe S F Stp/sc - Bot",
        "England: F Bot C A Lvn - Swe", "England: A Fin S A Lvn - Swe", "England: A Lvn - Swe",
        "France: F Stp/sc - Bot");
    List<Resolution> r = resolutions(c);
    assertEquals(1, r.size());
    Resolution one = r.get(0);
    assertTrue(one.succeeds(at(c, "Lvn")));
    assertTrue(one.succeeds(at(c, "Bot")));
    assertFalse(one.succeeds(at(c, "Swe")));
    assertFalse(one.succeeds(at(c, "Stp")));
    assertEquals(Set.of(at(c, "Swe")), one.dislodged());
  }

  /**
   * Found by the property: the attacked unit supports the convoying fleet's hold. Nao bounces
   * off Iri whether or not Wal's support stands, so the convoy carries, Wal's support is cut,
   * and Lvp (convoyed by its own fleet, 2025 rule) with Eng dislodges F Wal.
   */
  @Test
  void convoyedArmyDislodgesTheSupporterOfItsFleetsHold() {
    OracleCase c = OracleCase.parse("Turkey: F Iri C A Lvp - Wal", "Turkey: A Lvp - Wal",
        "Italy: F Wal S F Iri", "Turkey: F Eng S A Lvp - Wal", "England: F Nao - Iri");
    List<Resolution> r = resolutions(c);
    assertEquals(1, r.size());
    Resolution one = r.get(0);
    assertTrue(one.succeeds(at(c, "Lvp")));
    assertTrue(one.succeeds(at(c, "Iri")));
    assertFalse(one.succeeds(at(c, "Wal")));
    assertFalse(one.succeeds(at(c, "Nao")));
    assertEquals(Set.of(at(c, "Wal")), one.dislodged());
    assertTrue(cyclic(c));
  }
}
