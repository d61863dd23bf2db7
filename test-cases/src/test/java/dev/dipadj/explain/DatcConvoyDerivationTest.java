package dev.dipadj.explain;

import static dev.dipadj.explain.DatcDerivations.of;
import static dev.dipadj.explain.DatcDerivations.ofUnit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.rules.ConvoyParadoxRule;
import dev.dipadj.rules.ConvoyToAdjacentRule;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The routes, convoying fleets, paradoxes and rule options of DATC 6.E, 6.F and 6.G cases,
 * worked out by hand from DATC 5.B and 4.A, against the derivation of the case's orders; the
 * strengths are in {@link DatcStrengthsEFGTest}.
 */
class DatcConvoyDerivationTest {
  private static final String E = "6E-head-to-head-and-beleaguered.case";
  private static final String F = "6F-convoys.case";
  private static final String G = "6G-convoying-to-adjacent.case";

  private static MoveDerivation move(Derivation d, String unit) {
    return (MoveDerivation) ofUnit(d, unit);
  }

  /** Each convoying fleet of the path: "held", "paradox" or "dislodged by F Xxx". */
  private static Map<String, String> fleets(Path path) {
    Map<String, String> out = new TreeMap<>();
    for (ConvoyFleet f : path.fleets()) {
      out.put(f.fleet().describe(), f.held() ? "held" : f.paradox() ? "paradox"
          : f.dislodgedBy() == null ? "failed" : "dislodged by " + f.dislodgedBy().describe());
    }
    return out;
  }

  private static List<String> members(Paradox p) {
    return p.orders().stream().map(Object::toString).toList();
  }

  /** 6.E.11: Spain goes to Portugal by convoy (its own fleet, 2025 rule), so no head-to-head. */
  @Test
  void beleagueredSwapByConvoy() {
    MoveDerivation spa = move(of(E, "6.E.11"), "A Spa");
    assertTrue(spa.path().byConvoy());
    assertFalse(spa.headToHead());
    assertEquals(Map.of("F Mao", "held"), fleets(spa.path()));
    assertEquals(ConvoyToAdjacentRule.RULE_2025, spa.path().decidedBy());
  }

  /** 6.E.12: Budapest attacks Rumania, whose support is aimed at Budapest: not cut (5.B.2). */
  @Test
  void supportOnAttackOnOwnUnitNotCutFromItsTarget() {
    Derivation d = of(E, "6.E.12");
    SupportDerivation rum = (SupportDerivation) ofUnit(d, "A Rum");
    assertEquals(AttackOnSupport.Effect.FROM_SUPPORTED_TARGET, rum.attacks().get(0).effect());
    MoveDerivation vie = move(d, "A Vie");
    assertEquals(SupportCount.Why.AGAINST_OWN_UNIT, vie.attack().supports().get(0).why());
    Strength viePrevent = move(d, "A Gal").prevents().get(0);
    assertEquals("A Vie", viePrevent.unit().describe());
    assertEquals("A Ser", viePrevent.counted().get(0).describe());
  }

  /** 6.F.6: the dislodged convoying fleet leaves London without a path; Holland's support is not cut. */
  @Test
  void dislodgedConvoyLeavesNoPath() {
    Derivation d = of(F, "6.F.6");
    MoveDerivation lon = move(d, "A Lon");
    assertTrue(lon.path().byConvoy());
    assertFalse(lon.path().exists());
    assertEquals(Map.of("F Nth", "dislodged by F Ska"), fleets(lon.path()));
    assertEquals(Strength.Basis.NO_PATH, lon.attack().basis());
    assertEquals(AttackOnSupport.Effect.NO_PATH, ((SupportDerivation) ofUnit(d, "A Hol")).attacks().get(0).effect());
    assertTrue(d.paradoxes().isEmpty());
  }

