package dev.dipadj.picture;

import com.google.common.base.CharMatcher;
import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableMap;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where a province lies on the globe: one point inside it, written by hand from geography in
 * the resource {@code outlines/MAP-places.txt} (a line {@code ABBR LATITUDE LONGITUDE}, then
 * an optional {@code #} comment; lines starting with {@code #} are comments).
 *
 * @param abbreviation the province's abbreviation ({@code Lon})
 * @param latitude degrees north
 * @param longitude degrees east
 */
public record GeoPlace(String abbreviation, double latitude, double longitude) {
  private static final Splitter FIELDS = Splitter.on(CharMatcher.whitespace()).omitEmptyStrings();

  /**
   * Checks that the point is on the globe.
   *
   * @param abbreviation the province's abbreviation
   * @param latitude degrees north, from -90 to 90
   * @param longitude degrees east, from -180 to 180
   * @throws IllegalArgumentException if the point is off the globe
   */
  public GeoPlace {
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      throw new IllegalArgumentException(abbreviation + " is off the globe: " + latitude + ", " + longitude);
    }
  }

  /**
   * The places of a map's provinces, by abbreviation, in the resource's order.
   *
   * @param map the map's name ({@code classic})
   * @return each province's place
   * @throws IllegalArgumentException if there is no such resource, or a line is malformed or repeats a province
   * @throws UncheckedIOException if the resource cannot be read
   */
  public static ImmutableMap<String, GeoPlace> of(String map) {
    String resource = "outlines/" + map + "-places.txt";
    try (InputStream in = GeoPlace.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalArgumentException("no places for the map " + map + " (" + resource + ")");
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      Map<String, GeoPlace> places = new LinkedHashMap<>();
      int number = 0;
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        number++;
        int hash = line.indexOf('#');
        List<String> fields = FIELDS.splitToList((hash < 0 ? line : line.substring(0, hash)).strip());
        if (fields.isEmpty()) {
          continue;
        }
        if (fields.size() != 3) {
          throw new IllegalArgumentException(resource + ":" + number + ": expected ABBR LATITUDE LONGITUDE");
        }
        GeoPlace place;
        try {
          place = new GeoPlace(fields.get(0), Double.parseDouble(fields.get(1)), Double.parseDouble(fields.get(2)));
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(resource + ":" + number + ": " + e.getMessage(), e);
        }
        if (places.put(place.abbreviation(), place) != null) {
          throw new IllegalArgumentException(resource + ":" + number + ": " + place.abbreviation() + " given twice");
        }
      }
      return ImmutableMap.copyOf(places);
    } catch (IOException e) {
      throw new UncheckedIOException("reading " + resource, e);
    }
  }
}
