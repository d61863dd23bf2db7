package dev.dipadj.picture;

/**
 * How a map's outline turns latitude and longitude into drawing units: equirectangular with a
 * cosine factor, so that a degree of longitude is drawn true at the standard parallel. x runs
 * east from the box's west edge, y south from its north edge.
 *
 * @param west the box's west edge, degrees of longitude (east positive)
 * @param south the box's south edge, degrees of latitude (north positive)
 * @param east the box's east edge
 * @param north the box's north edge
 * @param standardParallel the latitude where a degree of longitude is drawn at its true length
 * @param unitsPerDegree drawing units to a degree of latitude
 */
public record Projection(
    double west, double south, double east, double north, double standardParallel, double unitsPerDegree) {

  /**
   * Checks that the box is the right way round and the scale positive.
   *
   * @param west the box's west edge
   * @param south the box's south edge
   * @param east the box's east edge
   * @param north the box's north edge
   * @param standardParallel the latitude drawn true
   * @param unitsPerDegree drawing units to a degree of latitude
   * @throws IllegalArgumentException if the box is empty or the scale not positive
   */
  public Projection {
    if (!(west < east && south < north && unitsPerDegree > 0)) {
      throw new IllegalArgumentException(
          "a projection needs west < east, south < north and a positive scale, not " + this);
    }
  }

  /**
   * Whether a place lies inside the box.
   *
   * @param latitude degrees north
   * @param longitude degrees east
   * @return whether it lies inside the box, edges included
   */
  public boolean contains(double latitude, double longitude) {
    return west <= longitude && longitude <= east && south <= latitude && latitude <= north;
  }

  /**
   * The drawing's x for a longitude.
   *
   * @param longitude degrees east
   * @return units east of the box's west edge
   */
  public double x(double longitude) {
    return (longitude - west) * Math.cos(Math.toRadians(standardParallel)) * unitsPerDegree;
  }

  /**
   * The drawing's y for a latitude.
   *
   * @param latitude degrees north
   * @return units south of the box's north edge
   */
  public double y(double latitude) {
    return (north - latitude) * unitsPerDegree;
  }

  /**
   * The drawing's width: the box's span of longitude, projected.
   *
   * @return the width in drawing units
   */
  public double width() {
    return x(east);
  }

  /**
   * The drawing's height: the box's span of latitude, projected.
   *
   * @return the height in drawing units
   */
  public double height() {
    return y(south);
  }
}
