package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.MovementResolver;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The resolver on the largest map a variant may have ({@link VariantReader#MAX_PROVINCES}
 * provinces in a line): a chain of armies each moving into the next one's province, and a
 * ring of them. Each move waits on the next, so the algorithm's recursion is as deep as the
 * board is long; it must not depend on the size of the caller's stack.
 */
class LongMapTest {
  private static final int N = VariantReader.MAX_PROVINCES;

  private static Variant line(boolean ring) throws VariantFormatException {
    StringBuilder b = new StringBuilder("variant line\nstart Spring 1901 Movement\nsolo 1\npower Red\n");
    for (int i = 0; i < N; i++) {
      b.append("province P").append(i).append(" land \"Place ").append(i).append('"')
          .append(i == 0 ? " centre home Red" : "").append('\n');
    }
    for (int i = 0; i + 1 < N; i++) {
      b.append("army P").append(i).append(" P").append(i + 1).append('\n');
    }
    if (ring) {
      b.append("army P").append(N - 1).append(" P0\n");
    }
    return VariantReader.read("line.variant", b.toString());
  }

  private static MovementResult everyArmyMovesOn(Variant v, int armies) {
    GameMap map = v.map();
    Power red = map.powers().get(0);
    List<Unit> units = new ArrayList<>();
    List<Order> orders = new ArrayList<>();
    for (int i = 0; i < armies; i++) {
      units.add(new Unit(red, UnitType.ARMY, map.location(map.province(i))));
      orders.add(new Move(red, UnitType.ARMY, map.location(map.province(i)),
          map.location(map.province((i + 1) % N)), false));
    }
    Position p = Position.of(v.start().phase(), units, v.start().owners());
    return MovementResolver.resolve(map, p, orders, RuleOptions.DATC);
  }

  @Test
  void aChainAsLongAsTheMapMovesOn() throws VariantFormatException {
    // The last army's target is empty: every move succeeds, each waiting on the next.
    MovementResult r = everyArmyMovesOn(line(false), N - 1);
    assertTrue(r.results().stream().allMatch(x -> x.outcome() == Outcome.SUCCEEDS));
    assertEquals(N - 1, r.units().size());
    assertTrue(r.units().stream().noneMatch(u -> u.location().province().index() == 0));
  }

  @Test
  void aRingAsLongAsTheMapIsCircularMovement() throws VariantFormatException {
    // DATC 6.C.1 at the size of the map: a cycle of moves only, every one succeeds.
    MovementResult r = everyArmyMovesOn(line(true), N);
    assertTrue(r.results().stream().allMatch(x -> x.outcome() == Outcome.SUCCEEDS));
    assertEquals(N, r.units().size());
    assertTrue(r.dislodged().isEmpty());
  }

  @Test
  void aRingOnASmallStackIsStillCircularMovement() throws Exception {
    // A thread with a small stack (as in some servers' pools) adjudicates the same ring.
    Variant v = line(true);
    MovementResult[] r = new MovementResult[1];
    Thread t = new Thread(null, () -> r[0] = everyArmyMovesOn(v, N), "small", 128 << 10);
    t.start();
    t.join();
    assertTrue(r[0] != null && r[0].results().stream().allMatch(x -> x.outcome() == Outcome.SUCCEEDS));
  }
}
