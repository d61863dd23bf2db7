package dev.dipadj.game;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import java.util.Optional;

/**
 * Who commands which powers. By default each power is its own player, named after it; a
 * power that no player commands is neutral.
 */
public record Players(ImmutableMap<String, ImmutableSet<Power>> commands) {

  /** One player per power, named after its power. */
  public static Players onePerPower(GameMap map) {
    ImmutableMap.Builder<String, ImmutableSet<Power>> b = ImmutableMap.builder();
    for (Power p : map.powers()) {
      b.put(p.name(), ImmutableSet.of(p));
    }
    return new Players(b.buildOrThrow());
  }

  /** The player commanding a power, if any. */
  public Optional<String> playerOf(Power power) {
    for (var e : commands.entrySet()) {
      if (e.getValue().contains(power)) {
        return Optional.of(e.getKey());
      }
    }
    return Optional.empty();
  }
}
