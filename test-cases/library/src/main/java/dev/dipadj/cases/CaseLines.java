package dev.dipadj.cases;

import dev.dipadj.map.Names;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.game.Game;
import dev.dipadj.map.Coasts;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Order;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.text.MapNames;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.variant.Players;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads the lines of a case's blocks against a variant's map — {@code POWER: A LOC},
 * {@code POWER: ORDER}, {@code POWER: PROV, PROV}, phases — turning every problem into a
 * {@link CaseError} with file, line and token.
 */
final class CaseLines {
  private final String file;
  private final GameMap map;
  private final Calendar calendar;
  private final OrderParser parser;

  CaseLines(String file, GameMap map, Calendar calendar) {
    this.file = file;
    this.map = map;
    this.calendar = calendar;
    this.parser = new OrderParser(map);
  }

  /** A line "POWER: rest" split at the colon, with the power looked up. */
  record Owned(Power power, String powerName, String rest) {}

  Owned owned(CaseLine line) throws CaseError {
    int colon = line.text().indexOf(':');
    if (colon < 0) {
      throw new CaseError(file, line.number(), line.text(), "expected 'POWER: …'");
    }
    String name = line.text().substring(0, colon).strip();
    Power power = map.power(name)
        .orElseThrow(() -> new CaseError(file, line.number(), name, unknownPower()));
    return new Owned(power, name, line.text().substring(colon + 1).strip());
  }

  private String unknownPower() {
    return "unknown power (known: " + MapNames.knownPowers(map) + ")";
  }

  static boolean isNone(List<CaseLine> body) {
    return body.size() == 1 && body.get(0).text().equalsIgnoreCase("none");
  }

  Unit unit(CaseLine line) throws CaseError {
    ParseCache cache = ParseCache.get();
    Unit known = cache.unit(map, line.text());
    if (known != null) {
      return known;
    }
    Owned o = owned(line);
    Unit u = unit(line, o.power(), o.rest());
    cache.putUnit(map, line.text(), u);
    return u;
  }

  Unit unit(CaseLine line, Power power, String text) throws CaseError {
    try {
      OrderParser.UnitAt at = parser.parseUnit(text);
      Location l = at.location();
      // A fleet on a two-coast province written without its coast may stand in an
      // expectation (it then matches either coast); the setup rejects it itself.
      boolean coastLeftOut = Coasts.missingCoast(at.type(), l) != null;
      if (!map.canStand(at.type(), l) && !coastLeftOut) {
        throw new CaseError(file, line.number(), text, at.type().letter() + " cannot stand on " + l);
      }
      return new Unit(power, at.type(), l);
    } catch (OrderSyntaxException e) {
      throw new CaseError(file, line.number(), e.token(), e.getMessage());
    }
  }

  /**
   * A line of a {@code dislodged} block, {@code POWER: UNIT [retreats PLACE, … | retreats none]}:
   * the unit, and the places as written (null when the line gives none).
   */
  record DislodgedLine(Unit unit, List<Location> retreats) {}

  DislodgedLine dislodged(CaseLine line) throws CaseError {
    Owned o = owned(line);
    String rest = o.rest();
    int r = indexOfWord(rest, "retreats");
    if (r < 0) {
      return new DislodgedLine(unit(line, o.power(), rest), null);
    }
    Unit u = unit(line, o.power(), rest.substring(0, r).strip());
    String places = rest.substring(r + "retreats".length()).strip();
    List<Location> out = new ArrayList<>();
    if (!places.equalsIgnoreCase("none")) {
      for (String part : places.split(",", -1)) {
        if (part.isBlank()) {
          throw new CaseError(file, line.number(), places, "expected places after 'retreats', separated by commas, or 'none'");
        }
        Location place = Coasts.forUnit(map, u.type(), location(line, part.strip()));
        if (u.type() == UnitType.FLEET && place.province().hasSeveralCoasts() && place.isWholeProvince()) {
          // "retreats Spa" for a fleet: the coasts of Spain it could reach from where it stood
          // (none: the place stays as written, and the setup refuses it).
          int before = out.size();
          for (Location l : map.fleetNeighbours(u.location())) {
            if (l.province().equals(place.province())) {
              out.add(l);
            }
          }
          if (out.size() == before) {
            out.add(place);
          }
        } else {
          out.add(place);
        }
      }
    }
    return new DislodgedLine(u, out);
  }

  /** Where the word stands in a text (in any case), preceded by a space; -1 if it does not. */
  static int indexOfWord(String text, String word) {
    for (int i = 1; i + word.length() <= text.length(); i++) {
      if (Names.isSpace(text.charAt(i - 1)) && text.regionMatches(true, i, word, 0, word.length())
          && (i + word.length() == text.length() || Names.isSpace(text.charAt(i + word.length())))) {
        return i;
      }
    }
    return -1;
  }

  List<Unit> units(List<CaseLine> body) throws CaseError {
    List<Unit> out = new ArrayList<>();
    if (isNone(body)) {
      return out;
    }
    for (CaseLine l : body) {
      out.add(unit(l));
    }
    return out;
  }

  Order order(CaseLine line, Power power, String text, PhaseType phase) throws CaseError {
    try {
      return parser.parse(power, text, phase);
    } catch (OrderSyntaxException e) {
      throw new CaseError(file, line.number(), e.token(), e.getMessage());
    }
  }

