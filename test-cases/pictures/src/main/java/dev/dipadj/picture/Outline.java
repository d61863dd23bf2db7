package dev.dipadj.picture;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Objects;

/**
 * The land of a map's part of the world, as the pictures will draw it: rings of drawing
 * coordinates, read with the even-odd rule (a point is on land when it lies inside an odd
 * number of rings), from the resource {@code outlines/MAP.json} that
 * {@code test-cases/pictures/outlines/make-outlines.mjs} writes from Natural Earth.
 *
 * @param map the map's name ({@code classic})
 * @param source where the land comes from, as the resource states it
 * @param licence the licences of the land and of the package that carries it
 * @param command the command that wrote the resource
 * @param projection how latitude and longitude become drawing coordinates
 * @param rings the land's rings, in drawing coordinates
 */
public record Outline(
    String map, String source, String licence, String command, Projection projection, ImmutableList<Ring> rings) {

  /**
   * One closed ring of the land (a shore, or the box's edge where the land runs past it).
   *
   * @param xs the corners' x coordinates, in order around the ring (the last joins the first)
   * @param ys the corners' y coordinates, in the same order
   */
  public record Ring(ImmutableList<Double> xs, ImmutableList<Double> ys) {
    /**
     * Checks that the ring has as many x as y and at least three corners.
     *
     * @param xs the corners' x coordinates
     * @param ys the corners' y coordinates
     * @throws IllegalArgumentException if the coordinates do not make a ring
     */
    public Ring {
      if (xs.size() != ys.size() || xs.size() < 3) {
        throw new IllegalArgumentException("a ring needs three or more corners, each with x and y");
      }
    }

    /**
     * Whether a point lies inside the ring: a ray east from it crosses the ring's edges an
     * odd number of times.
     *
     * @param x the point's x
     * @param y the point's y
     * @return whether the ring encloses it
     */
    public boolean encloses(double x, double y) {
      boolean inside = false;
      for (int i = 0, j = xs.size() - 1; i < xs.size(); j = i++) {
        double xi = xs.get(i);
        double yi = ys.get(i);
        double xj = xs.get(j);
        double yj = ys.get(j);
        if ((yi > y) != (yj > y) && x < xi + (xj - xi) * (y - yi) / (yj - yi)) {
          inside = !inside;
        }
      }
      return inside;
    }
  }

  /**
   * Checks that nothing is missing.
   *
   * @param map the map's name
   * @param source the source
   * @param licence the licence
   * @param command the command
   * @param projection the projection
   * @param rings the rings
   */
  public Outline {
    Objects.requireNonNull(map, "map");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(licence, "licence");
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(projection, "projection");
    Objects.requireNonNull(rings, "rings");
  }

  /**
   * The outline of a map, from the pictures' resources.
   *
   * @param map the map's name ({@code classic})
   * @return its outline
   * @throws IllegalArgumentException if there is no outline for that map
   * @throws UncheckedIOException if the resource cannot be read
   */
  public static Outline of(String map) {
    String resource = "outlines/" + map + ".json";
    try (InputStream in = Outline.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalArgumentException("no outline for the map " + map + " (" + resource + ")");
      }
      return read(new ObjectMapper().readTree(in));
    } catch (IOException e) {
      throw new UncheckedIOException("reading " + resource, e);
    }
  }

  private static Outline read(JsonNode document) {
    JsonNode header = document.required("header");
    JsonNode box = header.required("box");
    Projection projection = new Projection(
        box.required("west").asDouble(),
        box.required("south").asDouble(),
        box.required("east").asDouble(),
        box.required("north").asDouble(),
        header.required("standardParallel").asDouble(),
        header.required("unitsPerDegree").asDouble());
    ImmutableList.Builder<Ring> rings = ImmutableList.builder();
    for (JsonNode ring : document.required("rings")) {
      // Each ring is flat, x then y, to keep the resource small.
      ImmutableList.Builder<Double> xs = ImmutableList.builder();
      ImmutableList.Builder<Double> ys = ImmutableList.builder();
      for (int i = 0; i + 1 < ring.size(); i += 2) {
        xs.add(ring.get(i).asDouble());
        ys.add(ring.get(i + 1).asDouble());
      }
      rings.add(new Ring(xs.build(), ys.build()));
    }
    return new Outline(
        header.required("map").asText(),
        header.required("source").asText(),
        header.required("licence").asText(),
        header.required("command").asText(),
        projection,
        rings.build());
  }

  /**
   * Whether a drawing point lies on land: inside an odd number of the rings.
   *
   * @param x the point's x, in drawing units
   * @param y the point's y
   * @return whether it is on land
   */
  public boolean onLand(double x, double y) {
    boolean land = false;
    for (Ring ring : rings) {
      if (ring.encloses(x, y)) {
        land = !land;
      }
    }
    return land;
  }

  /**
   * Whether a place on the globe lies on land, by its projection.
   *
   * @param place the place
   * @return whether it is on land
   */
  public boolean onLand(GeoPlace place) {
    return onLand(projection.x(place.longitude()), projection.y(place.latitude()));
  }
}
