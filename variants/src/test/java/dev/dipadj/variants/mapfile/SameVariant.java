package dev.dipadj.variants.mapfile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Compares two variants part by part, naming places by their abbreviations in any case (a
 * {@code .map} file writes {@code ADR}, classic.variant {@code Adr}): each province's kind,
 * centre and coasts, every army and fleet border one way at a time, the powers, their homes,
 * units and centres at the start, the first phase and the centres that win. A difference
 * fails with the part and the place, so a failure says which border is wrong.
 */
final class SameVariant {
  private SameVariant() {}

  static void assertSame(Variant expected, Variant actual) {
    assertEquals(provinces(expected.map()), provinces(actual.map()), "provinces: kind, centre, coasts");
    assertEquals(armyBorders(expected.map()), armyBorders(actual.map()), "army borders");
    assertEquals(fleetBorders(expected.map()), fleetBorders(actual.map()), "fleet borders");
    assertEquals(powers(expected), powers(actual), "powers and their home centres");
    assertEquals(units(expected), units(actual), "starting units");
    assertEquals(owners(expected), owners(actual), "centres owned at the start");
    assertEquals(expected.start().phase(), actual.start().phase(), "first phase");
    assertEquals(expected.soloCentres(), actual.soloCentres(), "centres that win");
    assertEquals(expected.variantRules(), actual.variantRules(), "the variant's own rules");
    assertEquals(players(expected), players(actual), "players");
  }

  private static String key(Province p) {
    return p.abbreviation().toLowerCase(Locale.ROOT);
  }

  private static String key(Location l) {
    return l.toString().toLowerCase(Locale.ROOT);
  }

  private static Map<String, String> provinces(GameMap map) {
    Map<String, String> out = new TreeMap<>();
    for (Province p : map.provinces()) {
      out.put(key(p), p.kind() + (p.supplyCentre() ? " centre" : "") + " " + p.coasts());
    }
    return out;
  }

  static TreeSet<String> armyBorders(GameMap map) {
    TreeSet<String> out = new TreeSet<>();
    for (Province p : map.provinces()) {
      for (Province q : map.armyNeighbours(p)) {
        out.add(key(p) + " -> " + key(q));
      }
    }
    return out;
  }

  static TreeSet<String> fleetBorders(GameMap map) {
    TreeSet<String> out = new TreeSet<>();
    for (Location l : map.locations()) {
      for (Location m : map.fleetNeighbours(l)) {
        out.add(key(l) + " -> " + key(m));
      }
    }
    return out;
  }

  private static Map<String, String> powers(Variant v) {
    Map<String, String> out = new TreeMap<>();
    for (Power p : v.map().powers()) {
      TreeSet<String> homes = new TreeSet<>();
      v.homeCentres().getOrDefault(p, com.google.common.collect.ImmutableSet.of()).forEach(h -> homes.add(key(h)));
      out.put(p.name().toLowerCase(Locale.ROOT), homes.toString());
    }
    return out;
  }

  private static TreeSet<String> units(Variant v) {
    TreeSet<String> out = new TreeSet<>();
    for (Unit u : v.start().units()) {
      out.add(u.power().name().toLowerCase(Locale.ROOT) + " " + u.type() + " " + key(u.location()));
    }
    return out;
  }

  private static Map<String, String> owners(Variant v) {
    Map<String, String> out = new TreeMap<>();
    v.start().owners().forEach((p, power) -> out.put(key(p), power.name().toLowerCase(Locale.ROOT)));
    return out;
  }

  private static List<String> players(Variant v) {
    List<String> out = new ArrayList<>();
    v.players().commands().forEach((player, powers) ->
        out.add(player.toLowerCase(Locale.ROOT) + " " + powers.stream().map(p -> p.name().toLowerCase(Locale.ROOT)).toList()));
    return out;
  }
}
