package dev.dipadj.resolve;

import static dev.dipadj.resolve.MovementOrders.MOVE;

import dev.dipadj.map.Canal;
import dev.dipadj.map.GameMap;
import dev.dipadj.order.CanalPermission;
import java.util.Arrays;

/**
 * The moves of a movement phase through a canal (DATC v2.4 section 7, the Suez Canal), laid
 * out for the resolver: per canal, the unit holding its province and the one move that has
 * its permission, if any. The permission is the holder's power's to give: explicitly, by a
 * permission order naming the move, else implicitly to a fleet of its own. Only one fleet a
 * turn gets it: an explicit permission denies the implicit one, and two candidates of one
 * kind (two permissions, or two fleets of the power) get none. On a map without canals
 * nothing is done.
 */
final class Canals {
  private int count;
  /** Per canal: the unit in its province (-1: none), and the move permitted through it (-1: none). */
  private int[] holder = new int[0];
  private int[] permitted = new int[0];
  /** Per given order: the canal move a permission named, -1 when it named none (or is no permission). */
  private int[] namedMove = new int[0];

  /** Finds the canal moves and their permissions; marks each move through a canal in {@code o}. */
  void load(MovementOrders o) {
    count = 0;
    GameMap map = o.map();
    if (map.canals().isEmpty()) {
      return;
    }
    count = map.canals().size();
    if (holder.length < count) {
      holder = new int[count];
      permitted = new int[count];
    }
    int n = o.given().size();
    if (namedMove.length < n) {
      namedMove = new int[Math.max(n, namedMove.length * 2)];
    }
    Arrays.fill(namedMove, 0, n, -1);
    for (int c = 0; c < count; c++) {
      Canal canal = map.canals().get(c);
      int g = o.unitAt(canal.via().index());
      holder[c] = g;
      int own = -1;
      int owns = 0;
      for (int u = 0; u < o.units(); u++) {
        if (o.kind(u) == MOVE && o.fleet(u)
            && canal.crossedBy(map.province(o.province(u)), map.province(o.target(u)))) {
          o.setCanal(u, c);
          if (g >= 0 && o.unit(u).power().equals(o.unit(g).power())) {
            own = u;
            owns++;
          }
        }
      }
      int explicit = -1;
      int explicits = 0;
      for (int i = 0; i < n; i++) {
        if (o.illegal(i) == null && o.unitOfOrder(i) < 0) {
          // A legal order of no unit is a canal permission, checked against the board.
          CanalPermission p = (CanalPermission) o.given().get(i);
          int v = o.unitAt(p.unit().province().index());
          if (map.canal(p.canal()).orElseThrow().equals(canal) && v >= 0 && o.canal(v) == c
              && o.target(v) == p.destination().province().index()) {
            namedMove[i] = v;
            if (v != explicit) {
              explicit = v;
              explicits++;
            }
          }
        }
      }
      permitted[c] = g < 0 ? -1 : explicits > 0 ? (explicits == 1 ? explicit : -1) : (owns == 1 ? own : -1);
    }
  }

  /** How many canals the map has: none on most maps. */
  int count() {
    return count;
  }

  /** The unit holding canal c's province at the start of the turn, or -1. */
  int holder(int c) {
    return holder[c];
  }

  /** The move permitted through canal c, or -1. */
  int permitted(int c) {
    return permitted[c];
  }

  /** The canal move the i-th order (a canal permission) named, or -1. */
  int namedMove(int i) {
    return namedMove[i];
  }
}
