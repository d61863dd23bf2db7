package dev.dipadj.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The strengths of DATC cases beyond those of {@link DatcDerivationTest}, worked out by hand
 * from DATC 5.B and each case's explanation (paraphrased with each expectation), against the
 * derivation of the case's orders in test-cases/datc. A move is written {@code attack A, hold
 * H} (or {@code defend D} head to head) followed by each rival's {@code prevent P}, lowest
 * first; a unit not moving by {@code hold H}.
 */
class DatcStatedStrengthsTest {
  /** One expectation: in this case, the order of this unit has these strengths. */
  private record Expect(String file, String id, String unit, String strengths, String datc) {}

  private static final String A = "6A-basic-checks.case";
  private static final String B = "6B-coastal-issues.case";
  private static final String C = "6C-circular-movement.case";
  private static final String D = "6D-supports-and-dislodges.case";

  private static Expect e(String file, String id, String unit, String strengths, String datc) {
    return new Expect(file, id, unit, strengths, datc);
  }

  private static final List<Expect> EXPECTED = List.of(
      e(A, "6.A.12", "A Vie", "attack 1, hold 0, prevent 1, prevent 1", "three units of equal strength bounce"),
      e(B, "6.B.4", "F Gas", "attack 2, hold 0, prevent 1", "Marseilles may support to the coast it cannot reach"),
      e(B, "6.B.4", "F Wes", "attack 1, hold 0, prevent 2", "so the unsupported Italian fleet is kept out"),
      e(B, "6.B.6", "F Nao", "attack 2, hold 1", "the fleet in the Gulf of Lyon cuts Spain's support"),
      e(B, "6.B.6", "F Lyo", "attack 1, hold 1", "the Italian fleet only cuts, it does not get in"),
      e(B, "6.B.7", "F Mao", "attack 2, hold 0, prevent 2", "the support without coast counts; both sides bounce"),
      e(B, "6.B.7", "F Wes", "attack 2, hold 0, prevent 2", "the Italian fleet in the Western Med bounces"),
      e(B, "6.B.9", "F Wes", "attack 2, hold 0, prevent 1", "Portugal's support names the wrong coast: invalid"),
      e(B, "6.B.16", "A Gas", "attack 2, hold 2", "the English hold support with the wrong coast is valid"),
      e(B, "6.B.16", "F Spa", "hold 2", "so Spain stands"),
      e(B, "6.B.17", "F Spa", "attack 2, hold 1", "the move support needs no coast for the departure"),
      e(C, "6.C.2", "F Ank", "attack 2, hold 0", "the supported move of Ankara succeeds in any case"),
      e(C, "6.C.3", "A Bul", "attack 0, hold 1, prevent 1", "one unit bounces, so the whole circle holds;"
          + " the Turkish army in Constantinople stays, so a Turkish attack on it is 0 (5.B.8)"),
      e(C, "6.C.3", "F Ank", "attack 0, hold 1, prevent 1", "Ankara bounces with Bulgaria, both on their own unit"),
      e(C, "6.C.5", "F Nap", "attack 2, hold 1", "the supported Italian fleet dislodges the convoying fleet"),
      e(C, "6.C.7", "A Bur", "attack 0, hold 1, prevent 1", "one army of the swap bounces, so the swap fails;"
          + " Burgundy's attack on the French army staying in Belgium is 0 (5.B.8)"),
      e(D, "6.D.4", "A Pru", "attack 2, hold 2", "a unit supporting a hold may receive hold support"),
      e(D, "6.D.5", "A Pru", "attack 2, hold 2", "a unit supporting a move may receive hold support"),
      e(D, "6.D.5", "A Mun", "attack 1, hold 0", "Munich moves to the empty Silesia"),
      e(D, "6.D.6", "F Lvn", "attack 2, hold 2", "a convoying fleet may receive hold support"),
      e(D, "6.D.7", "F Lvn", "attack 2, hold 1", "Prussia's hold support of a moving unit does not match"),
      e(D, "6.D.7", "F Bal", "attack 1, hold 0, prevent 1", "the Baltic fleet bounces in Sweden with Finland"),
      e(D, "6.D.9", "A Ven", "attack 2, hold 1", "Albania's support of a move Trieste did not order is not matched"),
      e(D, "6.D.10", "F Kie", "attack 0, hold 1", "a unit may not dislodge one of its own power"),
      e(D, "6.D.11", "F Kie", "attack 0, hold 1", "not even one that failed to move away"),
      e(D, "6.D.11", "A Ber", "attack 1, hold 0, prevent 1", "Berlin bounces with Warsaw, so it stays"),
      e(D, "6.D.13", "A Ven", "attack 1, hold 1", "Vienna may not help dislodge its own returning fleet"),
      e(D, "6.D.14", "A Ven", "attack 3, hold 1", "Italy's own two supports are enough to dislodge"),
      e(D, "6.D.16", "A Bel", "attack 2, hold 1", "England may convoy the army that dislodges its own unit"),
      e(D, "6.D.18", "F Bla", "attack 2, hold 1, prevent 1", "the support of Constantinople is not cut"),
      e(D, "6.D.18", "F Ank", "attack 2, hold 2", "Constantinople's hold support from Bulgaria keeps it"),
      e(D, "6.D.19", "F Ank", "attack 1, hold 1", "the Russian support may not help dislodge a Russian unit"),
      e(D, "6.D.20", "F Nth", "attack 2, hold 1", "Yorkshire does not cut the support of its own country"),
      e(D, "6.D.21", "A Ven", "attack 1, hold 1", "the dislodged German army still cuts Tyrolia's support"),
      e(D, "6.D.21", "A Sil", "attack 2, hold 1", "Munich failed to move, and is dislodged"),
      e(D, "6.D.22", "A Mun", "attack 2, hold 1", "the fleet's impossible move and its support are illegal"),
      e(D, "6.D.24", "F Wes", "attack 2, hold 1", "the impossible army move and its support are illegal"),
      e(D, "6.D.25", "A Pru", "attack 2, hold 2", "an invalid hold support can still be supported"),
      e(D, "6.D.27", "F Swe", "attack 2, hold 2", "an unmatched convoy can still be supported"),
      e(D, "6.D.28", "F Bla", "attack 2, hold 2", "the illegal move is ignored: Rumania holds with support"),
      e(D, "6.D.32", "A Lvp", "attack 2, hold 2", "Yorkshire's impossible convoyed move is ignored"),
      e(D, "6.D.33", "A Ser", "attack 2, hold 0, prevent 1", "the unwanted Russian support breaks the standoff"),
      e(D, "6.D.33", "A Vie", "attack 1, hold 0, prevent 2", "so Vienna stays"),
      e(D, "6.D.33", "A Bul", "attack 1, hold 0", "and Bulgaria follows into Serbia"),
      e(D, "6.D.34", "A Ber", "attack 3, hold 1, prevent 2", "Italy's support of an attack on itself is illegal"),
      e(D, "6.D.34", "A Lvn", "attack 2, hold 1, prevent 3", "so Livonia has strength two, not three"),
      e(D, "6.D.35", "A Arm", "attack 2, hold 0, prevent 1", "the dislodged Constantinople's support is cut"),
      e(D, "6.D.35", "F Ank", "attack 2, hold 1", "Aegean's support lets Ankara dislodge Constantinople"));

