package dev.dipadj.order;

import dev.dipadj.map.Location;

/** An order to one unit already on the board, named by its location. */
public sealed interface UnitOrder extends Order
    permits Hold, Move, SupportHold, SupportMove, Convoy, Retreat, Disband, Convert {
  /**
   * The unit's type as written.
   *
   * @return its designation, {@link UnitDesignation#OMITTED} where the order writes none
   */
  UnitDesignation designation();

  /**
   * Where the ordered unit stands, as written.
   *
   * @return the unit's location
   */
  Location unit();
}
