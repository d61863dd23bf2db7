package dev.dipadj.gamejson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The replay's reader takes one game at a time from its input (issue 19, point 3): from an
 * endless stream of JSON Lines it gives game after game having read little more than them, so
 * memory is bounded by the largest game and not by the file; and a game past
 * {@link RecordedGameReader#LARGEST_GAME} is refused as over the limit, ending the input.
 */
class StreamingReaderTest {
  /** Games one a line, for ever; counts the bytes taken. */
  private static final class EndlessLines extends InputStream {
    private final byte[] line;
    private int at;
    long taken;

    EndlessLines(byte[] line) {
      this.line = line;
    }

    @Override
    public int read() {
      taken++;
      int b = line[at] & 0xff;
      at = (at + 1) % line.length;
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      for (int i = 0; i < len; i++) {
        b[off + i] = line[at];
        at = (at + 1) % line.length;
      }
      taken += len;
      return len;
    }
  }

  @Test
  void gamesOfAnEndlessStreamAreReadOneAtATime() throws Exception {
    RecordedGame game = RecordedGames.read(Path.of("api-tests/src/test/resources/dev/dipadj/gamejson/every-order-form.json")).get(0);
    byte[] line = RecordedGames.writeLine(game).getBytes(StandardCharsets.UTF_8);
    EndlessLines in = new EndlessLines(line);
    try (RecordedGameReader games = RecordedGameReader.forReplay(in, "<stdin>")) {
      for (int i = 1; i <= 2_000; i++) {
        Optional<RecordedGameText> text = games.nextText();
        assertTrue(text.isPresent(), "game " + i);
        assertEquals(i, text.get().line(), "one game a line");
        assertEquals(game.id(), text.get().read().id());
        // What is read ahead is bounded by a few megabytes, whatever has been read before.
        assertTrue(in.taken - (long) i * line.length < 4L << 20, () -> in.taken + " bytes read ahead");
      }
    }
  }

  @Test
  void aGamePastTheLargestIsRefusedAsOverTheLimit() throws Exception {
    byte[] open = "{\"id\": \"".getBytes(StandardCharsets.UTF_8);
    EndlessLines in = new EndlessLines("x".getBytes(StandardCharsets.UTF_8));
    InputStream stream = new java.io.SequenceInputStream(new java.io.ByteArrayInputStream(open), in);
    try (RecordedGameReader games = RecordedGameReader.forReplay(stream, "<stdin>")) {
      GameJsonException e = assertThrows(GameJsonException.class, games::nextText);
      assertTrue(e.isOverLimit(), e.getMessage());
      assertEquals("<stdin>: game #1 (line 1): larger than 64 MB, not read (is a string left open?)", e.getMessage());
      assertTrue(in.taken <= RecordedGameReader.LARGEST_GAME + (1 << 20), () -> in.taken + " bytes read");
      assertEquals(Optional.empty(), games.nextText(), "the input ends there");
    }
    assertTrue(!new GameJsonException("a game that is not JSON").isOverLimit(), "other errors are about the text");
  }

  /**
   * Found by the fuzzing of issue 19: a game whose first bytes look like UTF-16 or UTF-32 (a
   * mark, zero bytes) made the parser's decoder fail outside its parse errors, an internal
   * error; it is a game that is not JSON, in one line naming the line.
   */
  @Test
  void aGameInUtf16IsNotJsonInOneLine() throws Exception {
    // '{' and three zero bytes: UTF-32 to the parser, whose next character is cut short.
    byte[] bytes = {'[', '{', 0, 0, 0, '}', ']'};
    try (RecordedGameReader games = RecordedGameReader.forReplay(new java.io.ByteArrayInputStream(bytes), "utf16.json")) {
      GameJsonException e = assertThrows(GameJsonException.class, () -> games.nextText().orElseThrow().read());
      assertTrue(e.getMessage().startsWith("utf16.json: game #1: not JSON: not UTF-8 text"), e.getMessage());
      assertTrue(e.getMessage().endsWith("(line 1)") && e.getMessage().lines().count() == 1, e.getMessage());
    }
  }
}
