package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Objects;

/**
 * One phase as the file records it, its texts as written.
 *
 * @param name {@code S1901M}, {@code F1904R}, {@code W1905A}, or {@code COMPLETED} for the end of the game
 * @param state the position at the start of the phase
 * @param orders power to its orders in the file's notation ({@code A LON - BEL VIA}); a power
 *     missing or with an empty list gave no orders
 * @param results unit ({@code F STP/SC}) to the result codes of its order ({@code bounce}, {@code cut}, …);
 *     empty when the file has none
 */
public record RecordedPhase(
    String name,
    RecordedState state,
    ImmutableMap<String, ImmutableList<String>> orders,
    ImmutableMap<String, ImmutableList<String>> results) {
  /**
   * Checks the parts.
   *
   * @param name the phase's name
   * @param state the position at its start
   * @param orders the orders per power
   * @param results the result codes per unit
   */
  public RecordedPhase {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(orders, "orders");
    Objects.requireNonNull(results, "results");
  }

  /** The name of the phase that ends a game. */
  public static final String COMPLETED = "COMPLETED";

  /**
   * Whether this is the record of a game's end, which has no orders.
   *
   * @return whether the phase is named {@code COMPLETED}
   */
  public boolean completed() {
    return COMPLETED.equals(name);
  }
}
