package dev.dipadj.explain;

import static dev.dipadj.explain.DatcDerivations.of;
import static dev.dipadj.explain.DatcDerivations.order;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.position.Unit;
import dev.dipadj.rules.ConvoyParadoxRule;
import dev.dipadj.rules.ConvoyToAdjacentRule;
import dev.dipadj.rules.RuleOptions;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The derivations of DATC cases (the positions and orders of test-cases/datc), checked against
 * the strengths and reasons the DATC's explanations give, or worked out by hand from DATC 5.B.
 */
class DatcDerivationTest {
  private static final String A = "6A-basic-checks.case";
  private static final String C = "6C-circular-movement.case";
  private static final String D = "6D-supports-and-dislodges.case";
  private static final String E = "6E-head-to-head-and-beleaguered.case";
  private static final String F = "6F-convoys.case";
  private static final String G = "6G-convoying-to-adjacent.case";

  private static List<String> units(List<Unit> units) {
    return units.stream().map(Unit::describe).toList();
  }

  private static MoveDerivation move(Derivation d, String text) {
    return (MoveDerivation) order(d, text);
  }

  private static SupportDerivation support(Derivation d, String text) {
    return (SupportDerivation) order(d, text);
  }

  /** 6.A.11: two armies of equal strength bounce: attack 1 against prevent 1; Tyrolia is empty. */
  @Test
  void simpleBounce() {
    Derivation d = of(A, "6.A.11");
    MoveDerivation vie = move(d, "A Vie - Tyr");
    assertEquals(1, vie.attack().value());
    assertEquals(1, vie.prevents().size());
    assertEquals(1, vie.prevents().get(0).value());
    assertEquals("A Ven", vie.prevents().get(0).unit().describe());
    assertEquals(Strength.Basis.EMPTY, vie.hold().basis());
    assertFalse(vie.headToHead());
    assertTrue(d.paradoxes().isEmpty());
  }

  /** 6.D.1: the supported hold (2, A Ven with A Tyr) prevents the supported attack (2, A Tri with F Adr). */
  @Test
  void supportedHoldPreventsDislodgement() {
    Derivation d = of(D, "6.D.1");
    MoveDerivation tri = move(d, "A Tri - Ven");
    assertEquals(2, tri.attack().value());
    assertEquals(List.of("F Adr"), units(tri.attack().counted()));
    assertEquals(2, tri.hold().value());
    assertEquals(List.of("A Tyr"), units(tri.hold().counted()));
    assertEquals(2, ((HoldDerivation) order(d, "A Ven H")).hold().value());
  }

  /** 6.D.2: A Vie - Tyr cuts the support of A Tyr, so Venice holds with 1 and is dislodged by 2. */
  @Test
  void moveCutsSupportOnHold() {
    Derivation d = of(D, "6.D.2");
    SupportDerivation tyr = support(d, "A Tyr S A Ven");
    assertEquals(1, tyr.attacks().size());
    assertEquals(AttackOnSupport.Effect.CUT, tyr.attacks().get(0).effect());
    assertEquals("A Vie", tyr.attacks().get(0).attacker().describe());
    MoveDerivation tri = move(d, "A Tri - Ven");
    assertEquals(2, tri.attack().value());
    assertEquals(1, tri.hold().value());
    SupportCount cut = tri.hold().supports().get(0);
    assertEquals(SupportCount.Why.CUT, cut.why());
    assertEquals("A Vie", cut.by().describe());
    assertEquals("A Tri", ((HoldDerivation) order(d, "A Ven H")).dislodgedBy().describe());
  }

  /** 6.D.3: the fleet from the Ionian cuts the Adriatic's support: attack 1 against hold 1. */
  @Test
  void moveCutsSupportOnMove() {
    Derivation d = of(D, "6.D.3");
    assertTrue(support(d, "F Adr S A Tri - Ven").attacks().get(0).cut());
    MoveDerivation tri = move(d, "A Tri - Ven");
    assertEquals(1, tri.attack().value());
    assertEquals(SupportCount.Why.CUT, tri.attack().supports().get(0).why());
    assertEquals(1, tri.hold().value());
  }

