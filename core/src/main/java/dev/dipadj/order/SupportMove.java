package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import java.util.Objects;

/**
 * The unit supports another unit's move into a destination.
 *
 * @param power the supporting unit's power
 * @param designation its type as written
 * @param unit where it stands
 * @param supportedDesignation the supported unit's type as written
 * @param supported where the supported unit stands
 * @param destination where the supported unit moves
 */
public record SupportMove(
    Power power,
    UnitDesignation designation,
    Location unit,
    UnitDesignation supportedDesignation,
    Location supported,
    Location destination)
    implements UnitOrder {
  /**
   * A support as written, its designations given ({@link UnitDesignation#OMITTED} where the text has none).
   *
   * @param power the supporting unit's power
   * @param designation its type as written
   * @param unit where it stands
   * @param supportedDesignation the supported unit's type as written
   * @param supported where the supported unit stands
   * @param destination where the supported unit moves
   */
  public SupportMove {
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
   * @param destination where the supported unit moves
   */
  public SupportMove(
      Power power, UnitType type, Location unit, UnitType supportedType, Location supported, Location destination) {
    this(power, UnitDesignation.of(type), unit, UnitDesignation.of(supportedType), supported, destination);
  }

  @Override
  public <R, A> R accept(Order.Visitor<R, A> visitor, A argument) {
    return visitor.supportMove(this, argument);
  }

  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code A Mar S A Par - Bur}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return OrderText.unit(designation, unit) + " S " + OrderText.unit(supportedDesignation, supported) + " - "
        + destination;
  }
}
