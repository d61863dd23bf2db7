package dev.dipadj.text;

import dev.dipadj.map.Coast;
import dev.dipadj.map.Coasts;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.Railroad;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Build;
import dev.dipadj.order.CanalPermission;
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
import dev.dipadj.position.PhaseType;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Reads orders written the ways players write them: abbreviations or full names, any
 * case, {@code -} or {@code ->}, {@code S}/{@code Supports}, {@code C}/{@code Convoys},
 * {@code via convoy} or a bare {@code VIA} after a move, a railroad's name ({@code A Mos - TSR - Vla},
 * {@code A Mos TSR Vla}, {@code A Mos - Vla via TSR}), a canal's permission ({@code SC F Med - Red}), {@code R}, {@code D} and {@code B} after the unit,
 * optional unit letters, coasts as {@code Spa/nc}, {@code Spa(nc)} or {@code Spain (north
 * coast)}. Whether the order makes sense on the board is not its business: that is
 * validation, and yields an illegal result rather than an exception.
 */
public final class OrderParser {
  /** The words that may follow the unit of an order. */
  private static final Set<String> ORDER_WORDS = Set.of(
      "h", "hold", "holds", "stand", "stands", "-", "->", "move", "moves", "m", "s", "support", "supports",
      "c", "convoy", "convoys", "r", "retreat", "retreats", "d", "disband", "disbands", "remove", "build",
      "builds", "b", "convert", "converts");
  private final GameMap map;

  /**
   * A parser for the orders of one map.
   *
   * @param map the map whose names it reads
   */
  public OrderParser(GameMap map) {
    this.map = Objects.requireNonNull(map, "map");
  }

