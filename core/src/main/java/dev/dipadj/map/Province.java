package dev.dipadj.map;

import com.google.common.collect.ImmutableList;

/**
 * A space of the map. {@code index} is dense from 0 and is what the resolver works with;
 * {@code coasts} is empty unless the province has two or more named coasts.
  *
  * @param index the province's index, from 0
  * @param abbreviation its abbreviation ({@code Lon})
  * @param name its full name ({@code London})
  * @param kind land, coast, sea or impassable
  * @param supplyCentre whether it is a supply centre
  * @param coasts its named coasts, empty unless it has two or more
 */
public record Province(
    int index,
    String abbreviation,
    String name,
    ProvinceKind kind,
    boolean supplyCentre,
    ImmutableList<Coast> coasts) {

  /**
   * Whether fleets here must stand on a named coast.
   *
   * @return whether it has two or more named coasts
   */
  public boolean hasSeveralCoasts() {
    return !coasts.isEmpty();
  }

  /** Equal provinces are usually the same object, the map's own: that is checked first. */
  @Override
  public boolean equals(Object o) {
    return this == o
        || (o instanceof Province p && index == p.index && abbreviation.equals(p.abbreviation)
            && name.equals(p.name) && kind == p.kind && supplyCentre == p.supplyCentre && coasts.equals(p.coasts));
  }

  @Override
  public int hashCode() {
    return 31 * index + abbreviation.hashCode();
  }

  @Override
  public String toString() {
    return abbreviation;
  }
}
