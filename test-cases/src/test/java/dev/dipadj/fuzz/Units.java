package dev.dipadj.fuzz;

import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Units compared as "power, type, province" keys: the invariants compare who stands where,
 * and leave which coast a fleet stands on to {@link BoardInvariants}.
 */
final class Units {
  private Units() {}

  static String key(Power power, UnitType type, Province province) {
    return power + ": " + (type == null ? "?" : type.letter()) + " " + province;
  }

  static List<String> sorted(List<String> keys) {
    List<String> out = new ArrayList<>(keys);
    Collections.sort(out);
    return out;
  }

  static boolean sameMultiset(List<String> a, List<String> b) {
    return sorted(a).equals(sorted(b));
  }
}
