package dev.dipadj.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.cases.GivenOrder;
import dev.dipadj.cases.StepReport;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.result.ReasonKind;
import dev.dipadj.rules.ConvoyParadoxRule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every movement step of every DATC 6.A–6.G case (test-cases/datc) is explained, and each
 * order's derivation agrees with its result by the decisions of DATC 5.B: a move succeeds iff
 * it has a path and its attack beats the defend (head to head) or hold strength and every
 * prevent strength (5.B.1); a support fails iff cut by an attack listed as cutting, dislodged,
 * or failed by the paradox rule (5.B.2); a convoy fails iff dislodged or failed by the paradox
 * rule (5.B.3); each strength is one plus the supports counted, and those are exactly the
 * successful supports of the unit (5.B.5–5.B.8). Nothing here is compared with dipadj's own
 * output beyond the results the case files state.
 */
class DatcDerivationConsistencyTest {
  private static final List<String> FILES = List.of("6A-basic-checks.case", "6B-coastal-issues.case",
      "6C-circular-movement.case", "6D-supports-and-dislodges.case", "6E-head-to-head-and-beleaguered.case",
      "6F-convoys.case", "6G-convoying-to-adjacent.case");

  @TestFactory
  Stream<DynamicTest> everyDatcMovementStepIsExplainedConsistently() throws CaseError {
    List<DynamicTest> tests = new ArrayList<>();
    for (String file : FILES) {
      assertTrue(Files.exists(Path.of("datc", file)), file);
      for (CaseText c : CaseFileReader.read(Path.of("datc", file))) {
        tests.add(DynamicTest.dynamicTest(c.id(), () -> checkCase(c)));
      }
    }
    assertTrue(tests.size() > 150, "every case of 6.A-6.G: " + tests.size());
    return tests.stream();
  }

  private static void checkCase(CaseText c) {
    CaseReport report = CaseRunner.run(c);
    assertTrue(report.passed(), report::failureLine);
    for (StepReport step : report.steps()) {
      if (step.before().phase().type() != PhaseType.MOVEMENT) {
        continue;
      }
      List<Order> given = step.orders().stream().map(GivenOrder::order).filter(Objects::nonNull).toList();
      Derivation d = step.before().explain(given);
      check(d, given, step.outcome() == null ? null : step.outcome().results());
    }
  }

  /** Every check of one step; {@code results} as the adjudication reported them, or null. */
  static void check(Derivation d, List<Order> given, List<OrderResult> results) {
    String words = DatcDerivations.words(d);
    assertTrue(d.orders().size() >= given.size(), words);
    for (int i = 0; i < given.size(); i++) {
      assertEquals(given.get(i), d.orders().get(i).order(), "one derivation per order, in order\n" + words);
      if (results != null && results.size() == given.size()) {
        assertEquals(results.get(i), d.orders().get(i).result(), "the derivation's result is the step's\n" + words);
      }
    }
    for (Paradox p : d.paradoxes()) {
      for (Order m : p.orders()) {
        assertTrue(d.orders().stream().anyMatch(o -> o.order().equals(m)), "paradox member " + m + " is an order\n"
            + words);
      }
    }
    for (OrderDerivation o : d.orders()) {
      String why = o.order() + "\n" + words;
      if (o instanceof MoveDerivation m) {
        checkMove(d, m, why);
      } else if (o instanceof SupportDerivation s) {
        checkSupport(d, s, why);
      } else if (o instanceof ConvoyDerivation c) {
        checkConvoy(d, c, why);
      } else if (o instanceof HoldDerivation h) {
        checkStrength(d, h.hold(), why);
        assertEquals(h.dislodgedBy() != null, h.result().outcome() == Outcome.FAILS, "a hold fails iff dislodged: "
            + why);
      } else {
        assertTrue(o.result().outcome() != Outcome.SUCCEEDS, "nothing to weigh and succeeded: " + why);
      }
    }
  }

  /** 5.B.1 and 5.B.4. */
  private static void checkMove(Derivation d, MoveDerivation m, String why) {
    checkStrength(d, m.attack(), why);
    m.prevents().forEach(p -> checkStrength(d, p, why));
    Strength opposing = m.headToHead() ? m.defend() : m.hold();
    assertTrue(m.headToHead() == (m.hold() == null), "either head to head or against a hold: " + why);
    checkStrength(d, opposing, why);
    if (m.path().byConvoy()) {
      boolean anyHeld = m.path().fleets().stream().anyMatch(ConvoyFleet::held);
      assertTrue(anyHeld || !m.path().exists(), "a convoyed path with no fleet holding: " + why);
    } else {
      assertTrue(m.path().fleets().isEmpty(), why);
    }
    if (!m.path().exists()) {
      assertEquals(0, m.attack().value(), "no path, no attack: " + why);
    }
    boolean beats = m.path().exists() && m.attack().value() > opposing.value()
        && m.prevents().stream().allMatch(p -> m.attack().value() > p.value());
    if (decidedByBackupRule(d, m.order())) {
      // The all-hold rule (and any non-convoy paradox) fails its moves whatever the strengths.
      assertFalse(m.result().outcome() == Outcome.SUCCEEDS && !beats, why);
      return;
    }
    assertEquals(beats, m.result().outcome() == Outcome.SUCCEEDS, "a move succeeds iff its attack beats all: " + why);
  }

  /** Whether a backup rule rather than the strengths settled the order (5.B.9, 4.A.2 all-hold). */
  private static boolean decidedByBackupRule(Derivation d, Order order) {
    return d.paradoxOf(order).filter(p -> p.kind() == Paradox.Kind.OTHER
        || p.rule() == ConvoyParadoxRule.ALL_HOLD).isPresent();
  }

