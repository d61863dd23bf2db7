package dev.dipadj.map;

/** What a province is made of, which decides the units that may stand on it. */
public enum ProvinceKind {
  /** Inland: armies only. */
  LAND,
  /** Land with a coastline: armies, and fleets on its coast(s). */
  COAST,
  /** Open water: fleets only; only fleets here can convoy. */
  SEA,
  /** No unit may ever enter (Switzerland on the classic map). */
  IMPASSABLE;

  /**
   * Whether an army may stand here.
   *
   * @return whether an army may stand here
   */
  public boolean allowsArmy() {
    return this == LAND || this == COAST;
  }

  /**
   * Whether a fleet may stand here.
   *
   * @return whether a fleet may stand here
   */
  public boolean allowsFleet() {
    return this == COAST || this == SEA;
  }
}
