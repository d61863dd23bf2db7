package dev.dipadj.cases;

import dev.dipadj.map.Location;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Build;
import dev.dipadj.order.Convert;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.Waive;

/**
 * Whether two orders say the same thing however they were written: same kind, power and
 * places. A unit type left out on either side matches any type; a coast means nothing for a
 * place an army stands on or goes to (DATC 4.B.6), and a coast left out matches any coast.
 */
final class OrderMeaning {
  private OrderMeaning() {}

  static boolean same(Order a, Order b) {
    if (a.getClass() != b.getClass() || !a.power().equals(b.power())) {
      return false;
    }
    if (a instanceof Move x && b instanceof Move y) {
      UnitType t = type(x.type(), y.type());
      return t != null && place(t, x.unit(), y.unit()) && place(t, x.destination(), y.destination())
          && x.viaConvoy() == y.viaConvoy();
    } else if (a instanceof Hold x && b instanceof Hold y) {
      UnitType t = type(x.type(), y.type());
      return t != null && place(t, x.unit(), y.unit());
    } else if (a instanceof SupportHold x && b instanceof SupportHold y) {
      UnitType t = type(x.type(), y.type());
      UnitType s = type(x.supportedType(), y.supportedType());
      return t != null && s != null && place(t, x.unit(), y.unit()) && place(s, x.supported(), y.supported());
    } else if (a instanceof SupportMove x && b instanceof SupportMove y) {
      UnitType t = type(x.type(), y.type());
      UnitType s = type(x.supportedType(), y.supportedType());
      return t != null && s != null && place(t, x.unit(), y.unit()) && place(s, x.supported(), y.supported())
          && place(s, x.destination(), y.destination());
    } else if (a instanceof Convoy x && b instanceof Convoy y) {
      UnitType t = type(x.type(), y.type());
      return t != null && type(x.convoyedType(), y.convoyedType()) != null && place(t, x.unit(), y.unit())
          && place(UnitType.ARMY, x.army(), y.army()) && place(UnitType.ARMY, x.destination(), y.destination());
    } else if (a instanceof Retreat x && b instanceof Retreat y) {
      UnitType t = type(x.type(), y.type());
      return t != null && place(t, x.unit(), y.unit()) && place(t, x.destination(), y.destination());
    } else if (a instanceof Disband x && b instanceof Disband y) {
      UnitType t = type(x.type(), y.type());
      return t != null && place(t, x.unit(), y.unit());
    } else if (a instanceof Build x && b instanceof Build y) {
      UnitType t = type(x.type(), y.type());
      return t != null && place(t, x.location(), y.location());
    } else if (a instanceof Convert x && b instanceof Convert y) {
      // The coast of a conversion says where the new fleet stands: it counts.
      UnitType t = type(x.type(), y.type());
      return t != null && place(UnitType.FLEET, x.unit(), y.unit());
    }
    return a instanceof Waive && b instanceof Waive;
  }

  /** The type both write (either may leave it out: {@link UnitType#FLEET} stands for "unknown"), or null when they differ. */
  private static UnitType type(UnitType a, UnitType b) {
    if (a != null && b != null) {
      return a == b ? a : null;
    }
    return a != null ? a : b != null ? b : UnitType.FLEET;
  }

  /** The same place for a unit of this type: the same province, and for a fleet no coast that disagrees. */
  private static boolean place(UnitType type, Location a, Location b) {
    return a.province().equals(b.province())
        && (type == UnitType.ARMY || a.isWholeProvince() || b.isWholeProvince() || a.coast() == b.coast());
  }
}
