package dev.dipadj.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.position.Phase;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Removal;
import dev.dipadj.result.RemovalCause;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * An adjudicated phase as JSON: the phase, the result of every order, the units dislodged
 * (who dislodged them, from where, by convoy or not, where they may retreat, or why they
 * are removed at once), the armies that moved by convoy, the units removed and why, the armies
 * built for builds left unordered (only when there are some), and the game that follows as a saved
 * game ({@link GameJson}).
 */
public final class PhaseOutcomeJson {
  private static final Set<String> FIELDS =
      Set.of("phase", "results", "dislodged", "byConvoy", "removed", "builtByDefault", "next");
  private static final Set<String> DISLODGEMENT_FIELDS =
      Set.of("unit", "dislodgedBy", "attackerOrigin", "byConvoy", "retreats", "removedAtOnce");
  private static final Set<String> REMOVAL_FIELDS = Set.of("unit", "cause");

  private PhaseOutcomeJson() {}

  /**
   * The outcome as a JSON tree.
   *
   * @param outcome the outcome of a phase
   * @return {@code {"phase": …, "results": […], "dislodged": […], "byConvoy": […], "removed": […], "next": {…}}}
   */
  public static ObjectNode toJson(PhaseOutcome outcome) {
    Objects.requireNonNull(outcome, "outcome");
    ObjectNode o = Json.object();
    o.set("phase", PhaseJson.write(outcome.phase()));
    o.set("results", ResultJson.toJson(outcome.results()));
    ArrayNode dislodged = o.putArray("dislodged");
    for (Dislodgement d : outcome.dislodged()) {
      ObjectNode n = dislodged.addObject();
      n.set("unit", Places.unit(d.unit()));
      n.set("dislodgedBy", Places.unit(d.dislodgedBy()));
      n.put("attackerOrigin", d.attackerOrigin().abbreviation());
      n.put("byConvoy", d.byConvoy());
      n.set("retreats", Places.locations(d.retreats()));
      d.removedAtOnce().ifPresent(c -> n.put("removedAtOnce", PhaseJson.word(c)));
    }
    ArrayNode byConvoy = o.putArray("byConvoy");
    for (Unit u : outcome.byConvoy()) {
      byConvoy.add(Places.unit(u));
    }
    ArrayNode removed = o.putArray("removed");
    for (Removal r : outcome.removed()) {
      ObjectNode n = removed.addObject();
      n.set("unit", Places.unit(r.unit()));
      n.put("cause", PhaseJson.word(r.cause()));
    }
    // Written only when some army was built so: every other outcome reads as it always has.
    if (!outcome.builtByDefault().isEmpty()) {
      ArrayNode built = o.putArray("builtByDefault");
      outcome.builtByDefault().forEach(u -> built.add(Places.unit(u)));
    }
    o.set("next", GameJson.toJson(outcome.next().state()));
    return o;
  }

  /**
   * The outcome as indented JSON text.
   *
   * @param outcome the outcome of a phase
   * @return the JSON text
   */
  public static String write(PhaseOutcome outcome) {
    return Json.write(toJson(outcome));
  }

  /**
   * Reads an outcome written by {@link #write}.
   *
   * @param json the JSON text
   * @param variants finds the variant the next game names
   * @return the outcome, equal part by part to the one written (its next game restored)
   * @throws JsonFormatException naming the path and value of what cannot be read
   */
  public static PhaseOutcome read(String json, VariantLookup variants) throws JsonFormatException {
    Objects.requireNonNull(variants, "variants");
    return read(Json.parse(json), variants);
  }

  /**
   * Reads an outcome from a JSON tree.
   *
   * @param json the tree
   * @param variants finds the variant the next game names
   * @return the outcome
   * @throws JsonFormatException naming the path and value of what cannot be read
   */
  public static PhaseOutcome fromJson(JsonNode json, VariantLookup variants) throws JsonFormatException {
    Objects.requireNonNull(variants, "variants");
    return read(JsonInput.root(json), variants);
  }

  static PhaseOutcome read(JsonInput in, VariantLookup variants) throws JsonFormatException {
    in.object(FIELDS);
    Game next = GameJson.read(in.field("next"), variants);
    GameMap map = next.variant().map();
    Phase phase = PhaseJson.read(in.field("phase"), next.variant().calendar());
    List<OrderResult> results = ResultJson.readList(in.field("results"), map);
    List<Dislodgement> dislodged = new ArrayList<>();
    for (JsonInput d : in.field("dislodged").elements()) {
      d.object(DISLODGEMENT_FIELDS);
      List<Location> retreats = new ArrayList<>();
      for (JsonInput r : d.field("retreats").elements()) {
        r.object(Places.LOCATION_FIELDS);
        retreats.add(Places.location(r, map));
      }
      Optional<JsonInput> cause = d.optional("removedAtOnce");
      dislodged.add(new Dislodgement(
          Places.unit(d.field("unit"), map),
          Places.unit(d.field("dislodgedBy"), map),
          Places.province(d.field("attackerOrigin"), map),
          d.field("byConvoy").bool(),
          ImmutableList.copyOf(retreats),
          cause.isEmpty() ? Optional.empty() : Optional.of(PhaseJson.pick(RemovalCause.values(), cause.get()))));
    }
    ImmutableSet.Builder<Unit> byConvoy = ImmutableSet.builder();
    Optional<JsonInput> convoyed = in.optional("byConvoy");
    if (convoyed.isPresent()) {
      for (JsonInput u : convoyed.get().elements()) {
        byConvoy.add(Places.unit(u, map));
      }
    }
    List<Removal> removed = new ArrayList<>();
    for (JsonInput r : in.field("removed").elements()) {
      r.object(REMOVAL_FIELDS);
      removed.add(new Removal(Places.unit(r.field("unit"), map), PhaseJson.pick(RemovalCause.values(), r.field("cause"))));
    }
    ImmutableList.Builder<Unit> builtByDefault = ImmutableList.builder();
    Optional<JsonInput> built = in.optional("builtByDefault");
    if (built.isPresent()) {
      for (JsonInput u : built.get().elements()) {
        builtByDefault.add(Places.unit(u, map));
      }
    }
    return new PhaseOutcome(phase, ImmutableList.copyOf(results), ImmutableList.copyOf(dislodged), byConvoy.build(),
        ImmutableList.copyOf(removed), builtByDefault.build(), next);
  }
}
