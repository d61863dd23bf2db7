package dev.dipadj.bench;

import dev.dipadj.game.Game;
import dev.dipadj.gamejson.GameHistory;
import dev.dipadj.gamejson.RecordedGame;
import dev.dipadj.gamejson.RecordedGames;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.io.IOException;
import java.io.BufferedOutputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Times writing self-played games in the game JSON of research, beyond the self-play itself:
 * plays random classic games ({@link RandomPlay}: a random possible order for each unit, and
 * as many random adjustment orders as each power has builds or disbands; 30 to 100 phases
 * each, fewer when a power wins), and after each
 * game records it ({@link GameHistory#record}) and writes it as one line of JSON Lines
 * ({@link RecordedGames#writeLine(RecordedGame, OutputStream)}) to a file. The self-play and the recording and writing are
 * timed apart, each game as it comes, as a program that plays and saves games would run: in
 * wall seconds, and in CPU seconds of the thread (the compiler's and collector's threads run
 * beside it). The JVM's start and the self-play are not counted in the figure that matters,
 * the seconds of recording and writing. Not a JMH benchmark: the figure is that of one run
 * from a fresh JVM, compilation included.
 *
 * <pre>
 * java -cp test-cases/benchmarks/target/benchmarks.jar dev.dipadj.bench.SelfPlayRecording [GAMES] [FILE]
 * </pre>
 */
public final class SelfPlayRecording {
  private SelfPlayRecording() {}

  /**
   * Plays, records and writes the games, and prints the seconds of each part.
   *
   * @param args the number of games (1,000 by default) and the file to write (a temporary one by default, deleted)
   * @throws IOException when the file cannot be written
   */
  public static void main(String[] args) throws IOException {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
    Path file = args.length > 1 ? Path.of(args[1]) : Files.createTempFile("self-play", ".jsonl");
    Variant classic = Variants.named("classic");
    Random random = new Random(7);
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    // Wall and CPU seconds of this thread: self-play, recording, writing.
    long[] wall = new long[3];
    long[] cpu = new long[3];
    long phases = 0;
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
      for (int g = 0; g < games; g++) {
        long w0 = System.nanoTime();
        long c0 = threads.getCurrentThreadCpuTime();
        Game game = RandomPlay.play(classic, random, 30 + random.nextInt(71));
        long w1 = System.nanoTime();
        long c1 = threads.getCurrentThreadCpuTime();
        RecordedGame recorded = GameHistory.record("self-play-" + g, game);
        long w2 = System.nanoTime();
        long c2 = threads.getCurrentThreadCpuTime();
        RecordedGames.writeLine(recorded, out);
        long w3 = System.nanoTime();
        long c3 = threads.getCurrentThreadCpuTime();
        wall[0] += w1 - w0;
        wall[1] += w2 - w1;
        wall[2] += w3 - w2;
        cpu[0] += c1 - c0;
        cpu[1] += c2 - c1;
        cpu[2] += c3 - c2;
        phases += recorded.phases().size();
      }
    }
    long bytes = Files.size(file);
    if (args.length < 2) {
      Files.delete(file);
    }
    System.out.printf("%d games, %d phases, %.1f MB; wall (this thread's CPU) seconds: self-play %.2f (%.2f);"
        + " recorded %.2f (%.2f), written %.2f (%.2f): %.2f (%.2f) beyond the self-play%n", games, phases,
        bytes / 1e6, wall[0] / 1e9, cpu[0] / 1e9, wall[1] / 1e9, cpu[1] / 1e9, wall[2] / 1e9, cpu[2] / 1e9,
        (wall[1] + wall[2]) / 1e9, (cpu[1] + cpu[2]) / 1e9);
  }
}