  /** 6.F.8: a move without a path prevents nothing (5.B.6). */
  @Test
  void noPathNoPrevent() {
    assertEquals(Strength.Basis.NO_PATH, move(of(F, "6.F.8"), "A Bel").prevents().get(0).basis());
  }

  /** 6.F.9 and 6.F.11: one route of two is cut; the other, of whatever power, carries the army. */
  @Test
  void multiRouteConvoy() {
    MoveDerivation lon = move(of(F, "6.F.9"), "A Lon");
    assertTrue(lon.path().exists());
    assertEquals(Map.of("F Eng", "dislodged by F Mao", "F Nth", "held"), fleets(lon.path()));
    MoveDerivation foreign = move(of(F, "6.F.11"), "A Lon");
    assertTrue(foreign.path().exists());
    assertEquals(Map.of("F Eng", "dislodged by F Mao", "F Nth", "held"), fleets(foreign.path()));
  }

  /** 6.F.12: the Irish Sea's convoy is off any route, illegal, so not among the convoying fleets. */
  @Test
  void fleetOffTheRouteIsNotConvoying() {
    MoveDerivation lon = move(of(F, "6.F.12"), "A Lon");
    assertEquals(Map.of("F Eng", "held"), fleets(lon.path()));
  }

  /**
   * 6.F.14: the simple paradox, settled by Szykman, the convoy failing. The DATC's cycle (5.B.9)
   * runs through four decisions: the convoy of F Eng, the move of F Wal, the support of F Lon and
   * the path of A Bre: all four orders are its members.
   */
  @Test
  void simpleParadoxSzykman() {
    Derivation d = of(F, "6.F.14");
    assertEquals(1, d.paradoxes().size());
    Paradox p = d.paradoxes().get(0);
    assertEquals(Paradox.Kind.CONVOY_PARADOX, p.kind());
    assertEquals(ConvoyParadoxRule.SZYKMAN, p.rule());
    assertEquals(java.util.Set.of("F Eng C A Bre - Lon", "F Lon S F Wal - Eng", "F Wal - Eng", "A Bre - Lon"),
        java.util.Set.copyOf(members(p)));
    assertEquals(p, d.paradoxOf(DatcDerivations.order(d, "A Bre - Lon").order()).orElseThrow());
    MoveDerivation bre = move(d, "A Bre");
    assertFalse(bre.path().exists());
    assertEquals(Map.of("F Eng", "paradox"), fleets(bre.path()));
    assertEquals("F Wal", ((ConvoyDerivation) ofUnit(d, "F Eng")).dislodgedBy().describe());
    assertEquals(AttackOnSupport.Effect.NO_PATH, ((SupportDerivation) ofUnit(d, "F Lon")).attacks().get(0).effect());
  }

  /** 6.F.14 under all-hold: London's support, a member, is not counted: failed by the paradox rule. */
  @Test
  void simpleParadoxAllHold() {
    Derivation d = of(F, "6.F.14.all-hold");
    assertEquals(ConvoyParadoxRule.ALL_HOLD, d.paradoxes().get(0).rule());
    assertEquals(SupportCount.Why.PARADOX, move(d, "F Wal").attack().supports().get(0).why());
  }

  /** 6.F.15: the Italian convoy to Wales is no part of the paradox, and goes through. */
  @Test
  void additionalConvoyOutsideTheParadox() {
    Derivation d = of(F, "6.F.15");
    assertEquals(1, d.paradoxes().size());
    assertFalse(members(d.paradoxes().get(0)).contains("A Naf - Wal"));
    assertEquals(Map.of("F Iri", "held", "F Mao", "held"), fleets(move(d, "A Naf").path()));
  }

