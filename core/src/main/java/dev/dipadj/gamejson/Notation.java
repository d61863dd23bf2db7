package dev.dipadj.gamejson;

import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
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
import dev.dipadj.position.Unit;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/**
 * Writes dipadj's orders, units and places in the notation of the game JSON: upper case,
 * {@code A LON - BEL VIA}, {@code F NTH C A LON - BEL}, {@code A PAR R BUR}, {@code F STP/NC B},
 * {@code A MUN D}, {@code WAIVE}; and, for the variants that have conversions, dipadj's own
 * {@code A BOM CONVERT} ({@code A BAN/EC CONVERT} naming the new fleet's coast).
 * {@link dev.dipadj.text.OrderParser} reads all of it back.
 */
public final class Notation {
  /**
   * The texts of places and provinces already written, per thread, by identity: a recorder
   * writes the same few hundred in every state of every game. Bounded: past its size it
   * starts afresh.
   */
  private static final ThreadLocal<IdentityHashMap<Object, String>> TEXTS =
      ThreadLocal.withInitial(IdentityHashMap::new);
  private static final int MAX_TEXTS = 20_000;
  /** The texts of units already written, per thread, by place and type; bounded as {@link #TEXTS} is. */
  private static final ThreadLocal<IdentityHashMap<Location, String[]>> UNITS =
      ThreadLocal.withInitial(IdentityHashMap::new);

  private Notation() {}

  /** A text in upper case, made once per thing ({@code place}: a location, province or power) and thread. */
  static String upper(Object place, String text) {
    IdentityHashMap<Object, String> texts = TEXTS.get();
    String known = texts.get(place);
    if (known == null) {
      if (texts.size() >= MAX_TEXTS) {
        texts.clear();
      }
      known = text.toUpperCase(Locale.ROOT);
      texts.put(place, known);
    }
    return known;
  }

  /**
   * An order in the notation. The notation always names the unit type; where the order left it
   * out, {@code typeAt} gives the type of the unit standing there (null when none does: an army
   * is assumed, the order naming nothing on the board either way).
   *
   * @param order the order
   * @param typeAt the type of the unit in a province, or null
   * @return the order's text
   * @throws IllegalArgumentException for an order the notation has no form for (a build that
   *     does not say A or F)
   */
  public static String order(Order order, Function<Province, UnitType> typeAt) {
    Objects.requireNonNull(order, "order");
    Objects.requireNonNull(typeAt, "typeAt");
    if (order instanceof Hold h) {
      return unit(h.type(), h.unit(), typeAt) + " H";
    } else if (order instanceof Move m) {
      return unit(m.type(), m.unit(), typeAt) + " - " + location(m.destination()) + (m.viaConvoy() ? " VIA" : "");
    } else if (order instanceof SupportHold s) {
      return unit(s.type(), s.unit(), typeAt) + " S " + unit(s.supportedType(), s.supported(), typeAt);
    } else if (order instanceof SupportMove s) {
      return unit(s.type(), s.unit(), typeAt) + " S " + unit(s.supportedType(), s.supported(), typeAt)
          + " - " + location(s.destination());
    } else if (order instanceof Convoy c) {
      return unit(c.type(), c.unit(), typeAt) + " C " + unit(c.convoyedType(), c.army(), typeAt)
          + " - " + location(c.destination());
    } else if (order instanceof Retreat r) {
      return unit(r.type(), r.unit(), typeAt) + " R " + location(r.destination());
    } else if (order instanceof Disband d) {
      return unit(d.type(), d.unit(), typeAt) + " D";
    } else if (order instanceof Build b) {
      if (b.type() == null) {
        // Nothing stands where a build goes, so no type can be taken from the board.
        throw new IllegalArgumentException("the game JSON has no form for a build without its unit type: " + order);
      }
      return unit(b.type(), b.location(), typeAt) + " B";
    } else if (order instanceof Waive) {
      return "WAIVE";
    } else if (order instanceof Convert c) {
      // The research format has no conversion; dipadj writes it as the other adjustment orders are written.
      return unit(c.type(), c.unit(), typeAt) + " CONVERT";
    }
    throw new IllegalArgumentException("unknown order " + order);
  }

  /**
   * A unit as the file lists it: {@code A PAR}, {@code F STP/NC}.
   *
   * @param unit the unit
   * @return its text
   */
  public static String unit(Unit unit) {
    Objects.requireNonNull(unit, "unit");
    return unit(unit.type(), unit.location());
  }

  /** A unit's text ({@code A PAR}), made once per type, place and thread: a replay writes each unit's every phase. */
  static String unit(UnitType type, Location location) {
    IdentityHashMap<Location, String[]> texts = UNITS.get();
    String[] byType = texts.get(location);
    if (byType == null) {
      if (texts.size() >= MAX_TEXTS) {
        texts.clear();
      }
      byType = new String[UnitType.values().length];
      texts.put(location, byType);
    }
    String text = byType[type.ordinal()];
    if (text == null) {
      text = type.letter() + " " + location(location);
      byType[type.ordinal()] = text;
    }
    return text;
  }

  /**
   * A place: {@code PAR}, {@code SPA/NC}.
   *
   * @param location the place
   * @return its text
   */
  public static String location(Location location) {
    Objects.requireNonNull(location, "location");
    return upper(location, location.toString());
  }

  /**
   * A province's abbreviation in upper case: {@code STP}.
   *
   * @param province the province
   * @return its abbreviation
   */
  public static String province(Province province) {
    Objects.requireNonNull(province, "province");
    return upper(province, province.abbreviation());
  }

  private static String unit(UnitType type, Location at, Function<Province, UnitType> typeAt) {
    UnitType t = type != null ? type : typeAt.apply(at.province());
    return (t == null ? UnitType.ARMY : t).letter() + " " + location(at);
  }
}