  Location location(CaseLine line, String text) throws CaseError {
    try {
      return parser.parseLocation(text);
    } catch (OrderSyntaxException e) {
      throw new CaseError(file, line.number(), e.token(), e.getMessage());
    }
  }

  /** An ownership block: centre to power. */
  Map<Province, Power> owners(List<CaseLine> body) throws CaseError {
    Map<Province, Power> out = new HashMap<>();
    if (isNone(body)) {
      return out;
    }
    for (CaseLine line : body) {
      Owned o = owned(line);
      if (o.rest().isEmpty()) {
        continue;
      }
      for (String name : o.rest().split(",")) {
        String n = name.strip();
        Province p = map.province(n)
            .orElseThrow(() -> new CaseError(file, line.number(), n, "unknown province"));
        if (!p.supplyCentre()) {
          throw new CaseError(file, line.number(), n, p + " is not a supply centre");
        }
        if (out.put(p, o.power()) != null) {
          throw new CaseError(file, line.number(), n, p + " is owned twice");
        }
      }
    }
    return out;
  }

  /** A {@code players} block: {@code NAME: POWER, POWER}; powers named by nobody are neutral. */
  Players players(List<CaseLine> body) throws CaseError {
    ImmutableMap.Builder<String, ImmutableSet<Power>> b = ImmutableMap.builder();
    Set<Power> seen = new HashSet<>();
    Set<String> names = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
    for (CaseLine line : body) {
      int colon = line.text().indexOf(':');
      if (colon <= 0) {
        throw new CaseError(file, line.number(), line.text(), "expected 'PLAYER: POWER, POWER'");
      }
      String player = line.text().substring(0, colon).strip();
      if (!names.add(player)) {
        throw new CaseError(file, line.number(), player, "player named twice");
      }
      ImmutableSet.Builder<Power> powers = ImmutableSet.builder();
      for (String part : line.text().substring(colon + 1).split(",")) {
        String n = part.strip();
        if (n.isEmpty()) {
          continue;
        }
        Power p = map.power(n).orElseThrow(() -> new CaseError(file, line.number(), n, unknownPower()));
        if (!seen.add(p)) {
          throw new CaseError(file, line.number(), n, p + " is named twice");
        }
        powers.add(p);
      }
      b.put(player, powers.build());
    }
    return new Players(b.buildOrThrow());
  }

  /** A {@code control POWER: PLAYER} line, applied to the game. */
  Game control(Statement s, Game game) throws CaseError {
    int colon = s.argument().indexOf(':');
    if (colon <= 0) {
      throw new CaseError(file, s.line(), s.argument(), "expected 'control POWER: PLAYER'");
    }
    String powerName = s.argument().substring(0, colon).strip();
    String playerName = s.argument().substring(colon + 1).strip();
    Power p = map.power(powerName).orElseThrow(() -> new CaseError(file, s.line(), powerName, unknownPower()));
    String player = game.players().commands().keySet().stream()
        .filter(k -> k.equalsIgnoreCase(playerName)).findFirst()
        .orElseThrow(() -> new CaseError(file, s.line(), playerName, "unknown player"));
    return game.withControl(p, player);
  }

  Phase phase(int line, String text) throws CaseError {
    String[] w = Words.of(Names.lowerCase(text));
    if (w.length != 3) {
      throw new CaseError(file, line, text, "expected 'phase SEASON YEAR TYPE'");
    }
    boolean classic = calendar.seasons().equals(Calendar.CLASSIC.seasons());
    Season season = classic ? switch (w[0]) {
      case "spring" -> Season.SPRING;
      case "fall", "autumn" -> Season.FALL;
      case "winter" -> Season.WINTER;
      default -> throw new CaseError(file, line, w[0], "unknown season");
    } : calendar.season(w[0]).orElseThrow(() -> new CaseError(file, line, w[0], "unknown season"));
    int year;
    try {
      year = Integer.parseInt(w[1]);
    } catch (NumberFormatException e) {
      throw new CaseError(file, line, w[1], "expected a year");
    }
    PhaseType type = switch (w[2]) {
      case "movement", "movements", "move", "moves" -> PhaseType.MOVEMENT;
      case "retreat", "retreats" -> PhaseType.RETREAT;
      case "adjustment", "adjustments", "build", "builds" -> PhaseType.ADJUSTMENT;
      default -> throw new CaseError(file, line, w[2], "unknown phase type");
    };
    if (classic) {
      // The classic seasons as players write them: Fall's adjustments are Winter's.
      if (type == PhaseType.ADJUSTMENT && season == Season.SPRING) {
        throw new CaseError(file, line, w[0], "the adjustment phase is in Winter (written Winter or Fall)");
      }
      if (type == PhaseType.ADJUSTMENT) {
        season = Season.WINTER;
      } else if (season == Season.WINTER) {
        throw new CaseError(file, line, w[0], "Winter has only the adjustment phase");
      }
    } else if (!season.plays(type)) {
      throw new CaseError(file, line, w[2], "the season " + season + " has no " + w[2] + " phase");
    }
    if (year < Phase.FIRST_YEAR || year > Phase.LAST_YEAR) {
      throw new CaseError(file, line, w[1], "a year is between " + Phase.FIRST_YEAR + " and " + Phase.LAST_YEAR);
    }
    Phase phase = new Phase(season, year, type);
    if (!calendar.plays(phase)) {
      throw new CaseError(file, line, w[1], "the year " + year + " has no adjustments: they are in years divisible by "
          + calendar.adjustmentYears());
    }
    return phase;
  }
}