  /** 6.F.17 and 6.F.18 under 1982: no paradox; the support is spared by the rule, which is named. */
  @Test
  void supportsSparedBy1982() {
    for (String[] c : List.of(new String[] {"6.F.17.1982", "F Lon", "A Bre"}, new String[] {"6.F.18.1982", "F Bel",
        "A Lon"})) {
      Derivation d = of(F, c[0]);
      assertTrue(d.paradoxes().isEmpty(), c[0]);
      AttackOnSupport a = ((SupportDerivation) ofUnit(d, c[1])).attacks().get(0);
      assertEquals(AttackOnSupport.Effect.SPARED_BY_PARADOX_RULE, a.effect(), c[0]);
      assertEquals(ConvoyParadoxRule.RULE_1982, a.decidedBy(), c[0]);
      assertTrue(move(d, c[2]).path().exists(), c[0]);
    }
  }

  /** 6.F.18: the betrayal paradox: the convoy and Belgium's support of the North Sea in one cycle. */
  @Test
  void betrayalParadox() {
    Paradox p = of(F, "6.F.18").paradoxes().get(0);
    assertEquals(ConvoyParadoxRule.SZYKMAN, p.rule());
    assertTrue(members(p).containsAll(List.of("F Nth C A Lon - Bel", "F Bel S F Nth")), members(p).toString());
  }

  /** 6.F.19: the Ionian route does not depend on Rome's attack: no paradox, the support is cut. */
  @Test
  void multiRouteNoParadox() {
    Derivation d = of(F, "6.F.19");
    assertTrue(d.paradoxes().isEmpty());
    assertEquals(Map.of("F Tys", "held", "F Ion", "held"), fleets(move(d, "A Tun").path()));
    assertEquals(SupportCount.Why.CUT, move(d, "F Rom").attack().supports().get(0).why());
    Derivation d1982 = of(F, "6.F.19.1982");
    assertEquals(Map.of("F Tys", "dislodged by F Rom", "F Ion", "held"), fleets(move(d1982, "A Tun").path()));
    assertTrue(move(d1982, "A Tun").path().exists());
  }

  /** 6.F.27: two independent paradoxes, each settled on its own. */
  @Test
  void twoIndependentParadoxes() {
    Derivation d = of(F, "6.F.27");
    assertEquals(2, d.paradoxes().size());
    List<String> all = d.paradoxes().stream().flatMap(p -> members(p).stream()).toList();
    assertTrue(all.containsAll(List.of("F Nth C A Lon - Bel", "F Ion C A Tun - Gre")), all.toString());
    for (Paradox p : d.paradoxes()) {
      assertEquals(ConvoyParadoxRule.SZYKMAN, p.rule());
      assertFalse(members(p).contains("F Nth C A Lon - Bel") && members(p).contains("F Ion C A Tun - Gre"));
    }
  }

  /** 6.G.1: by convoy, the 2025 rule named; Sweden over land, no rule; the two-army swap is circular movement. */
  @Test
  void swapByConvoy() {
    Derivation d = of(G, "6.G.1");
    assertNull(move(d, "A Swe").path().decidedBy());
    assertFalse(move(d, "A Nwy").headToHead());
    assertEquals(1, d.paradoxes().size());
    assertEquals(Paradox.Kind.CIRCULAR_MOVEMENT, d.paradoxes().get(0).kind());
    assertEquals(2, d.paradoxes().get(0).members().size());
  }

  /** 6.G.1, 6.G.5, 6.G.9 under the DPTG: no "via convoy", so over land, head to head, the rule named. */
  @Test
  void dptgGoesOverLand() {
    for (String[] c : List.of(new String[] {"6.G.1.dptg", "A Nwy"}, new String[] {"6.G.5.dptg", "A Apu"},
        new String[] {"6.G.9.dptg", "A Nwy"})) {
      MoveDerivation m = move(of(G, c[0]), c[1]);
      assertFalse(m.path().byConvoy(), c[0]);
      assertTrue(m.headToHead(), c[0]);
      assertEquals(ConvoyToAdjacentRule.VIA_CONVOY_ONLY, m.path().decidedBy(), c[0]);
    }
  }

