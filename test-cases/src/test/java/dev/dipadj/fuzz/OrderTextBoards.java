package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportMove;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.text.OrderParser;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The maps order texts are fuzzed on (classic and Era of Empire) and, for each, a game in
 * each kind of phase, where a parsed order is adjudicated: the starting position (Movement),
 * a position with a dislodged unit (Retreat), and a Winter where some powers must build and
 * others disband (Adjustment), so that orders of every kind meet units they can apply to.
 */
final class OrderTextBoards {
  /** A variant, its parser and a game in each phase type. */
  record Board(Variant variant, OrderParser parser, Map<PhaseType, Game> games) {
    GameMap map() {
      return variant.map();
    }
  }

  static final List<Board> BOARDS = List.of(board("classic"), board("era-of-empire"));

  private OrderTextBoards() {}

  private static Board board(String name) {
    Variant v;
    v = Variants.named(name);
    Map<PhaseType, Game> games = new EnumMap<>(PhaseType.class);
    games.put(PhaseType.MOVEMENT, Game.start(v));
    games.put(PhaseType.RETREAT, retreat(v));
    games.put(PhaseType.ADJUSTMENT, adjustment(v));
    return new Board(v, new OrderParser(v.map()), games);
  }

  /**
   * A retreat phase: the first unit of the start that two empty neighbouring provinces let
   * another power attack with support, dislodged with somewhere to go.
   */
  private static Game retreat(Variant v) {
    GameMap map = v.map();
    Position start = v.start();
    Set<Province> taken = new HashSet<>();
    start.units().forEach(u -> taken.add(u.location().province()));
    for (Unit victim : start.units()) {
      Province p = victim.location().province();
      if (!p.kind().allowsArmy()) {
        continue;
      }
      List<Province> free = new ArrayList<>();
      for (Province q : map.armyNeighbours(p)) {
        if (!taken.contains(q) && q.kind().allowsArmy()) {
          free.add(q);
        }
      }
      if (free.size() < 3) {
        continue; // two attackers and a retreat
      }
      Power attacker = map.powers().get((victim.power().index() + 1) % map.powers().size());
      Unit a = new Unit(attacker, UnitType.ARMY, map.location(free.get(0)));
      Unit s = new Unit(attacker, UnitType.ARMY, map.location(free.get(1)));
      List<Unit> units = new ArrayList<>(start.units());
      units.add(a);
      units.add(s);
      Game g = Game.from(v, Position.of(start.phase(), units, start.owners()), v.rules());
      List<Order> orders = List.of(
          new Move(attacker, UnitType.ARMY, a.location(), victim.location(), false),
          new SupportMove(attacker, UnitType.ARMY, s.location(), UnitType.ARMY, a.location(), victim.location()));
      PhaseOutcome o = g.adjudicateAsGiven(orders);
      if (o.next().phase().type() == PhaseType.RETREAT) {
        return o.next();
      }
    }
    throw new IllegalStateException("no retreat position found on " + v.name());
  }

  /** A Winter adjustment: every other power lost a unit (may build), the others have one too many. */
  private static Game adjustment(Variant v) {
    GameMap map = v.map();
    Position start = v.start();
    Set<Province> taken = new HashSet<>();
    start.units().forEach(u -> taken.add(u.location().province()));
    List<Unit> units = new ArrayList<>();
    Set<Power> removed = new HashSet<>();
    for (Unit u : start.units()) {
      if (u.power().index() % 2 == 0 && removed.add(u.power())) {
        continue;
      }
      units.add(u);
    }
    int next = 0;
    for (Power p : map.powers()) {
      if (p.index() % 2 == 1) {
        while (taken.contains(map.province(next)) || !map.province(next).kind().allowsArmy()) {
          next++;
        }
        units.add(new Unit(p, UnitType.ARMY, map.location(map.province(next++))));
      }
    }
    Phase winter = new Phase(Season.WINTER, start.phase().year(), PhaseType.ADJUSTMENT);
    return Game.from(v, Position.of(winter, units, start.owners()), v.rules());
  }
}
