package dev.dipadj.variant;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import java.util.Optional;

/**
 * Who commands which powers. By default each power is its own player, named after it; a
 * power that no player commands is neutral: its units hold, are removed when dislodged, and
 * it never builds.
  *
  * @param commands each player's name and the powers it commands
 */
public record Players(ImmutableMap<String, ImmutableSet<Power>> commands) {

  /**
   * One player per power, named after its power.
   *
   * @param map the map
   * @return the players
   */
  public static Players onePerPower(GameMap map) {
    ImmutableMap.Builder<String, ImmutableSet<Power>> b = ImmutableMap.builder();
    for (Power p : map.powers()) {
      b.put(p.name(), ImmutableSet.of(p));
    }
    return new Players(b.buildOrThrow());
  }

  /**
   * Whether no player commands the power.
   *
   * @param power the power
   * @return whether it is neutral
   */
  public boolean isNeutral(Power power) {
    return playerOf(power).isEmpty();
  }

  /**
   * The same players, with the power handed to the named player (taken from whoever had it).
   *
   * @param power the power
   * @param player a player of this game
   * @return the new players
   */
  public Players withControl(Power power, String player) {
    ImmutableMap.Builder<String, ImmutableSet<Power>> b = ImmutableMap.builder();
    for (var e : commands.entrySet()) {
      ImmutableSet.Builder<Power> powers = ImmutableSet.builder();
      for (Power p : e.getValue()) {
        if (!p.equals(power)) {
          powers.add(p);
        }
      }
      if (e.getKey().equals(player)) {
        powers.add(power);
      }
      b.put(e.getKey(), powers.build());
    }
    return new Players(b.buildOrThrow());
  }

  /**
   * The player commanding a power, if any.
   *
   * @param power the power
   * @return the player, or empty when the power is neutral
   */
  public Optional<String> playerOf(Power power) {
    for (var e : commands.entrySet()) {
      if (e.getValue().contains(power)) {
        return Optional.of(e.getKey());
      }
    }
    return Optional.empty();
  }
}