  /** 6.G.2, 6.G.3, 6.G.7, 6.G.19: a convoy by a foreign fleet alone leaves the army over land (2025 rule). */
  @Test
  void foreignConvoyOverLand() {
    for (String[] c : List.of(new String[] {"6.G.2", "A Nwy", "true"}, new String[] {"6.G.3", "A Pic", "false"},
        new String[] {"6.G.7", "A Swe", "true"}, new String[] {"6.G.19", "A Mar", "true"})) {
      MoveDerivation m = move(of(G, c[0]), c[1]);
      assertFalse(m.path().byConvoy(), c[0]);
      assertTrue(m.path().exists(), c[0]);
      assertEquals(Boolean.parseBoolean(c[2]), m.headToHead(), c[0]);
      assertEquals(ConvoyToAdjacentRule.RULE_2025, m.path().decidedBy(), c[0]);
    }
  }

  /** 6.G.6: the English fleet's order shows intent; the route runs through the Russian fleets. */
  @Test
  void swapWithUnintendedIntent() {
    MoveDerivation lvp = move(of(G, "6.G.6"), "A Lvp");
    assertTrue(lvp.path().byConvoy());
    assertTrue(lvp.path().exists());
    assertEquals(ConvoyToAdjacentRule.RULE_2025, lvp.path().decidedBy());
    assertEquals("held", fleets(lvp.path()).get("F Nwg"));
    assertEquals("held", fleets(lvp.path()).get("F Nao"));
  }

  /** 6.G.8 and 6.G.20: "via convoy" with no fleet, or its fleet dislodged: no path, no land route. */
  @Test
  void explicitConvoyWithoutRoute() {
    MoveDerivation bel = move(of(G, "6.G.8"), "A Bel");
    assertTrue(bel.path().byConvoy());
    assertFalse(bel.path().exists());
    assertTrue(bel.path().fleets().isEmpty());
    MoveDerivation pic = move(of(G, "6.G.20"), "A Pic");
    assertFalse(pic.path().exists());
    assertEquals(Map.of("F Eng", "dislodged by F Bre"), fleets(pic.path()));
  }

  /** 6.G.11: a convoy to an adjacent province in a paradox: Szykman, the Russian convoy fails. */
  @Test
  void adjacentConvoyParadox() {
    Derivation d = of(G, "6.G.11");
    Paradox p = d.paradoxes().get(0);
    assertEquals(Paradox.Kind.CONVOY_PARADOX, p.kind());
    assertEquals(ConvoyParadoxRule.SZYKMAN, p.rule());
    assertTrue(members(p).containsAll(List.of("F Ska C A Swe - Nwy", "F Nwy S F Nth - Ska")), members(p).toString());
    MoveDerivation swe = move(d, "A Swe");
    assertEquals(ConvoyToAdjacentRule.RULE_2025, swe.path().decidedBy());
    assertEquals(Map.of("F Ska", "paradox"), fleets(swe.path()));
  }

  /** 6.G.13: Trieste's convoyed attack comes from where Venice's support is aimed: not cut. */
  @Test
  void convoyedAttackFromSupportedTarget() {
    Derivation d = of(G, "6.G.13");
    assertEquals(AttackOnSupport.Effect.FROM_SUPPORTED_TARGET,
        ((SupportDerivation) ofUnit(d, "A Ven")).attacks().get(0).effect());
    assertTrue(move(d, "A Tri").path().byConvoy());
  }

  /** 6.G.14 and 6.G.16: a convoyed army is not head to head with the army coming the other way over land. */
  @Test
  void convoyedNotHeadToHead() {
    for (String id : List.of("6.G.14", "6.G.16", "6.G.17", "6.G.18")) {
      Derivation d = of(G, id);
      String unit = id.equals("6.G.18") ? "A Bel" : "A Swe";
      assertFalse(move(d, unit).headToHead(), id);
    }
  }
}
