package dev.dipadj.map;

/**
 * Where a unit stands or is ordered to: a province, and for a fleet on a province with
 * several coasts, the coast. Locations are canonical values created by their
 * {@link GameMap}; {@code id} indexes the map's location tables.
  *
  * @param id the location's index in the map's tables
  * @param province the province
  * @param coast the coast, or {@link Coast#NONE}
 */
public record Location(int id, Province province, Coast coast) {

  /**
   * The province without any coast.
   *
   * @return whether this is the whole province
   */
  public boolean isWholeProvince() {
    return coast == Coast.NONE;
  }

  /** Equal locations are usually the same object, the map's own: that is checked first. */
  @Override
  public boolean equals(Object o) {
    return this == o || (o instanceof Location l && id == l.id && coast == l.coast && province.equals(l.province));
  }

  @Override
  public int hashCode() {
    return 31 * id + province.hashCode();
  }

  /** Short text form: {@code Spa/nc}, {@code Par}. */
  @Override
  public String toString() {
    return coast == Coast.NONE
        ? province.abbreviation()
        : province.abbreviation() + "/" + coast.abbreviation();
  }
}