  @TestFactory
  Stream<DynamicTest> strengthsAsWorkedOutByHand() {
    return EXPECTED.stream().map(x -> DynamicTest.dynamicTest(x.id() + " " + x.unit() + ": " + x.datc(), () -> {
      Derivation d = DatcDerivations.of(x.file(), x.id());
      OrderDerivation o = d.orders().stream().filter(od -> od.order().toString().startsWith(x.unit() + " ")
          || od.order().toString().startsWith(x.unit() + "/")).findFirst()
          .orElseThrow(() -> new AssertionError("no order of " + x.unit() + " in " + x.id()));
      assertEquals(x.strengths(), strengths(o), x.id() + ": " + x.datc() + "\n" + DatcDerivations.words(d));
    }));
  }

  /** The distinct cases checked here: at least 25 beyond those of {@link DatcDerivationTest}. */
  @org.junit.jupiter.api.Test
  void coversEnoughCases() {
    assertEquals(true, EXPECTED.stream().map(Expect::id).distinct().count() >= 30);
  }

  private static String strengths(OrderDerivation o) {
    if (o instanceof HoldDerivation h) {
      return "hold " + h.hold().value();
    }
    MoveDerivation m = (MoveDerivation) o;
    StringBuilder b = new StringBuilder("attack ").append(m.attack().value());
    b.append(m.headToHead() ? ", defend " + m.defend().value() : ", hold " + m.hold().value());
    m.prevents().stream().mapToInt(Strength::value).sorted().forEach(p -> b.append(", prevent ").append(p));
    return b.toString();
  }
}
