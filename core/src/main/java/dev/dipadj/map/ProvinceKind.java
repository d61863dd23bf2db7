package dev.dipadj.map;

/** What a province is made of, which decides the units that may stand on it. */
public enum ProvinceKind {
  /** Inland: armies only. */
  LAND,
  /** Land with a coastline: armies, and fleets on its coast(s). */
  COAST,
  /** Open water: fleets only; fleets here convoy. */
  SEA,
  /** No unit may ever enter (Switzerland on the classic map). */
  IMPASSABLE,
  /**
   * Islands (Baleares, Gibraltar): a coast where armies and fleets stand, whose fleet convoys
   * as a fleet at sea does; armies cross only the army borders the map gives it.
   */
  ARCHIPELAGO;

  /**
   * Whether an army may stand here.
   *
   * @return whether an army may stand here
   */
  public boolean allowsArmy() {
    return this == LAND || this == COAST || this == ARCHIPELAGO;
  }

  /**
   * Whether a fleet may stand here.
   *
   * @return whether a fleet may stand here
   */
  public boolean allowsFleet() {
    return this == COAST || this == SEA || this == ARCHIPELAGO;
  }

  /**
   * Whether a fleet standing here may convoy: at sea, or in an archipelago.
   *
   * @return whether a fleet here may convoy
   */
  public boolean fleetConvoys() {
    return this == SEA || this == ARCHIPELAGO;
  }

  /**
   * Whether this is land on the water, where a convoy may start or end: a coast or an archipelago.
   *
   * @return whether it is coastal
   */
  public boolean coastal() {
    return this == COAST || this == ARCHIPELAGO;
  }
}
