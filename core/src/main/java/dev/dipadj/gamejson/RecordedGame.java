package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import java.util.Objects;

/**
 * A game as the file records it: its name, its map and its phases in play order. The
 * fields that do not change adjudication ({@code version}, {@code metadata}, …) are not kept.
 *
 * @param id the game's name ({@code id}); empty when the file gives none
 * @param map the map's name ({@code map}): {@code standard} is the classic map
 * @param rules the file's own rule words ({@code rules}: {@code NO_PRESS}, …), none of which changes adjudication
 * @param ruleOptions dipadj's rule options the game was played by ({@code dipadj_rules}, {@code NAME=VALUE});
 *     written by {@code dipadj game-json} for cases played under other options than the DATC's, empty otherwise
 * @param phases the phases in play order
 */
public record RecordedGame(
    String id, String map, ImmutableList<String> rules, ImmutableList<String> ruleOptions,
    ImmutableList<RecordedPhase> phases) {
  /**
   * Checks the parts.
   *
   * @param id the game's name
   * @param map the map's name
   * @param rules the file's rule words
   * @param ruleOptions dipadj's rule options
   * @param phases the phases
   */
  public RecordedGame {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(map, "map");
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(ruleOptions, "ruleOptions");
    Objects.requireNonNull(phases, "phases");
  }
}
