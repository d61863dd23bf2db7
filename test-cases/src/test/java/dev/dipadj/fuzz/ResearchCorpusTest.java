package dev.dipadj.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.gamejson.GameJsonException;
import dev.dipadj.gamejson.GameReplay;
import dev.dipadj.gamejson.PhaseCheck;
import dev.dipadj.gamejson.RecordedGame;
import dev.dipadj.gamejson.RecordedGameReader;
import dev.dipadj.gamejson.Replay;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A small corpus of {@link ResearchCorpusWriter}, the one timed for the replay: files as arrays
 * and as JSON Lines, games padded with MILA's other fields, every phase passing the replay.
 */
class ResearchCorpusTest {
  @TempDir Path dir;

  @Test
  void everyPhaseOfTheCorpusPasses() throws IOException, GameJsonException {
    int written = ResearchCorpusWriter.write(dir, 6, 11, 8, 24, 3);
    Path array = dir.resolve("games-000003.json");
    Path lines = dir.resolve("games-000006.jsonl");
    assertTrue(Files.readString(array).startsWith("[{\"id\":\"research-11-1\""), "the first file is an array");
    assertEquals(3, Files.readAllLines(lines).size(), "the second has one game a line");
    String text = Files.readString(lines);
    for (String field : List.of("\"messages\"", "\"logs\"", "\"influence\"", "\"zobrist_hash\"", "\"civil_disorder\"")) {
      assertTrue(text.contains(field), field);
    }
    int games = 0;
    int passed = 0;
    for (Path file : List.of(array, lines)) {
      try (RecordedGameReader reader = RecordedGameReader.open(file)) {
        for (Optional<RecordedGame> g = reader.next(); g.isPresent(); g = reader.next()) {
          games++;
          GameReplay r = Replay.replay(g.get(), GameVariants::byName, List.of());
          assertEquals(Optional.empty(), r.error(), g.get().id());
          for (PhaseCheck p : r.phases()) {
            assertTrue(p.agrees(), p.line());
          }
          passed += r.passed();
        }
      }
    }
    assertEquals(6, games);
    assertEquals(written - games, passed, "every phase but each game's last is replayed, and passes");
  }
}
