package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import java.util.Objects;

/**
 * In a movement phase, the power whose unit holds a canal's province lets one fleet through
 * the canal ({@code SC F Med - Red}, DATC v2.4 section 7, the Suez Canal): the fleet in
 * {@code unit} moving to {@code destination}. The order is the power's, not a unit's.
 *
 * @param power the power giving the permission
 * @param canal the canal's name as the map gives it ({@code SC})
 * @param designation the fleet's type as written
 * @param unit where the fleet stands
 * @param destination where it moves through the canal
 */
public record CanalPermission(Power power, String canal, UnitDesignation designation, Location unit, Location destination)
    implements Order {
  /**
   * Checks the parts.
   *
   * @param power the power giving the permission
   * @param canal the canal's name
   * @param designation the fleet's type as written
   * @param unit where the fleet stands
   * @param destination where it moves through the canal
   */
  public CanalPermission {
    Objects.requireNonNull(power, "power");
    Objects.requireNonNull(canal, "canal");
    Objects.requireNonNull(designation, "designation");
    Objects.requireNonNull(unit, "unit");
    Objects.requireNonNull(destination, "destination");
  }

  @Override
  public <R, A> R accept(Order.Visitor<R, A> visitor, A argument) {
    return visitor.canalPermission(this, argument);
  }

  /**
   * The order's text, as the order parser reads it back: {@code SC F MED - RED}.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return canal + " " + OrderText.unit(designation, unit) + " - " + destination;
  }
}
