package dev.dipadj.cases;

import dev.dipadj.map.Location;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.CanalPermission;
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
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.order.Waive;
import java.util.Optional;

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
    return a.accept(SAME, b);
  }

  /** Whether the order means what the argument, an order of the same kind, means. */
  private static final Order.Visitor<Boolean, Order> SAME = new Order.Visitor<>() {
    @Override
    public Boolean hold(Hold x, Order other) {
      Hold y = (Hold) other;
      Optional<UnitType> t = type(x.designation(), y.designation());
      return t.isPresent() && place(t.get(), x.unit(), y.unit());
    }

    @Override
    public Boolean move(Move x, Order other) {
      Move y = (Move) other;
      Optional<UnitType> t = type(x.designation(), y.designation());
      return t.isPresent() && place(t.get(), x.unit(), y.unit()) && place(t.get(), x.destination(), y.destination())
          && x.viaConvoy() == y.viaConvoy() && x.railroad().equalsIgnoreCase(y.railroad());
    }

    @Override
    public Boolean supportHold(SupportHold x, Order other) {
      SupportHold y = (SupportHold) other;
      Optional<UnitType> t = type(x.designation(), y.designation());
      Optional<UnitType> s = type(x.supportedDesignation(), y.supportedDesignation());
      return t.isPresent() && s.isPresent() && place(t.get(), x.unit(), y.unit())
          && place(s.get(), x.supported(), y.supported());
    }

    @Override
    public Boolean supportMove(SupportMove x, Order other) {
      SupportMove y = (SupportMove) other;
      Optional<UnitType> t = type(x.designation(), y.designation());
      Optional<UnitType> s = type(x.supportedDesignation(), y.supportedDesignation());
      return t.isPresent() && s.isPresent() && place(t.get(), x.unit(), y.unit())
          && place(s.get(), x.supported(), y.supported()) && place(s.get(), x.destination(), y.destination());
    }

    @Override
    public Boolean convoy(Convoy x, Order other) {
      Convoy y = (Convoy) other;
      Optional<UnitType> t = type(x.designation(), y.designation());
      return t.isPresent() && type(x.convoyedDesignation(), y.convoyedDesignation()).isPresent()
          && place(t.get(), x.unit(), y.unit()) && place(UnitType.ARMY, x.army(), y.army())
          && place(UnitType.ARMY, x.destination(), y.destination());
    }

    @Override
    public Boolean retreat(Retreat x, Order other) {
      Retreat y = (Retreat) other;
      Optional<UnitType> t = type(x.designation(), y.designation());
      return t.isPresent() && place(t.get(), x.unit(), y.unit()) && place(t.get(), x.destination(), y.destination());
    }

    @Override
    public Boolean disband(Disband x, Order other) {
      Disband y = (Disband) other;
      Optional<UnitType> t = type(x.designation(), y.designation());
      return t.isPresent() && place(t.get(), x.unit(), y.unit());
    }

    @Override
    public Boolean build(Build x, Order other) {
      Build y = (Build) other;
      Optional<UnitType> t = type(x.designation(), y.designation());
      return t.isPresent() && place(t.get(), x.location(), y.location());
    }

    @Override
    public Boolean convert(Convert x, Order other) {
      // The coast of a conversion says where the new fleet stands: it counts.
      Convert y = (Convert) other;
      return type(x.designation(), y.designation()).isPresent() && place(UnitType.FLEET, x.unit(), y.unit());
    }

    @Override
    public Boolean waive(Waive x, Order other) {
      return true;
    }

    @Override
    public Boolean canalPermission(CanalPermission x, Order other) {
      CanalPermission y = (CanalPermission) other;
      Optional<UnitType> t = type(x.designation(), y.designation());
      return t.isPresent() && x.canal().equalsIgnoreCase(y.canal()) && place(t.get(), x.unit(), y.unit())
          && place(t.get(), x.destination(), y.destination());
    }
  };

  /**
   * The type both write (either may leave it out; where both do, {@link UnitType#FLEET} stands
   * for "unknown", its coasts compared), or empty when they write different types.
   */
  private static Optional<UnitType> type(UnitDesignation a, UnitDesignation b) {
    if (a == UnitDesignation.OMITTED) {
      return b == UnitDesignation.OMITTED ? Optional.of(UnitType.FLEET) : b.type();
    }
    return b == UnitDesignation.OMITTED || a == b ? a.type() : Optional.empty();
  }

  /** The same place for a unit of this type: the same province, and for a fleet no coast that disagrees. */
  private static boolean place(UnitType type, Location a, Location b) {
    return a.province().equals(b.province())
        && (type == UnitType.ARMY || a.isWholeProvince() || b.isWholeProvince() || a.coast() == b.coast());
  }
}
