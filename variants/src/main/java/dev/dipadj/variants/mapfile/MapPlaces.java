package dev.dipadj.variants.mapfile;

import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.variants.ProvinceNames;
import dev.dipadj.variants.VariantFormatException;
import dev.dipadj.variants.VariantReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The places of a {@code .map} file and their names: the terrain lines ({@code LAND},
 * {@code WATER}, {@code COAST}, {@code PORT}, {@code SHUT}), {@code AMEND}, {@code DROP} and
 * the name lines ({@code Long Name = abr alias ...}). A later terrain line for a place
 * replaces the earlier one, so the places are kept as lines until the whole variant is read,
 * then built as provinces with their coasts.
 */
final class MapPlaces {
  /** The five terrains of a place line, and the kind of province each is in dipadj. */
  enum Terrain {
    LAND(ProvinceKind.LAND),
    WATER(ProvinceKind.SEA),
    COAST(ProvinceKind.COAST),
    /** A coast whose fleet convoys as one at sea does: dipadj's archipelago. */
    PORT(ProvinceKind.ARCHIPELAGO),
    /** Impassable. */
    SHUT(ProvinceKind.IMPASSABLE);

    final ProvinceKind kind;

    Terrain(ProvinceKind kind) {
      this.kind = kind;
    }

    static Optional<Terrain> of(String word) {
      try {
        return Optional.of(valueOf(word.toUpperCase(Locale.ROOT)));
      } catch (IllegalArgumentException e) {
        return Optional.empty();
      }
    }
  }

  /** A place as its latest line gives it; {@code written} keeps the case of the line's own abbreviation. */
  static final class Place {
    final String key;
    String written;
    Terrain terrain;
    final List<MapWord> borders = new ArrayList<>();
    MapLine line;

    Place(String key) {
      this.key = key;
    }

    boolean isCoast() {
      return key.indexOf('/') >= 0;
    }
  }

  /** A name line: the long name and the aliases as written ({@code +} and {@code ?} still in them). */
  private record Naming(String name, List<String> aliases, MapLine line) {}

  /** A province and coast a place key stands for, once built. */
  record Spot(Province province, Coast coast) {
    /** Whether a fleet may stand here: a named coast, or a province of one coastline or none that takes fleets. */
    boolean takesFleet() {
      return coast != Coast.NONE || (!province.hasSeveralCoasts() && province.kind().allowsFleet());
    }
  }

  private final Map<String, Place> places = new LinkedHashMap<>();
  private final Map<String, Naming> names = new LinkedHashMap<>();
  private final Map<String, Spot> spots = new HashMap<>();
  /** Per place forgotten by {@code DROP}: the order of the last line that dropped it. */
  private final Map<String, Long> droppedAt = new HashMap<>();

  /** {@code TYPE ABR [ABUTS abr ...]}: a place, replacing any earlier line for it. */
  void place(Terrain terrain, List<String> w, MapLine line) throws VariantFormatException {
    if (w.size() < 2 || (w.size() > 2 && !w.get(2).equalsIgnoreCase("ABUTS"))) {
      throw line.error("expected '" + w.get(0) + " ABR ABUTS abr ...'");
    }
    String written = w.get(1);
    String key = checkedKey(written, line);
    Place place = places.get(key);
    if (place == null) {
      if (places.size() >= VariantReader.MAX_PROVINCES * 5) {
        throw line.error("more than " + VariantReader.MAX_PROVINCES * 5 + " places");
      }
      int slash = key.indexOf('/');
      if (slash >= 0) {
        Place province = places.get(key.substring(0, slash));
        if (province != null) {
          throw line.error("the coast line " + written + " comes after the line of its province " + province.written
              + " (" + province.line + "): a province's coasts are listed before it");
        }
      }
      place = new Place(key);
      places.put(key, place);
    }
    if (place.isCoast() && terrain != Terrain.COAST) {
      throw line.error("the coast " + written + " is a COAST place, not " + terrain);
    }
    place.written = written;
    place.terrain = terrain;
    place.line = line;
    place.borders.clear();
    for (String b : w.subList(Math.min(3, w.size()), w.size())) {
      place.borders.add(new MapWord(b, line));
    }
  }

