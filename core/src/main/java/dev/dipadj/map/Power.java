package dev.dipadj.map;

/**
 * A great power of a variant (England, France, …). The index is its position in the
 * variant's list of powers and is what the resolver works with.
 */
public record Power(int index, String name) {
  @Override
  public String toString() {
    return name;
  }
}
