package dev.dipadj.fuzz;

import dev.dipadj.bench.RandomPlay;
import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseJsonReader;
import dev.dipadj.cases.CaseJsonWriter;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.gamejson.GameJsonException;
import dev.dipadj.gamejson.GameReplay;
import dev.dipadj.gamejson.RecordedGameReader;
import dev.dipadj.gamejson.RecordedGameText;
import dev.dipadj.gamejson.Replay;
import dev.dipadj.json.GameJson;
import dev.dipadj.json.JsonFormatException;
import dev.dipadj.json.OrderJson;
import dev.dipadj.json.PhaseOutcomeJson;
import dev.dipadj.json.PositionJson;
import dev.dipadj.json.ResultJson;
import dev.dipadj.map.GameMap;
import dev.dipadj.order.Order;
import dev.dipadj.text.TextFile;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import net.jqwik.api.AfterFailureMode;
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
 * Every JSON document dipadj reads, mutated ({@link JsonMutator}: truncated, text after it,
 * wrong types, huge numbers, deep nesting, a byte-order mark, invalid UTF-8), is read or
 * refused with its documented one-line error ({@link JsonFormatException}, {@link CaseError},
 * {@link TextFile.Unreadable}), never another exception or a hang (issue 19: points 2, 3 and
 * 9, and the fuzzing it asks for). The documents are those of saved games, states, positions,
 * orders, results and phase outcomes of random classic games, read from bytes as a file is
 * (strict UTF-8), and the case JSON of the corpus. The research games of the test resources
 * ({@code dev/dipadj/research}), mutated the same way, are read game by game and replayed:
 * errors are {@link GameJsonException}s of one line, and no replay ends in an internal error.
 *
 * <p>Each try mutates one document from a jqwik-chosen seed; problems are gathered and the
 * property fails once, after its last try, listing each distinct one with a seed. The default
 * build runs {@value #CI_DOCUMENTS} documents and {@value #CI_GAMES} research files,
 * {@code mvn -Pfuzz verify} the {@code fuzz}-tagged properties with {@value #FUZZ_DOCUMENTS}
 * and {@value #FUZZ_GAMES}.
 */
class JsonMutationProperties {
  static final int CI_DOCUMENTS = 1_000;
  static final int FUZZ_DOCUMENTS = 20_000;
  static final int CI_GAMES = 40;
  static final int FUZZ_GAMES = 500;
  /** A read or replay slower than this is reported as a hang in the making. */
  private static final long SLOW_NANOS = 10_000_000_000L;

  private static final Survey CI_JSON = new Survey("json documents, ci", CI_DOCUMENTS);
  private static final Survey FUZZ_JSON = new Survey("json documents, fuzz", FUZZ_DOCUMENTS);
  private static final Survey CI_REPLAY = new Survey("research games replayed, ci", CI_GAMES);
  private static final Survey FUZZ_REPLAY = new Survey("research games replayed, fuzz", FUZZ_GAMES);

  /** Seeds spread evenly over all longs. */
  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs().withDistribution(RandomDistribution.uniform());
  }

  @Property(tries = CI_DOCUMENTS, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE,
      afterFailure = AfterFailureMode.PREVIOUS_SEED)
  void mutatedJsonDocumentsAreReadOrRefusedInOneLine(@ForAll("seeds") long seed) {
    CI_JSON.document(seed);
  }

  @Tag("fuzz")
  @Property(tries = FUZZ_DOCUMENTS, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE,
      afterFailure = AfterFailureMode.PREVIOUS_SEED)
  void mutatedJsonDocumentsAreReadOrRefusedInOneLineFuzz(@ForAll("seeds") long seed) {
    FUZZ_JSON.document(seed);
  }

  @Property(tries = CI_GAMES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE,
      afterFailure = AfterFailureMode.PREVIOUS_SEED)
  void mutatedResearchGamesReplayOrFailInOneLine(@ForAll("seeds") long seed) {
    CI_REPLAY.replay(seed);
  }

  @Tag("fuzz")
  @Property(tries = FUZZ_GAMES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE,
      afterFailure = AfterFailureMode.PREVIOUS_SEED)
  void mutatedResearchGamesReplayOrFailInOneLineFuzz(@ForAll("seeds") long seed) {
    FUZZ_REPLAY.replay(seed);
  }

  /** The counts of whichever properties ran, and a failure listing the problems if there were any. */
  @AfterContainer
  static void printCounts() {
    StringBuilder problems = new StringBuilder();
    for (Survey s : new Survey[] {CI_JSON, FUZZ_JSON, CI_REPLAY, FUZZ_REPLAY}) {
      if (s.tries > 0) {
        System.out.println(s.summary());
        s.problems.forEach((check, example) -> problems.append(s.name).append(": ").append(check)
            .append("\n  ").append(example).append('\n'));
      }
    }
    if (problems.length() > 0) {
      throw new AssertionError("mutated JSON: problems\n" + problems);
    }
  }

  /** A kind of document, a document of it, and its reader from a file's bytes. */
  private record Document(String kind, byte[] json, Reader reader) {}

  /** Reads a document's bytes as dipadj reads a file: strict UTF-8, then the document's reader. */
  private interface Reader {
    void read(String text) throws Exception;
  }

  /** The documents mutated: built once, from random classic games and the case corpus. */
  private static final class Documents {
    static final List<Document> ALL = build();
    static final List<byte[]> RESEARCH = research();

    private static List<Document> build() {
      Variant classic = Variants.named("classic");
      GameMap map = classic.map();
      List<Document> out = new ArrayList<>();
      for (int i = 0; i < 6; i++) {
        Random random = new Random(19_000 + i);
        Game game = RandomPlay.play(classic, random, 1 + 4 * i);
        List<Order> orders = RandomPlay.orders(game, random);
        PhaseOutcome outcome = game.adjudicate(orders);
        add(out, "saved game", GameJson.write(game), t -> GameJson.read(t, GameDriver::named));
        add(out, "saved state", GameJson.write(outcome.next()), t -> GameJson.readState(t, GameDriver::named));
        add(out, "position", PositionJson.write(game.position()), t -> PositionJson.read(t, map));
        add(out, "orders", OrderJson.write(orders), t -> OrderJson.readList(t, map));
        if (!outcome.results().isEmpty()) {
          add(out, "order", OrderJson.write(outcome.results().get(0).order()), t -> OrderJson.read(t, map));
          add(out, "result", ResultJson.write(outcome.results().get(0)), t -> ResultJson.read(t, map));
        }
        add(out, "phase outcome", PhaseOutcomeJson.write(outcome), t -> PhaseOutcomeJson.read(t, GameDriver::named));
      }
      try {
        // The corpus's files, every fourth: some forty case documents of every shape the corpus has.
        for (int i = 0; i < CaseFileCorpus.FILES.size(); i += 4) {
          CaseFileCorpus.CaseFile f = CaseFileCorpus.FILES.get(i);
          String json = CaseJsonWriter.write(CaseFileReader.read(f.name(), String.join("\n", f.lines()))).toPrettyString();
          add(out, "case json", json, t -> CaseJsonReader.read("cases.json", t));
        }
      } catch (CaseError e) {
        throw new IllegalStateException(e);
      }
      return List.copyOf(out);
    }

    private static void add(List<Document> out, String kind, String json, Reader reader) {
      out.add(new Document(kind, json.getBytes(StandardCharsets.UTF_8), reader));
    }

    private static List<byte[]> research() {
      try {
        List<byte[]> out = new ArrayList<>();
        for (Path p : dev.dipadj.cases.Corpus.files(List.of(Path.of("api-tests/src/test/resources/dev/dipadj/research")), ".json")) {
          out.add(Files.readAllBytes(p));
        }
        if (out.isEmpty()) {
          throw new IllegalStateException("no research games");
        }
        return List.copyOf(out);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** The tally of one property: documents read and refused, mutations made, and problems by kind. */
  private static final class Survey {
    final String name;
    final int planned;
    int tries;
    int read;
    int refused;
    int phases;
    final int[] mutations = new int[JsonMutator.KINDS.length];
    final Map<String, Integer> byKind = new TreeMap<>();
    final Map<String, String> problems = new TreeMap<>();

    Survey(String name, int planned) {
      this.name = name;
      this.planned = planned;
    }

    void document(long seed) {
      Random random = new Random(seed);
      Document d = Documents.ALL.get(random.nextInt(Documents.ALL.size()));
      byte[] bytes = JsonMutator.mutate(d.json(), random, mutations);
      tries++;
      byKind.merge(d.kind(), 1, Integer::sum);
      long start = System.nanoTime();
      try {
        d.reader().read(TextFile.decode("doc.json", bytes));
        read++;
      } catch (JsonFormatException | CaseError | TextFile.Unreadable e) {
        refused++;
        oneLine(d.kind(), e.getMessage(), seed);
      } catch (Throwable e) {
        problem(d.kind() + ": " + Exceptions.violation("read", e).check(), "seed " + seed + ": " + e);
      }
      slow(d.kind(), start, seed);
    }

    void replay(long seed) {
      Random random = new Random(seed);
      byte[] file = Documents.RESEARCH.get(random.nextInt(Documents.RESEARCH.size()));
      byte[] bytes = JsonMutator.mutate(file, random, mutations);
      tries++;
      long start = System.nanoTime();
      try (RecordedGameReader games = RecordedGameReader.forReplay(new ByteArrayInputStream(bytes), "mutated.json")) {
        while (true) {
          Optional<RecordedGameText> text;
          try {
            text = games.nextText();
          } catch (GameJsonException e) {
            refused++;
            oneLine("game JSON", e.getMessage(), seed);
            continue;
          }
          if (text.isEmpty()) {
            break;
          }
          GameReplay replay;
          try {
            replay = Replay.replay(text.get().read(), GameDriver::named, List.of("edition=mila"));
          } catch (GameJsonException e) {
            refused++;
            oneLine("game JSON", e.getMessage(), seed);
            continue;
          }
          read++;
          phases += replay.phases().size();
          if (replay.error().isPresent() && replay.error().get().contains("internal error")) {
            problem("replay: internal error", "seed " + seed + ": " + replay.error().get());
          }
        }
      } catch (Throwable e) {
        problem("replay: " + Exceptions.violation("replay", e).check(), "seed " + seed + ": " + e);
      }
      slow("replay", start, seed);
    }

    private void oneLine(String kind, String message, long seed) {
      if (message == null || message.isBlank() || message.indexOf('\n') >= 0 || message.indexOf('\r') >= 0) {
        problem(kind + ": an error not of one line", "seed " + seed + ": " + message);
      }
    }

    private void slow(String kind, long start, long seed) {
      long nanos = System.nanoTime() - start;
      if (nanos > SLOW_NANOS) {
        problem(kind + ": slower than " + SLOW_NANOS / 1_000_000_000 + " s", "seed " + seed + ": " + nanos / 1_000_000 + " ms");
      }
    }

    private void problem(String check, String example) {
      problems.putIfAbsent(check, example.length() > 600 ? example.substring(0, 600) + "..." : example);
    }

    String summary() {
      StringBuilder kinds = new StringBuilder();
      for (int k = 0; k < mutations.length; k++) {
        kinds.append(k == 0 ? "" : ", ").append(JsonMutator.KINDS[k]).append(' ').append(mutations[k]);
      }
      return String.format("%s: %,d tries (%s), %,d read, %,d refused%s; mutations: %s; %d problems",
          name, tries, byKind.isEmpty() ? "research files" : byKind.toString(), read, refused,
          phases > 0 ? String.format(", %,d phases replayed", phases) : "", kinds, problems.size());
    }
  }
}
