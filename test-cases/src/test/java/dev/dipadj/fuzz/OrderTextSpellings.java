package dev.dipadj.fuzz;

import dev.dipadj.fuzz.OrderTextBoards.Board;
import dev.dipadj.game.Game;
import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
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
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.order.Waive;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Generator (a): well-formed orders of every kind, written the many ways players write them
 * (abbreviations, full names and aliases in any case, unit letters or words or none,
 * {@code -}, {@code ->}, {@code move}, {@code S}/{@code Supports}, {@code via convoy}, coasts
 * as {@code Spa/nc}, {@code Spa(nc)}, {@code Spain (north coast)}, nationality words such as
 * {@code English} before a supported unit), each with the order it must read as. Some support
 * and convoy orders instead carry a made-up nationality ({@code Turkzy}) and must be rejected:
 * only a power's name or its adjective may stand there.
 */
final class OrderTextSpellings {
  private OrderTextSpellings() {}

  /**
   * A text to parse for a power in a phase; what it must read as, or whether it must be
   * rejected (neither, for noise: then it may read as anything or be rejected).
   */
  record Sample(Board board, Power power, PhaseType phase, String text, Order expected, boolean reject,
      String origin) {
    Sample withText(String newText, String newOrigin) {
      return new Sample(board, power, phase, newText, null, false, newOrigin);
    }
  }

  /** The nationality adjectives of the powers of both maps (the variant files do not carry them). */
  static final Map<String, String> ADJECTIVES = Map.ofEntries(
      Map.entry("austria", "Austrian"), Map.entry("england", "English"), Map.entry("france", "French"),
      Map.entry("germany", "German"), Map.entry("italy", "Italian"), Map.entry("russia", "Russian"),
      Map.entry("turkey", "Turkish"), Map.entry("britain", "British"), Map.entry("china", "Chinese"),
      Map.entry("holland", "Dutch"), Map.entry("japan", "Japanese"));

  /** Words the parser reads as keywords: a province written this way would be misread, so none is. */
  private static final Set<String> KEYWORDS = Set.of("a", "army", "f", "fleet", "h", "hold", "holds",
      "stand", "stands", "move", "moves", "m", "via", "by", "convoy", "convoys", "s", "support",
      "supports", "c", "r", "retreat", "retreats", "d", "disband", "disbands", "remove", "build",
      "builds", "b", "convert", "converts", "waive", "waives", "nc", "sc", "ec", "wc", "n", "e", "w",
      "north", "south", "east", "west", "coast");

  private static final Map<GameMap, Map<Province, List<String>>> NAMES = new HashMap<>();

  /** Every name a province answers to, less those the parser would take for a keyword. */
  private static synchronized List<String> names(GameMap map, Province p) {
    return NAMES.computeIfAbsent(map, m -> {
      Map<Province, List<String>> byProvince = new HashMap<>();
      m.provinceNames().forEach((name, province) -> {
        if (!KEYWORDS.contains(name)) {
          byProvince.computeIfAbsent(province, k -> new ArrayList<>()).add(name);
        }
      });
      byProvince.values().forEach(l -> l.sort(null));
      return byProvince;
    }).get(p);
  }

