package dev.dipadj.picture;

import com.google.common.base.CharMatcher;
import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where a map's provinces lie on the globe, written by hand in the resource
 * {@code outlines/MAP-places.txt} beside the map's {@link Outline}:
 *
 * <ul>
 *   <li>{@code ABBR LAT LON [LAT LON …] [/ LAT LON …]}: the province's points, in degrees
 *       (north and east positive). Points written one after another are joined into a line, a
 *       spine along which the province's area grows; a {@code /} starts a new line (a province
 *       on two islands). The first point is the province's place.
 *   <li>{@code apart A B # reason}: two provinces that border on the board but whose areas do
 *       not touch on the globe (a strait narrower than the drawing's squares); the picture
 *       draws the border as a mark across the water. The reason is required.
 *   <li>{@code touch A B # reason}: two provinces that do not border but whose areas may touch.
 *       The reason is required.
 * </ul>
 *
 * <p>Anything after {@code #} on a line is a comment.
 *
 * @param map the map's name ({@code classic})
 * @param spines each province's lines of points, by abbreviation, in the resource's order
 * @param apart the bordering pairs that may stay apart, each with its reason
 * @param touching the pairs without a border that may touch, each with its reason
 */
public record MapGeography(
    String map,
    ImmutableMap<String, ImmutableList<ImmutableList<GeoPlace>>> spines,
    ImmutableList<Stated> apart,
    ImmutableList<Stated> touching) {
  private static final Splitter FIELDS = Splitter.on(CharMatcher.whitespace()).omitEmptyStrings();

  /**
   * A pair of provinces whose areas differ from their borders, and why.
   *
   * @param a one province's abbreviation
   * @param b the other's
   * @param reason why, as written after {@code #}
   */
  public record Stated(String a, String b, String reason) {
    /**
     * Whether this is the pair of the two provinces, in either order.
     *
     * @param x one abbreviation
     * @param y another
     * @return whether they are this pair
     */
    public boolean is(String x, String y) {
      return (a.equals(x) && b.equals(y)) || (a.equals(y) && b.equals(x));
    }
  }

  /**
   * A province's place: the first point written for it.
   *
   * @param abbreviation the province's abbreviation
   * @return its place, or null if the province has none
   */
  public GeoPlace place(String abbreviation) {
    ImmutableList<ImmutableList<GeoPlace>> lines = spines.get(abbreviation);
    return lines == null ? null : lines.get(0).get(0);
  }

  /**
   * The places of every province, by abbreviation.
   *
   * @return each province's first point
   */
  public ImmutableMap<String, GeoPlace> places() {
    ImmutableMap.Builder<String, GeoPlace> places = ImmutableMap.builder();
    spines.forEach((abbreviation, lines) -> places.put(abbreviation, lines.get(0).get(0)));
    return places.build();
  }

  /**
   * Reads a map's geography.
   *
   * @param map the map's name ({@code classic})
   * @return its provinces' points and exceptions
   * @throws IllegalArgumentException if there is no such resource, or a line is malformed
   *     (naming the resource, the line and the token)
   * @throws UncheckedIOException if the resource cannot be read
   */
  public static MapGeography of(String map) {
    String resource = "outlines/" + map + "-places.txt";
    try (InputStream in = MapGeography.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalArgumentException("no places for the map " + map + " (" + resource + ")");
      }
      return read(map, resource, new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
    } catch (IOException e) {
      throw new UncheckedIOException("reading " + resource, e);
    }
  }

  private static MapGeography read(String map, String resource, BufferedReader reader) throws IOException {
    Map<String, ImmutableList<ImmutableList<GeoPlace>>> spines = new LinkedHashMap<>();
    List<Stated> apart = new ArrayList<>();
    List<Stated> touching = new ArrayList<>();
    int number = 0;
    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
      number++;
      int hash = line.indexOf('#');
      String comment = hash < 0 ? "" : line.substring(hash + 1).strip();
      List<String> fields = FIELDS.splitToList((hash < 0 ? line : line.substring(0, hash)).strip());
      if (fields.isEmpty()) {
        continue;
      }
      String where = resource + ":" + number + ": ";
      String first = fields.get(0);
      if (first.equals("apart") || first.equals("touch")) {
        if (fields.size() != 3) {
          throw new IllegalArgumentException(where + "expected " + first + " A B # reason");
        }
        if (comment.isEmpty()) {
          throw new IllegalArgumentException(where + first + " " + fields.get(1) + " " + fields.get(2) + " needs a reason after #");
        }
        (first.equals("apart") ? apart : touching).add(new Stated(fields.get(1), fields.get(2), comment));
        continue;
      }
      ImmutableList.Builder<ImmutableList<GeoPlace>> lines = ImmutableList.builder();
      List<GeoPlace> points = new ArrayList<>();
      for (int k = 1; k < fields.size(); ) {
        if (fields.get(k).equals("/")) {
          if (points.isEmpty()) {
            throw new IllegalArgumentException(where + "'/' with no point before it");
          }
          lines.add(ImmutableList.copyOf(points));
          points.clear();
          k++;
          continue;
        }
        if (k + 1 >= fields.size() || fields.get(k + 1).equals("/")) {
          throw new IllegalArgumentException(where + "'" + fields.get(k) + "' has no longitude after it");
        }
        try {
          points.add(new GeoPlace(first, number(where, fields.get(k)), number(where, fields.get(k + 1))));
        } catch (IllegalArgumentException e) {
          throw e.getMessage().startsWith(resource) ? e : new IllegalArgumentException(where + e.getMessage(), e);
        }
        k += 2;
      }
      if (points.isEmpty()) {
        throw new IllegalArgumentException(where + "expected ABBR LATITUDE LONGITUDE");
      }
      lines.add(ImmutableList.copyOf(points));
      if (spines.put(first, lines.build()) != null) {
        throw new IllegalArgumentException(where + first + " given twice");
      }
    }
    return new MapGeography(map, ImmutableMap.copyOf(spines), ImmutableList.copyOf(apart), ImmutableList.copyOf(touching));
  }

  private static double number(String where, String token) {
    try {
      return Double.parseDouble(token);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(where + "'" + token + "' is not a number", e);
    }
  }
}
