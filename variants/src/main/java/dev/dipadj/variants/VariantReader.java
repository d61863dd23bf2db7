package dev.dipadj.variants;

import dev.dipadj.map.Names;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;
import dev.dipadj.variant.UnorderedBuilds;
import dev.dipadj.variant.VariantRules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the variant format documented at the top of {@code classic.variant} and checks it:
 * every name defined once and referenced only when defined, edges only between places
 * the units may stand on, home centres that are centres, starting units on their terrain
 * and one per province. Every problem is reported with file, line and reason.
 */
public final class VariantReader {
  /** The most provinces a variant may have: the resolver is built and tested for maps up to this size. */
  public static final int MAX_PROVINCES = 5_000;
  /** The longest line a variant file may have. */
  public static final int MAX_LINE = 10_000;
  private String file;
  private final GameMapBuilder builder = new GameMapBuilder();
  private final Map<String, Power> powers = new LinkedHashMap<>();
  private final Map<Power, Set<Province>> homes = new LinkedHashMap<>();
  /** The line of each home centre a {@code home} line gave, for a check once the map is built. */
  private final Map<Province, Given> homeLines = new HashMap<>();
  private final List<Pending> units = new ArrayList<>();
  /** Power names and nationality adjectives so far, normalized. */
  private final Set<String> nationalities = new HashSet<>();
  private String name;
  private String title = "";
  private final CalendarStatements calendar = new CalendarStatements();
  private int solo;
  private int soloLine;
  /** The largest of the solo line's counts (several when the count changes by year). */
  private int largestSolo;
  private RuleOptions rules = RuleOptions.DATC;
  private boolean conversion;
  /** The {@code unordered-builds} line's rule, and where it was given. */
  private UnorderedBuilds unorderedBuilds = UnorderedBuilds.WAIVED;
  private Given unorderedBuildsLine;
  /** The {@code builds}, {@code build-place} and {@code no-build} lines. */
  private final BuildPlaceLines buildPlaces = new BuildPlaceLines();
  /** The {@code country} lines. */
  private final CountryLines countries = new CountryLines();
  /** The victory words of {@code solo} and the {@code lead} line. */
  private final VictoryLines victory = new VictoryLines();
  private int lead;
  private int leadLine;
  private final PlayerTable players = new PlayerTable();
  private int lineNo;
  /** The {@code board} and {@code position} lines. */
  private final BoardLines board = new BoardLines(builder);
  /** While a base is read with {@code only}: the powers it keeps, normalized; null otherwise. */
  private Set<String> onlyPowers;
  /** The powers a {@code base ... only} left out, and their adjectives, normalized. */
  private final Set<String> leftOut = new HashSet<>();

  /** A starting unit as its line gives it; {@code power} is null for a neutral unit. */
  private record Pending(int line, Power power, UnitType type, Province province, Coast coast) {}

  /** Where each archipelago was given (file and line), so that one with no fleet border is refused there. */
  private final Map<Province, Given> archipelagos = new LinkedHashMap<>();

  private record Given(String file, int line) {}
  /** The railroads and canals read so far ({@code railroad} and {@code canal} lines). */
  private final WayLines ways = new WayLines(builder);
  /** How the helpers that read some lines ({@link #ways}, {@link #board}) name provinces and powers and report a problem on this line. */
  private final LineContext context = new LineContext() {
    @Override
    public Province province(String provinceName) throws VariantFormatException {
      return known(provinceName);
    }

    @Override
    public Power power(String powerName) throws VariantFormatException {
      return knownPower(powerName);
    }

    @Override
    public VariantFormatException error(String reason) {
      return VariantReader.this.error(reason);
    }

    @Override
    public String file() {
      return file;
    }

    @Override
    public int line() {
      return lineNo;
    }
  };

  private VariantReader(String file) {
    this.file = file;
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
    return new VariantReader(file).parse(text);
  }