  /** 6.D.12: Austria's support of Italy's attack on Austria's own fleet is not counted: 1 against 1. */
  @Test
  void supportNotCountedAgainstOwnUnit() {
    Derivation d = of(D, "6.D.12");
    MoveDerivation ven = move(d, "A Ven - Tri");
    assertEquals(1, ven.attack().value());
    assertEquals(SupportCount.Why.AGAINST_OWN_UNIT, ven.attack().supports().get(0).why());
    assertEquals(1, ven.hold().value());
  }

  /** 6.D.15: the defender's attack on the supporter comes from where the support is aimed: not cut. */
  @Test
  void defenderCannotCutSupportForAttackOnItself() {
    Derivation d = of(D, "6.D.15");
    SupportDerivation con = support(d, "F Con S F Bla - Ank");
    assertEquals(AttackOnSupport.Effect.FROM_SUPPORTED_TARGET, con.attacks().get(0).effect());
    MoveDerivation bla = move(d, "F Bla - Ank");
    assertEquals(2, bla.attack().value());
    assertEquals(Strength.Basis.FAILED_TO_MOVE, bla.hold().basis());
    assertEquals(1, bla.hold().value());
  }

  /** 6.D.17: not cut but dislodged, so the support is void: F Bla - Ank bounces 1 against A Arm's prevent 1. */
  @Test
  void dislodgementCutsSupport() {
    Derivation d = of(D, "6.D.17");
    SupportDerivation con = support(d, "F Con S F Bla - Ank");
    assertEquals(AttackOnSupport.Effect.FROM_SUPPORTED_TARGET, con.attacks().get(0).effect());
    assertEquals("F Ank", con.dislodgedBy().describe());
    MoveDerivation bla = move(d, "F Bla - Ank");
    assertEquals(1, bla.attack().value());
    assertEquals(SupportCount.Why.DISLODGED, bla.attack().supports().get(0).why());
    assertEquals(1, bla.prevents().get(0).value());
    assertEquals(Strength.Basis.MOVED_AWAY, bla.hold().basis());
  }

  /** 6.E.1: A Pru - Ber meets A Ber head to head: defend 2 (with A Sil); its prevent is then 0 for F Kie. */
  @Test
  void headToHeadDefendStrength() {
    Derivation d = of(E, "6.E.1");
    MoveDerivation pru = move(d, "A Pru - Ber");
    assertTrue(pru.headToHead());
    assertEquals(2, pru.defend().value());
    assertEquals(List.of("A Sil"), units(pru.defend().counted()));
    assertNull(pru.hold());
    MoveDerivation kie = move(d, "F Kie - Ber");
    assertEquals(Strength.Basis.LOST_HEAD_TO_HEAD, kie.prevents().get(0).basis());
    assertEquals(0, kie.prevents().get(0).value());
  }

  /** 6.E.4: F Hol - Nth (3) against F Nth's defend 2 but F Nwg's prevent 3: the loser still prevents. */
  @Test
  void nonDislodgedLoserStillHasEffect() {
    Derivation d = of(E, "6.E.4");
    MoveDerivation hol = move(d, "F Hol - Nth");
    assertEquals(3, hol.attack().value());
    assertEquals(2, hol.defend().value());
    assertEquals(3, hol.prevents().get(0).value());
  }

  /** 6.C.1: three moves in a circle: circular movement, every move succeeds (DATC 5.B.9), no option. */
  @Test
  void circularMovementMembers() {
    Derivation d = of(C, "6.C.1");
    assertEquals(1, d.paradoxes().size());
    Paradox p = d.paradoxes().get(0);
    assertEquals(Paradox.Kind.CIRCULAR_MOVEMENT, p.kind());
    assertEquals(3, p.members().size());
    assertNull(p.rule());
    for (Paradox.Member m : p.members()) {
      assertEquals(Paradox.Tried.FAILS, m.ifHeadFails());
      assertEquals(Paradox.Tried.SUCCEEDS, m.ifHeadSucceeds());
    }
  }

