package dev.dipadj.map;

import static dev.dipadj.map.GameMap.NEUTRAL;
import static dev.dipadj.map.Names.normalize;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How the things of a {@link GameMap} are found: its provinces, locations and powers by index,
 * id and name, a power by nationality, its railroads and canals by name, the owner of neutral
 * units, and whether a location or a power is the map's own.
 *
 * <p>The map's superclass rather than a field of it, so that these public methods stay the
 * map's own ({@code map.province("Lon")}, with their documentation on the map's page) while
 * the map's file keeps to moves and borders; sealed, the map being its only kind. Built once
 * with the map, immutable.
 */
abstract sealed class MapLookup permits GameMap {
  private final ImmutableList<Province> provinces;
  private final ImmutableList<Location> locations;
  private final ImmutableList<Power> powers;
  private final ImmutableMap<String, Province> provincesByName;
  private final ImmutableMap<String, Power> powersByName;
  /** Power names and nationality adjectives, normalized. */
  private final ImmutableMap<String, Power> nationalities;
  private final int longestName;
  /** The locations and powers by id and index, for {@link #owns} on every order. */
  private final Location[] locationById;
  private final Power[] powerByIndex;
  /** The power word of neutral units, one index past the powers. */
  private final Power neutral;
  /** The railroads (none on most maps). */
  private final ImmutableList<Railroad> railroads;
  /** The canals (none on most maps). */
  private final ImmutableList<Canal> canals;

  MapLookup(
      List<Province> provinces,
      List<Location> locations,
      List<Power> powers,
      Map<String, Province> provincesByName,
      ImmutableList<Railroad> railroads,
      ImmutableList<Canal> canals) {
    this.canals = canals;
    this.railroads = railroads;
    this.provinces = ImmutableList.copyOf(provinces);
    this.locations = ImmutableList.copyOf(locations);
    this.powers = ImmutableList.copyOf(powers);
    this.provincesByName = ImmutableMap.copyOf(provincesByName);
    Map<String, Power> byName = new HashMap<>();
    Map<String, Power> byNationality = new HashMap<>();
    for (Power p : powers) {
      byName.put(normalize(p.name()), p);
      byNationality.put(normalize(p.name()), p);
      for (String adjective : p.adjectives()) {
        byNationality.putIfAbsent(normalize(adjective), p);
      }
    }
    this.neutral = new Power(powers.size(), NEUTRAL, ImmutableList.of());
    // A power of that name (a map built in code; variant files refuse one) keeps its name.
    byName.putIfAbsent(normalize(NEUTRAL), neutral);
    this.powersByName = ImmutableMap.copyOf(byName);
    this.nationalities = ImmutableMap.copyOf(byNationality);
    int words = 1;
    for (String name : this.provincesByName.keySet()) {
      words = Math.max(words, name.split(" ").length);
    }
    this.longestName = words;
    this.locationById = this.locations.toArray(new Location[0]);
    this.powerByIndex = Arrays.copyOf(this.powers.toArray(new Power[0]), this.powers.size() + 1);
    this.powerByIndex[this.powers.size()] = neutral;
  }

  /**
   * The railroads of the map (Colonial's Trans-Siberian Railroad); none on most maps.
   *
   * @return the railroads, in the order the variant gives them
   */
  public ImmutableList<Railroad> railroads() {
    return railroads;
  }

