package dev.dipadj.map;

import com.google.common.collect.ImmutableList;

/**
 * A great power of a variant (England, France, …), with the adjectives that name its units
 * in orders ({@code English}, {@code French}). The index is its position in the variant's
 * list of powers and is what the resolver works with.
  *
  * @param index the power's position in the variant's list, from 0
  * @param name its name ({@code England})
  * @param adjectives the adjectives of its nationality
 */
public record Power(int index, String name, ImmutableList<String> adjectives) {
  /** Equal powers are usually the same object, the map's own: that is checked first. */
  @Override
  public boolean equals(Object o) {
    return this == o
        || (o instanceof Power p && index == p.index && name.equals(p.name) && adjectives.equals(p.adjectives));
  }

  @Override
  public int hashCode() {
    return 31 * index + name.hashCode();
  }

  @Override
  public String toString() {
    return name;
  }
}
