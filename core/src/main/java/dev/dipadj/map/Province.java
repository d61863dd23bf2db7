package dev.dipadj.map;

import com.google.common.collect.ImmutableList;

/**
 * A space of the map. {@code index} is dense from 0 and is what the resolver works with;
 * {@code coasts} is empty unless the province has two or more named coasts.
 */
public record Province(
    int index,
    String abbreviation,
    String name,
    ProvinceKind kind,
    boolean supplyCentre,
    ImmutableList<Coast> coasts) {

  /** Whether fleets here must stand on a named coast. */
  public boolean hasSeveralCoasts() {
    return !coasts.isEmpty();
  }

  @Override
  public String toString() {
    return abbreviation;
  }
}
