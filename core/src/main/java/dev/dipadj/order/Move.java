package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import java.util.Objects;

/**
 * The unit moves (attacks) to a destination; {@code viaConvoy} marks an army that asks to
 * be convoyed even where it could go by land; {@code railroad} names the railroad an army
 * moves along ({@code A Mos - TSR - Vla}), empty for any other move.
 *
 * @param power the unit's power
 * @param designation the unit's type as written
 * @param unit where the unit stands
 * @param destination where it moves
 * @param viaConvoy whether it asks to go by convoy
 * @param railroad the name of the railroad it moves along as written, or empty
 */
public record Move(
    Power power, UnitDesignation designation, Location unit, Location destination, boolean viaConvoy, String railroad)
    implements UnitOrder {
  /**
   * A move as written, its designation given ({@link UnitDesignation#OMITTED} where the text has none).
   *
   * @param power the unit's power
   * @param designation the unit's type as written
   * @param unit where the unit stands
   * @param destination where it moves
   * @param viaConvoy whether it asks to go by convoy
   * @param railroad the name of the railroad it moves along as written, or empty
   */
  public Move {
    Objects.requireNonNull(designation, "designation");
    Objects.requireNonNull(railroad, "railroad");
    if (viaConvoy && !railroad.isEmpty()) {
      throw new IllegalArgumentException("a move goes by convoy or along a railroad, not both");
    }
  }

  /**
   * A move by land, sea or convoy (no railroad), its designation given.
   *
   * @param power the unit's power
   * @param designation the unit's type as written
   * @param unit where the unit stands
   * @param destination where it moves
   * @param viaConvoy whether it asks to go by convoy
   */
  public Move(Power power, UnitDesignation designation, Location unit, Location destination, boolean viaConvoy) {
    this(power, designation, unit, destination, viaConvoy, "");
  }

  /**
   * Whether the move goes along a railroad.
   *
   * @return whether it names one
   */
  public boolean byRailroad() {
    return !railroad.isEmpty();
  }

  /**
   * A move that writes the unit's type.
   *
   * @param power the unit's power
   * @param type the unit's type
   * @param unit where the unit stands
   * @param destination where it moves
   * @param viaConvoy whether it asks to go by convoy
   */
  public Move(Power power, UnitType type, Location unit, Location destination, boolean viaConvoy) {
    this(power, UnitDesignation.of(type), unit, destination, viaConvoy);
  }

  @Override
  public <R, A> R accept(Order.Visitor<R, A> visitor, A argument) {
    return visitor.move(this, argument);
  }

  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code A Par - Bur}, {@code A Lon - Bel via convoy}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return OrderText.unit(designation, unit) + (railroad.isEmpty() ? "" : " - " + railroad) + " - " + destination
        + (viaConvoy ? " via convoy" : "");
  }
}
