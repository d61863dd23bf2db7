package dev.dipadj.gamejson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.variants.Variants;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The two real files of research (test resources {@code dev/dipadj/research/}, written by
 * MILA's engine and by the search bots' C++ engine) replay with every phase passing under
 * {@code edition=mila}: units, dislodged units, retreats, centres and every unit's result
 * codes agree, where the engines follow the rules; where the record lists retreats wider than
 * the rules (MILA's list after a convoyed attack), that is a departure of the record.
 */
class ResearchFilesTest {
  private static GameReplay replay(String file) {
    List<RecordedGame> games;
    try {
      games = RecordedGames.read(Files.DIR.resolveSibling("research").resolve(file));
    } catch (IOException | GameJsonException e) {
      throw new AssertionError(file + " did not read: " + e.getMessage(), e);
    }
    assertEquals(1, games.size());
    return Replay.replay(games.get(0), Variants::named, List.of("edition=mila"));
  }

  @Test
  void milasGamePassesEveryPhase() {
    GameReplay r = replay("mila-network-1.json");
    assertEquals(Optional.empty(), r.error());
    assertEquals(56, r.phases().size(), "every phase but the last is replayed");
    for (PhaseCheck p : r.phases()) {
      assertTrue(p.passed(), p.line());
    }
    // F1902M: the Russian F Nwy, dislodged by the convoyed A Edi, may by the rules go only to the Barents Sea.
    PhaseCheck slip = r.phases().stream().filter(p -> p.phase().equals("F1902M")).findFirst().orElseThrow();
    assertEquals(List.of("retreats of *RUSSIA F NWY: dipadj BAR, record BAR NTH NWG SKA STP/NC SWE"), slip.slips());
  }

  @Test
  void theSearchBotsSelfPlayGamePassesEveryPhase() {
    GameReplay r = replay("searchbot-selfplay-RUS-1167.json");
    assertEquals(Optional.empty(), r.error());
    assertEquals(126, r.phases().size());
    assertEquals(126, r.passed());
    // Convoyed attacks dislodged F Gre (F1903M), F Wal (S1906M), A Bel (S1908M) and A Nwy (F1927M);
    // F Wal and A Bel had nowhere to go by the rules, and F Wal retreated into the record's wider list.
    assertEquals(List.of("F1903M", "S1906M", "S1906R", "S1908M", "F1927M"),
        r.phases().stream().filter(p -> !p.slips().isEmpty()).map(PhaseCheck::phase).toList());
    // S1906R: F Wal, which had nowhere to go by the rules, retreated to London, a standoff the record listed.
    PhaseCheck retreat = r.phases().stream().filter(p -> p.phase().equals("S1906R")).findFirst().orElseThrow();
    assertTrue(retreat.passed(), retreat.line());
    assertEquals(1, retreat.slips().size(), retreat.line());
  }
}
