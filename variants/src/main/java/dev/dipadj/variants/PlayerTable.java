package dev.dipadj.variants;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.variant.Players;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code player NAME POWER ...} lines of a variant file: each player named once, each
 * power commanded by one player at most. Without any, every power is a player of its own.
 */
final class PlayerTable {
  private final Map<String, List<Power>> players = new LinkedHashMap<>();

  /** @throws IllegalArgumentException naming what is wrong: a player or a power named twice */
  void add(String player, List<Power> commanded) {
    if (players.keySet().stream().anyMatch(p -> p.equalsIgnoreCase(player))) {
      throw new IllegalArgumentException("player '" + player + "' defined twice");
    }
    for (int i = 0; i < commanded.size(); i++) {
      Power p = commanded.get(i);
      if (commanded.subList(0, i).contains(p)) {
        throw new IllegalArgumentException(p + " named twice");
      }
      for (List<Power> other : players.values()) {
        if (other.contains(p)) {
          throw new IllegalArgumentException(p + " already has a player");
        }
      }
    }
    players.put(player, List.copyOf(commanded));
  }

  Players build(GameMap map) {
    if (players.isEmpty()) {
      return Players.onePerPower(map);
    }
    ImmutableMap.Builder<String, ImmutableSet<Power>> b = ImmutableMap.builder();
    players.forEach((player, powers) -> b.put(player, ImmutableSet.copyOf(powers)));
    return new Players(b.buildOrThrow());
  }
}
