package dev.dipadj.variant;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import java.util.Objects;
import java.util.Optional;

/**
 * Who commands which powers. By default each power is its own player, named after it; a
 * power that no player commands is neutral: its units hold, are removed when dislodged, and
 * it never builds. Immutable; equal when the same players command the same powers.
 */
public final class Players {
  private final ImmutableMap<String, ImmutableSet<Power>> commands;
  /** Per power index: the power and its player, as the commands give them (asked at every phase). */
  private final Power[] powerAt;
  private final String[] playerAt;

  /**
   * The players and what they command.
   *
   * @param commands each player's name and the powers it commands
   */
  public Players(ImmutableMap<String, ImmutableSet<Power>> commands) {
    this.commands = Objects.requireNonNull(commands, "commands");
    int size = 0;
    for (ImmutableSet<Power> powers : commands.values()) {
      for (Power p : powers) {
        size = Math.max(size, p.index() + 1);
      }
    }
    powerAt = new Power[size];
    playerAt = new String[size];
    for (var e : commands.entrySet()) {
      for (Power p : e.getValue()) {
        // The first player to name a power commands it, as a scan of the commands finds.
        if (p.index() >= 0 && playerAt[p.index()] == null) {
          powerAt[p.index()] = p;
          playerAt[p.index()] = e.getKey();
        }
      }
    }
  }

  /**
   * Each player's name and the powers it commands.
   *
   * @return the commands
   */
  public ImmutableMap<String, ImmutableSet<Power>> commands() {
    return commands;
  }

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
   * Whether no player commands the power (true of the map's word of neutral units too).
   *
   * @param power the power
   * @return whether it is neutral
   */
  public boolean isNeutral(Power power) {
    return player(power) == null;
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
    return Optional.ofNullable(player(power));
  }

  private String player(Power power) {
    int i = power.index();
    if (i >= 0 && i < powerAt.length && power.equals(powerAt[i])) {
      return playerAt[i];
    }
    // A power the index does not hold (of another map, or sharing an index): as the commands say.
    for (var e : commands.entrySet()) {
      if (e.getValue().contains(power)) {
        return e.getKey();
      }
    }
    return null;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Players p && commands.equals(p.commands);
  }

  @Override
  public int hashCode() {
    return commands.hashCode();
  }

  @Override
  public String toString() {
    return "Players" + commands;
  }
}
