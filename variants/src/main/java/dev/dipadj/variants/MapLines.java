package dev.dipadj.variants;

import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Names;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The map lines of the variant format, read into the map being built and checked: {@code
 * province} (a name defined once, of a known kind, its centre, home, {@code not-for} and
 * coasts consistent), {@code alias}, and the borders {@code army}, {@code fleet}, {@code both}
 * and {@code oneway}, each given once and only between places the units may stand on; once
 * the map is built, every archipelago has a fleet border.
 */
final class MapLines {
  /** The most provinces a variant may have: the resolver is built and tested for maps up to this size. */
  static final int MAX_PROVINCES = 5_000;

  private final ReadState state;
  private final GameMapBuilder builder;
  /** Where each archipelago was given (file and line), so that one with no fleet border is refused there. */
  private final Map<Province, SourceLine> archipelagos = new LinkedHashMap<>();

  MapLines(ReadState state) {
    this.state = state;
    this.builder = state.builder();
  }

  /** {@code province ABBR KIND "NAME" [centre] [home POWER] [not-for POWER ...] [coasts COAST ...]}. */
  void province(List<String> w) throws VariantFormatException {
    if (w.size() < 4) {
      throw state.error("expected 'province ABBR KIND \"NAME\" ...'");
    }
    String abbreviation = w.get(1);
    nameFitsOrders(abbreviation);
    nameFitsOrders(w.get(3));
    if (builder.provinceCount() >= MAX_PROVINCES) {
      throw state.error("more than " + MAX_PROVINCES + " provinces");
    }
    if (builder.province(abbreviation).isPresent()) {
      throw state.error("province '" + abbreviation + "' defined twice");
    }
    if (builder.province(w.get(3)).isPresent()) {
      throw state.error("the name '" + w.get(3) + "' already names " + builder.province(w.get(3)).get());
    }
    ProvinceKind kind;
    try {
      kind = ProvinceKind.valueOf(w.get(2).toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw state.error("unknown province kind '" + w.get(2) + "' (land, coast, sea, impassable, archipelago)");
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
          throw state.error("a centre may be the home of one power only");
        }
        i++;
        if (state.powers().isLeftOut(w.get(i))) {
          // The centre stays a centre, of nobody at the start and nobody's home.
          continue;
        }
        home = state.power(w.get(i));
      } else if (word.equals("not-for") && i + 1 < w.size()) {
        Power excluded = state.power(w.get(++i));
        if (notFor.contains(excluded)) {
          throw state.error("centre " + abbreviation + " is 'not-for " + excluded + "' twice");
        }
        notFor.add(excluded);
      } else if (word.equals("coasts")) {
        while (i + 1 < w.size() && Coast.parse(w.get(i + 1)).isPresent()) {
          Coast c = Coast.parse(w.get(++i)).get();
          // Two coasts of one name would be one place twice: the file's border from it would then be refused.
          if (coasts.contains(c)) {
            throw state.error("the coast " + c.abbreviation() + " of " + abbreviation + " named twice (at '" + w.get(i) + "')");
          }
          coasts.add(c);
        }
      } else {
        throw state.error("unexpected '" + w.get(i) + "' in province " + abbreviation);
      }
    }
    if (home != null && !centre) {
      throw state.error("home centre " + abbreviation + " is not a supply centre");
    }
    if (!notFor.isEmpty() && !centre) {
      throw state.error("'not-for' on " + abbreviation + ", which is not a supply centre");
    }
    if (home != null && notFor.contains(home)) {
      throw state.error("home centre " + abbreviation + " must count for its own power " + home + " (not 'not-for " + home + "')");
    }
    if (!coasts.isEmpty() && (kind != ProvinceKind.COAST || coasts.size() < 2)) {
      throw state.error("only a coastal province may have named coasts, and then at least two");
    }
    Province p = builder.addProvince(abbreviation, w.get(3), kind, centre, coasts);
    if (kind == ProvinceKind.ARCHIPELAGO) {
      archipelagos.put(p, state.here());
    }
    if (home != null) {
      state.powers().addHome(home, p);
    }
    for (Power excluded : notFor) {
      builder.notCountedFor(p, excluded);
    }
  }

  private void nameFitsOrders(String provinceName) throws VariantFormatException {
    String problem = ProvinceNames.problem(provinceName);
    if (problem != null) {
      throw state.error(problem);
    }
  }

  /** {@code alias PROVINCE NAME ...}: more names of a province, each naming no other. */
  void alias(List<String> w) throws VariantFormatException {
    Province p = state.province(w.size() > 1 ? w.get(1) : "");
    for (String alias : w.subList(2, w.size())) {
      nameFitsOrders(alias);
      Optional<Province> clash = builder.addAlias(p, alias);
      if (clash.isPresent()) {
        throw state.error("alias '" + alias + "' already names " + clash.get());
      }
    }
  }

  /** {@code oneway army|fleet|both A B}: a border from A to B only. */
  void oneWay(List<String> w) throws VariantFormatException {
    if (w.size() < 2 || !Set.of("army", "fleet", "both").contains(Names.lowerCase(w.get(1)))) {
      throw state.error("expected 'oneway army|fleet|both A B'");
    }
    edge(Names.lowerCase(w.get(1)), w.subList(1, w.size()), true);
  }

  /** {@code army|fleet|both A B}, or with {@code oneway} before it a border from A to B only. */
  void edge(String keyword, List<String> w, boolean oneWay) throws VariantFormatException {
    if (w.size() != 3) {
      throw state.error("expected '" + (oneWay ? "oneway " : "") + keyword + " A B'");
    }
    ReadState.Place a = state.place(w.get(1));
    ReadState.Place b = state.place(w.get(2));
    if (a.province().equals(b.province())) {
      throw state.error("an edge from " + a.province() + " to itself");
    }
    boolean army = !keyword.equals("fleet");
    boolean fleet = !keyword.equals("army");
    for (ReadState.Place p : List.of(a, b)) {
      String kind = p.province().kind().name().toLowerCase(Locale.ROOT);
      if (army && !p.province().kind().allowsArmy()) {
        throw state.error("armies cannot enter " + p.province() + " (" + kind + ")");
      }
      if (fleet && !p.province().kind().allowsFleet()) {
        throw state.error("fleets cannot enter " + p.province() + " (" + kind + ")");
      }
    }
    // Each border is given once per unit type: "both" counts as an army and a fleet border.
    // The builder's own borders answer it, so that no line of the file is kept for the question;
    // asked both ways, as a one-way border and a border back would be one border given twice.
    if (army && (builder.hasArmyEdge(a.province(), b.province()) || builder.hasArmyEdge(b.province(), a.province()))) {
      throw state.error("army border " + w.get(1) + " " + w.get(2) + " given twice");
    }
    if (fleet && (builder.hasFleetEdge(a.province(), a.coast(), b.province(), b.coast())
        || builder.hasFleetEdge(b.province(), b.coast(), a.province(), a.coast()))) {
      throw state.error("fleet border " + w.get(1) + " " + w.get(2) + " given twice");
    }
    if (oneWay && fleet && a.province().kind().fleetConvoys() && b.province().kind().fleetConvoys()) {
      // Convoy routes pass between fleets that convoy both ways: a route is the same either way.
      throw state.error("a one-way fleet border between " + a.province() + " and " + b.province()
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
      throw state.error("a fleet edge must name one of the coasts of a province with several coasts, and only then");
    }
  }

  /** Once the map is built: each archipelago has a fleet border, or its fleet would convoy nowhere. */
  void checkArchipelagos(GameMap map) throws VariantFormatException {
    for (var a : archipelagos.entrySet()) {
      if (map.fleetNeighbours(map.location(a.getKey())).isEmpty()) {
        throw a.getValue().error("archipelago " + a.getKey() + " has no fleet border: its fleet would convoy nowhere");
      }
    }
  }
}