  /** One well-formed order, or (rarely) a support or convoy with a made-up nationality. */
  static Sample sample(SplittableRandom r) {
    Board board = OrderTextBoards.BOARDS.get(r.nextInt(OrderTextBoards.BOARDS.size()));
    GameMap map = board.map();
    PhaseType phase = PhaseType.values()[r.nextInt(PhaseType.values().length)];
    Writer w = new Writer(r, map);
    // Half the orders are for a unit on the board, so that adjudication gets past "no such unit".
    Game game = board.games().get(phase);
    List<Unit> units = phase == PhaseType.RETREAT
        ? game.dislodged().stream().map(DislodgedUnit::unit).toList() : game.position().units();
    Unit real = r.nextBoolean() ? units.get(r.nextInt(units.size())) : null;
    Power power = real != null ? real.power() : map.powers().get(r.nextInt(map.powers().size()));
    UnitDesignation type = real != null && r.nextInt(5) > 0 ? UnitDesignation.of(real.type()) : w.type();
    Location at = real != null ? real.location() : w.location();
    // Coasts are kept as written: whether they matter is for the adjudication (the unit there).
    Location unit = at;
    StringBuilder b = new StringBuilder(w.blank());
    Order expected;
    String origin = "well-formed";
    boolean reject = false;
    int kind = r.nextInt(16);
    if (kind == 0) {
      b.append(pick(r, "Waive", "waive", "WAIVES", "waive build", "Waive Build"));
      expected = new Waive(power);
    } else if (kind == 1) {
      // Prefix forms keep what is written, a coast of an army included.
      int form = r.nextInt(3);
      b.append(form == 0 ? pick(r, "Build", "build", "B", "b") : form == 1 ? pick(r, "Disband", "remove", "REMOVE")
          : pick(r, "Convert", "convert")).append(w.sep()).append(w.unit(type, at));
      expected = form == 0 ? new Build(power, type, at) : form == 1 ? new Disband(power, type, at)
          : new Convert(power, type, at);
    } else if (kind == 2) {
      int form = r.nextInt(3);
      b.append(w.unit(type, at)).append(w.sep()).append(form == 0 ? pick(r, "build", "Builds", "B")
          : form == 1 ? pick(r, "D", "disband", "Disbands", "remove") : pick(r, "convert", "Converts"));
      expected = form == 0 ? new Build(power, type, unit) : form == 1 ? new Disband(power, type, unit)
          : new Convert(power, type, unit);
    } else if (kind == 3) {
      b.append(w.unit(type, at)).append(pick(r, "", "", " H", " h", " Hold", " holds", " STAND", " stands"));
      expected = new Hold(power, type, unit);
    } else if (kind <= 7) {
      Location to = real != null && r.nextBoolean() ? neighbour(r, map, real) : w.location();
      boolean compact = r.nextInt(4) == 0 && at.coast() == Coast.NONE;
      String from = compact ? w.singleWord(at.province()) : w.unit(type, at);
      if (compact && type != UnitDesignation.OMITTED) {
        from = w.typeWord(type.type().orElseThrow()) + w.sep() + from;
      }
      b.append(from).append(compact ? pick(r, "-", "->", "-", "->") : w.sep() + pick(r, "-", "->", "move", "Moves", "M")
          + w.sep()).append(w.location(to));
      boolean via = r.nextInt(5) == 0;
      if (via) {
        b.append(w.sep()).append(pick(r, "via", "VIA", "by")).append(w.sep()).append(pick(r, "convoy", "Convoy"));
      }
      Location dest = to;
      expected = phase == PhaseType.RETREAT && !via ? new Retreat(power, type, unit, dest)
          : new Move(power, type, unit, dest, via);
    } else if (kind == 8) {
      Location to = w.location();
      b.append(w.unit(type, at)).append(w.sep()).append(pick(r, "R", "r", "retreat", "Retreats"))
          .append(w.sep()).append(w.location(to));
      expected = new Retreat(power, type, unit, to);
    } else {
      // Supports and convoys, perhaps naming the nationality of the unit they help.
      boolean convoy = kind >= 14;
      UnitDesignation otherType = w.type();
      Location other = w.location();
      b.append(w.unit(type, at)).append(w.sep()).append(convoy ? pick(r, "C", "c", "convoy", "Convoys")
          : pick(r, "S", "s", "support", "Supports", "SUPPORTS")).append(w.sep());
      int nationality = r.nextInt(10);
      boolean fake = nationality == 0;
      if (fake) {
        String word = fakeNationality(r, map);
        if (word == null) {
          fake = false;
        } else {
          b.append(word).append(w.sep());
          origin = "made-up nationality '" + word + "'";
        }
      } else if (nationality <= 3) {
        b.append(w.nationality()).append(w.sep());
      }
      b.append(w.unit(otherType, other));
      if (convoy || r.nextBoolean()) {
        Location to = w.location();
        b.append(w.sep()).append(pick(r, "-", "->")).append(w.sep()).append(w.location(to));
        expected = convoy
            ? new Convoy(power, type, unit, otherType, forType(map, UnitType.ARMY, other), to)
            : new SupportMove(power, type, unit, otherType, other, to);
      } else {
        b.append(pick(r, "", "", " H", " hold", " Holds"));
        expected = new SupportHold(power, type, unit, otherType, other);
      }
      if (fake) {
        expected = null;
        reject = true;
      }
    }
    b.append(w.blank());
    return new Sample(board, power, phase, b.toString(), expected, reject, origin);
  }

  /**
   * A word of more than four letters that begins like a power's name but is no power, no
   * adjective and no province ({@code Turkzy}); null if the draw happens to be a real word.
   */
  static String fakeNationality(SplittableRandom r, GameMap map) {
    Power p = map.powers().get(r.nextInt(map.powers().size()));
    StringBuilder w = new StringBuilder(p.name().substring(0, 4));
    int extra = 1 + r.nextInt(3);
    for (int i = 0; i < extra; i++) {
      w.append((char) ('a' + r.nextInt(26)));
    }
    String word = w.toString();
    String lower = word.toLowerCase(Locale.ROOT);
    if (map.power(word).isPresent() || ADJECTIVES.containsValue(capitalized(lower)) || map.province(word).isPresent()) {
      return null;
    }
    for (String name : map.provinceNames().keySet()) {
      if (name.startsWith(lower + " ")) {
        return null;
      }
    }
    return word;
  }

