package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import java.util.Objects;

/**
 * In an adjustment phase, where the variant allows it, the unit changes type where it
 * stands; {@code unit} may name the coast a new fleet is to stand on.
 *
 * @param power the unit's power
 * @param designation the unit's type as written
 * @param unit where the unit stands
 */
public record Convert(Power power, UnitDesignation designation, Location unit) implements UnitOrder {
  /**
   * A conversion as written, its designation given ({@link UnitDesignation#OMITTED} where the text has none).
   *
   * @param power the unit's power
   * @param designation the unit's type as written
   * @param unit where the unit stands
   */
  public Convert {
    Objects.requireNonNull(designation, "designation");
  }

  /**
   * A conversion that writes the unit's type.
   *
   * @param power the unit's power
   * @param type the unit's type
   * @param unit where the unit stands
   */
  public Convert(Power power, UnitType type, Location unit) {
    this(power, UnitDesignation.of(type), unit);
  }

  @Override
  public <R, A> R accept(Order.Visitor<R, A> visitor, A argument) {
    return visitor.convert(this, argument);
  }

  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code Convert A BOM}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return "Convert " + OrderText.unit(designation, unit);
  }
}
