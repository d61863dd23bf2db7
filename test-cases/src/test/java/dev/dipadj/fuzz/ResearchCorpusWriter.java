package dev.dipadj.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.gamejson.GameRecorder;
import dev.dipadj.gamejson.RecordedGame;
import dev.dipadj.gamejson.RecordedGames;
import dev.dipadj.gamejson.RecordedPhase;
import dev.dipadj.order.Order;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes a corpus of random classic games in the game JSON of research, shaped like the files
 * of MILA's engine, for timing {@code dipadj replay}: each game self-played with random orders
 * (illegal ones, missing ones and civil disorder included), recorded by {@link GameRecorder},
 * written by {@link RecordedGames}, and then padded, as MILA's files are, with what the replay
 * does not read: press ({@code messages}), {@code logs}, and in every state {@code timestamp},
 * {@code zobrist_hash}, {@code note}, {@code influence}, {@code civil_disorder}, {@code game_id},
 * {@code map} and {@code rules}; about 9.5 KB a phase, as in MILA's own file. Files of a
 * hundred games, one in two an array and the other JSON Lines (one game a line). Every phase
 * passes the replay: it is dipadj's own record.
 *
 * <p>Not a test: run it by hand, {@code ResearchCorpusWriter DIR GAMES [SEED]}.
 * {@link ResearchCorpusTest} replays a small corpus of it on every build.
 */
public final class ResearchCorpusWriter {
  static final int GAMES_PER_FILE = 100;
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final String[] WORDS = (
      "i think we should work together against turkey this year , if you move to the black sea"
      + " then i can support you into rumania and we split the balkans . honestly i am worried about"
      + " england's fleets in the north sea ; can you keep your army in burgundy ? let me know what you"
      + " plan for fall , i will hold in galicia . \"deal\" — trust me , i won't stab you . àéü"
      + " <br /> what about sweden and norway ? germany asked me the same thing").split(" ");
  private static final String[] POWERS = {"AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA", "TURKEY"};

  private ResearchCorpusWriter() {}

