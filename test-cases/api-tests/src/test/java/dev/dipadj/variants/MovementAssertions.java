package dev.dipadj.variants;

import static dev.dipadj.variants.ClassicBoard.loc;
import static dev.dipadj.variants.ClassicBoard.position;
import static dev.dipadj.variants.ClassicBoard.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Coast;
import dev.dipadj.map.Location;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Assertions on movement results shared by the movement tests on the classic map: the
 * outcome of an order, illegal orders and their reasons, the units after the movement, a
 * board left as it was, a dislodged unit, and retreat locations written as names.
 */
final class MovementAssertions {
  private MovementAssertions() {}

  static void assertOutcome(MovementResult r, int i, Outcome expected) {
    OrderResult res = r.results().get(i);
    assertEquals(expected, res.outcome(), "order " + i + " (" + res.order() + "): " + res.reason());
  }

  static void assertIllegal(MovementResult r, int i) {
    assertOutcome(r, i, Outcome.ILLEGAL);
    String reason = r.results().get(i).reason().words();
    assertTrue(reason != null && !reason.isBlank(), "an illegal order needs a reason");
  }

  static void assertIllegal(MovementResult r, int i, String reasonFragment) {
    assertIllegal(r, i);
    String reason = r.results().get(i).reason().words();
    assertTrue(reason.toLowerCase().contains(reasonFragment.toLowerCase()),
        "expected '" + reasonFragment + "' in the reason '" + reason + "'");
  }

  /** The units after the movement, as a set, compared with units written like the position. */
  static void assertUnits(MovementResult r, String... units) {
    Set<Unit> expected = Arrays.stream(units).map(ClassicBoard::unit).collect(Collectors.toSet());
    assertEquals(expected, new HashSet<>(r.units()));
    assertEquals(units.length, r.units().size());
  }

  /** The units did not move and none was dislodged. */
  static void assertSame(MovementResult r, Position p) {
    assertEquals(new HashSet<>(p.units()), new HashSet<>(r.units()));
    assertTrue(r.dislodged().isEmpty(), "nothing dislodged: " + r.dislodged());
  }

  static Dislodgement dislodged(MovementResult r, String unit) {
    Unit u = unit(unit);
    return r.dislodged().stream().filter(d -> d.unit().equals(u)).findFirst()
        .orElseThrow(() -> new AssertionError(unit + " was not dislodged: " + r.dislodged()));
  }

  static Set<Location> locs(String... names) {
    Set<Location> out = new HashSet<>();
    for (String n : names) {
      int slash = n.indexOf('/');
      out.add(slash < 0 ? loc(n) : loc(n.substring(0, slash), Coast.parse(n.substring(slash + 1)).orElseThrow()));
    }
    return out;
  }
}