  private Variant parse(String text) throws VariantFormatException {
    // A byte-order mark some editors write is not part of the first line.
    int lines = statements(text.startsWith("\uFEFF") ? text.substring(1) : text);
    lineNo = lines;
    if (name == null) {
      throw error("missing 'variant NAME'");
    }
    if (!calendar.hasStart()) {
      throw error("missing 'start SEASON YEAR TYPE'");
    }
    if (solo <= 0) {
      throw error("missing 'solo N'");
    }
    if (powers.isEmpty()) {
      throw error("no 'power': a variant needs at least one power");
    }
    board.checkEveryProvincePlaced();
    ways.checkRailroadBorders();
    GameMap map = builder.build();
    if (map.provinces().isEmpty()) {
      throw error("no 'province': a variant needs a map");
    }
    for (var a : archipelagos.entrySet()) {
      if (map.fleetNeighbours(map.location(a.getKey())).isEmpty()) {
        file = a.getValue().file();
        lineNo = a.getValue().line();
        throw error("archipelago " + a.getKey() + " has no fleet border: its fleet would convoy nowhere");
      }
    }
    for (var e : homes.entrySet()) {
      for (Province c : e.getValue()) {
        // A province line refuses this as it is read; a home line may come before the not-for.
        if (homeLines.containsKey(c) && !map.countsFor(c, e.getKey())) {
          file = homeLines.get(c).file();
          lineNo = homeLines.get(c).line();
          throw error("home centre " + c + " must count for its own power " + e.getKey()
              + " (not 'not-for " + e.getKey() + "')");
        }
      }
    }
    long centres = map.provinces().stream().filter(Province::supplyCentre).count();
    if (largestSolo > centres) {
      lineNo = soloLine;
      throw error("solo " + largestSolo + " is more than the " + centres + " supply centres of the map");
    }
    if (lead > centres) {
      lineNo = leadLine;
      throw error("a lead of " + lead + " is more than the " + centres + " supply centres of the map");
    }
    Calendar seasons = calendar.calendar();
    Phase start = calendar.start(seasons);
    if (unorderedBuilds == UnorderedBuilds.ARMY_FIRST && start.type() != PhaseType.ADJUSTMENT) {
      file = unorderedBuildsLine.file();
      lineNo = unorderedBuildsLine.line();
      throw error("'unordered-builds army first' needs a game that starts with an adjustment phase, and this one"
          + " starts in " + start);
    }
    List<Unit> placed = new ArrayList<>();
    Set<Province> occupied = new HashSet<>();
    for (Pending p : units) {
      lineNo = p.line();
      Province province = map.province(p.province().index());
      Location at = map.location(province, p.coast()).orElseThrow();
      if (!map.canStand(p.type(), at)) {
        throw error("a " + (p.type() == UnitType.ARMY ? "army" : "fleet") + " cannot stand on " + at
            + (province.hasSeveralCoasts() && p.type() == UnitType.FLEET ? " (name the coast)" : ""));
      }
      if (!occupied.add(province)) {
        throw error("a second starting unit in " + province);
      }
      Power owner = p.power() == null ? map.neutral() : p.power();
      if (p.power() == null) {
        refuseNeutral(province);
      }
      placed.add(new Unit(owner, p.type(), at));
    }
    Map<Province, Power> owners = new HashMap<>();
    ImmutableMap.Builder<Power, ImmutableSet<Province>> homeCentres = ImmutableMap.builder();
    for (Power power : powers.values()) {
      Set<Province> h = homes.getOrDefault(power, Set.of());
      homeCentres.put(power, ImmutableSet.copyOf(h));
      for (Province c : h) {
        owners.put(c, power);
      }
    }
    ImmutableMap<Power, ImmutableSet<Province>> homesByPower = homeCentres.build();
    return new Variant(
        name, title, map, homesByPower, countries.build(homesByPower), Position.of(start, placed, owners), solo,
        players.build(map), new VariantRules(buildPlaces.build(), conversion, victory.build(), unorderedBuilds), rules, seasons);
  }

