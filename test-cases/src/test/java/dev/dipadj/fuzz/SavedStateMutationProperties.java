package dev.dipadj.fuzz;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.game.Game;
import dev.dipadj.json.GameJson;
import dev.dipadj.json.JsonFormatException;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.Tag;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * Issue 19, point 1: saved states that contradict their phase. At every phase of random
 * games ({@link GameDriver#setUp}) the saved game's JSON is mutated as a careless or hostile
 * hand would: a unit moved onto another's province or anywhere on the map, an army given a
 * coast, a unit's type or power changed or the unit removed (its attacker's too), retreat
 * places added (occupied, out of reach, repeated, with coasts), dislodged units added or
 * moved, the phase's type changed. Each mutated state is either refused with the one-line
 * error of the JSON readers ({@code $.PATH: reason}), or, accepted, lists its possible orders
 * and adjudicates random orders and, in a retreat phase, each possible order on its own,
 * without any exception. The default build mutates {@value #CI_GAMES} games, {@code mvn
 * -Pfuzz verify} {@value #FUZZ_GAMES}.
 */
class SavedStateMutationProperties {
  static final int CI_GAMES = 40;
  static final int FUZZ_GAMES = 1_000;
  static final int PHASES = 30;
  /** Mutations of each saved phase; more of a retreat phase, where the places can contradict the board. */
  static final int MUTATIONS_PER_PHASE = 2;
  static final int MUTATIONS_PER_RETREAT = 8;
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final String[] COASTS = {"nc", "sc", "ec", "wc"};
  private static final AtomicLong MUTATED = new AtomicLong();
  private static final AtomicLong REFUSED = new AtomicLong();
  private static final AtomicLong ACCEPTED = new AtomicLong();
  private static final AtomicLong ACCEPTED_RETREATS = new AtomicLong();
  private static final AtomicLong ADJUDICATED = new AtomicLong();

  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs().withDistribution(RandomDistribution.uniform());
  }

  @Property(tries = CI_GAMES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE)
  void mutatedSavedStatesAreRefusedOrAdjudicate(@ForAll("seeds") long seed) throws Exception {
    play(seed);
  }

  @Tag("fuzz")
  @Property(tries = FUZZ_GAMES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE)
  void mutatedSavedStatesAreRefusedOrAdjudicateFuzz(@ForAll("seeds") long seed) throws Exception {
    play(seed);
  }

  private static void play(long seed) throws Exception {
    Dice dice = new Dice(new Random(seed));
    Game game = GameDriver.setUp(dice);
    for (int n = 1; n <= PHASES && !game.isOver(); n++) {
      String saved = GameJson.write(game);
      int mutations = game.phase().type() == PhaseType.RETREAT ? MUTATIONS_PER_RETREAT : MUTATIONS_PER_PHASE;
      for (int m = 0; m < mutations; m++) {
        ObjectNode tree = (ObjectNode) MAPPER.readTree(saved);
        List<String> done = new ArrayList<>();
        int count = 1 + dice.below(3);
        for (int k = 0; k < count; k++) {
          done.add(mutate(tree, game.variant().map(), dice));
        }
        check(MAPPER.writeValueAsString(tree), "seed " + seed + ", " + game.phase() + ", " + done, dice);
      }
      List<Order> orders = switch (game.phase().type()) {
        case MOVEMENT -> RandomMovementOrders.generate(game, dice, false);
        case RETREAT -> RandomRetreatOrders.generate(game, dice);
        case ADJUSTMENT -> RandomAdjustmentOrders.generate(game, dice);
      };
      game = game.adjudicateAsGiven(orders).next();
    }
  }

  /** Refused with a one-line error at a path, or accepted and adjudicated without an exception. */
  private static void check(String json, String where, Dice dice) {
    MUTATED.incrementAndGet();
    Game game;
    try {
      game = GameJson.read(json, GameDriver::named);
    } catch (JsonFormatException e) {
      REFUSED.incrementAndGet();
      String m = e.getMessage();
      assertTrue(m.startsWith("$") && m.indexOf(": ") > 0, () -> where + ": not a JSON error: " + m);
      assertFalse(m.indexOf('\n') >= 0 || m.indexOf('\r') >= 0, () -> where + ": more than one line: " + m);
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(where + ": loading threw " + e + "\n" + json, e);
    }
    ACCEPTED.incrementAndGet();
    if (game.isOver()) {
      return;
    }
    try {
      List<Order> possible = game.possibleOrders().all();
      List<Order> orders = switch (game.phase().type()) {
        case MOVEMENT -> RandomMovementOrders.generate(game, dice, dice.percent(30));
        case RETREAT -> RandomRetreatOrders.generate(game, dice);
        case ADJUSTMENT -> RandomAdjustmentOrders.generate(game, dice);
      };
      adjudicate(game, orders);
      if (game.phase().type() == PhaseType.RETREAT) {
        ACCEPTED_RETREATS.incrementAndGet();
        // Each listed order on its own: a listed retreat to a place that is not empty ended in
        // "internal error: two units in Bud" before the places were checked.
        for (Order o : possible) {
          adjudicate(game, List.of(o));
        }
      }
    } catch (IllegalStateException e) {
      // A game past its last year: the documented refusal, not a contradiction of the board.
      if (!e.getMessage().contains("past")) {
        fail(where + ": adjudicating threw " + e + "\n" + json, e);
      }
    } catch (RuntimeException e) {
      fail(where + ": adjudicating threw " + e + "\n" + json, e);
    }
  }

  private static void adjudicate(Game game, List<Order> orders) {
    ADJUDICATED.incrementAndGet();
    game.adjudicateAsGiven(orders);
  }

  /** One change to the saved game's tree; says which, for the failure's message. */
  private static String mutate(ObjectNode tree, GameMap map, Dice dice) {
    ArrayNode units = (ArrayNode) tree.at("/position/units");
    ArrayNode dislodged = (ArrayNode) tree.get("dislodged");
    int kind = dice.below(11);
    switch (kind) {
      case 0 -> {
        // A unit onto another's province (or its own coast's province).
        if (units.size() >= 2) {
          ObjectNode u = (ObjectNode) units.get(dice.below(units.size()));
          ObjectNode other = (ObjectNode) units.get(dice.below(units.size()));
          place(u, other.get("province").asText(), other.has("coast") ? other.get("coast").asText() : null);
        }
        return "onto another unit";
      }
      case 1 -> {
        if (!units.isEmpty()) {
          place((ObjectNode) units.get(dice.below(units.size())), province(map, dice), coast(dice));
        }
        return "a unit anywhere";
      }
      case 2 -> {
        // An army given a coast (of any name: the province may have it or not).
        for (JsonNode u : units) {
          if (u.get("type").asText().equals("army") && dice.percent(30)) {
            ((ObjectNode) u).put("coast", COASTS[dice.below(COASTS.length)]);
            return "an army with a coast";
          }
        }
        return "no army given a coast";
      }
      case 3 -> {
        if (!units.isEmpty()) {
          ObjectNode u = (ObjectNode) units.get(dice.below(units.size()));
          u.put("type", u.get("type").asText().equals("army") ? "fleet" : "army");
        }
        return "a unit's type changed";
      }
      case 4 -> {
        if (!units.isEmpty()) {
          ((ObjectNode) units.get(dice.below(units.size())))
              .put("power", map.powers().get(dice.below(map.powers().size())).name());
        }
        return "a unit's power changed";
      }
      case 5 -> {
        // A unit removed: in a retreat phase, often the one that dislodged a unit.
        if (!dislodged.isEmpty() && dice.percent(70)) {
          String from = dislodged.get(dice.below(dislodged.size())).at("/unit/province").asText();
          for (int i = 0; i < units.size(); i++) {
            if (units.get(i).get("province").asText().equals(from)) {
              units.remove(i);
              return "the attacker removed";
            }
          }
        }
        if (!units.isEmpty()) {
          units.remove(dice.below(units.size()));
        }
        return "a unit removed";
      }
      case 6, 7 -> {
        // A retreat place added: occupied, repeated, or anywhere, with or without a coast.
        if (dislodged.isEmpty()) {
          return "no retreat place added";
        }
        ArrayNode places = (ArrayNode) dislodged.get(dice.below(dislodged.size())).get("retreats");
        ObjectNode l = places.addObject();
        int x = dice.below(3);
        if (x == 0 && !units.isEmpty()) {
          JsonNode u = units.get(dice.below(units.size()));
          l.put("province", u.get("province").asText());
          if (u.has("coast")) {
            l.put("coast", u.get("coast").asText());
          }
          return "an occupied retreat place";
        }
        if (x == 1 && places.size() > 1) {
          places.remove(places.size() - 1);
          places.add(places.get(dice.below(places.size())).deepCopy());
          return "a retreat place twice";
        }
        place(l, province(map, dice), coast(dice));
        return "a retreat place anywhere";
      }
      case 8 -> {
        // A dislodged unit added, where a unit stands or anywhere.
        ObjectNode d = dislodged.addObject();
        ObjectNode u = d.putObject("unit");
        u.put("power", map.powers().get(dice.below(map.powers().size())).name());
        u.put("type", dice.percent(50) ? "army" : "fleet");
        if (!units.isEmpty() && dice.percent(70)) {
          JsonNode at = units.get(dice.below(units.size()));
          place(u, at.get("province").asText(), at.has("coast") ? at.get("coast").asText() : null);
        } else {
          place(u, province(map, dice), coast(dice));
        }
        ArrayNode places = d.putArray("retreats");
        for (int i = dice.below(3); i > 0; i--) {
          place(places.addObject(), province(map, dice), coast(dice));
        }
        return "a dislodged unit added";
      }
      case 9 -> {
        if (dislodged.isEmpty()) {
          return "no dislodged unit moved";
        }
        place((ObjectNode) dislodged.get(dice.below(dislodged.size())).get("unit"), province(map, dice), coast(dice));
        return "a dislodged unit moved";
      }
      default -> {
        ObjectNode phase = (ObjectNode) tree.at("/position/phase");
        String type = List.of("movement", "retreat", "adjustment").get(dice.below(3));
        phase.put("type", type);
        phase.put("season", type.equals("adjustment") ? "winter" : dice.percent(50) ? "spring" : "fall");
        return "the phase changed to " + type;
      }
    }
  }

  private static void place(ObjectNode o, String province, String coast) {
    o.put("province", province);
    if (coast == null) {
      o.remove("coast");
    } else {
      o.put("coast", coast);
    }
  }

  private static String province(GameMap map, Dice dice) {
    List<Province> all = map.provinces();
    return all.get(dice.below(all.size())).abbreviation();
  }

  /** Mostly no coast; sometimes one, which the province may not have. */
  private static String coast(Dice dice) {
    return dice.percent(75) ? null : COASTS[dice.below(COASTS.length)];
  }

  @AfterContainer
  static void printCounts() {
    System.out.printf("saved states mutated: %d, %d refused with a one-line error, %d accepted"
            + " (%d retreat phases), %d adjudications%n",
        MUTATED.get(), REFUSED.get(), ACCEPTED.get(), ACCEPTED_RETREATS.get(), ADJUDICATED.get());
  }
}