  /** {@code AMEND ABR ABUTS abr ...}: more borders of a place given before. */
  void amend(List<String> w, MapLine line) throws VariantFormatException {
    if (w.size() < 3 || !w.get(2).equalsIgnoreCase("ABUTS")) {
      throw line.error("expected 'AMEND ABR ABUTS abr ...'");
    }
    Place place = places.get(MapWord.key(w.get(1)));
    if (place == null) {
      throw line.error("AMEND names '" + w.get(1) + "', which is no place given before");
    }
    for (String b : w.subList(3, w.size())) {
      place.borders.add(new MapWord(b, line));
    }
  }

  /**
   * {@code DROP ABR ...}: forgets places, a province with its coasts, and everything said of
   * them before (borders to them, centres, homes, units), which {@link #forgotten} then tells.
   */
  void drop(List<String> w, MapLine line) throws VariantFormatException {
    for (String abr : w.subList(1, w.size())) {
      String key = MapWord.key(abr);
      if (places.remove(key) == null) {
        throw line.error("DROP names '" + abr + "', which is no place given before");
      }
      droppedAt.put(key, line.order());
      names.remove(key);
      for (Coast c : Coast.values()) {
        String coast = key + "/" + c.abbreviation().toUpperCase(Locale.ROOT);
        if (c != Coast.NONE && places.remove(coast) != null) {
          droppedAt.put(coast, line.order());
        }
      }
    }
  }

  /** Whether a word names a place that a {@code DROP} after it forgot (or the province of such a coast). */
  boolean forgotten(MapWord word) {
    long at = word.line().order();
    return droppedAt.getOrDefault(word.key(), -1L) > at || droppedAt.getOrDefault(word.provinceKey(), -1L) > at;
  }

  /** {@code Long Name = abr alias ...}: the place's long name and other names. */
  void names(String text, MapLine line) throws VariantFormatException {
    int equals = text.indexOf('=');
    String name = text.substring(0, equals).strip().replaceAll("\\s+", " ");
    List<String> w = MapFileReader.words(text.substring(equals + 1));
    if (name.isEmpty() || w.isEmpty()) {
      throw line.error("expected 'Long Name = abr alias ...'");
    }
    names.put(checkedKey(w.get(0), line), new Naming(name, List.copyOf(w.subList(1, w.size())), line));
  }

  /** The key of a place's own abbreviation, refused when it could not be written in an order. */
  private static String checkedKey(String abbreviation, MapLine line) throws VariantFormatException {
    int slash = abbreviation.indexOf('/');
    String province = slash < 0 ? abbreviation : abbreviation.substring(0, slash);
    if (province.isEmpty() || !province.chars().allMatch(Character::isLetterOrDigit)) {
      throw line.error("'" + abbreviation + "' is no place abbreviation (letters and digits, then /NC for a coast)");
    }
    if (slash >= 0 && Coast.parse(abbreviation.substring(slash + 1)).isEmpty()) {
      throw line.error("unknown coast '" + abbreviation.substring(slash + 1) + "' in '" + abbreviation + "' (NC, SC, EC, WC)");
    }
    return MapWord.key(abbreviation);
  }

  /** The places, in the order they were first given. */
  Iterable<Place> all() {
    return places.values();
  }

  /** Whether a place of that key (a province or coast) is given. */
  boolean has(String key) {
    return places.containsKey(key);
  }

  /** The province and coast a place key stands for, once built. */
  Optional<Spot> spot(String key) {
    return Optional.ofNullable(spots.get(key));
  }

  /**
   * Adds the provinces, with their coasts, names and aliases, to the builder.
   *
   * @param builder the map being built
   * @param centres the keys of the provinces that are supply centres
   */
  void build(GameMapBuilder builder, Set<String> centres) throws VariantFormatException {
    for (Place p : places.values()) {
      if (p.isCoast() && !places.containsKey(p.key.substring(0, p.key.indexOf('/')))) {
        throw p.line.error("the coast " + p.written + " has no line of its province after it ('COAST "
            + p.key.substring(0, p.key.indexOf('/')).toLowerCase(Locale.ROOT) + " ABUTS ...')");
      }
    }
    Map<String, List<Coast>> coasts = new HashMap<>();
    for (Place p : places.values()) {
      if (p.isCoast()) {
        int slash = p.key.indexOf('/');
        coasts.computeIfAbsent(p.key.substring(0, slash), k -> new ArrayList<>())
            .add(Coast.parse(p.key.substring(slash + 1)).orElseThrow());
      }
    }
    for (Place p : places.values()) {
      if (!p.isCoast()) {
        province(builder, p, centres.contains(p.key), coasts.getOrDefault(p.key, List.of()));
      }
    }
    aliases(builder);
  }