  /**
   * Parses one order of a power. In a retreat phase {@code A Mun - Bur} is a retreat; in
   * other phases it is a move.
    *
    * @param power the power giving the order
    * @param text the order's text
    * @param phase the kind of phase it is given in
    * @return the order, which may still be illegal on the board
    * @throws OrderSyntaxException naming the token that cannot be read
   */
  public Order parse(Power power, String text, PhaseType phase) throws OrderSyntaxException {
    Objects.requireNonNull(power, "power");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(phase, "phase");
    Tokens.check(text);
    Tokens t = new Tokens(text);
    if (t.atEnd()) {
      throw new OrderSyntaxException("empty order", "");
    }
    if (t.takeIf("waive", "waives")) {
      t.takeIf("build");
      return end(t, new Waive(power));
    }
    if (!map.canals().isEmpty() && map.canal(t.peek()).isPresent()) {
      // "SC F Med - Red": the permission to pass a canal (DATC v2.4 section 7, the Suez Canal).
      String canal = map.canal(t.take()).get().name();
      UnitDesignation type = designation(t);
      Location unit = location(t);
      if (!t.takeIf("-", "->")) {
        throw new OrderSyntaxException("expected '-' and a destination in a canal permission", t.shown());
      }
      return end(t, new CanalPermission(power, canal, type, unit, location(t)));
    }
    if (t.takeIf("build", "b")) {
      UnitDesignation type = designation(t);
      return end(t, new Build(power, type, location(t)));
    }
    if (t.takeIf("disband", "remove")) {
      UnitDesignation type = designation(t);
      return end(t, new Disband(power, type, location(t)));
    }
    if (t.takeIf("convert")) {
      UnitDesignation type = designation(t);
      return end(t, new Convert(power, type, location(t)));
    }
    UnitDesignation type = designation(t);
    // Coasts stay as written: whether they matter depends on the unit actually there, which
    // the adjudication knows (an army ignores them, DATC 4.B.6; the letter may be wrong, 4.C.2).
    int unitMark = t.mark();
    Location unit = location(t);
    if (!t.atEnd() && !ORDER_WORDS.contains(t.peek()) && t.splitHyphenAt(unitMark)) {
      // "Celebes-Sea of Japan": the name ran into the move's hyphen ("Celebes Sea" is a
      // province too, but nothing an order says may follow it there). Read it split.
      t.reset(unitMark);
      unit = location(t);
    }
    if (t.atEnd() || t.takeIf("h", "hold", "holds", "stand", "stands")) {
      return end(t, new Hold(power, type, unit));
    }
    boolean hyphen = t.takeIf("-", "->", "move", "moves", "m");
    String railroad = railroad(t);
    if (!railroad.isEmpty()) {
      // "A Mos - TSR - Vla", as DATC v2.4 section 7 writes it, or "A Mos TSR Vla".
      t.takeIf("-", "->");
      return end(t, new Move(power, type, unit, location(t), false, railroad));
    }
    if (hyphen) {
      Location destination = location(t);
      boolean viaConvoy = false;
      if (t.takeIf("via")) {
        railroad = railroad(t);
        if (!railroad.isEmpty()) {
          // "A Mos - Vla via TSR".
          return end(t, new Move(power, type, unit, destination, false, railroad));
        }
        // "VIA" alone, as the game JSON of research writes it ("A Lon - Bel VIA"), or "via convoy".
        t.takeIf("convoy");
        viaConvoy = true;
      } else if (t.takeIf("by")) {
        if (!t.takeIf("convoy")) {
          throw new OrderSyntaxException("expected 'convoy' after 'by'", t.shown());
        }
        viaConvoy = true;
      }
      if (phase == PhaseType.RETREAT && !viaConvoy) {
        return end(t, new Retreat(power, type, unit, destination));
      }
      return end(t, new Move(power, type, unit, destination, viaConvoy));
    }
    if (t.takeIf("s", "support", "supports")) {
      skipNationality(t);
      UnitDesignation supportedType = designation(t);
      Location supported = location(t);
      if (t.takeIf("-", "->")) {
        Location destination = location(t);
        return end(t, new SupportMove(power, type, unit, supportedType, supported, destination));
      }
      t.takeIf("h", "hold", "holds");
      return end(t, new SupportHold(power, type, unit, supportedType, supported));
    }
    if (t.takeIf("c", "convoy", "convoys")) {
      skipNationality(t);
      UnitDesignation convoyedType = designation(t);
      Location army = forType(UnitType.ARMY, location(t));
      if (!t.takeIf("-", "->")) {
        throw new OrderSyntaxException("expected '-' and a destination in a convoy", t.shown());
      }
      Location destination = location(t);
      return end(t, new Convoy(power, type, unit, convoyedType, army, destination));
    }
    if (t.takeIf("r", "retreat", "retreats")) {
      return end(t, new Retreat(power, type, unit, location(t)));
    }
    if (t.takeIf("d", "disband", "disbands", "remove")) {
      return end(t, new Disband(power, type, unit));
    }
    if (t.takeIf("build", "builds", "b")) {
      return end(t, new Build(power, type, unit));
    }
    if (t.takeIf("convert", "converts")) {
      return end(t, new Convert(power, type, unit));
    }
    throw new OrderSyntaxException("expected an order (H, -, S, C, R, D, Build) after the unit", t.shown());
  }

  /**
   * Parses a whole text as one location: {@code Spain (north coast)}, {@code StP/sc}.
   *
   * @param text the text
   * @return the location
   * @throws OrderSyntaxException naming the token that cannot be read
   */
  public Location parseLocation(String text) throws OrderSyntaxException {
    Objects.requireNonNull(text, "text");
    Tokens.check(text);
    Tokens t = new Tokens(text);
    Location l = location(t);
    if (!t.atEnd()) {
      throw new OrderSyntaxException("unexpected text after the location", t.shown());
    }
    return l;
  }

  /**
   * Parses {@code A Par}, {@code F Spain(nc)}: a unit type and a location.
   *
   * @param text the text
   * @return the unit's type and location
   * @throws OrderSyntaxException naming the token that cannot be read
   */
  public UnitAt parseUnit(String text) throws OrderSyntaxException {
    Objects.requireNonNull(text, "text");
    Tokens.check(text);
    Tokens t = new Tokens(text);
    Optional<UnitType> written = designation(t).type();
    if (written.isEmpty()) {
      throw new OrderSyntaxException("expected A or F", t.shown());
    }
    UnitType type = written.get();
    Location l = forType(type, location(t));
    if (!t.atEnd()) {
      throw new OrderSyntaxException("unexpected text after the unit", t.shown());
    }
    return new UnitAt(type, l);
  }

