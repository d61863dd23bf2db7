package dev.dipadj.map;

import com.google.common.collect.ImmutableList;
import java.util.Objects;

/**
 * A railroad of the map (Colonial Diplomacy's Trans-Siberian Railroad): a line of provinces
 * along which an army of one power may move as far as it likes in one move, written with the
 * railroad's name ({@code A Mos - TSR - Vla}). The variant format's {@code railroad} line.
 *
 * @param name the name orders use ({@code TSR}), a single word that names no province
 * @param power the only power whose armies may use it
 * @param line its provinces in order, each bordering the next for armies
 */
public record Railroad(String name, Power power, ImmutableList<Province> line) {
  /**
   * Checks the parts.
   *
   * @param name the name orders use
   * @param power the only power whose armies may use it
   * @param line its provinces in order
   */
  public Railroad {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(power, "power");
    Objects.requireNonNull(line, "line");
  }

  /**
   * Where a province stands on the line.
   *
   * @param province a province
   * @return its index on the line, or -1 when the line does not pass it
   */
  public int indexOf(Province province) {
    return line.indexOf(province);
  }

  /**
   * Whether an army may go from one province to the other along this line: both on it, and
   * not the same.
   *
   * @param from where the army stands
   * @param to where it goes
   * @return whether the line joins them
   */
  public boolean joins(Province from, Province to) {
    int a = indexOf(from);
    int b = indexOf(to);
    return a >= 0 && b >= 0 && a != b;
  }

  @Override
  public String toString() {
    return name;
  }
}