  private void province(GameMapBuilder builder, Place p, boolean centre, List<Coast> coasts)
      throws VariantFormatException {
    boolean lower = p.written.equals(p.written.toLowerCase(Locale.ROOT)) && !p.written.equals(p.written.toUpperCase(Locale.ROOT));
    // The convention writes a province with coasts in lower case ('COAST spa'); a file that
    // writes it 'COAST SPA' or 'LAND spa' means the same province, whose fleets stand on its
    // coasts only, so it is read the same rather than refused.
    if (!coasts.isEmpty() && p.terrain != Terrain.COAST && p.terrain != Terrain.LAND) {
      throw p.line.error(p.written + " has coasts (" + p.key + "/" + coasts.get(0).abbreviation().toUpperCase(Locale.ROOT)
          + "...), so it is a coastal province: 'COAST " + p.key.toLowerCase(Locale.ROOT) + "', not " + p.terrain);
    }
    if (coasts.size() == 1) {
      throw p.line.error(p.written + " has one coast line only: a province with coasts has at least two");
    }
    if (coasts.isEmpty() && lower && p.terrain == Terrain.COAST) {
      throw p.line.error("'COAST " + p.written + "' in lower case marks a province with coasts, and no coast line ("
          + p.key + "/NC) comes before it");
    }
    if (builder.provinceCount() >= VariantReader.MAX_PROVINCES) {
      throw p.line.error("more than " + VariantReader.MAX_PROVINCES + " provinces");
    }
    Naming naming = names.get(p.key);
    String name = naming == null ? p.key : naming.name();
    MapLine nameLine = naming == null ? p.line : naming.line();
    for (String n : List.of(p.key, name)) {
      String problem = ProvinceNames.problem(n);
      if (problem != null) {
        throw nameLine.error(problem);
      }
      if (builder.province(n).isPresent()) {
        throw nameLine.error("the name '" + n + "' already names " + builder.province(n).get());
      }
    }
    Province province = builder.addProvince(p.key, name, coasts.isEmpty() ? p.terrain.kind : ProvinceKind.COAST, centre, coasts);
    spots.put(p.key, new Spot(province, Coast.NONE));
    for (Coast c : coasts) {
      spots.put(p.key + "/" + c.abbreviation().toUpperCase(Locale.ROOT), new Spot(province, c));
    }
  }

  /**
   * The aliases of the name lines: plain ones first, each naming one place; then the ones
   * marked ambiguous ({@code ?}), taken only where no other place answers to them.
   */
  private void aliases(GameMapBuilder builder) throws VariantFormatException {
    Map<String, Set<Province>> ambiguous = new LinkedHashMap<>();
    for (var e : names.entrySet()) {
      Naming n = e.getValue();
      if (e.getKey().indexOf('/') >= 0) {
        // A coast is named by its province and coast (Spa/nc), as everywhere in dipadj.
        continue;
      }
      Spot spot = spots.get(e.getKey());
      if (spot == null) {
        throw n.line().error("a name for " + e.getKey() + ", which is no place of the map");
      }
      for (String written : n.aliases()) {
        boolean maybe = written.endsWith("?");
        String alias = (maybe ? written.substring(0, written.length() - 1) : written).replace('+', ' ');
        String problem = ProvinceNames.problem(alias);
        if (problem != null) {
          throw n.line().error(problem + " (the alias '" + written + "')");
        }
        if (maybe) {
          ambiguous.computeIfAbsent(alias, k -> new LinkedHashSet<>()).add(spot.province());
          continue;
        }
        Optional<Province> clash = builder.addAlias(spot.province(), alias);
        if (clash.isPresent()) {
          throw n.line().error("the alias '" + written + "' already names " + clash.get());
        }
      }
    }
    for (var e : ambiguous.entrySet()) {
      if (e.getValue().size() == 1 && builder.province(e.getKey()).isEmpty()) {
        builder.addAlias(e.getValue().iterator().next(), e.getKey());
      }
    }
  }
}
