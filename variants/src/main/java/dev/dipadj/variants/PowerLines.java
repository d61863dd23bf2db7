package dev.dipadj.variants;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code power} and {@code home} lines of a variant file, and the table they make: the
 * powers so far by normalized name, their adjectives, the powers a {@code base ... only}
 * leaves out, and each power's home centres, whether a {@code province} or a {@code home}
 * line gave them. A name names one power, and a centre is the home of one power.
 */
final class PowerLines {
  private final GameMapBuilder builder;
  private final Map<String, Power> powers = new LinkedHashMap<>();
  /** Power names and nationality adjectives so far, normalized. */
  private final Set<String> nationalities = new HashSet<>();
  private final Map<Power, Set<Province>> homes = new LinkedHashMap<>();
  /** The line of each home centre a {@code home} line gave, for a check once the map is built. */
  private final Map<Province, SourceLine> homeLines = new HashMap<>();
  /** While a base is read with {@code only}: the powers it keeps, normalized; null otherwise. */
  private Set<String> onlyPowers;
  /** The powers a {@code base ... only} left out, and their adjectives, normalized. */
  private final Set<String> leftOut = new HashSet<>();

  PowerLines(GameMapBuilder builder) {
    this.builder = builder;
  }

  /** {@code power NAME [ADJECTIVE ...]}: a power, and the adjectives that may name its units in orders. */
  void power(List<String> w, LineContext in) throws VariantFormatException {
    if (w.size() < 2) {
      throw in.error("expected 'power NAME [ADJECTIVE ...]'");
    }
    String powerName = w.get(1);
    String key = GameMap.normalize(powerName);
    if (onlyPowers != null && !onlyPowers.contains(key)) {
      leftOut.add(key);
      w.subList(2, w.size()).forEach(adjective -> leftOut.add(GameMap.normalize(adjective)));
      return;
    }
    if (key.isEmpty()) {
      throw in.error("a power needs a name");
    }
    String unnamed = PowerNames.problem(powerName);
    if (unnamed != null) {
      throw in.error(unnamed);
    }
    if (powers.containsKey(key) || nationalities.contains(key)) {
      throw in.error("power '" + powerName + "' defined twice");
    }
    for (String adjective : w.subList(2, w.size())) {
      String unreadable = PowerNames.adjectiveProblem(adjective);
      if (unreadable != null) {
        throw in.error(unreadable);
      }
      if (!nationalities.add(GameMap.normalize(adjective)) || powers.containsKey(GameMap.normalize(adjective))) {
        throw in.error("'" + adjective + "' already names a power");
      }
    }
    nationalities.add(key);
    powers.put(key, builder.addPower(powerName, w.subList(2, w.size())));
  }

  /**
   * {@code home POWER CENTRE ...}: home centres of the power besides those its province lines
   * name, for a power added after a base that gave it none. A centre is the home of one power.
   */
  void home(List<String> w, LineContext in) throws VariantFormatException {
    if (w.size() < 3) {
      throw in.error("expected 'home POWER CENTRE ...'");
    }
    Power power = in.power(w.get(1));
    for (String centre : w.subList(2, w.size())) {
      Province p = in.province(centre);
      if (!p.supplyCentre()) {
        throw in.error("home centre " + p + " is not a supply centre (at '" + centre + "')");
      }
      for (var e : homes.entrySet()) {
        if (e.getValue().contains(p)) {
          throw in.error(p + " is already a home centre of " + e.getKey() + " (at '" + centre + "')");
        }
      }
      homes.computeIfAbsent(power, k -> new HashSet<>()).add(p);
      homeLines.put(p, new SourceLine(in.file(), in.line()));
    }
  }

  /** The power of a name, or the error for an unknown one or one a {@code base ... only} left out. */
  Power known(String powerName, LineContext in) throws VariantFormatException {
    Power p = powers.get(GameMap.normalize(powerName));
    if (p == null && leftOut.contains(GameMap.normalize(powerName))) {
      throw in.error("power '" + powerName + "' was left out by 'base ... only'");
    }
    if (p == null) {
      throw in.error("unknown power '" + powerName + "'");
    }
    return p;
  }

  /** Whether a power named while a base is read with {@code only} is one it leaves out. */
  boolean isLeftOut(String powerName) {
    return onlyPowers != null && leftOut.contains(GameMap.normalize(powerName));
  }

  /** Whether a power of this name was given (and kept). */
  boolean has(String powerName) {
    return powers.containsKey(GameMap.normalize(powerName));
  }

  /** Whether no power was given. */
  boolean isEmpty() {
    return powers.isEmpty();
  }

  /** The powers the base being read with {@code only} keeps, normalized; null when none is. */
  Set<String> onlyPowers() {
    return onlyPowers;
  }

  /** Reads what follows keeping only these powers (normalized), or all of them for null. */
  void keepOnly(Set<String> kept) {
    onlyPowers = kept;
  }

  /** A home centre a {@code province} line gives its power. */
  void addHome(Power power, Province centre) {
    homes.computeIfAbsent(power, k -> new HashSet<>()).add(centre);
  }

  /** The power whose home centre the province is, or null for none. */
  Power homeOf(Province province) {
    for (var e : homes.entrySet()) {
      if (e.getValue().contains(province)) {
        return e.getKey();
      }
    }
    return null;
  }

  /** Once the map is built: each home centre a {@code home} line gave counts for its power. */
  void checkHomesCountFor(GameMap map) throws VariantFormatException {
    for (var e : homes.entrySet()) {
      for (Province c : e.getValue()) {
        // A province line refuses this as it is read; a home line may come before the not-for.
        if (homeLines.containsKey(c) && !map.countsFor(c, e.getKey())) {
          throw homeLines.get(c).error("home centre " + c + " must count for its own power " + e.getKey()
              + " (not 'not-for " + e.getKey() + "')");
        }
      }
    }
  }

  /** Each power's home centres, every power among them, in the order the powers were given. */
  ImmutableMap<Power, ImmutableSet<Province>> homeCentres() {
    ImmutableMap.Builder<Power, ImmutableSet<Province>> homeCentres = ImmutableMap.builder();
    for (Power power : powers.values()) {
      homeCentres.put(power, ImmutableSet.copyOf(homes.getOrDefault(power, Set.of())));
    }
    return homeCentres.build();
  }
}
