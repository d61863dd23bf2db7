package dev.dipadj.gamejson;

import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads the games of a game JSON file one at a time, so that a file of any size is read in
 * the memory of its largest game. A file holds one game (an object), an array of games, or
 * several games one after another (JSON Lines: one game a line). Only what a replay uses is
 * kept ({@link RecordedGame}); everything else ({@code messages}, {@code logs},
 * {@code influence}, …) is passed over by Jackson's streaming parser without being built.
 *
 * <p>{@link #nextText} finds where the next game begins and ends, and reads it in the same pass
 * when it is plainly written (most games); a game that is not is read by Jackson's parser when
 * {@link RecordedGameText#read} is called, on any thread. {@link #next} does both. Errors name the file and the game, phase and field, or the line. A game that is not
 * JSON or not a game (no {@code map}, a phase without a {@code state}, …) is an error of that
 * game alone, and the games after it are read. What stands between the games and is not JSON
 * (a missing comma, the end of the file inside the array), or a value after the first one that
 * is not a game, ends the file: the next call finds no more games.
 *
 * <pre>{@code
 * try (RecordedGameReader games = RecordedGameReader.open(file)) {
 *   for (Optional<RecordedGame> g = games.next(); g.isPresent(); g = games.next()) { … }
 * }
 * }</pre>
 */
public final class RecordedGameReader implements Closeable {
  /**
   * The largest game read, in bytes of its JSON: 64 MB. The largest games of the research data
   * sets are a few megabytes with all their press and logs, so this is some ten times any real
   * game, while a reader holds at most a few times it (about 0.3 GB): past it, a file is taken
   * to be broken (a string left open) or hostile, the game is refused
   * ({@link GameJsonException#isOverLimit}) and the file ends there. A file has no limit of its
   * own, as it is read one game at a time: its memory is that of its largest game.
   */
  public static final int LARGEST_GAME = 64 << 20;

  private final InputStream in;
  private final GameTexts texts;

  private RecordedGameReader(InputStream in, String source, boolean everything) {
    this.in = in;
    this.texts = new GameTexts(in, source, everything);
  }

  /**
   * Opens a file; it is read as the games are asked for.
   *
   * @param file the file
   * @return the reader, to be closed
   * @throws IOException when the file cannot be opened
   */
  public static RecordedGameReader open(Path file) throws IOException {
    Objects.requireNonNull(file, "file");
    return new RecordedGameReader(Files.newInputStream(file), file.toString(), true);
  }

  /**
   * Opens a file to be replayed ({@link Replay}), which compares units, retreats and centres:
   * the states' {@code homes} and {@code builds}, which the map decides, are checked as
   * {@link #open} checks them, so that the same games are errors, but they are not kept in the
   * games read as they are found (the plainly written ones, most of a file): their states'
   * {@link RecordedState#homes} and {@link RecordedState#builds} are empty.
   *
   * @param file the file
   * @return the reader, to be closed
   * @throws IOException when the file cannot be opened
   */
  public static RecordedGameReader forReplay(Path file) throws IOException {
    Objects.requireNonNull(file, "file");
    return new RecordedGameReader(Files.newInputStream(file), file.toString(), false);
  }

  /**
   * Reads a stream (standard input) to be replayed, as {@link #forReplay(Path)} reads a file:
   * one game at a time, so that a stream of any length is read in the memory of its largest
   * game. Closing the reader closes the stream.
   *
   * @param in the stream
   * @param source the name of the stream in messages ({@code <stdin>})
   * @return the reader, to be closed
   */
  public static RecordedGameReader forReplay(InputStream in, String source) {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(source, "source");
    return new RecordedGameReader(in, source, false);
  }

  /**
   * Reads a text.
   *
   * @param json the text: a game, an array of games, or games one after another
   * @param source the name of the text in messages (a file name)
   * @return the reader
   */
  public static RecordedGameReader of(String json, String source) {
    Objects.requireNonNull(json, "json");
    Objects.requireNonNull(source, "source");
    return new RecordedGameReader(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), source, true);
  }

  /**
   * Finds the text of the next game, without reading it.
   *
   * @return the game's text, or empty when the file has no more
   * @throws GameJsonException naming the file and line where what stands between the games is
   *     not JSON, or is a value that is not a game (the next call finds no more)
   * @throws IOException when the file cannot be read (the next call finds no more)
   */
  public Optional<RecordedGameText> nextText() throws GameJsonException, IOException {
    return Optional.ofNullable(texts.next());
  }

  /**
   * Reads the next game of the file.
   *
   * @return the game, or empty when the file has no more
   * @throws GameJsonException naming the file, and the game, phase and field, where the JSON is
   *     not a game, or the line where the text is not JSON (as {@link #nextText} and
   *     {@link RecordedGameText#read} throw)
   * @throws IOException when the file cannot be read (the next call finds no more)
   */
  public Optional<RecordedGame> next() throws GameJsonException, IOException {
    Optional<RecordedGameText> text = nextText();
    return text.isEmpty() ? Optional.empty() : Optional.of(text.get().read());
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