  /** 5.B.2. */
  private static void checkSupport(Derivation d, SupportDerivation s, String why) {
    boolean cut = s.attacks().stream().anyMatch(AttackOnSupport::cut);
    boolean paradox = s.result().reason().kind() == ReasonKind.PARADOX;
    // DATC 6.F.17: where the convoy-paradox rule spares the support, it stands though the convoyed army
    // dislodges its unit (the paradox rule takes precedence over the dislodge rule).
    boolean spared = s.attacks().stream().anyMatch(a -> a.effect() == AttackOnSupport.Effect.SPARED_BY_PARADOX_RULE
        && a.attacker().equals(s.dislodgedBy()));
    boolean fails = cut || (s.dislodgedBy() != null && !spared) || paradox || decidedByBackupRule(d, s.order());
    assertEquals(fails, s.result().outcome() == Outcome.FAILS, "a support fails iff cut or dislodged: " + why);
    if (s.result().reason().kind() == ReasonKind.CUT) {
      assertTrue(cut, "cut, so some attack cut it: " + why);
    }
    // Every move into the supporter's province is listed, and nothing else.
    Set<Order> into = new HashSet<>();
    int province = ((UnitOrder) s.order()).unit().province().index();
    for (OrderDerivation o : d.orders()) {
      if (o instanceof MoveDerivation m && ((Move) m.order()).destination().province().index() == province) {
        into.add(m.order());
      }
    }
    Set<Order> listed = new HashSet<>();
    for (AttackOnSupport a : s.attacks()) {
      listed.add(a.order());
      boolean hasPath = d.of(a.order()).map(o -> ((MoveDerivation) o).path().exists()).orElse(false);
      if (a.cut()) {
        assertTrue(hasPath, "a cutting attack has a path: " + why);
        assertFalse(a.attacker().power().equals(((UnitOrder) s.order()).power()), "cut by its own power: " + why);
      }
      if (a.effect() == AttackOnSupport.Effect.NO_PATH) {
        assertFalse(hasPath, why);
      }
    }
    assertEquals(into, listed, "the attacks on the supporter are the moves into its province: " + why);
  }

  /** 5.B.3. */
  private static void checkConvoy(Derivation d, ConvoyDerivation c, String why) {
    boolean fails = c.dislodgedBy() != null || c.result().reason().kind() == ReasonKind.PARADOX
        || decidedByBackupRule(d, c.order());
    assertEquals(fails, c.result().outcome() == Outcome.FAILS, "a convoy fails iff dislodged or by the paradox rule: "
        + why);
  }

  /** 5.B.5–5.B.8: the value from its basis, and the supports counted are the unit's successful ones. */
  private static void checkStrength(Derivation d, Strength s, String why) {
    String what = s.kind().word() + " strength of " + (s.unit() == null ? "an empty province" : s.unit().describe())
        + ": " + why;
    switch (s.basis()) {
      case UNIT_AND_SUPPORTS -> assertEquals(1 + s.counted().size(), s.value(), what);
      case FAILED_TO_MOVE -> {
        assertEquals(1, s.value(), what);
        assertEquals(Outcome.FAILS, moveOf(d, s.unit()).result().outcome(), what);
      }
      case MOVED_AWAY -> {
        assertEquals(0, s.value(), what);
        assertEquals(Outcome.SUCCEEDS, moveOf(d, s.unit()).result().outcome(), what);
      }
      default -> assertEquals(0, s.value(), what);
    }
    if (s.basis() != Strength.Basis.UNIT_AND_SUPPORTS) {
      return;
    }
    Set<Unit> successful = new HashSet<>();
    Set<Unit> againstOwn = new HashSet<>();
    for (SupportCount c : s.supports()) {
      if (c.why() == SupportCount.Why.AGAINST_OWN_UNIT) {
        assertEquals(Strength.Kind.ATTACK, s.kind(), "only an attack leaves out supports of the defender's power: "
            + what);
        againstOwn.add(c.supporter());
      }
    }
    for (OrderDerivation o : d.orders()) {
      if (o.result().outcome() == Outcome.SUCCEEDS && supports(o.order(), d, s.unit())) {
        successful.add(supporter(o));
      }
    }
    successful.removeAll(againstOwn);
    assertEquals(successful, new HashSet<>(s.counted()), "counted supports are the successful ones: " + what);
  }

  private static Unit supporter(OrderDerivation o) {
    UnitOrder u = (UnitOrder) o.order();
    return new Unit(u.power(), u.designation().type().orElseThrow(), u.unit());
  }

  /** Whether the order supports this unit in what it does: its move, or holding when it does not move. */
  private static boolean supports(Order order, Derivation d, Unit unit) {
    OrderDerivation ud = unitsDerivation(d, unit);
    if (ud instanceof MoveDerivation m) {
      Move move = (Move) m.order();
      return order instanceof SupportMove s && s.supported().province().equals(move.unit().province())
          && s.destination().province().equals(move.destination().province());
    }
    return order instanceof SupportHold h && h.supported().province().equals(unit.location().province());
  }

  private static OrderDerivation unitsDerivation(Derivation d, Unit unit) {
    return d.orders().stream().filter(o -> o.result().outcome() != Outcome.ILLEGAL
            && o.order() instanceof UnitOrder u && u.unit().province().equals(unit.location().province()))
        .findFirst().orElseThrow(() -> new AssertionError("no order for " + unit));
  }

  private static MoveDerivation moveOf(Derivation d, Unit unit) {
    return (MoveDerivation) unitsDerivation(d, unit);
  }
}
