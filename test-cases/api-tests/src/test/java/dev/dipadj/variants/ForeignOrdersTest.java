package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import dev.dipadj.game.Game;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.Waive;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Orders put together in code from parts of another map, or with parts missing, are the
 * caller's mistake: each is refused at the door with a message naming the order, before any
 * adjudication (they once ended in an index or null-pointer error deep in the resolver).
 */
class ForeignOrdersTest {
  private static Game classic() throws VariantFormatException {
    return Game.start(Variants.named("classic"));
  }

  @Test
  void aPlaceOfAnotherMap() throws Exception {
    Game game = classic();
    GameMap other = Variants.named("era-of-empire").map();
    GameMap map = game.variant().map();
    Power france = map.power("France").orElseThrow();
    Location par = map.location(map.province("Par").orElseThrow());
    Location elsewhere = other.locations().get(other.locations().size() - 1);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> game.adjudicate(List.of(new Move(france, UnitType.ARMY, par, elsewhere, false))));
    assertTrue(e.getMessage().startsWith("order 0 ") && e.getMessage().contains("not a place of this map"), e.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> game.adjudicate(List.of(new Move(france, UnitType.ARMY, elsewhere, par, false))));
  }

  @Test
  void aPowerOfNoMap() throws Exception {
    Game game = classic();
    Power nobody = new Power(7, "Nobody", ImmutableList.of());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> game.adjudicate(List.of(new Waive(nobody))));
    assertTrue(e.getMessage().contains("not a power of this map"), e.getMessage());
  }

  @Test
  void missingParts() throws Exception {
    Game game = classic();
    GameMap map = game.variant().map();
    Power france = map.power("France").orElseThrow();
    Location par = map.location(map.province("Par").orElseThrow());
    NullPointerException e = assertThrows(NullPointerException.class,
        () -> game.adjudicate(List.of(new Move(france, UnitType.ARMY, par, null, false))));
    assertTrue(e.getMessage().contains("order 0"), e.getMessage());
    List<Order> withNull = new ArrayList<>();
    withNull.add(null);
    assertThrows(NullPointerException.class, () -> game.adjudicate(withNull));
  }

  /**
   * The check is made as each order is read, in every entry point: the first foreign order is
   * named by its index after legal ones, in a phase adjudicated as given (where an order of
   * another phase is an illegal result, not a refusal) and by the movement resolver itself.
   */
  @Test
  void theFirstForeignOrderIsNamedWhereverItStands() throws Exception {
    Game game = classic();
    GameMap other = Variants.named("era-of-empire").map();
    GameMap map = game.variant().map();
    Power france = map.power("France").orElseThrow();
    Location par = map.location(map.province("Par").orElseThrow());
    Location bur = map.location(map.province("Bur").orElseThrow());
    Location elsewhere = other.locations().get(0);
    List<Order> orders = List.of(
        new Move(france, UnitType.ARMY, par, bur, false),
        new Waive(france),
        new Move(france, UnitType.ARMY, par, elsewhere, false));
    IllegalArgumentException asGiven = assertThrows(IllegalArgumentException.class,
        () -> game.adjudicateAsGiven(orders));
    assertTrue(asGiven.getMessage().startsWith("order 2 "), asGiven.getMessage());
    IllegalArgumentException resolver = assertThrows(IllegalArgumentException.class,
        () -> dev.dipadj.resolve.MovementResolver.resolve(
            map, game.position(), orders, game.rules()));
    assertTrue(resolver.getMessage().startsWith("order 2 ") && resolver.getMessage().contains("not a place"),
        resolver.getMessage());
    // Refused for its phase only when every order is of the map: the foreign one is named first.
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
        () -> game.adjudicate(orders));
    assertTrue(refused.getMessage().startsWith("order 2 "), refused.getMessage());
    Power nobody = new Power(7, "Nobody", ImmutableList.of());
    IllegalArgumentException wrongPhase = assertThrows(IllegalArgumentException.class,
        () -> game.adjudicateAsGiven(List.of(new Move(france, UnitType.ARMY, par, bur, false), new Waive(nobody))));
    assertTrue(wrongPhase.getMessage().startsWith("order 1 ") && wrongPhase.getMessage().contains("not a power"),
        wrongPhase.getMessage());
  }
}
