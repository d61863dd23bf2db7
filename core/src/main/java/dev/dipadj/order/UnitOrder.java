package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.UnitType;

/** An order to one unit already on the board, named by its location. */
public sealed interface UnitOrder extends Order
    permits Hold, Move, SupportHold, SupportMove, Convoy, Retreat, Disband, Convert {
  /**
   * The unit's type as written, or null if omitted.
   *
   * @return the type, or null
   */
  UnitType type();

  /**
   * Where the ordered unit stands, as written.
   *
   * @return the unit's location
   */
  Location unit();
}
