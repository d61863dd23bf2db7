package dev.dipadj.resolve;

import java.util.Arrays;

/**
 * The convoys the fleets at sea of a movement phase could be given, for {@link
 * PossibleMovementOrders}: every convoy route of every army (from its province to each place a
 * convoy could carry it), with the fleets each route needs, and per fleet the routes that need
 * it. Each route is walked once for all fleets ({@link ConvoyGeometry#addNeededFrom}), so
 * listing a fleet's convoys asks nothing of the geometry again. The tables are kept from phase
 * to phase with the workspace, grown as needed, so that nothing is allocated per listing once
 * they are large enough.
 */
final class PossibleConvoys {
  /**
   * The convoy routes of the armies, in unit and province order, and the fleets each needs
   * ({@link ConvoyGeometry#addNeededFrom}, {@link #fleetWords} longs per route).
   */
  private int routes;
  private int[] routeOrigin = new int[0];
  private int[] routeDestination = new int[0];
  private long[] routeNeeds = new long[0];
  private int fleetWords;
  /** Per fleet at sea (by its index among them): the routes that need it, {@code fleetRoutes[fleetRoutesStart[k] ..]}. */
  private int[] fleetRoutesStart = new int[65];
  private int[] fleetRoutes = new int[0];

  /** The number of routes the last {@link #find} found: one convoy order each, at most. */
  int routes() {
    return routes;
  }

  /** The convoys fleet u could make: for each army and each place a route could carry it to that needs u. */
  int convoys(MovementOrders o, int u, long[] codes, int n) {
    int sea = o.geometry().seaIndexOf(o.province(u));
    // The same answers as convoyNeeds (OrderLegality), found once per route for every fleet.
    for (int k = fleetRoutesStart[sea]; k < fleetRoutesStart[sea + 1]; k++) {
      codes[n++] = convoy(o, u, fleetRoutes[k]);
    }
    return n;
  }

  private long convoy(MovementOrders o, int u, int route) {
    return PossibleOrderCode.of(MovementOrders.CONVOY, false, u, o.unitAt(routeOrigin[route]), routeDestination[route]);
  }

  /**
   * Every convoy route of an army, with the fleets some route needs (found once for all fleets).
   * {@code convoy} holds per unit, {@code words} longs each, the places a convoy route could
   * carry it to (none for a fleet).
   */
  void find(MovementOrders o, ConvoyGeometry g, long[] convoy, int words) {
    routes = 0;
    int fw = g.fleetWords();
    fleetWords = fw;
    for (int v = 0; v < o.units(); v++) {
      int base = v * words;
      boolean found = false;
      for (int w = 0; w < words; w++) {
        for (long bits = convoy[base + w]; bits != 0; bits &= bits - 1) {
          if (!found) {
            g.findAllNeededFrom(o.province(v), convoy, base);
            found = true;
          }
          if (routes == routeOrigin.length) {
            int n = Math.max(16, routes * 2);
            routeOrigin = Arrays.copyOf(routeOrigin, n);
            routeDestination = Arrays.copyOf(routeDestination, n);
          }
          if (routeNeeds.length < (routes + 1) * fw) {
            routeNeeds = Arrays.copyOf(routeNeeds, Math.max(16, routes * 2) * fw);
          }
          int q = (w << 6) + Long.numberOfTrailingZeros(bits);
          routeOrigin[routes] = o.province(v);
          routeDestination[routes] = q;
          Arrays.fill(routeNeeds, routes * fw, (routes + 1) * fw, 0L);
          g.addNeededFrom(q, routeNeeds, routes * fw);
          routes++;
        }
      }
    }
    indexFleetRoutes(g.seas());
  }

  /** For each fleet at sea, the routes that need it, in route order. */
  private void indexFleetRoutes(int seas) {
    if (fleetRoutesStart.length < seas + 1) {
      fleetRoutesStart = new int[seas + 1];
    }
    int fw = fleetWords;
    Arrays.fill(fleetRoutesStart, 0, seas + 1, 0);
    int total = 0;
    for (int i = 0; i < routes; i++) {
      for (int w = 0; w < fw; w++) {
        for (long bits = routeNeeds[i * fw + w]; bits != 0; bits &= bits - 1) {
          fleetRoutesStart[(w << 6) + Long.numberOfTrailingZeros(bits) + 1]++;
          total++;
        }
      }
    }
    for (int k = 0; k < seas; k++) {
      fleetRoutesStart[k + 1] += fleetRoutesStart[k];
    }
    if (fleetRoutes.length < total) {
      fleetRoutes = new int[Math.max(total, fleetRoutes.length * 2)];
    }
    for (int i = 0; i < routes; i++) {
      for (int w = 0; w < fw; w++) {
        for (long bits = routeNeeds[i * fw + w]; bits != 0; bits &= bits - 1) {
          fleetRoutes[fleetRoutesStart[(w << 6) + Long.numberOfTrailingZeros(bits)]++] = i;
        }
      }
    }
    for (int k = seas; k > 0; k--) {
      fleetRoutesStart[k] = fleetRoutesStart[k - 1];
    }
    fleetRoutesStart[0] = 0;
  }
}
