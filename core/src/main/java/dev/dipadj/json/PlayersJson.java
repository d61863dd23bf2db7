package dev.dipadj.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.variant.Players;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Who commands which power: {@code {"West": ["England", "France"], "East": [...]}}, players
 * in their order, a power no player names neutral.
 */
final class PlayersJson {
  private PlayersJson() {}

  static ObjectNode write(Players players) {
    ObjectNode o = Json.object();
    players.commands().forEach((player, powers) -> {
      ArrayNode a = o.putArray(player);
      for (Power p : powers) {
        a.add(p.name());
      }
    });
    return o;
  }

  static Players read(JsonInput in, GameMap map) throws JsonFormatException {
    ImmutableMap.Builder<String, ImmutableSet<Power>> b = ImmutableMap.builder();
    Set<Power> seen = new HashSet<>();
    for (Map.Entry<String, JsonInput> e : in.fields()) {
      ImmutableSet.Builder<Power> powers = ImmutableSet.builder();
      for (JsonInput p : e.getValue().elements()) {
        Power power = Places.power(p, map);
        if (!seen.add(power)) {
          throw p.error(power + " is commanded twice");
        }
        powers.add(power);
      }
      b.put(e.getKey(), powers.build());
    }
    return new Players(b.buildOrThrow());
  }
}
