package dev.dipadj.variants;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Names;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Phase;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the variant format documented at the top of {@code classic.variant} and checks it:
 * every name defined once and referenced only when defined, edges only between places
 * the units may stand on, home centres that are centres, starting units on their terrain
 * and one per province. Every problem is reported with file, line and reason.
 */
public final class VariantReader {
  /** The most provinces a variant may have: the resolver is built and tested for maps up to this size. */
  public static final int MAX_PROVINCES = MapLines.MAX_PROVINCES;
  /** The longest line a variant file may have. */
  public static final int MAX_LINE = 10_000;
  /**
   * Where the reading is, the map being built and the powers: what the readers of the kinds
   * of lines below share, through it rather than through each other.
   */
  private final ReadState state;
  private String name;
  private String title = "";
  private final CalendarStatements calendar = new CalendarStatements();
  /** The {@code solo}, {@code lead}, build and {@code rules} lines. */
  private final RuleLines rules;
  /** The {@code province}, {@code alias} and border lines. */
  private final MapLines mapLines;
  /** The {@code unit} and {@code no-unit} lines. */
  private final UnitLines units;
  /** The {@code country} lines. */
  private final CountryLines countries = new CountryLines();
  private final PlayerTable players = new PlayerTable();
  /** The {@code board} and {@code position} lines. */
  private final BoardLines board;
  /** The railroads and canals read so far ({@code railroad} and {@code canal} lines). */
  private final WayLines ways;

  private VariantReader(String file) {
    state = new ReadState(file);
    rules = new RuleLines(state);
    mapLines = new MapLines(state);
    units = new UnitLines(state);
    board = new BoardLines(state.builder());
    ways = new WayLines(state.builder());
  }

  /**
   * Reads a whole variant file; {@code file} names it in error messages.
   *
   * @param file the file's name, for messages
   * @param text the file's text
   * @return the variant
   * @throws VariantFormatException if the text is not a valid variant, naming file and line
   */
  public static Variant read(String file, String text) throws VariantFormatException {
    return new VariantReader(file).parse(file, text);
  }

  private Variant parse(String file, String text) throws VariantFormatException {
    // A byte-order mark some editors write is not part of the first line.
    int lines = statements(file, text.startsWith("\uFEFF") ? text.substring(1) : text);
    state.moveTo(file, lines);
    if (name == null) {
      throw state.error("missing 'variant NAME'");
    }
    if (!calendar.hasStart()) {
      throw state.error("missing 'start SEASON YEAR TYPE'");
    }
    if (rules.solo() <= 0) {
      throw state.error("missing 'solo N'");
    }
    if (state.powers().isEmpty()) {
      throw state.error("no 'power': a variant needs at least one power");
    }
    board.checkEveryProvincePlaced();
    ways.checkRailroadBorders();
    GameMap map = state.builder().build();
    if (map.provinces().isEmpty()) {
      throw state.error("no 'province': a variant needs a map");
    }
    mapLines.checkArchipelagos(map);
    state.powers().checkHomesCountFor(map);
    rules.checkCentres(map.provinces().stream().filter(Province::supplyCentre).count());
    Calendar seasons = calendar.calendar();
    Phase start = calendar.start(seasons);
    rules.checkStart(start);
    List<Unit> placed = units.place(map);
    ImmutableMap<Power, ImmutableSet<Province>> homesByPower = state.powers().homeCentres();
    Map<Province, Power> owners = new HashMap<>();
    homesByPower.forEach((power, centres) -> centres.forEach(c -> owners.put(c, power)));
    return new Variant(
        name, title, map, homesByPower, countries.build(homesByPower), Position.of(start, placed, owners),
        rules.solo(), players.build(map), rules.variantRules(), rules.options(), seasons);
  }

  /**
   * Reads every statement of a file's text; returns its number of lines. The lines are taken
   * one at a time, not as a list: a list of a large file's lines was a second copy of the file.
   */
  private int statements(String file, String text) throws VariantFormatException {
    boolean first = true;
    int lineNo = 0;
    state.moveTo(file, lineNo);
    for (var lines = text.lines().iterator(); lines.hasNext(); ) {
      String line = lines.next();
      state.moveTo(file, ++lineNo);
      if (line.length() > MAX_LINE) {
        throw state.error("a line longer than " + MAX_LINE + " characters");
      }
      List<String> words;
      try {
        words = VariantWords.split(line);
      } catch (IllegalArgumentException e) {
        throw state.error(e.getMessage());
      }
      if (!words.isEmpty()) {
        statement(words, first);
        first = false;
      }
    }
    return Math.max(1, lineNo);
  }