  /** 6.F.16 (Szykman): the convoy of F Eng fails; London's support stands, so both fleets bounce 2 to 2. */
  @Test
  void pandinsParadoxSzykman() {
    Derivation d = of(F, "6.F.16");
    Paradox p = d.paradoxes().get(0);
    assertEquals(Paradox.Kind.CONVOY_PARADOX, p.kind());
    assertEquals(ConvoyParadoxRule.SZYKMAN, p.rule());
    // The cycle: London's support, the army's path through the Channel's convoy, the Channel
    // dislodged by Belgium (2) only if Wales's prevent is 1: every one of them a member.
    assertEquals(java.util.Set.of("F Lon S F Wal - Eng", "F Eng C A Bre - Lon", "A Bre - Lon", "F Wal - Eng",
        "F Bel - Eng"), java.util.Set.copyOf(p.orders().stream().map(Object::toString).toList()));
    assertEquals(AttackOnSupport.Effect.NO_PATH, support(d, "F Lon S F Wal - Eng").attacks().get(0).effect());
    MoveDerivation wal = move(d, "F Wal - Eng");
    assertEquals(2, wal.attack().value());
    assertEquals(2, wal.prevents().get(0).value());
    assertTrue(DerivationWords.of(order(d, "A Bre - Lon"), d).contains("convoy-paradox=szykman"));
  }

  /** 6.F.16 under the 1982 rule: the support of London is spared (the option is named), the convoy stands. */
  @Test
  void pandinsParadox1982() {
    Derivation d = of(F, "6.F.16.1982");
    assertTrue(d.paradoxes().isEmpty());
    AttackOnSupport a = support(d, "F Lon S F Wal - Eng").attacks().get(0);
    assertEquals(AttackOnSupport.Effect.SPARED_BY_PARADOX_RULE, a.effect());
    assertEquals(ConvoyParadoxRule.RULE_1982, a.decidedBy());
    MoveDerivation bre = move(d, "A Bre - Lon");
    assertTrue(bre.path().exists());
    assertTrue(bre.path().fleets().get(0).held());
    assertEquals(1, bre.attack().value());
    assertEquals(1, bre.hold().value());
  }

  /** 6.F.16 under all-hold: the paradox's orders fail, the attacks on the convoying fleet among its members. */
  @Test
  void pandinsParadoxAllHold() {
    Derivation d = of(F, "6.F.16", RuleOptions.DATC.withConvoyParadox(ConvoyParadoxRule.ALL_HOLD));
    Paradox p = d.paradoxes().get(0);
    assertEquals(ConvoyParadoxRule.ALL_HOLD, p.rule());
    assertTrue(p.orders().stream().map(Object::toString).toList().containsAll(List.of(
        "F Lon S F Wal - Eng", "F Eng C A Bre - Lon", "F Wal - Eng", "F Bel - Eng")));
  }

  /** 6.G.1: the army goes by convoy to the adjacent Sweden under the 2025 rule, which is named. */
  @Test
  void convoyToAdjacentNamesTheRule() {
    Derivation d = of(G, "6.G.1");
    MoveDerivation nwy = move(d, "A Nwy - Swe");
    assertTrue(nwy.path().byConvoy());
    assertEquals(ConvoyToAdjacentRule.RULE_2025, nwy.path().decidedBy());
    assertTrue(DerivationWords.of(nwy, d).contains("convoy-to-adjacent=2025"));
  }

  /** 6.D.2 in words: the strengths with the units making them up, and the cut support with who cut it. */
  @Test
  void moveInWords() {
    Derivation d = of(D, "6.D.2");
    assertEquals("A Tri - Ven succeeds: attack strength 2 (A Tri, supported by F Adr) against hold strength 1 "
        + "(A Ven, no support; not counted: A Tyr S A Ven is cut by A Vie)",
        DerivationWords.of(order(d, "A Tri - Ven"), d));
  }
}