  /** A place next to the unit, where it may move. */
  private static Location neighbour(SplittableRandom r, GameMap map, Unit u) {
    List<Location> options = u.type() == UnitType.ARMY
        ? map.armyNeighbours(u.location().province()).stream().map(map::location).toList()
        : map.fleetNeighbours(u.location());
    return options.isEmpty() ? u.location() : options.get(r.nextInt(options.size()));
  }

  /** An army's coast means nothing: the parser drops it where a convoy names the army. */
  static Location forType(GameMap map, UnitType type, Location l) {
    return type == UnitType.ARMY ? map.location(l.province()) : l;
  }

  @SafeVarargs
  static <T> T pick(SplittableRandom r, T... options) {
    return options[r.nextInt(options.length)];
  }

  private static String capitalized(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  /** Writes the parts of an order, each in a randomly chosen spelling. */
  private static final class Writer {
    private final SplittableRandom r;
    private final GameMap map;

    Writer(SplittableRandom r, GameMap map) {
      this.r = r;
      this.map = map;
    }

    UnitDesignation type() {
      int t = r.nextInt(5);
      return t < 2 ? UnitDesignation.ARMY : t < 4 ? UnitDesignation.FLEET : UnitDesignation.OMITTED;
    }

    Location location() {
      return map.locations().get(r.nextInt(map.locations().size()));
    }

    /** Mostly one space; sometimes several, or tabs. */
    String sep() {
      return pick(r, " ", " ", " ", " ", " ", "  ", "\t", " \t ");
    }

    String blank() {
      return r.nextInt(8) == 0 ? pick(r, " ", "\t", "  ") : "";
    }

    String cased(String word) {
      return switch (r.nextInt(5)) {
        case 0 -> word.toLowerCase(Locale.ROOT);
        case 1 -> word.toUpperCase(Locale.ROOT);
        case 2 -> {
          StringBuilder b = new StringBuilder();
          for (char c : word.toCharArray()) {
            b.append(r.nextBoolean() ? Character.toUpperCase(c) : c);
          }
          yield b.toString();
        }
        default -> capitalized(word);
      };
    }

    String typeWord(UnitType type) {
      return type == UnitType.ARMY ? pick(r, "A", "a", "A", "Army", "army") : pick(r, "F", "f", "F", "Fleet", "FLEET");
    }

    /** The unit: its type word (or none) and its location. */
    String unit(UnitDesignation type, Location at) {
      return type.type().map(t -> typeWord(t) + sep()).orElse("") + location(at);
    }

    /** A one-word name of the province (its abbreviation at worst), for {@code Par-Bur}. */
    String singleWord(Province p) {
      List<String> single = new ArrayList<>();
      for (String n : names(map, p) == null ? List.<String>of() : names(map, p)) {
        if (!n.contains(" ")) {
          single.add(n);
        }
      }
      return cased(single.isEmpty() ? p.abbreviation() : single.get(r.nextInt(single.size())));
    }

    /** One of the province's names, with the location's coast in one of its spellings. */
    String location(Location l) {
      List<String> names = names(map, l.province());
      String name = names == null ? l.province().abbreviation() : names.get(r.nextInt(names.size()));
      StringBuilder b = new StringBuilder();
      for (String word : name.split(" ")) {
        b.append(b.length() == 0 ? "" : sep()).append(cased(word));
      }
      if (l.coast() == Coast.NONE) {
        return b.toString();
      }
      String abbr = cased(l.coast().abbreviation());
      String word = cased(switch (l.coast()) {
        case NORTH -> "north";
        case SOUTH -> "south";
        case EAST -> "east";
        default -> "west";
      });
      String letter = word.substring(0, 1);
      String coastWord = cased("coast");
      String coast = switch (r.nextInt(9)) {
        case 0 -> "/" + abbr;
        case 1 -> " / " + abbr;
        case 2 -> "(" + abbr + ")";
        case 3 -> " (" + abbr + ")";
        case 4 -> " (" + word + " " + coastWord + ")";
        case 5 -> "/" + word;
        case 6 -> " " + abbr;
        case 7 -> "(" + letter + ")";
        default -> "/" + word + " " + coastWord;
      };
      return b.append(coast).toString();
    }

    /** A power's name or its nationality adjective, in any case. */
    String nationality() {
      Power p = map.powers().get(r.nextInt(map.powers().size()));
      String adjective = ADJECTIVES.get(p.name().toLowerCase(Locale.ROOT));
      return cased(r.nextBoolean() || adjective == null ? p.name() : adjective);
    }
  }
}
