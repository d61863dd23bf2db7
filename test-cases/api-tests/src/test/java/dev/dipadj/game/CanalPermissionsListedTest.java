package dev.dipadj.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.map.Power;
import dev.dipadj.order.CanalPermission;
import dev.dipadj.order.Order;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The Suez Canal's permissions among the possible orders (DATC v2.4 section 7.C: the power
 * whose unit holds Egypt lets a fleet through, `SC F Med - Red`): listed for that power, one
 * for each unit at an end of the canal, to the other end, and for no other power or unit.
 */
class CanalPermissionsListedTest {
  private static Game game(String units) throws CaseError {
    return CaseRunner.start(CaseFileReader.read("canal.case",
        "case t\nvariant colonial\nphase Spring 1870 Movement\nunits\n" + units + "orders\nend\n").get(0));
  }

  private static Set<Order> permissions(List<Order> orders) {
    return orders.stream().filter(o -> o instanceof CanalPermission).collect(Collectors.toSet());
  }

  private static Power power(Game game, String name) {
    return game.variant().map().power(name).orElseThrow();
  }

  @Test
  void theHolderOfEgyptMayLetEachFleetAtAnEndThrough() throws Exception {
    Game game = game("  Turkey: A Egy\n  Britain: F Med\n  France: F Red\n");
    PossibleOrders possible = game.possibleOrders();
    // Turkey holds Egypt: it may let the British fleet through to the Red Sea and the French
    // fleet through to the Mediterranean (7.C.1, 7.C.3); nobody else may give a permission.
    assertEquals(new HashSet<>(game.ordersOrThrow("Turkey", "SC F Med - Red", "SC F Red - Med")),
        permissions(possible.forPower(power(game, "Turkey"))));
    assertEquals(Set.of(), permissions(possible.forPower(power(game, "Britain"))));
    assertEquals(Set.of(), permissions(possible.forPower(power(game, "France"))));
    // A permission is the power's order, not a unit's: no unit's list holds one.
    assertEquals(Set.of(), permissions(possible.forUnit(game.position().units().get(0))));
    for (Order o : permissions(possible.all())) {
      assertTrue(possible.accepts(o), o::toString);
      assertTrue(possible.contains(o), o::toString);
    }
  }

  @Test
  void noPermissionWithoutAUnitInEgyptOrAtTheEnds() throws Exception {
    // Nobody in Egypt: no power may give one (7.C.2: the permission of the power holding Egypt).
    Game empty = game("  Britain: F Med\n  France: F Red\n");
    assertEquals(Set.of(), permissions(empty.possibleOrders().all()));
    // Turkey in Egypt with only the Mediterranean's fleet: one permission, to the Red Sea.
    Game one = game("  Turkey: A Egy\n  Turkey: F Med\n");
    assertEquals(new HashSet<>(one.ordersOrThrow("Turkey", "SC F Med - Red")),
        permissions(one.possibleOrders().all()));
  }
}
