package dev.dipadj.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.game.Game;
import dev.dipadj.game.GameState;
import dev.dipadj.game.ImpossibleStateException;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Players;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A saved game as JSON: the whole {@link GameState} — the variant's name, the position, the
 * dislodged units with their retreats, the players, the rule options, whether the game is
 * over and who won. Loading it needs the variant, found by a {@link VariantLookup}
 * ({@code Variants::named}).
 */
public final class GameJson {
  private static final Set<String> FIELDS =
      Set.of("variant", "position", "dislodged", "players", "rules", "over", "winners");
  private static final Set<String> DISLODGED_FIELDS = Set.of("unit", "retreats");

  private GameJson() {}

  /**
   * The game's state as a JSON tree.
   *
   * @param state the state of a game
   * @return {@code {"variant": …, "position": …, "dislodged": […], "players": {…}, "rules": {…}, "over": …, "winners": […]}}
   */
  public static ObjectNode toJson(GameState state) {
    Objects.requireNonNull(state, "state");
    ObjectNode o = Json.object();
    o.put("variant", state.variant());
    o.set("position", PositionJson.toJson(state.position()));
    ArrayNode dislodged = o.putArray("dislodged");
    for (DislodgedUnit d : state.dislodged()) {
      ObjectNode u = dislodged.addObject();
      u.set("unit", Places.unit(d.unit()));
      u.set("retreats", Places.locations(d.retreats()));
    }
    o.set("players", PlayersJson.write(state.players()));
    o.set("rules", RulesJson.write(state.rules()));
    o.put("over", state.isOver());
    ArrayNode winners = o.putArray("winners");
    state.winners().forEach(winners::add);
    return o;
  }

  /**
   * The game's whole state as indented JSON text.
   *
   * @param game the game
   * @return the JSON text
   */
  public static String write(Game game) {
    Objects.requireNonNull(game, "game");
    return Json.write(toJson(game.state()));
  }

  /**
   * The state as indented JSON text.
   *
   * @param state the state of a game
   * @return the JSON text
   */
  public static String write(GameState state) {
    return Json.write(toJson(state));
  }

  /**
   * Loads a saved game, in the phase it was saved in, over if it was over.
   *
   * @param json JSON text written by {@link #write(Game)}
   * @param variants finds the variant the game names
   * @return the game
   * @throws JsonFormatException naming the path and value of what cannot be read, an
   *     unknown variant included
   */
  public static Game read(String json, VariantLookup variants) throws JsonFormatException {
    Objects.requireNonNull(variants, "variants");
    return read(Json.parse(json), variants);
  }

  /**
   * Loads a saved game from a JSON tree.
   *
   * @param json the tree
   * @param variants finds the variant the game names
   * @return the game
   * @throws JsonFormatException naming the path and value of what cannot be read
   */
  public static Game fromJson(JsonNode json, VariantLookup variants) throws JsonFormatException {
    Objects.requireNonNull(variants, "variants");
    return read(JsonInput.root(json), variants);
  }

  /**
   * Reads the state of a saved game without making the game.
   *
   * @param json JSON text written by {@link #write(GameState)}
   * @param variants finds the variant the game names, whose map gives the names meaning
   * @return the state
   * @throws JsonFormatException naming the path and value of what cannot be read
   */
  public static GameState readState(String json, VariantLookup variants) throws JsonFormatException {
    Objects.requireNonNull(variants, "variants");
    JsonInput in = Json.parse(json);
    return state(in, variant(in, variants));
  }

  static Game read(JsonInput in, VariantLookup variants) throws JsonFormatException {
    Variant variant = variant(in, variants);
    GameState state = state(in, variant);
    try {
      return Game.restore(state, variant);
    } catch (ImpossibleStateException e) {
      throw new JsonFormatException(path(in, variant.map(), e), e.getMessage());
    } catch (IllegalArgumentException e) {
      throw new JsonFormatException(in.path(), e.getMessage());
    }
  }

  /** Where in the document the unit or retreat place that the game's check refused was given. */
  private static String path(JsonInput in, GameMap map, ImpossibleStateException e) throws JsonFormatException {
    if (e.dislodged() >= 0) {
      String d = in.path() + ".dislodged[" + e.dislodged() + "]";
      return e.retreat() >= 0 ? d + ".retreats[" + e.retreat() + "]" : d + ".unit";
    }
    if (e.unit().isPresent()) {
      // The position lists its units in province order; the document, in any order.
      for (JsonInput u : in.field("position").field("units").elements()) {
        if (Places.unit(u, map).equals(e.unit().get())) {
          return u.path();
        }
      }
    }
    return in.path();
  }

  static Variant variant(JsonInput in, VariantLookup variants) throws JsonFormatException {
    in.object(FIELDS);
    JsonInput field = in.field("variant");
    String name = field.text();
    Variant v;
    try {
      v = variants.named(name);
    } catch (Exception e) {
      throw field.error("unknown variant: " + e.getMessage());
    }
    if (v == null) {
      throw field.error("unknown variant");
    }
    if (!v.name().equals(name)) {
      throw field.error("the lookup gave the variant '" + v.name() + "'");
    }
    return v;
  }

  static GameState state(JsonInput in, Variant of) throws JsonFormatException {
    in.object(FIELDS);
    GameMap map = of.map();
    String variant = in.field("variant").text();
    Position position = PositionJson.read(in.field("position"), map, of.calendar());
    List<DislodgedUnit> dislodged = new ArrayList<>();
    for (JsonInput d : in.field("dislodged").elements()) {
      d.object(DISLODGED_FIELDS);
      Unit unit = Places.unit(d.field("unit"), map);
      List<Location> retreats = new ArrayList<>();
      for (JsonInput r : d.field("retreats").elements()) {
        r.object(Places.LOCATION_FIELDS);
        retreats.add(Places.location(r, map));
      }
      dislodged.add(DislodgedUnit.of(unit, retreats));
    }
    Players players = PlayersJson.read(in.field("players"), map);
    RuleOptions rules = RulesJson.read(in.field("rules"));
    JsonInput winnersField = in.field("winners");
    ImmutableSet.Builder<String> winners = ImmutableSet.builder();
    for (JsonInput w : winnersField.elements()) {
      String name = w.text();
      if (!players.commands().containsKey(name)) {
        throw w.error("the winner is not a player");
      }
      winners.add(name);
    }
    GameState state = new GameState(
        variant, position, ImmutableList.copyOf(dislodged), players, rules, winners.build());
    JsonInput over = in.field("over");
    if (over.bool() != state.isOver()) {
      throw over.error(state.isOver() ? "the game has winners, so it is over" : "a game that is over has winners");
    }
    return state;
  }
}
