package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import java.util.Objects;

/**
 * A fleet at sea carries an army from its province towards a destination.
 *
 * @param power the fleet's power
 * @param designation the fleet's type as written
 * @param unit where the fleet stands
 * @param convoyedDesignation the convoyed unit's type as written
 * @param army where the convoyed army stands
 * @param destination where it goes
 */
public record Convoy(
    Power power,
    UnitDesignation designation,
    Location unit,
    UnitDesignation convoyedDesignation,
    Location army,
    Location destination)
    implements UnitOrder {
  /**
   * A convoy as written, its designations given ({@link UnitDesignation#OMITTED} where the text has none).
   *
   * @param power the fleet's power
   * @param designation the fleet's type as written
   * @param unit where the fleet stands
   * @param convoyedDesignation the convoyed unit's type as written
   * @param army where the convoyed army stands
   * @param destination where it goes
   */
  public Convoy {
    Objects.requireNonNull(designation, "designation");
    Objects.requireNonNull(convoyedDesignation, "convoyedDesignation");
  }

  /**
   * A convoy that writes both units' types.
   *
   * @param power the fleet's power
   * @param type the fleet's type
   * @param unit where the fleet stands
   * @param convoyedType the convoyed unit's type
   * @param army where the convoyed army stands
   * @param destination where it goes
   */
  public Convoy(
      Power power, UnitType type, Location unit, UnitType convoyedType, Location army, Location destination) {
    this(power, UnitDesignation.of(type), unit, UnitDesignation.of(convoyedType), army, destination);
  }

  @Override
  public <R, A> R accept(Order.Visitor<R, A> visitor, A argument) {
    return visitor.convoy(this, argument);
  }

  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code F Nth C A Lon - Bel}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return OrderText.unit(designation, unit) + " C " + OrderText.unit(convoyedDesignation, army) + " - " + destination;
  }
}
