package dev.dipadj.map;

import java.util.Objects;

/**
 * A canal of the map (Colonial Diplomacy's Suez Canal): a fleet border between two places
 * that a fleet may cross only with the permission of the power whose unit holds the
 * province {@code via} (Egypt), and stays there. The power's own fleet has it unless the power
 * gives it to another, written with the canal's name ({@code SC F Med - Red}); only one fleet
 * a turn gets it. The variant format's {@code canal} line.
 *
 * @param name the name permission orders use ({@code SC}), a single word that names no province
 * @param one one end, a province fleets may enter
 * @param other the other end
 * @param via the province whose unit gives the permission
 */
public record Canal(String name, Province one, Province other, Province via) {
  /**
   * Checks the parts.
   *
   * @param name the name permission orders use
   * @param one one end
   * @param other the other end
   * @param via the province whose unit gives the permission
   */
  public Canal {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(one, "one");
    Objects.requireNonNull(other, "other");
    Objects.requireNonNull(via, "via");
  }

  /**
   * Whether a move from one province to the other crosses this canal, either way.
   *
   * @param from where the fleet stands
   * @param to where it goes
   * @return whether the move goes through the canal
   */
  public boolean crossedBy(Province from, Province to) {
    return (from.equals(one) && to.equals(other)) || (from.equals(other) && to.equals(one));
  }

  @Override
  public String toString() {
    return name;
  }
}
