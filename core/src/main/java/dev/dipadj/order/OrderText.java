package dev.dipadj.order;

import dev.dipadj.map.Location;

/**
 * The short text every order's {@code toString} gives, which the order parser reads back
 * ({@code A Par - Bur}, {@code F Nth C A Lon - Bel}, {@code Build F StP/nc}): here, beside the
 * orders, so that they need nothing of the text package, which reads them.
 */
final class OrderText {
  private OrderText() {}

  /** {@code A Par}, or {@code Par} where the writer left the letter out. */
  static String unit(UnitDesignation designation, Location at) {
    return switch (designation) {
      case ARMY -> "A " + at;
      case FLEET -> "F " + at;
      case OMITTED -> String.valueOf(at);
    };
  }
}
