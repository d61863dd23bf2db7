package dev.dipadj.resolve;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.Railroad;
import dev.dipadj.order.Move;
import dev.dipadj.position.Position;
import dev.dipadj.result.IllegalReason;
import dev.dipadj.result.Reason;
import java.util.Arrays;

/**
 * The armies of a movement phase that move along a railroad (DATC v2.4 section 7, the
 * Trans-Siberian Railroad), laid out for the resolver: for each train its unit, the
 * provinces of its way from where it stands to its destination, its power, and which of
 * those provinces are supply centres its power does not own. Only one army may use a
 * railroad in a turn: two ordered along one are both refused (7.B.33). On a map without
 * railroads nothing is done.
 */
final class Trains {
  private int count;
  private int[] unit = new int[0];
  /** Per train: its way, province indices, where it stands first and its destination last. */
  private int[][] way = new int[0][];
  /** Per train and place of its way: a supply centre its power does not own (7.B.18). */
  private boolean[][] foreignCentre = new boolean[0][];
  private Power[] power = new Power[0];

  /** Finds the phase's trains among its checked orders; refuses the orders of a railroad used twice. */
  void load(MovementOrders o, Position position) {
    count = 0;
    GameMap map = o.map();
    if (map.railroads().isEmpty()) {
      return;
    }
    int railroads = map.railroads().size();
    int[] first = new int[railroads];
    boolean[] busy = new boolean[railroads];
    Arrays.fill(first, -1);
    for (int i = 0; i < o.given().size(); i++) {
      if (o.railroadOrder(i)) {
        // The check found this order a move along a railroad of the map.
        Railroad r = map.railroad(((Move) o.given().get(i)).railroad()).orElseThrow();
        int k = map.railroads().indexOf(r);
        if (first[k] < 0) {
          first[k] = i;
        } else {
          busy[k] = true;
          o.refuse(i, busy(r));
        }
      }
    }
    for (int k = 0; k < railroads; k++) {
      if (busy[k]) {
        o.refuse(first[k], busy(map.railroads().get(k)));
      } else if (first[k] >= 0) {
        add(o, position, map.railroads().get(k), o.unitOfOrder(first[k]));
      }
    }
  }

  private static Reason.Illegal busy(Railroad r) {
    return new Reason.Illegal(IllegalReason.RAILROAD_BUSY, "two armies ordered along " + r + ": neither may use it");
  }

  private void add(MovementOrders o, Position position, Railroad r, int u) {
    if (count == unit.length) {
      int n = Math.max(2, count * 2);
      unit = Arrays.copyOf(unit, n);
      way = Arrays.copyOf(way, n);
      foreignCentre = Arrays.copyOf(foreignCentre, n);
      power = Arrays.copyOf(power, n);
    }
    GameMap map = o.map();
    int from = r.indexOf(map.province(o.province(u)));
    int to = r.indexOf(map.province(o.target(u)));
    int step = to > from ? 1 : -1;
    int[] places = new int[Math.abs(to - from) + 1];
    boolean[] foreign = new boolean[places.length];
    for (int i = 0; i < places.length; i++) {
      Province p = r.line().get(from + i * step);
      places[i] = p.index();
      foreign[i] = p.supplyCentre() && !r.power().equals(position.owners().get(p));
    }
    unit[count] = u;
    way[count] = places;
    foreignCentre[count] = foreign;
    power[count] = r.power();
    o.setTrain(u, count);
    count++;
  }

  /** How many trains the phase has: none on most maps. */
  int count() {
    return count;
  }

  /** Train t's unit. */
  int unit(int t) {
    return unit[t];
  }

  /** The index of train t's destination on its way: how many provinces it passes into. */
  int last(int t) {
    return way[t].length - 1;
  }

  /** The province at place i of train t's way (0: where it stands). */
  int place(int t, int i) {
    return way[t][i];
  }

  /** The place of province p on train t's way, or -1. */
  int placeOf(int t, int p) {
    int[] w = way[t];
    for (int i = 0; i < w.length; i++) {
      if (w[i] == p) {
        return i;
      }
    }
    return -1;
  }

  /** Whether place i of train t's way is a supply centre the train's power does not own. */
  boolean foreignCentre(int t, int i) {
    return foreignCentre[t][i];
  }

  /** Train t's power. */
  Power power(int t) {
    return power[t];
  }
}
