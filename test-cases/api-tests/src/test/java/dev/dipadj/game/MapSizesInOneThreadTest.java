package dev.dipadj.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.order.Order;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * One thread lists the possible orders of a map of at most 64 provinces, then of the
 * classic map (76): the convoy walk's tables, kept per thread, were sized for the first
 * map's one word per set of provinces and overran on the second's two (found by the random
 * games of the neutral test map, issue 21).
 */
class MapSizesInOneThreadTest {
  private static Game game(String file, String setup) throws CaseError {
    return CaseRunner.start(CaseFileReader.read(file, setup).get(0));
  }

  @Test
  void aSmallMapThenTheClassicMap() throws Exception {
    AtomicReference<Throwable> failed = new AtomicReference<>();
    Thread t = new Thread(() -> {
      try {
        // The neutral test map (9 provinces): Red's army in Rome may go by the Sea to the Isle (no land border: a convoy).
        Game small = game("vocabulary/small.case", """
            variant neutral.variant
            case small
            units
              Red: A Rom
              Red: F Sea
            orders
            end
            """);
        assertTrue(listed(small, "Red", "A Rom - Isl"));
        // Then classic: Yorkshire's army by the North Sea to Norway (a convoy too).
        Game classic = game("small.case", """
            case classic
            units
              England: A Yor
              England: F Nth
            orders
            end
            """);
        assertTrue(listed(classic, "England", "A Yor - Nwy"));
      } catch (Throwable e) {
        failed.set(e);
      }
    });
    t.start();
    t.join();
    if (failed.get() != null) {
      throw new AssertionError(failed.get());
    }
  }

  private static boolean listed(Game game, String power, String order) throws Exception {
    List<Order> read = game.ordersOrThrow(power, order);
    return game.possibleOrders().contains(read.get(0));
  }
}
