package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import java.util.Objects;

/**
 * A power's adjustment in a state: {@code count} builds (above 0) in one of {@code homes}, or
 * {@code -count} disbands owed (below 0).
 *
 * @param count builds allowed, or disbands owed when negative
 * @param homes the centres where the power may build
 */
public record BuildCount(int count, ImmutableList<String> homes) {
  /**
   * Checks the parts.
   *
   * @param count builds allowed, or disbands owed when negative
   * @param homes the centres where the power may build
   */
  public BuildCount {
    Objects.requireNonNull(homes, "homes");
  }
}
