package dev.dipadj.properties;

import static dev.dipadj.properties.CaseTextFormat.formatAll;
import static dev.dipadj.properties.RandomOrders.orders;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Order;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.properties.RandomOrders.Intent;
import dev.dipadj.resolve.MovementResolver;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;

/**
 * Random movement scenarios on the classic map, shared by {@link MovementProperties} and
 * {@link CaseRoundTripProperties}: a random position (each province drawn by a
 * {@link Slot} against a random density), random rule options, and one {@link Intent} per
 * unit that {@link RandomOrders} turns into orders. A {@link Scenario} prints itself as
 * case-file text, and {@link #resolve} runs the movement resolver on it.
 */
final class MovementScenarios {
  static final Variant CLASSIC;
  static final GameMap MAP;
  static final Phase SPRING_1901 = new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT);

  static {
    CLASSIC = Variants.named("classic");
    MAP = CLASSIC.map();
  }

  private MovementScenarios() {}

  /** Resolves the scenario's position with these orders, under the scenario's rule options. */
  static MovementResult resolve(Scenario s, List<Order> orders) {
    return MovementResolver.resolve(MAP, s.position(), orders, s.rules());
  }

  /** A position, orders for it (at most one per unit from its own power) and rule options. */
  record Scenario(Position position, List<Order> orders, List<String> ruleOptions) {
    /** The rule options: the DATC's choices, changed by {@code ruleOptions} (NAME=VALUE). */
    RuleOptions rules() {
      RuleOptions r = RuleOptions.DATC;
      for (String option : ruleOptions) {
        r = r.with(option);
      }
      return r;
    }

    @Override
    public String toString() {
      StringBuilder b = new StringBuilder();
      if (!ruleOptions.isEmpty()) {
        b.append("rules ").append(String.join(" ", ruleOptions)).append('\n');
      }
      b.append("units\n");
      for (Unit u : position.units()) {
        b.append("  ").append(u).append('\n');
      }
      if (position.units().isEmpty()) {
        b.append("  none\n");
      }
      b.append("orders\n").append(formatAll(orders));
      return b.toString();
    }
  }

  /** One province of the board: a unit stands there when {@code occupancy >= 100 - density}. */
  record Slot(int occupancy, int power, int fleet, int coast) {}

  static Arbitrary<Scenario> scenarios() {
    Arbitrary<List<String>> rules = Arbitraries.frequencyOf(
        Tuple.of(6, Arbitraries.just(List.<String>of())),
        Tuple.of(1, Combinators.combine(
                Arbitraries.of("convoy-paradox=szykman", "convoy-paradox=1982", "convoy-paradox=all-hold",
                    "convoy-paradox=1971", "convoy-paradox=2000"),
                Arbitraries.of("convoy-to-adjacent=2025", "convoy-to-adjacent=via-convoy-only", "convoy-to-adjacent=1982"),
                Arbitraries.of("convoy-disruption=all-routes", "convoy-disruption=one-route"))
            .as(List::of)));
    return Combinators.combine(positions(), rules).as(PositionAndRules::new)
        .flatMap(pr -> intents(pr.position().units().size())
            .map(intents -> new Scenario(pr.position(), orders(pr.position(), intents), pr.rules())));
  }

  record PositionAndRules(Position position, List<String> rules) {}

  static Arbitrary<Position> positions() {
    int n = MAP.provinces().size();
    Arbitrary<Slot> slot = Combinators.combine(
            Arbitraries.integers().between(0, 99).withDistribution(RandomDistribution.uniform()),
            Arbitraries.integers().between(0, MAP.powers().size() - 1),
            Arbitraries.integers().between(0, 1),
            Arbitraries.integers().between(0, 1))
        .as(Slot::new);
    Arbitrary<Integer> density =
        Arbitraries.integers().between(5, 80).withDistribution(RandomDistribution.uniform());
    return Combinators.combine(density, slot.list().ofSize(n)).as(MovementScenarios::position);
  }

  static Position position(int density, List<Slot> slots) {
    List<Unit> units = new ArrayList<>();
    for (Province p : MAP.provinces()) {
      Slot s = slots.get(p.index());
      if (s.occupancy() < 100 - density || p.kind() == ProvinceKind.IMPASSABLE) {
        continue;
      }
      Power power = MAP.powers().get(s.power());
      boolean fleet = switch (p.kind()) {
        case SEA -> true;
        case LAND -> false;
        default -> s.fleet() == 1;
      };
      if (fleet) {
        List<Location> coasts = MAP.fleetLocations(p);
        units.add(new Unit(power, UnitType.FLEET, coasts.get(s.coast() % coasts.size())));
      } else {
        units.add(new Unit(power, UnitType.ARMY, MAP.location(p)));
      }
    }
    return Position.of(SPRING_1901, units, CLASSIC.start().owners());
  }

  static Arbitrary<List<Intent>> intents(int units) {
    return Combinators.combine(
            Arbitraries.integers().between(0, 9).withDistribution(RandomDistribution.uniform()),
            Arbitraries.integers().between(0, 9999).withDistribution(RandomDistribution.uniform()),
            Arbitraries.integers().between(0, 9999).withDistribution(RandomDistribution.uniform()))
        .as(Intent::new)
        .list()
        .ofSize(units);
  }
}