  /**
   * Reads every statement of a text; returns its number of lines. The lines are taken one at
   * a time, not as a list: a list of a large file's lines was a second copy of the file.
   */
  private int statements(String text) throws VariantFormatException {
    boolean first = true;
    lineNo = 0;
    for (var lines = text.lines().iterator(); lines.hasNext(); ) {
      String line = lines.next();
      lineNo++;
      if (line.length() > MAX_LINE) {
        throw error("a line longer than " + MAX_LINE + " characters");
      }
      List<String> words;
      try {
        words = VariantWords.split(line);
      } catch (IllegalArgumentException e) {
        throw error(e.getMessage());
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
      throw error("expected 'base NAME [only [POWER ...]]'");
    }
    String baseName = w.get(1);
    Set<String> only = new LinkedHashSet<>();
    for (String kept : w.subList(Math.min(3, w.size()), w.size())) {
      if (!only.add(GameMap.normalize(kept))) {
        throw error("'only' names " + kept + " twice");
      }
    }
    // A base that has a base of its own reads it under the same 'only'.
    Set<String> outer = onlyPowers;
    onlyPowers = withOnly ? only : outer;
    try {
      readBase(baseName, first);
    } finally {
      onlyPowers = outer;
    }
    for (String kept : w.subList(Math.min(3, w.size()), w.size())) {
      if (!powers.containsKey(GameMap.normalize(kept))) {
        throw error("'only' names '" + kept + "', which is no power of " + baseName);
      }
    }
  }

  private void readBase(String baseName, boolean first) throws VariantFormatException {
    // Anything before it would be silently replaced by the base's own statements.
    if (!first) {
      throw error("'base' must come first in its file: what comes before it would be replaced by the base's"
          + " statements (at 'base " + baseName + "')");
    }
    String resource = Names.lowerCase(baseName) + ".variant";
    String text;
    try (var in = VariantReader.class.getResourceAsStream(resource)) {
      if (in == null || !baseName.matches("[A-Za-z0-9-]+")) {
        throw error("unknown base variant '" + baseName + "'");
      }
      text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      throw error("cannot read base variant '" + baseName + "'");
    }
    String outerFile = file;
    int outerLine = lineNo;
    file = resource;
    statements(text);
    file = outerFile;
    lineNo = outerLine;
  }

  private void player(List<String> w) throws VariantFormatException {
    if (w.size() < 3) {
      throw error("expected 'player NAME POWER ...'");
    }
    List<Power> commanded = new ArrayList<>();
    for (String powerName : w.subList(2, w.size())) {
      commanded.add(knownPower(powerName.replace(",", "")));
    }
    try {
      players.add(w.get(1), commanded);
    } catch (IllegalArgumentException e) {
      throw error(e.getMessage());
    }
  }

  private void statement(List<String> w, boolean first) throws VariantFormatException {
    String keyword = Names.lowerCase(w.get(0));
    switch (keyword) {
      case "base" -> base(w, first);
      case "player" -> player(w);
      case "variant" -> name = single(w);
      case "title" -> title = single(w);
      case "start" -> calendar.start(w, file, lineNo);
      case "season" -> calendar.season(w, file, lineNo);
      case "year-step" -> calendar.yearStep(number(single(w)), file, lineNo);
      case "adjustment-years" -> calendar.adjustmentYears(number(single(w)), file, lineNo);
      case "solo" -> {
        if (w.size() < 2) {
          throw error("'solo' takes a number");
        }
        solo = number(w.get(1));
        soloLine = lineNo;
        wordsOf(() -> largestSolo = victory.soloWords(solo, w.subList(2, w.size())));
      }
      case "lead" -> {
        wordsOf(() -> lead = victory.lead(w.subList(1, w.size())));
        leadLine = lineNo;
      }
      case "builds" -> {
        String rule = single(w);
        wordsOf(() -> buildPlaces.rule(rule));
      }
      case "build-place", "no-build" -> buildPlace(keyword, w);
      case "home" -> home(w);
      case "country" -> {
        // The base's country of a power 'only' leaves out goes with the power.
        if (!isLeftOut(w.size() > 1 ? w.get(1) : "")) {
          countries.country(w, context);
        }
      }
      case "unordered-builds" -> {
        String words = String.join(" ", w.subList(1, w.size()));
        unorderedBuilds = UnorderedBuilds.ofWords(words).orElseThrow(() -> error("expected 'unordered-builds "
            + "waived|army|army first' (at '" + words + "')"));
        unorderedBuildsLine = new Given(file, lineNo);
      }
      case "power" -> power(w);
      case "province" -> province(w);
      case "alias" -> alias(w);
      case "army", "fleet", "both" -> edge(keyword, w, false);
      case "oneway" -> {
        if (w.size() < 2 || !Set.of("army", "fleet", "both").contains(Names.lowerCase(w.get(1)))) {
          throw error("expected 'oneway army|fleet|both A B'");
        }
        edge(Names.lowerCase(w.get(1)), w.subList(1, w.size()), true);
      }
      case "unit" -> unit(w);
      case "no-unit" -> noUnit(w);
      case "railroad" -> ways.railroad(w, context);
      case "canal" -> ways.canal(w, context);
      case "board" -> board.board(w, context);
      case "position" -> board.position(w, context);
      case "switch" -> {
        switch (Names.lowerCase(single(w))) {
          case "build-anywhere" -> buildPlaces.rule("owned");
          case "conversion" -> conversion = true;
          default -> throw error("unknown switch '" + w.get(1) + "' (build-anywhere, conversion)");
        }
      }
      case "rules" -> {
        for (String option : w.subList(1, w.size())) {
          try {
            rules = rules.with(option);
          } catch (IllegalArgumentException e) {
            throw error(e.getMessage());
          }
        }
      }
      default -> throw error("unknown statement '" + w.get(0) + "'");
    }
  }

  /** Words a line's helper reads: its {@link IllegalArgumentException} is an error of this line. */
  private void wordsOf(Runnable reading) throws VariantFormatException {
    try {
      reading.run();
    } catch (IllegalArgumentException e) {
      throw error(e.getMessage());
    }
  }

  /** {@code build-place POWER CENTRE ...} or {@code no-build POWER CENTRE ...}. */
  private void buildPlace(String keyword, List<String> w) throws VariantFormatException {
    if (w.size() < 3) {
      throw error("expected '" + keyword + " POWER CENTRE ...'");
    }
    Power power = knownPower(w.get(1));
    for (String centre : w.subList(2, w.size())) {
      Province p = known(centre);
      wordsOf(() -> buildPlaces.place(power, p, keyword.equals("no-build")));
    }
  }

  /**
   * {@code home POWER CENTRE ...}: home centres of the power besides those its province lines
   * name, for a power added after a base that gave it none. A centre is the home of one power.
   */
  private void home(List<String> w) throws VariantFormatException {
    if (w.size() < 3) {
      throw error("expected 'home POWER CENTRE ...'");
    }
    Power power = knownPower(w.get(1));
    for (String centre : w.subList(2, w.size())) {
      Province p = known(centre);
      if (!p.supplyCentre()) {
        throw error("home centre " + p + " is not a supply centre (at '" + centre + "')");
      }
      for (var e : homes.entrySet()) {
        if (e.getValue().contains(p)) {
          throw error(p + " is already a home centre of " + e.getKey() + " (at '" + centre + "')");
        }
      }
      homes.computeIfAbsent(power, k -> new HashSet<>()).add(p);
      homeLines.put(p, new Given(file, lineNo));
    }
  }

  private String single(List<String> w) throws VariantFormatException {
    if (w.size() != 2) {
      throw error("'" + w.get(0) + "' takes one value");
    }
    return w.get(1);
  }

  private int number(String s) throws VariantFormatException {
    return context.number(s);
  }

  /** {@code power NAME [ADJECTIVE ...]}: a power, and the adjectives that may name its units in orders. */
  private void power(List<String> w) throws VariantFormatException {
    if (w.size() < 2) {
      throw error("expected 'power NAME [ADJECTIVE ...]'");
    }
    String powerName = w.get(1);
    String key = GameMap.normalize(powerName);
    if (onlyPowers != null && !onlyPowers.contains(key)) {
      leftOut.add(key);
      w.subList(2, w.size()).forEach(adjective -> leftOut.add(GameMap.normalize(adjective)));
      return;
    }
    if (key.isEmpty()) {
      throw error("a power needs a name");
    }
    String unnamed = PowerNames.problem(powerName);
    if (unnamed != null) {
      throw error(unnamed);
    }
    if (powers.containsKey(key) || nationalities.contains(key)) {
      throw error("power '" + powerName + "' defined twice");
    }
    for (String adjective : w.subList(2, w.size())) {
      String unreadable = PowerNames.adjectiveProblem(adjective);
      if (unreadable != null) {
        throw error(unreadable);
      }
      if (!nationalities.add(GameMap.normalize(adjective)) || powers.containsKey(GameMap.normalize(adjective))) {
        throw error("'" + adjective + "' already names a power");
      }
    }
    nationalities.add(key);
    powers.put(key, builder.addPower(powerName, w.subList(2, w.size())));
  }

  private Power knownPower(String powerName) throws VariantFormatException {
    Power p = powers.get(GameMap.normalize(powerName));
    if (p == null && leftOut.contains(GameMap.normalize(powerName))) {
      throw error("power '" + powerName + "' was left out by 'base ... only'");
    }
    if (p == null) {
      throw error("unknown power '" + powerName + "'");
    }
    return p;
  }

  private void province(List<String> w) throws VariantFormatException {
    if (w.size() < 4) {
      throw error("expected 'province ABBR KIND \"NAME\" ...'");
    }
    String abbreviation = w.get(1);
    nameFitsOrders(abbreviation);
    nameFitsOrders(w.get(3));
    if (builder.provinceCount() >= MAX_PROVINCES) {
      throw error("more than " + MAX_PROVINCES + " provinces");
    }
    if (builder.province(abbreviation).isPresent()) {
      throw error("province '" + abbreviation + "' defined twice");
    }
    if (builder.province(w.get(3)).isPresent()) {
      throw error("the name '" + w.get(3) + "' already names " + builder.province(w.get(3)).get());
    }
    ProvinceKind kind;
    try {
      kind = ProvinceKind.valueOf(w.get(2).toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw error("unknown province kind '" + w.get(2) + "' (land, coast, sea, impassable, archipelago)");
    }
    boolean centre = false;
    Power home = null;
    List<Power> notFor = new ArrayList<>();
    List<Coast> coasts = new ArrayList<>();
    for (int i = 4; i < w.size(); i++) {
      String word = Names.lowerCase(w.get(i));
      if (word.equals("centre") || word.equals("center")) {
        centre = true;
      } else if (word.equals("home") && i + 1 < w.size()) {
        if (home != null) {
          throw error("a centre may be the home of one power only");
        }
        i++;
        if (isLeftOut(w.get(i))) {
          // The centre stays a centre, of nobody at the start and nobody's home.
          continue;
        }
        home = knownPower(w.get(i));
      } else if (word.equals("not-for") && i + 1 < w.size()) {
        Power excluded = knownPower(w.get(++i));
        if (notFor.contains(excluded)) {
          throw error("centre " + abbreviation + " is 'not-for " + excluded + "' twice");
        }
        notFor.add(excluded);
      } else if (word.equals("coasts")) {
        while (i + 1 < w.size() && Coast.parse(w.get(i + 1)).isPresent()) {
          Coast c = Coast.parse(w.get(++i)).get();
          // Two coasts of one name would be one place twice: the file's border from it would then be refused.
          if (coasts.contains(c)) {
            throw error("the coast " + c.abbreviation() + " of " + abbreviation + " named twice (at '" + w.get(i) + "')");
          }
          coasts.add(c);
        }
      } else {
        throw error("unexpected '" + w.get(i) + "' in province " + abbreviation);
      }
    }
    if (home != null && !centre) {
      throw error("home centre " + abbreviation + " is not a supply centre");
    }
    if (!notFor.isEmpty() && !centre) {
      throw error("'not-for' on " + abbreviation + ", which is not a supply centre");
    }
    if (home != null && notFor.contains(home)) {
      throw error("home centre " + abbreviation + " must count for its own power " + home + " (not 'not-for " + home + "')");
    }
    if (!coasts.isEmpty() && (kind != ProvinceKind.COAST || coasts.size() < 2)) {
      throw error("only a coastal province may have named coasts, and then at least two");
    }
    Province p = builder.addProvince(abbreviation, w.get(3), kind, centre, coasts);
    if (kind == ProvinceKind.ARCHIPELAGO) {
      archipelagos.put(p, new Given(file, lineNo));
    }
    if (home != null) {
      homes.computeIfAbsent(home, k -> new HashSet<>()).add(p);
    }
    for (Power excluded : notFor) {
      builder.notCountedFor(p, excluded);
    }
  }

  private void nameFitsOrders(String provinceName) throws VariantFormatException {
    String problem = ProvinceNames.problem(provinceName);
    if (problem != null) {
      throw error(problem);
    }
  }

  private void alias(List<String> w) throws VariantFormatException {
    Province p = known(w.size() > 1 ? w.get(1) : "");
    for (String alias : w.subList(2, w.size())) {
      nameFitsOrders(alias);
      Optional<Province> clash = builder.addAlias(p, alias);
      if (clash.isPresent()) {
        throw error("alias '" + alias + "' already names " + clash.get());
      }
    }
  }

  private Province known(String provinceName) throws VariantFormatException {
    return builder
        .province(provinceName)
        .orElseThrow(() -> error("unknown province '" + provinceName + "'"));
  }

  /** {@code army|fleet|both A B}, or with {@code oneway} before it a border from A to B only. */
  private void edge(String keyword, List<String> w, boolean oneWay) throws VariantFormatException {
    if (w.size() != 3) {
      throw error("expected '" + (oneWay ? "oneway " : "") + keyword + " A B'");
    }
    Place a = place(w.get(1));
    Place b = place(w.get(2));
    if (a.province().equals(b.province())) {
      throw error("an edge from " + a.province() + " to itself");
    }
    boolean army = !keyword.equals("fleet");
    boolean fleet = !keyword.equals("army");
    for (Place p : List.of(a, b)) {
      String kind = p.province().kind().name().toLowerCase(Locale.ROOT);
      if (army && !p.province().kind().allowsArmy()) {
        throw error("armies cannot enter " + p.province() + " (" + kind + ")");
      }
      if (fleet && !p.province().kind().allowsFleet()) {
        throw error("fleets cannot enter " + p.province() + " (" + kind + ")");
      }
    }
    // Each border is given once per unit type: "both" counts as an army and a fleet border.
    // The builder's own borders answer it, so that no line of the file is kept for the question;
    // asked both ways, as a one-way border and a border back would be one border given twice.
    if (army && (builder.hasArmyEdge(a.province(), b.province()) || builder.hasArmyEdge(b.province(), a.province()))) {
      throw error("army border " + w.get(1) + " " + w.get(2) + " given twice");
    }
    if (fleet && (builder.hasFleetEdge(a.province(), a.coast(), b.province(), b.coast())
        || builder.hasFleetEdge(b.province(), b.coast(), a.province(), a.coast()))) {
      throw error("fleet border " + w.get(1) + " " + w.get(2) + " given twice");
    }
    if (oneWay && fleet && a.province().kind().fleetConvoys() && b.province().kind().fleetConvoys()) {
      // Convoy routes pass between fleets that convoy both ways: a route is the same either way.
      throw error("a one-way fleet border between " + a.province() + " and " + b.province()
          + ", where fleets convoy: fleets that convoy border each other both ways");
    }
    if (army) {
      if (oneWay) {
        builder.addOneWayArmyEdge(a.province(), b.province());
      } else {
        builder.addArmyEdge(a.province(), b.province());
      }
    }
    if (fleet && !(oneWay
        ? builder.addOneWayFleetEdge(a.province(), a.coast(), b.province(), b.coast())
        : builder.addFleetEdge(a.province(), a.coast(), b.province(), b.coast()))) {
      throw error("a fleet edge must name one of the coasts of a province with several coasts, and only then");
    }
  }

  private record Place(Province province, Coast coast) {}

  private Place place(String text) throws VariantFormatException {
    int slash = text.indexOf('/');
    if (slash < 0) {
      return new Place(known(text), Coast.NONE);
    }
    Province p = known(text.substring(0, slash));
    Coast c = Coast.parse(text.substring(slash + 1))
        .orElseThrow(() -> error("unknown coast '" + text.substring(slash + 1) + "'"));
    if (!p.coasts().contains(c)) {
      throw error(p + " has no coast " + c.abbreviation());
    }
    return new Place(p, c);
  }

  private void unit(List<String> w) throws VariantFormatException {
    if (w.size() != 4) {
      throw error("expected 'unit POWER A|F LOCATION'");
    }
    if (isLeftOut(w.get(1))) {
      return;
    }
    // A neutral unit belongs to no power: its owner is the map's, known once the map is built.
    Power power = Names.normalize(w.get(1)).equals(Names.normalize(GameMap.NEUTRAL)) ? null : knownPower(w.get(1));
    UnitType type;
    switch (w.get(2).toUpperCase(Locale.ROOT)) {
      case "A" -> type = UnitType.ARMY;
      case "F" -> type = UnitType.FLEET;
      default -> throw error("expected A or F, found '" + w.get(2) + "'");
    }
    Place at = place(w.get(3));
    // An army stands on the whole province, whatever coast is written.
    units.add(new Pending(lineNo, power, type, at.province(), type == UnitType.ARMY ? Coast.NONE : at.coast()));
  }

  /** Whether a power named while a base is read with {@code only} is one it leaves out. */
  private boolean isLeftOut(String powerName) {
    return onlyPowers != null && leftOut.contains(GameMap.normalize(powerName));
  }

  /**
   * {@code no-unit PROVINCE}: the unit an earlier line (usually the base's) starts there does
   * not start, so that the variant may start another there or none.
   */
  private void noUnit(List<String> w) throws VariantFormatException {
    Place at = place(single(w));
    if (!units.removeIf(u -> u.province().equals(at.province()))) {
      throw error("no starting unit in " + at.province() + " to take off");
    }
  }

  /**
   * A neutral unit stands on the centre it is rebuilt on, which begins unowned: one on a
   * province that is no centre could never be rebuilt, and one on a home centre would stand
   * on an owned centre.
   */
  private void refuseNeutral(Province province) throws VariantFormatException {
    if (!province.supplyCentre()) {
      throw error("a neutral unit stands on a supply centre, and " + province + " is none");
    }
    for (var e : homes.entrySet()) {
      if (e.getValue().contains(province)) {
        throw error("a neutral unit stands on an unowned centre, and " + province + " is a home centre of "
            + e.getKey());
      }
    }
  }

  private VariantFormatException error(String reason) {
    return new VariantFormatException(file, lineNo, reason);
  }
}
