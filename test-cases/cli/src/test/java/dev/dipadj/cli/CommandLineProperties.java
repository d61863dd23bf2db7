package dev.dipadj.cli;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
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
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * No command line crashes or hangs dipadj (issue 19, the fuzz properties of the command-line
 * options): random commands with random options (each command's own, and unknown ones) and
 * values (numbers huge, negative, zero, not numbers; text with control characters and line
 * ends, 20,000 characters long), on existing, empty, missing and unreadable files, with
 * standard output sometimes a full disk, run in-process. Every run exits 0, 1, 2 or 3, never 4
 * (an internal error); prints no stack trace nor an exception's class name; a usage error (2) or an input error (3) is one
 * line on standard error; and no run takes more than {@value #LIMIT_SECONDS} seconds.
 *
 * <p>{@code bench} measures for seconds when its options are right, so it is given only
 * wrong ones, {@code --help} or {@code --version}. The default build runs {@value #CI_TRIES}
 * command lines, {@code mvn -Pfuzz verify} {@value #FUZZ_TRIES}.
 */
class CommandLineProperties {
  static final int CI_TRIES = 150;
  static final int FUZZ_TRIES = 3_000;
  private static final long LIMIT_SECONDS = 60;

  private static final Tally CI = new Tally("ci");
  private static final Tally FUZZ = new Tally("fuzz");

  /** The files a command line may name: made once, small, so that a try takes milliseconds. */
  private static final Files_ FILES = new Files_();

  /** Seeds spread evenly over all longs. */
  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs().withDistribution(RandomDistribution.uniform());
  }

  @Property(tries = CI_TRIES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE,
      afterFailure = AfterFailureMode.PREVIOUS_SEED)
  void randomCommandLinesExitCleanly(@ForAll("seeds") long seed) {
    CI.check(seed);
  }

  @Tag("fuzz")
  @Property(tries = FUZZ_TRIES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE,
      afterFailure = AfterFailureMode.PREVIOUS_SEED)
  void randomCommandLinesExitCleanlyFuzz(@ForAll("seeds") long seed) {
    FUZZ.check(seed);
  }

  @AfterContainer
  static void printCounts() {
    for (Tally t : new Tally[] {CI, FUZZ}) {
      if (t.runs > 0) {
        System.out.println(t.summary());
      }
    }
  }

  /** The sample files: a case file, two cases, a case that fails, an empty file, game JSON, a folder, junk. */
  private static final class Files_ {
    final Path dir;
    final List<String> inputs = new ArrayList<>();

    Files_() {
      try {
        dir = Files.createTempDirectory("dipadj-cli-fuzz");
        dir.toFile().deleteOnExit();
        Path two = write("two.case", CliTest.PASSING + "\n" + CliTest.FAILING);
        Path empty = write("empty.case", "# no case\n");
        Path junk = write("junk.case", "case x\nunits\n  England: A \u0000Lon\n");
        Path bytes = dir.resolve("bytes.case");
        Files.write(bytes, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 10, (byte) 0xc3});
        Path json = write("cases.json", CliTest.run("json", two.toString()).out());
        Files.createDirectories(dir.resolve("folder"));
        Files.copy(two, dir.resolve("folder/two.case"));
        inputs.addAll(List.of("examples/fall-1907.case", two.toString(), empty.toString(), junk.toString(),
            bytes.toString(), json.toString(), dir.resolve("folder").toString(),
            "api-tests/src/test/resources/dev/dipadj/gamejson/errors.json",
            "api-tests/src/test/resources/dev/dipadj/gamejson/every-order-form.json",
            dir.resolve("missing.case").toString(), "-", "\u0000", "x\ny"));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    private Path write(String name, String text) throws IOException {
      Path p = dir.resolve(name);
      Files.writeString(p, text, UTF_8);
      return p;
    }
  }

  /** Option values: numbers of every size and sign, not numbers, hostile text, paths. */
  private static final List<String> VALUES = List.of(
      "0", "-1", "1", "2", "3", "64", "1024", "1025", "33554432", "1073741824", "2147483647", "-2147483648",
      "2147483648", "99999999999999999999", "1e300", "-1e300", "NaN", "Infinity", "-0", "0.0001", "3600", "3601",
      "x", "", " ", "1\n1 passed, 0 failed", "\u0000", "\u001b[2J", "convoy-to-adjacent=via-convoy-only",
      "edition=mila", "edition=nope", "x=y", "=", "seed-001.fall-1907", "pass.1", "nope",
      "/dev/full", "/nonexistent/dir/out.html");

  /** An exception printed by its class's full name: a stack trace's head, or a message that was not written for a user. */
  private static final Pattern LEAKED = Pattern.compile("\\b(java|javax|com|dev|picocli)(\\.[a-z]\\w*)+\\.[A-Z]\\w*(Exception|Error)\\b"
      + "|Exception in thread");

  private static final class Tally {
    final String name;
    final Map<Integer, Integer> exits = new TreeMap<>();
    int runs;
    int fullDisk;
    long nanos;

    Tally(String name) {
      this.name = name;
    }

    synchronized void check(long seed) {
      SplittableRandom random = new SplittableRandom(seed);
      List<String> args = commandLine(random);
      boolean full = random.nextInt(10) == 0;
      String stdin = random.nextBoolean() ? CliTest.PASSING : "\u0000\n".repeat(random.nextInt(3));
      long start = System.nanoTime();
      CliTest.Run r = run(args, full, stdin);
      nanos += System.nanoTime() - start;
      runs++;
      fullDisk += full ? 1 : 0;
      exits.merge(r.exit(), 1, Integer::sum);
      String shown = "dipadj " + EchoedText.line(String.join(" | ", args)) + (full ? " > full disk" : "")
          + "\nexit " + r.exit() + "\nerr: " + EchoedText.line(r.err());
      if (r.exit() < 0 || r.exit() > 3) {
        throw new AssertionError("exit " + r.exit() + " (4 is an internal error):\n" + shown);
      }
      if (r.all().contains("\tat ") || LEAKED.matcher(r.all()).find()) {
        throw new AssertionError("a stack trace or exception was printed:\n" + shown);
      }
      if ((r.exit() == ExitCode.USAGE || r.exit() == ExitCode.INPUT) && r.err().lines().count() != 1) {
        throw new AssertionError("a usage or input error is one line on standard error:\n" + shown);
      }
    }

    /** Runs the command on a thread of its own, so that a run that hangs is reported, not waited for. */
    private static CliTest.Run run(List<String> args, boolean full, String stdin) {
      ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "dipadj-cli-fuzz");
        t.setDaemon(true);
        return t;
      });
      try {
        String[] a = args.toArray(String[]::new);
        Future<CliTest.Run> run = thread.submit(() -> full ? HardeningTest.runToFullDisk(a) : CliTest.runWithInput(stdin, a));
        return run.get(LIMIT_SECONDS, TimeUnit.SECONDS);
      } catch (TimeoutException e) {
        throw new AssertionError("dipadj " + EchoedText.line(String.join(" | ", args)) + " takes over " + LIMIT_SECONDS + " s");
      } catch (Exception e) {
        throw new AssertionError(e);
      } finally {
        thread.shutdownNow();
      }
    }

    /** A random command line: a command (rarely none or an unknown one), options of it and others, and paths. */
    private static List<String> commandLine(SplittableRandom random) {
      CommandLine top = Dipadj.commandLine();
      List<String> names = new ArrayList<>(top.getSubcommands().keySet());
      List<String> args = new ArrayList<>();
      int which = random.nextInt(names.size() + 2);
      CommandLine command = top;
      if (which < names.size()) {
        args.add(names.get(which));
        command = top.getSubcommands().get(names.get(which));
      } else if (which == names.size()) {
        args.add("no-such-command");
      }
      boolean bench = args.equals(List.of("bench"));
      List<OptionSpec> options = command.getCommandSpec().options();
      int count = random.nextInt(4);
      for (int i = 0; i < count; i++) {
        int kind = random.nextInt(10);
        if (kind == 0) {
          args.add("--no-such-option");
          continue;
        }
        OptionSpec o = options.get(random.nextInt(options.size()));
        String option = o.names()[random.nextInt(o.names().length)];
        if (bench && !option.equals("--seconds") && !option.equals("--help") && !option.equals("--version")) {
          continue;
        }
        args.add(option);
        if (o.arity().max() > 0 && !(o.type() == boolean.class || o.type() == Boolean.class)) {
          String value = kind == 1 ? "9".repeat(20_000) : kind == 2 ? "\u0007".repeat(20_000) : VALUES.get(random.nextInt(VALUES.size()));
          if (bench && option.equals("--seconds") && value.matches("[0-9.]+") && Double.parseDouble(value) > 0
              && Double.parseDouble(value) <= BenchCommand.MAX_SECONDS) {
            value = "-" + value;
          }
          if (Arrays.asList(o.names()).contains("--output") && kind > 2) {
            // A file written where the build runs would be left among the sources: inside the temporary folder.
            value = FILES.dir.resolve("out-" + Integer.toHexString(value.hashCode())).toString();
          }
          args.add(value);
        }
      }
      if (bench && !args.contains("--seconds") && !args.contains("--help") && !args.contains("-h")
          && !args.contains("--version") && !args.contains("-V") && !args.contains("--no-such-option")) {
        args.add("--seconds");
        args.add(random.nextBoolean() ? "-1" : "NaN");
      }
      if (!bench) {
        int paths = random.nextInt(4);
        for (int i = 0; i < paths; i++) {
          args.add(FILES.inputs.get(random.nextInt(FILES.inputs.size())));
        }
      }
      return args;
    }

    String summary() {
      return String.format("command lines (%s): %,d runs (%,d to a full disk), exit codes %s, %.1f s", name, runs, fullDisk,
          exits, nanos / 1e9);
    }
  }
}