  /**
   * The railroad an order names, by its name in any case.
   *
   * @param name the name written ({@code TSR})
   * @return the railroad, or empty when none has the name
   */
  public Optional<Railroad> railroad(String name) {
    for (Railroad r : railroads) {
      if (r.name().equalsIgnoreCase(name)) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }

  /**
   * The canals of the map (Colonial's Suez Canal); none on most maps.
   *
   * @return the canals, in the order the variant gives them
   */
  public ImmutableList<Canal> canals() {
    return canals;
  }

  /**
   * The canal a permission order names, by its name in any case.
   *
   * @param name the name written ({@code SC})
   * @return the canal, or empty when none has the name
   */
  public Optional<Canal> canal(String name) {
    for (Canal c : canals) {
      if (c.name().equalsIgnoreCase(name)) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the location is one of this map's (not another map's with the same id).
   *
   * @param l a location
   * @return whether it belongs to this map
   */
  public boolean owns(Location l) {
    int id = l.id();
    return id >= 0 && id < locationById.length && (locationById[id] == l || locationById[id].equals(l));
  }

  /**
   * Whether the power is one of this map's, or its word for neutral units.
   *
   * @param p a power
   * @return whether it belongs to this map
   */
  public boolean owns(Power p) {
    int i = p.index();
    return i >= 0 && i < powerByIndex.length && (powerByIndex[i] == p || powerByIndex[i].equals(p));
  }

  /**
   * The provinces, in index order.
   *
   * @return the provinces
   */
  public ImmutableList<Province> provinces() {
    return provinces;
  }

  /**
   * The locations (each province as a whole, and each of its coasts), in id order.
   *
   * @return the locations
   */
  public ImmutableList<Location> locations() {
    return locations;
  }

  /**
   * The powers, in index order.
   *
   * @return the powers
   */
  public ImmutableList<Power> powers() {
    return powers;
  }

  /**
   * The power word of neutral units ({@code Neutral: A Geo}): no power of the game, but the
   * owner written for a unit that belongs to none. It is not among {@link #powers()}, no
   * player commands it and it owns no centre; its index is one past the last power's, so
   * that the resolver's tables by power index have a slot for it.
   *
   * @return the neutral units' owner
   */
  public Power neutral() {
    return neutral;
  }

  /**
   * Whether the power is this map's word for neutral units ({@link #neutral()}).
   *
   * @param p a power
   * @return whether it names neutral units
   */
  public boolean isNeutral(Power p) {
    return p == neutral || neutral.equals(p);
  }

  /**
   * A province by index.
   *
   * @param index from 0 to the number of provinces - 1
   * @return the province
   */
  public Province province(int index) {
    return provinces.get(index);
  }

  /**
   * A location by id.
   *
   * @param id from 0 to the number of locations - 1
   * @return the location
   */
  public Location location(int id) {
    return locationById[id];
  }

  /**
   * The province as a whole (no coast): where armies stand.
   *
   * @param province the province
   * @return its whole-province location
   */
  public Location location(Province province) {
    return locations.get(province.index());
  }

  /**
   * A province by abbreviation, full name or alias, in any case.
   *
   * @param name any name of the province
   * @return the province, or empty when no province answers to the name
   */
  public Optional<Province> province(String name) {
    return Optional.ofNullable(provincesByName.get(normalize(name)));
  }

  /**
   * A province by a name already normalized ({@link Names#normalize}), as the order parser has it.
   *
   * @param normalized the name, normalized
   * @return the province, or empty
   */
  public Optional<Province> provinceByNormalizedName(String normalized) {
    return Optional.ofNullable(provincesByName.get(normalized));
  }

  /**
   * The most words any name of a province has: a parser need not try longer phrases.
   *
   * @return the number of words of the longest name
   */
  public int longestNameInWords() {
    return longestName;
  }

  /**
   * Every name, abbreviation and alias a province answers to (normalized).
   *
   * @return each normalized name and the province it names
   */
  public ImmutableMap<String, Province> provinceNames() {
    return provincesByName;
  }

  /**
   * The power a word names as a nationality: its name or an adjective ({@code English}), in any case.
   *
   * @param word the word
   * @return the power, or empty when the word names none
   */
  public Optional<Power> nationality(String word) {
    return Optional.ofNullable(nationalities.get(normalize(word)));
  }

  /**
   * A power by name, in any case.
   *
   * @param name the power's name
   * @return the power, or empty when there is none of that name
   */
  public Optional<Power> power(String name) {
    // Most names come as the map writes them: no need to normalize those.
    for (Power p : powers) {
      if (p.name().equals(name)) {
        return Optional.of(p);
      }
    }
    return Optional.ofNullable(powersByName.get(normalize(name)));
  }
}