  /**
   * Writes the corpus.
   *
   * @param args the folder, the number of games, and a seed (1 by default)
   * @throws IOException when a file cannot be written
   */
  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args[0]);
    int games = Integer.parseInt(args[1]);
    long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
    int phases = write(dir, games, seed, 30, 100, GAMES_PER_FILE);
    System.out.println(games + " games, " + phases + " phases written to " + dir);
  }

  /**
   * Writes {@code games} games in files of {@code perFile}, each game of {@code minPhases} to
   * {@code maxPhases} phases (fewer if it is won), and returns how many phases were written.
   */
  static int write(Path dir, int games, long seed, int minPhases, int maxPhases, int perFile) throws IOException {
    Files.createDirectories(dir);
    Random random = new Random(seed);
    Dice dice = new Dice(random);
    Variant classic = Variants.named("classic");
    int phases = 0;
    for (int first = 1, file = 0; first <= games; first += perFile, file++) {
      int last = Math.min(games, first + perFile - 1);
      boolean lines = file % 2 == 1;
      Path path = dir.resolve(String.format("games-%06d.%s", last, lines ? "jsonl" : "json"));
      try (BufferedWriter out = Files.newBufferedWriter(path, StandardCharsets.UTF_8)) {
        out.write(lines ? "" : "[");
        for (int g = first; g <= last; g++) {
          RecordedGame game = game(classic, dice, "research-" + seed + "-" + g,
              minPhases + dice.below(maxPhases - minPhases + 1));
          phases += game.phases().size();
          if (!lines && g > first) {
            out.write(",\n");
          }
          out.write(MAPPER.writeValueAsString(padded(game, dice)));
          if (lines) {
            out.write('\n');
          }
        }
        out.write(lines ? "" : "]\n");
      }
    }
    return phases;
  }

  /** A random classic game of at most {@code length} phases, the last one included, as recorded. */
  static RecordedGame game(Variant variant, Dice dice, String id, int length) {
    Game game = Game.start(variant);
    boolean convoyHeavy = dice.percent(20);
    List<RecordedPhase> phases = new ArrayList<>();
    PhaseOutcome previous = null;
    while (phases.size() + 1 < length && !game.isOver()) {
      List<Order> orders = switch (game.phase().type()) {
        case MOVEMENT -> RandomMovementOrders.generate(game, dice, convoyHeavy);
        case RETREAT -> RandomRetreatOrders.generate(game, dice);
        case ADJUSTMENT -> RandomAdjustmentOrders.generate(game, dice);
      };
      PhaseOutcome outcome = game.adjudicateAsGiven(orders);
      phases.add(GameRecorder.phase(game, orders, outcome, previous));
      previous = outcome;
      game = outcome.next();
    }
    phases.add(GameRecorder.last(game));
    return GameRecorder.game(id, variant, variant.rules(), phases);
  }

  /** The game as {@link RecordedGames} writes it, with MILA's other fields added in MILA's order. */
  static ObjectNode padded(RecordedGame game, Dice dice) throws IOException {
    ObjectNode written = (ObjectNode) MAPPER.readTree(RecordedGames.write(game));
    ObjectNode out = MAPPER.createObjectNode();
    out.put("id", game.id());
    out.put("map", game.map());
    out.set("rules", written.get("rules"));
    ArrayNode phases = out.putArray("phases");
    long time = 1_537_459_322_922_097L + dice.below(1_000_000) * 1_000_000L;
    for (JsonNode p : written.get("phases")) {
      time += 60_000_000L + dice.below(600_000_000);
      String name = p.get("name").asText();
      ObjectNode phase = phases.addObject();
      phase.put("name", name);
      phase.set("state", state((ObjectNode) p.get("state"), game.id(), time, dice));
      phase.set("orders", p.get("orders"));
      phase.set("results", p.get("results"));
      phase.set("messages", messages(name, time, dice));
      ArrayNode logs = phase.putArray("logs");
      for (int i = dice.below(4); i > 0; i--) {
        logs.add(name + " " + text(dice, 40, 200));
      }
    }
    out.putObject("metadata").put("phase_minutes", 1440).put("game_type", "research");
    return out;
  }

  private static ObjectNode state(ObjectNode kept, String id, long time, Dice dice) {
    ObjectNode s = MAPPER.createObjectNode();
    s.put("timestamp", time);
    s.put("zobrist_hash", Long.toUnsignedString(dice.random().nextLong()));
    s.put("note", "");
    s.set("name", kept.get("name"));
    s.set("units", kept.get("units"));
    s.set("centers", kept.get("centers"));
    s.set("homes", kept.get("homes"));
    // Where each power has influence: its centres and the provinces its units stand in.
    ObjectNode influence = s.putObject("influence");
    ObjectNode disorder = MAPPER.createObjectNode();
    for (Iterator<Map.Entry<String, JsonNode>> it = kept.get("units").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      ArrayNode places = influence.putArray(e.getKey());
      kept.get("centers").path(e.getKey()).forEach(places::add);
      for (JsonNode u : e.getValue()) {
        places.add(u.asText().replace("*", "").substring(2, 5));
      }
      disorder.put(e.getKey(), 0);
    }
    s.set("civil_disorder", disorder);
    s.set("builds", kept.get("builds"));
    s.put("game_id", id);
    s.put("map", "standard");
    s.putArray("rules");
    s.set("retreats", kept.get("retreats"));
    return s;
  }

  /** Press between the powers: most phases have some, a few a great deal. */
  private static ArrayNode messages(String phase, long time, Dice dice) {
    ArrayNode out = MAPPER.createArrayNode();
    int n = dice.percent(15) ? 0 : dice.below(dice.percent(10) ? 64 : 34);
    for (int i = 0; i < n; i++) {
      ObjectNode m = out.addObject();
      int from = dice.below(POWERS.length);
      m.put("sender", POWERS[from]);
      m.put("recipient", dice.percent(10) ? "GLOBAL" : POWERS[(from + 1 + dice.below(POWERS.length - 1)) % POWERS.length]);
      m.put("time_sent", time / 1_000_000 + i * 37L + dice.below(30));
      m.put("phase", phase);
      m.put("message", text(dice, 20, 700));
    }
    return out;
  }

  private static String text(Dice dice, int min, int max) {
    int length = min + dice.below(max - min);
    StringBuilder b = new StringBuilder(length + 16);
    while (b.length() < length) {
      b.append(WORDS[dice.below(WORDS.length)]).append(' ');
    }
    return b.toString().strip();
  }
}
