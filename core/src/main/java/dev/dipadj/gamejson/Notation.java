package dev.dipadj.gamejson;

import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
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
import dev.dipadj.position.Unit;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
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
    return order.accept(TEXT, typeAt);
  }

  /** An order's text in the notation, given the types of the units on the board. */
  private static final Order.Visitor<String, Function<Province, UnitType>> TEXT = new Order.Visitor<>() {
    @Override
    public String hold(Hold h, Function<Province, UnitType> typeAt) {
      return unit(h.designation(), h.unit(), typeAt) + " H";
    }

    @Override
    public String move(Move m, Function<Province, UnitType> typeAt) {
      // A move along a railroad names it between the places (A MOS - TSR - VLA); the order parser reads it back.
      return unit(m.designation(), m.unit(), typeAt) + (m.byRailroad() ? " - " + m.railroad().toUpperCase(Locale.ROOT) : "")
          + " - " + location(m.destination()) + (m.viaConvoy() ? " VIA" : "");
    }

    @Override
    public String supportHold(SupportHold s, Function<Province, UnitType> typeAt) {
      return unit(s.designation(), s.unit(), typeAt) + " S " + unit(s.supportedDesignation(), s.supported(), typeAt);
    }

    @Override
    public String supportMove(SupportMove s, Function<Province, UnitType> typeAt) {
      return unit(s.designation(), s.unit(), typeAt) + " S " + unit(s.supportedDesignation(), s.supported(), typeAt)
          + " - " + location(s.destination());
    }

    @Override
    public String convoy(Convoy c, Function<Province, UnitType> typeAt) {
      return unit(c.designation(), c.unit(), typeAt) + " C " + unit(c.convoyedDesignation(), c.army(), typeAt)
          + " - " + location(c.destination());
    }

    @Override
    public String retreat(Retreat r, Function<Province, UnitType> typeAt) {
      return unit(r.designation(), r.unit(), typeAt) + " R " + location(r.destination());
    }

    @Override
    public String disband(Disband d, Function<Province, UnitType> typeAt) {
      return unit(d.designation(), d.unit(), typeAt) + " D";
    }

    @Override
    public String build(Build b, Function<Province, UnitType> typeAt) {
      if (b.designation() == UnitDesignation.OMITTED) {
        // Nothing stands where a build goes, so no type can be taken from the board.
        throw new IllegalArgumentException("the game JSON has no form for a build without its unit type: " + b);
      }
      return unit(b.designation(), b.location(), typeAt) + " B";
    }

    @Override
    public String convert(Convert c, Function<Province, UnitType> typeAt) {
      // The research format has no conversion; dipadj writes it as the other adjustment orders are written.
      return unit(c.designation(), c.unit(), typeAt) + " CONVERT";
    }

    @Override
    public String waive(Waive w, Function<Province, UnitType> typeAt) {
      return "WAIVE";
    }

    @Override
    public String canalPermission(CanalPermission p, Function<Province, UnitType> typeAt) {
      // The research format has no canal; the order parser reads this back (SC F MED - RED).
      return p.canal().toUpperCase(Locale.ROOT) + " " + unit(p.designation(), p.unit(), typeAt) + " - "
          + location(p.destination());
    }
  };

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

  /** A unit an order names: the type it writes, else the type of the unit there, else an army. */
  private static String unit(UnitDesignation designation, Location at, Function<Province, UnitType> typeAt) {
    Optional<UnitType> written = designation.type();
    UnitType t = written.isPresent() ? written.get() : typeAt.apply(at.province());
    return (t == null ? UnitType.ARMY : t).letter() + " " + location(at);
  }
}
