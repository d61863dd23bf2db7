package dev.dipadj.variants.mapfile;

import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Province;
import dev.dipadj.variants.VariantFormatException;
import dev.dipadj.variants.mapfile.MapPlaces.Place;
import dev.dipadj.variants.mapfile.MapPlaces.Spot;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The borders of a {@code .map} file's places, read with its case conventions. Each place's
 * line lists the places a unit there may reach, as the engine reads it (from that place only):
 * <ul>
 *   <li>{@code TUS} (upper case): an ordinary border, for armies if both ends take armies
 *       and for fleets if both take fleets;
 *   <li>{@code tus} (lower case): armies only, the place being one a fleet could occupy but
 *       cannot reach from here (Venice's list);
 *   <li>{@code Tys} (capital first): fleets only, an army reaching it only by convoy.
 * </ul>
 * A word naming a coast ({@code BUL/EC}) is a fleet border to that coast and, for an army,
 * a border to its province. A border listed on one side only is one way, as it is in the
 * engine: the unit at the listing place may cross, the other not.
 */
final class MapBorders {
  private MapBorders() {}

  /** How a border word is written, which decides who crosses it. */
  private enum Case {
    UPPER, LOWER, CAPITAL;

    static Case of(MapWord word) throws VariantFormatException {
      int slash = word.text().indexOf('/');
      String province = (slash < 0 ? word.text() : word.text().substring(0, slash)).replaceAll("[^\\p{L}]", "");
      if (province.isEmpty() || province.equals(province.toUpperCase(Locale.ROOT))) {
        return UPPER;
      }
      if (province.equals(province.toLowerCase(Locale.ROOT))) {
        return LOWER;
      }
      String rest = province.substring(1);
      if (Character.isUpperCase(province.charAt(0)) && rest.equals(rest.toLowerCase(Locale.ROOT))) {
        return CAPITAL;
      }
      throw word.line().error("'" + word.text() + "' is written in neither upper case (any unit), lower case (armies"
          + " only) nor with a capital first letter (fleets only)");
    }
  }

  private record ArmyStep(Province from, Province to) {}

  private record FleetStep(Spot from, Spot to) {}

  /**
   * Adds every border the place lines give to the builder.
   *
   * @param places the places, built as provinces
   * @param builder the map being built
   */
  static void add(MapPlaces places, GameMapBuilder builder) throws VariantFormatException {
    Map<ArmyStep, MapLine> army = new LinkedHashMap<>();
    Map<FleetStep, MapLine> fleet = new LinkedHashMap<>();
    for (Place p : places.all()) {
      Spot from = places.spot(p.key).orElseThrow();
      for (MapWord word : p.borders) {
        if (places.forgotten(word)) {
          continue;
        }
        Spot to = places.spot(word.key()).orElseThrow(() -> word.line().error(
            p.written + " ABUTS '" + word.text() + "', which is no place of the map"));
        if (to.province().equals(from.province())) {
          throw word.line().error(p.written + " ABUTS '" + word.text() + "': a place borders no part of itself");
        }
        Case written = Case.of(word);
        boolean armyFrom = !p.isCoast() && from.province().kind().allowsArmy();
        if (written != Case.CAPITAL && armyFrom && to.province().kind().allowsArmy()) {
          army.putIfAbsent(new ArmyStep(from.province(), to.province()), word.line());
        }
        if (written != Case.LOWER && from.takesFleet() && to.takesFleet()) {
          fleet.putIfAbsent(new FleetStep(from, to), word.line());
        }
      }
    }
    for (ArmyStep s : army.keySet()) {
      if (!army.containsKey(new ArmyStep(s.to(), s.from()))) {
        builder.addOneWayArmyEdge(s.from(), s.to());
      } else if (s.from().index() < s.to().index()) {
        builder.addArmyEdge(s.from(), s.to());
      }
    }
    for (var e : fleet.entrySet()) {
      Spot a = e.getKey().from();
      Spot b = e.getKey().to();
      if (!fleet.containsKey(new FleetStep(b, a))) {
        if (a.province().kind().fleetConvoys() && b.province().kind().fleetConvoys()) {
          // dipadj's convoy routes run both ways between fleets that convoy.
          throw e.getValue().error("a fleet border from " + a.province() + " to " + b.province()
              + " only: the line of " + b.province() + " does not list " + a.province()
              + ", and fleets that convoy (WATER, PORT) border each other both ways");
        }
        builder.addOneWayFleetEdge(a.province(), a.coast(), b.province(), b.coast());
      } else if (a.province().index() < b.province().index()) {
        builder.addFleetEdge(a.province(), a.coast(), b.province(), b.coast());
      }
    }
  }
}
