package dev.dipadj.fuzz;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.position.Unit;
import java.util.List;
import java.util.Random;

/**
 * The small random choices every order generator makes the same way: picking from a list,
 * an event of some probability, and the sloppiness real players show in writing orders
 * (a unit type left out or wrong, a coast left out), which the rules forgive (DATC 4.B, 4.C).
 */
final class Dice {
  private final Random random;

  Dice(Random random) {
    this.random = random;
  }

  Random random() {
    return random;
  }

  /** True with probability {@code percent} in a hundred. */
  boolean percent(int percent) {
    return random.nextInt(100) < percent;
  }

  int below(int bound) {
    return random.nextInt(bound);
  }

  <T> T pick(List<T> list) {
    return list.get(random.nextInt(list.size()));
  }

  /** The unit's type as an order writes it: mostly right, sometimes left out, rarely wrong. */
  UnitDesignation writtenType(Unit u) {
    int x = random.nextInt(100);
    if (x < 5) {
      return UnitDesignation.OMITTED;
    }
    if (x < 7) {
      return u.type() == UnitType.ARMY ? UnitDesignation.FLEET : UnitDesignation.ARMY;
    }
    return UnitDesignation.of(u.type());
  }

  /** A type as written for a unit of this type: mostly right, sometimes left out. */
  UnitDesignation writtenType(UnitType type) {
    return random.nextInt(100) < 6 ? UnitDesignation.OMITTED : UnitDesignation.of(type);
  }

  /** The location, sometimes without its coast (legal where only one coast could be meant). */
  Location sloppyCoast(GameMap map, Location at) {
    return !at.isWholeProvince() && percent(25) ? map.location(at.province()) : at;
  }
}
