package dev.dipadj.oracle;

import static dev.dipadj.oracle.OracleCase.MAP;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Unit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Random;

/**
 * Small random positions for the oracle, drawn from a seed: 4–9 units of 2–3 powers packed
 * around one sea (at most two borders away), so that nearly every unit meets another. Fleets
 * stand at sea and many armies on the coasts, so convoys, supports, head-to-head battles and
 * circles are frequent; {@link ScenarioOrders} writes the orders. About a third of the
 * positions start from the core of a convoy battle ({@link #battleCore}), the rarest shape
 * that random placement alone hardly ever reaches.
 *
 * <p>A plain {@link Random} rather than jqwik combinators, so a seed alone reproduces a case
 * and the generator stays readable; the property prints the case text of each failure.
 */
final class OracleScenarios {
  /** Per province, the provinces it borders (by land or by sea). */
  private static final List<List<Province>> BORDERS = new ArrayList<>();
  private static final List<Province> SEAS = new ArrayList<>();

  static {
    for (Province p : MAP.provinces()) {
      List<Province> near = new ArrayList<>();
      for (Province q : MAP.provinces()) {
        if (q != p && q.kind() != ProvinceKind.IMPASSABLE && MAP.borders(p.index(), q.index())) {
          near.add(q);
        }
      }
      BORDERS.add(near);
      if (p.kind() == ProvinceKind.SEA) {
        SEAS.add(p);
      }
    }
  }

  private OracleScenarios() {}

  /** The case drawn from this seed. */
  static OracleCase generate(long seed) {
    Random r = new Random(seed);
    Province centre = SEAS.get(r.nextInt(SEAS.size()));
    List<Power> powers = new ArrayList<>(MAP.powers());
    Collections.shuffle(powers, r);
    powers = powers.subList(0, 2 + r.nextInt(2));
    List<Unit> units = new ArrayList<>();
    boolean battle = r.nextInt(100) < 35 && battleCore(r, centre, powers, units);
    units(r, centre, powers, units);
    return OracleCase.of(units, ScenarioOrders.write(r, units, battle));
  }

  /**
   * The core of a convoy battle around the centre sea: a fleet there, an army on one coast
   * next to it, and on another coast a fleet (mostly of another power than the army's) that
   * can support into the sea. Orders come later ({@link ScenarioOrders}). False, with no units
   * placed, when the sea has no two such coasts.
   */
  private static boolean battleCore(Random r, Province centre, List<Power> powers, List<Unit> units) {
    List<Province> coasts = new ArrayList<>();
    for (Province p : BORDERS.get(centre.index())) {
      if (p.kind() == ProvinceKind.COAST && MAP.fleetReaches(MAP.location(centre).id(), p.index())) {
        coasts.add(p);
      }
    }
    if (coasts.size() < 2) {
      return false;
    }
    Collections.shuffle(coasts, r);
    Power army = powers.get(r.nextInt(powers.size()));
    Power other = powers.get(r.nextInt(powers.size()));
    if (other.equals(army) && r.nextInt(100) < 80) {
      other = powers.get((powers.indexOf(army) + 1) % powers.size());
    }
    List<Location> fleetSpots = new ArrayList<>();
    for (Location l : MAP.fleetLocations(coasts.get(1))) {
      if (MAP.fleetAdjacent(l.id(), MAP.location(centre).id())) {
        fleetSpots.add(l);
      }
    }
    units.add(new Unit(powers.get(r.nextInt(powers.size())), UnitType.FLEET, MAP.location(centre)));
    units.add(new Unit(army, UnitType.ARMY, MAP.location(coasts.get(0))));
    units.add(new Unit(other, UnitType.FLEET, fleetSpots.get(r.nextInt(fleetSpots.size()))));
    return true;
  }

  /** Adds random units around the centre (skipping provinces taken) up to 4–9 in all. */
  private static void units(Random r, Province centre, List<Power> powers, List<Unit> units) {
    // The region: the centre, its borders (weight 4) and their borders (weight 1).
    List<Province> region = new ArrayList<>();
    List<Integer> weight = new ArrayList<>();
    Deque<Province> frontier = new ArrayDeque<>(List.of(centre));
    int[] distance = new int[MAP.provinces().size()];
    Arrays.fill(distance, -1);
    distance[centre.index()] = 0;
    while (!frontier.isEmpty()) {
      Province p = frontier.poll();
      region.add(p);
      weight.add(distance[p.index()] < 2 ? 4 : 1);
      if (distance[p.index()] == 2) {
        continue;
      }
      for (Province q : BORDERS.get(p.index())) {
        if (distance[q.index()] < 0) {
          distance[q.index()] = distance[p.index()] + 1;
          frontier.add(q);
        }
      }
    }
    for (Unit u : units) {
      int k = region.indexOf(u.location().province());
      region.remove(k);
      weight.remove(k);
    }
    int count = 4 + r.nextInt(6);
    while (units.size() < count && !region.isEmpty()) {
      int k = weighted(r, weight);
      Province p = region.remove(k);
      weight.remove(k);
      Power power = powers.get(r.nextInt(powers.size()));
      boolean fleet = p.kind() == ProvinceKind.SEA || (p.kind() == ProvinceKind.COAST && r.nextInt(100) < 30);
      if (fleet) {
        List<Location> coasts = MAP.fleetLocations(p);
        units.add(new Unit(power, UnitType.FLEET, coasts.get(r.nextInt(coasts.size()))));
      } else {
        units.add(new Unit(power, UnitType.ARMY, MAP.location(p)));
      }
    }
  }

  private static int weighted(Random r, List<Integer> weight) {
    int total = weight.stream().mapToInt(Integer::intValue).sum();
    int x = r.nextInt(total);
    for (int k = 0; k < weight.size(); k++) {
      x -= weight.get(k);
      if (x < 0) {
        return k;
      }
    }
    throw new IllegalStateException();
  }
}
