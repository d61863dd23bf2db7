package dev.dipadj.map;

/** Army or fleet. */
public enum UnitType {
  /** An army, {@code A}. */
  ARMY("A"),
  /** A fleet, {@code F}. */
  FLEET("F");

  private final String letter;

  UnitType(String letter) {
    this.letter = letter;
  }

  /**
   * {@code A} or {@code F}, as orders write it.
   *
   * @return the letter
   */
  public String letter() {
    return letter;
  }
}
