package dev.dipadj.map;

import com.google.common.collect.ImmutableList;

/**
 * A great power of a variant (England, France, …), with the adjectives that name its units
 * in orders ({@code English}, {@code French}). The index is its position in the variant's
 * list of powers and is what the resolver works with.
 */
public record Power(int index, String name, ImmutableList<String> adjectives) {
  @Override
  public String toString() {
    return name;
  }
}
