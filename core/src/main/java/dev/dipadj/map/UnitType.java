package dev.dipadj.map;

/** Army or fleet. */
public enum UnitType {
  ARMY("A"),
  FLEET("F");

  private final String letter;

  UnitType(String letter) {
    this.letter = letter;
  }

  /** {@code A} or {@code F}, as orders write it. */
  public String letter() {
    return letter;
  }
}
