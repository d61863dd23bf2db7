package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import java.util.Objects;

/**
 * The unit supports another unit in holding where it is (or in any non-move order).
 *
 * @param power the supporting unit's power
 * @param designation its type as written
 * @param unit where it stands
 * @param supportedDesignation the supported unit's type as written
 * @param supported where the supported unit stands
 */
public record SupportHold(
    Power power, UnitDesignation designation, Location unit, UnitDesignation supportedDesignation, Location supported)
    implements UnitOrder {
  /**
   * A support as written, its designations given ({@link UnitDesignation#OMITTED} where the text has none).
   *
   * @param power the supporting unit's power
   * @param designation its type as written
   * @param unit where it stands
   * @param supportedDesignation the supported unit's type as written
   * @param supported where the supported unit stands
   */
  public SupportHold {
    Objects.requireNonNull(designation, "designation");
    Objects.requireNonNull(supportedDesignation, "supportedDesignation");
  }

  /**
   * A support that writes both units' types.
   *
   * @param power the supporting unit's power
   * @param type its type
   * @param unit where it stands
   * @param supportedType the supported unit's type
   * @param supported where the supported unit stands
   */
  public SupportHold(Power power, UnitType type, Location unit, UnitType supportedType, Location supported) {
    this(power, UnitDesignation.of(type), unit, UnitDesignation.of(supportedType), supported);
  }

  @Override
  public <R, A> R accept(Order.Visitor<R, A> visitor, A argument) {
    return visitor.supportHold(this, argument);
  }

  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code A Mar S A Par}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return OrderText.unit(designation, unit) + " S " + OrderText.unit(supportedDesignation, supported);
  }
}
