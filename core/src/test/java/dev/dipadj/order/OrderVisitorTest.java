package dev.dipadj.order;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Each kind of order reaches its own method of an {@link Order.Visitor} (that every kind has
 * one is checked by the compiler: a visitor lacking one does not compile), and a unit's type
 * left out of an order is {@link UnitDesignation#OMITTED}, not null (DATC 4.C.1).
 */
class OrderVisitorTest {
  private static final GameMap MAP;
  private static final Power RED;
  private static final Location LND;
  private static final Location CST;
  private static final Location SEA;

  static {
    GameMapBuilder b = new GameMapBuilder();
    RED = b.addPower("Red", List.of());
    Province lnd = b.addProvince("Lnd", "Landia", ProvinceKind.LAND, true, List.of());
    Province cst = b.addProvince("Cst", "Coastia", ProvinceKind.COAST, true, List.of());
    Province sea = b.addProvince("Sea", "Open Sea", ProvinceKind.SEA, false, List.of());
    b.addArmyEdge(lnd, cst);
    b.addFleetEdge(cst, dev.dipadj.map.Coast.NONE, sea, dev.dipadj.map.Coast.NONE);
    MAP = b.build();
    LND = MAP.location(lnd);
    CST = MAP.location(cst);
    SEA = MAP.location(sea);
  }

  /** The name of the method a visit calls, and the order it is given, echoed with the argument. */
  private static final Order.Visitor<String, String> NAMES = new Order.Visitor<>() {
    @Override
    public String hold(Hold order, String argument) {
      return "hold " + order + argument;
    }

    @Override
    public String move(Move order, String argument) {
      return "move " + order + argument;
    }

    @Override
    public String supportHold(SupportHold order, String argument) {
      return "supportHold " + order + argument;
    }

    @Override
    public String supportMove(SupportMove order, String argument) {
      return "supportMove " + order + argument;
    }

    @Override
    public String convoy(Convoy order, String argument) {
      return "convoy " + order + argument;
    }

    @Override
    public String retreat(Retreat order, String argument) {
      return "retreat " + order + argument;
    }

    @Override
    public String disband(Disband order, String argument) {
      return "disband " + order + argument;
    }

    @Override
    public String build(Build order, String argument) {
      return "build " + order + argument;
    }

    @Override
    public String convert(Convert order, String argument) {
      return "convert " + order + argument;
    }

    @Override
    public String waive(Waive order, String argument) {
      return "waive " + order + argument;
    }

    @Override
    public String canalPermission(CanalPermission order, String argument) {
      return "canal-permission " + order + argument;
    }
  };

  @Test
  void eachKindOfOrderReachesItsOwnMethodWithTheArgument() {
    Map<Order, String> expected = new LinkedHashMap<>();
    expected.put(new Hold(RED, UnitType.ARMY, LND), "hold A Lnd H!");
    expected.put(new Move(RED, UnitType.ARMY, LND, CST, false), "move A Lnd - Cst!");
    expected.put(new SupportHold(RED, UnitType.ARMY, LND, UnitType.ARMY, CST), "supportHold A Lnd S A Cst!");
    expected.put(new SupportMove(RED, UnitType.FLEET, SEA, UnitType.ARMY, LND, CST),
        "supportMove F Sea S A Lnd - Cst!");
    expected.put(new Convoy(RED, UnitType.FLEET, SEA, UnitType.ARMY, CST, CST), "convoy F Sea C A Cst - Cst!");
    expected.put(new Retreat(RED, UnitType.ARMY, CST, LND), "retreat A Cst R Lnd!");
    expected.put(new Disband(RED, UnitType.FLEET, CST), "disband Disband F Cst!");
    expected.put(new Build(RED, UnitType.ARMY, LND), "build Build A Lnd!");
    expected.put(new Convert(RED, UnitType.ARMY, CST), "convert Convert A Cst!");
    expected.put(new Waive(RED), "waive Waive!");
    for (Map.Entry<Order, String> e : expected.entrySet()) {
      assertEquals(e.getValue(), e.getKey().accept(NAMES, "!"));
    }
  }

  @Test
  void theRequiredCheckGoesThroughEveryKindOfOrder() {
    // OrderPlaces dispatches through a visitor: each kind's places are checked, the last one included.
    // Another map's power and place: same indices, other names.
    GameMapBuilder other = new GameMapBuilder();
    Power foreign = other.addPower("Blue", List.of());
    Province far = other.addProvince("Far", "Faraway", ProvinceKind.LAND, true, List.of());
    Location elsewhere = other.build().location(far);
    List<Order> foreignPlaces = List.of(
        new Move(RED, UnitType.ARMY, LND, elsewhere, false),
        new SupportMove(RED, UnitType.ARMY, LND, UnitType.ARMY, CST, elsewhere),
        new Convoy(RED, UnitType.FLEET, SEA, UnitType.ARMY, CST, elsewhere),
        new Retreat(RED, UnitType.ARMY, CST, elsewhere),
        new SupportHold(RED, UnitType.ARMY, LND, UnitType.ARMY, elsewhere),
        new Build(RED, UnitType.ARMY, elsewhere),
        new Waive(foreign));
    for (Order o : foreignPlaces) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> OrderPlaces.requireOnMap(MAP, List.of(o)), o::toString);
      assertTrue(e.getMessage().startsWith("order 0 (" + o + "): "), e.getMessage());
    }
    NullPointerException e = assertThrows(NullPointerException.class,
        () -> OrderPlaces.requireOnMap(MAP, List.of(new Waive(RED), new Hold(RED, UnitType.ARMY, null))));
    assertEquals("order 1 (A null H) names no place", e.getMessage());
    OrderPlaces.requireOnMap(MAP, List.of(new Hold(RED, UnitDesignation.OMITTED, LND), new Waive(RED)));
  }

  @Test
  void aDesignationNamesTheTypeWrittenOrNone() {
    assertSame(UnitDesignation.ARMY, UnitDesignation.of(UnitType.ARMY));
    assertSame(UnitDesignation.FLEET, UnitDesignation.of(UnitType.FLEET));
    assertEquals(Optional.of(UnitType.ARMY), UnitDesignation.ARMY.type());
    assertEquals(Optional.of(UnitType.FLEET), UnitDesignation.FLEET.type());
    assertEquals(Optional.empty(), UnitDesignation.OMITTED.type());
    assertThrows(NullPointerException.class, () -> UnitDesignation.of(null));
  }

  /** DATC 4.C.1: an order may leave the unit's type out; its text then has no letter, and it is another order than one with the letter. */
  @Test
  void anOrderWithoutTheLetterSaysSoAndIsWrittenWithoutIt() {
    Move omitted = new Move(RED, UnitDesignation.OMITTED, LND, CST, false);
    assertEquals("Lnd - Cst", omitted.toString());
    assertEquals(UnitDesignation.OMITTED, omitted.designation());
    assertNotEquals(new Move(RED, UnitType.ARMY, LND, CST, false), omitted);
    assertEquals("Sea C Cst - Cst", new Convoy(RED, UnitDesignation.OMITTED, SEA, UnitDesignation.OMITTED, CST, CST)
        .toString());
    assertEquals("A Lnd S Cst", new SupportHold(RED, UnitDesignation.ARMY, LND, UnitDesignation.OMITTED, CST)
        .toString());
    assertEquals("Build Lnd", new Build(RED, UnitDesignation.OMITTED, LND).toString());
  }

  @Test
  void noOrderTakesNullForItsDesignation() {
    UnitDesignation none = null;
    UnitType noType = null;
    assertThrows(NullPointerException.class, () -> new Hold(RED, none, LND));
    assertThrows(NullPointerException.class, () -> new Hold(RED, noType, LND));
    assertThrows(NullPointerException.class, () -> new Move(RED, none, LND, CST, false));
    assertThrows(NullPointerException.class,
        () -> new SupportHold(RED, UnitDesignation.ARMY, LND, none, CST));
    assertThrows(NullPointerException.class,
        () -> new SupportMove(RED, UnitDesignation.ARMY, LND, none, CST, LND));
    assertThrows(NullPointerException.class,
        () -> new Convoy(RED, UnitDesignation.FLEET, SEA, none, CST, CST));
    assertThrows(NullPointerException.class, () -> new Retreat(RED, none, CST, LND));
    assertThrows(NullPointerException.class, () -> new Disband(RED, none, CST));
    assertThrows(NullPointerException.class, () -> new Build(RED, none, CST));
    assertThrows(NullPointerException.class, () -> new Convert(RED, none, CST));
  }
}
