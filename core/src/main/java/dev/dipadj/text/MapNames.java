package dev.dipadj.text;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Names;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * A map's powers, provinces and places looked up by the text a person writes, as forgivingly
 * as the order parser reads them: any case, abbreviations, full names and aliases; a power by
 * its nationality too ({@code French}); a place with its coast written any way an order may
 * write it ({@code StP/nc}, {@code Spa(sc)}, {@code Spain (north coast)}). A name the map does
 * not know is an {@link IllegalArgumentException} that quotes the text and lists the names
 * the map knows.
 */
public final class MapNames {
  private MapNames() {}

  /**
   * A power by its name or nationality, in any case: {@code France}, {@code FRANCE}, {@code French}.
   *
   * @param map the map
   * @param name the power's name or adjective
   * @return the power
   * @throws IllegalArgumentException for a name no power answers to: {@code unknown power
   *     'Frnace' (known: Austria, England, …)}
   */
  public static Power power(GameMap map, String name) {
    Objects.requireNonNull(map, "map");
    Objects.requireNonNull(name, "name");
    Optional<Power> p = map.power(name);
    if (p.isEmpty()) {
      p = map.nationality(name);
    }
    return p.orElseThrow(() -> new IllegalArgumentException(
        unknown("power", name) + " (known: " + knownPowers(map) + ")"));
  }

  /**
   * A province by any of its names ({@code Par}, {@code paris}, {@code St Petersburg}), or
   * by a place in it written with its coast ({@code StP/nc}).
   *
   * @param map the map
   * @param name the province's name, or a place in it
   * @return the province
   * @throws IllegalArgumentException for a name no province answers to, listing the provinces'
   *     abbreviations
   */
  public static Province province(GameMap map, String name) {
    Objects.requireNonNull(map, "map");
    Objects.requireNonNull(name, "name");
    Optional<Province> p = map.province(name);
    if (p.isPresent()) {
      return p.get();
    }
    try {
      return new OrderParser(map).parseLocation(name).province();
    } catch (OrderSyntaxException e) {
      throw new IllegalArgumentException(
          unknown("province", name) + " (known: " + joined(map.provinces(), Province::abbreviation) + ")", e);
    }
  }

  /**
   * A place: a province, or one of its coasts ({@code StP/nc}, {@code Spain (north coast)});
   * a coast the province lacks gives the province as a whole, as the order parser reads it.
   *
   * @param map the map
   * @param text the place as written
   * @return the location
   * @throws IllegalArgumentException for text that names no place, saying why and where:
   *     {@code unknown location 'Spa/xc': unknown coast (at 'xc')}
   */
  public static Location location(GameMap map, String text) {
    Objects.requireNonNull(map, "map");
    Objects.requireNonNull(text, "text");
    try {
      return new OrderParser(map).parseLocation(text);
    } catch (OrderSyntaxException e) {
      throw new IllegalArgumentException(unknown("location", text) + ": " + e.reason()
          + (e.token().isEmpty() ? "" : " (at '" + e.token() + "')"), e);
    }
  }

  /**
   * The names of the map's powers, for a message about a power it does not know.
   *
   * @param map the map
   * @return the names in the map's order, joined by commas: {@code Austria, England, …}
   */
  public static String knownPowers(GameMap map) {
    return joined(map.powers(), Power::name);
  }

  private static String unknown(String what, String text) {
    // The text may come from anyone: its control characters are shown, not printed.
    return "unknown " + what + " '" + Names.printable(text) + "'";
  }

  private static <T> String joined(List<T> items, Function<T, String> name) {
    StringBuilder b = new StringBuilder();
    for (T item : items) {
      if (b.length() > 0) {
        b.append(", ");
      }
      b.append(name.apply(item));
    }
    return b.toString();
  }
}
