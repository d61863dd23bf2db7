package dev.dipadj.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.order.Order;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The resolver's tables are kept per thread and grown on demand; each test runs in a thread
 * of its own, so that it starts from the tables a new thread has. One thread lists the
 * possible orders of a map of at most 64 provinces, then of the classic map (76): the convoy
 * walk's tables were sized for the first map's one word per set of provinces and overran on
 * the second's two (found by the random games of the neutral test map, issue 21). A board
 * without units in a new thread overran the empty tables of supports (found by mutated case
 * files).
 */
class WorkspacePerThreadTest {
  private static Game game(String file, String setup) throws CaseError {
    return CaseRunner.start(CaseFileReader.read(file, setup).get(0));
  }

  /** What a test does in a new thread. */
  private interface Body {
    void run() throws Exception;
  }

  private static void inNewThread(Body body) throws InterruptedException {
    AtomicReference<Throwable> failed = new AtomicReference<>();
    Thread t = new Thread(() -> {
      try {
        body.run();
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

  @Test
  void aBoardWithoutUnits() throws Exception {
    inNewThread(() -> {
      Game empty = game("empty.case", """
          case empty
          units
            none
          orders
          end
          """);
      PhaseOutcome outcome = empty.adjudicate(List.of());
      // Nothing to do: Spring 1901 passes to Fall 1901 with no unit on the board.
      assertTrue(outcome.results().isEmpty());
      assertEquals("Fall 1901 Movement", outcome.next().phase().toString());
      assertTrue(outcome.next().position().units().isEmpty());
    });
  }

  @Test
  void aSmallMapThenTheClassicMap() throws Exception {
    inNewThread(() -> {
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
    });
  }

  private static boolean listed(Game game, String power, String order) throws Exception {
    List<Order> read = game.ordersOrThrow(power, order);
    return game.possibleOrders().contains(read.get(0));
  }
}