  /**
   * A unit type and a location, as read by {@link #parseUnit}.
   *
   * @param type the unit's type
   * @param location where it stands
   */
  public record UnitAt(UnitType type, Location location) {}

  private static Order end(Tokens t, Order order) throws OrderSyntaxException {
    if (!t.atEnd()) {
      throw new OrderSyntaxException("unexpected text at the end of the order", t.shown());
    }
    return order;
  }

  /** A unit's place in a list of units: an army's coast means nothing (DATC 4.B.6). */
  private Location forType(UnitType type, Location l) {
    return Coasts.forUnit(map, type, l);
  }

  /** The name of one of the map's railroads if the next word is one (taken), else empty. */
  private String railroad(Tokens t) {
    if (map.railroads().isEmpty() || t.atEnd()) {
      return "";
    }
    Optional<Railroad> r = map.railroad(t.peek());
    if (r.isEmpty()) {
      return "";
    }
    t.take();
    return r.get().name();
  }

  /** The unit's type if the text writes it here (DATC 4.C.1: it may not). */
  private static UnitDesignation designation(Tokens t) {
    if (t.takeIf("a", "army")) {
      return UnitDesignation.ARMY;
    }
    if (t.takeIf("f", "fleet")) {
      return UnitDesignation.FLEET;
    }
    return UnitDesignation.OMITTED;
  }

  /**
   * "Supports English F Nth": a word naming the supported unit's nationality (a power or
   * its adjective) is ignored (DATC 4.C.5, 4.C.6); any other word is read as a unit or
   * province, and so refused if it is neither.
   */
  private void skipNationality(Tokens t) {
    int mark = t.mark();
    boolean namesProvince = longestName(t).isPresent();
    t.reset(mark);
    if (namesProvince) {
      // "English Channel": the word begins a province's name, not a nationality.
      return;
    }
    if (map.nationality(t.peek()).isPresent()) {
      t.take();
    }
  }

  private Location location(Tokens t) throws OrderSyntaxException {
    Province province = province(t);
    Coast coast = Coast.NONE;
    int mark = t.mark();
    if (t.takeIf("/")) {
      coast = coastWords(t, false);
    } else if (t.takeIf("(")) {
      coast = coastWords(t, true);
    } else if (Coast.parse(t.peek()).isPresent() && t.peek().length() == 2) {
      coast = Coast.parse(t.take()).get();
    }
    if (coast == null) {
      t.reset(mark);
      coast = Coast.NONE;
    }
    return Coasts.written(map, province, coast);
  }

  private static Coast coastWords(Tokens t, boolean closing) throws OrderSyntaxException {
    int mark = t.mark();
    t.take();
    if (t.peek().equals("coast")) {
      t.take();
    }
    Optional<Coast> c = Coast.parse(t.since(mark));
    if (c.isEmpty()) {
      throw new OrderSyntaxException("unknown coast", t.since(mark));
    }
    if (closing && !t.takeIf(")")) {
      throw new OrderSyntaxException("expected ')' after the coast", t.shown());
    }
    return c.get();
  }

  private Province province(Tokens t) throws OrderSyntaxException {
    Optional<Province> p = longestName(t);
    if (p.isEmpty()) {
      t.splitHyphen();
      p = longestName(t);
    }
    if (p.isEmpty()) {
      throw new OrderSyntaxException(
          t.atEnd() ? "expected a province" : "unknown province", t.shown());
    }
    return p.get();
  }

  private Optional<Province> longestName(Tokens t) {
    int mark = t.mark();
    // One word of slack: a stray token such as "." adds a token but no word.
    for (int len = map.longestNameInWords() + 1; len >= 1; len--) {
      t.reset(mark);
      boolean enough = true;
      for (int i = 0; i < len; i++) {
        if (t.atEnd() || isSeparator(t.peek())) {
          enough = false;
          break;
        }
        t.take();
      }
      if (!enough) {
        continue;
      }
      Optional<Province> p = map.provinceByNormalizedName(t.nameSince(mark));
      if (p.isPresent()) {
        return p;
      }
    }
    t.reset(mark);
    return Optional.empty();
  }

  private static boolean isSeparator(String w) {
    return w.equals("(") || w.equals(")") || w.equals("/") || w.equals("-") || w.equals("->");
  }
}