  /**
   * {@code base NAME [only [POWER ...]]}: everything of another variant's file (map, powers,
   * units, rules), which the following statements may then change. Errors in it name its own
   * file. With {@code only}, the base's other powers are left out as it is read: their
   * units do not start and their home centres are centres of nobody.
   */
  private void base(List<String> w, boolean first) throws VariantFormatException {
    // "only" with no power keeps the map alone: a variant of powers of its own (Chaos).
    boolean withOnly = w.size() > 2 && Names.lowerCase(w.get(2)).equals("only");
    if (w.size() != 2 && !withOnly) {
      throw state.error("expected 'base NAME [only [POWER ...]]'");
    }
    String baseName = w.get(1);
    Set<String> only = new LinkedHashSet<>();
    for (String kept : w.subList(Math.min(3, w.size()), w.size())) {
      if (!only.add(GameMap.normalize(kept))) {
        throw state.error("'only' names " + kept + " twice");
      }
    }
    // A base that has a base of its own reads it under the same 'only'.
    Set<String> outer = state.powers().onlyPowers();
    state.powers().keepOnly(withOnly ? only : outer);
    try {
      readBase(baseName, first);
    } finally {
      state.powers().keepOnly(outer);
    }
    for (String kept : w.subList(Math.min(3, w.size()), w.size())) {
      if (!state.powers().has(kept)) {
        throw state.error("'only' names '" + kept + "', which is no power of " + baseName);
      }
    }
  }

  private void readBase(String baseName, boolean first) throws VariantFormatException {
    // Anything before it would be silently replaced by the base's own statements.
    if (!first) {
      throw state.error("'base' must come first in its file: what comes before it would be replaced by the base's"
          + " statements (at 'base " + baseName + "')");
    }
    String resource = Names.lowerCase(baseName) + ".variant";
    String text;
    try (var in = VariantReader.class.getResourceAsStream(resource)) {
      if (in == null || !baseName.matches("[A-Za-z0-9-]+")) {
        throw state.error("unknown base variant '" + baseName + "'");
      }
      text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      throw state.error("cannot read base variant '" + baseName + "'");
    }
    SourceLine outer = state.here();
    statements(resource, text);
    state.moveTo(outer.file(), outer.line());
  }

  private void player(List<String> w) throws VariantFormatException {
    if (w.size() < 3) {
      throw state.error("expected 'player NAME POWER ...'");
    }
    List<Power> commanded = new ArrayList<>();
    for (String powerName : w.subList(2, w.size())) {
      commanded.add(state.power(powerName.replace(",", "")));
    }
    try {
      players.add(w.get(1), commanded);
    } catch (IllegalArgumentException e) {
      throw state.error(e.getMessage());
    }
  }

  /** One statement: the reader of its kind of line reads it. */
  private void statement(List<String> w, boolean first) throws VariantFormatException {
    String keyword = Names.lowerCase(w.get(0));
    switch (keyword) {
      case "base" -> base(w, first);
      case "player" -> player(w);
      case "variant" -> name = state.single(w);
      case "title" -> title = state.single(w);
      case "start" -> calendar.start(w, state.file(), state.line());
      case "season" -> calendar.season(w, state.file(), state.line());
      case "year-step" -> calendar.yearStep(state.number(state.single(w)), state.file(), state.line());
      case "adjustment-years" -> calendar.adjustmentYears(state.number(state.single(w)), state.file(), state.line());
      case "solo" -> rules.solo(w);
      case "lead" -> rules.lead(w);
      case "builds" -> rules.builds(w);
      case "build-place", "no-build" -> rules.buildPlace(keyword, w);
      case "unordered-builds" -> rules.unorderedBuilds(w);
      case "switch" -> rules.switchLine(w);
      case "rules" -> rules.rules(w);
      case "home" -> state.powers().home(w, state);
      case "country" -> {
        // The base's country of a power 'only' leaves out goes with the power.
        if (!state.powers().isLeftOut(w.size() > 1 ? w.get(1) : "")) {
          countries.country(w, state);
        }
      }
      case "power" -> state.powers().power(w, state);
      case "province" -> mapLines.province(w);
      case "alias" -> mapLines.alias(w);
      case "army", "fleet", "both" -> mapLines.edge(keyword, w, false);
      case "oneway" -> mapLines.oneWay(w);
      case "unit" -> units.unit(w);
      case "no-unit" -> units.noUnit(w);
      case "railroad" -> ways.railroad(w, state);
      case "canal" -> ways.canal(w, state);
      case "board" -> board.board(w, state);
      case "position" -> board.position(w, state);
      default -> throw state.error("unknown statement '" + w.get(0) + "'");
    }
  }
}
