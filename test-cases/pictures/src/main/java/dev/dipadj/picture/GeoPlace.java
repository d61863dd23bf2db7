package dev.dipadj.picture;

/**
 * A point of a province on the globe, written by hand from geography ({@link MapGeography}).
 *
 * @param abbreviation the province's abbreviation ({@code Lon})
 * @param latitude degrees north
 * @param longitude degrees east
 */
public record GeoPlace(String abbreviation, double latitude, double longitude) {
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
}
