package dev.dipadj.bench;

import com.google.common.collect.ImmutableList;
import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.cases.GivenOrder;
import dev.dipadj.cases.StepReport;
import dev.dipadj.game.Game;
import dev.dipadj.order.Order;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The benchmark positions (opening, midgame, convoy paradox) that other adjudicators were timed on,
 * shipped as case files. Each is run as a case first: a position whose expected outcome is
 * not met is refused, so a benchmark never times a wrong answer.
 */
public final class BenchPositions {
  /** The names of the benchmark positions. */
  public static final List<String> NAMES = List.of("opening", "midgame", "paradox", "youngstown-redux-midgame",
      "twenty-twenty-midgame");

  private BenchPositions() {}

  /**
   * Every benchmark position, each checked first.
   *
   * @return the positions, in the order of {@link #NAMES}
   * @throws IOException if a position's file is missing from the jar
   * @throws CaseError if a position's file cannot be read as a case
   */
  public static List<BenchPosition> all() throws IOException, CaseError {
    List<BenchPosition> out = new ArrayList<>();
    for (String name : NAMES) {
      out.add(named(name));
    }
    return out;
  }

  /**
   * One benchmark position, checked first.
   *
   * @param name one of {@link #NAMES}
   * @return the position
   * @throws IOException if there is no such position
   * @throws CaseError if its file cannot be read as a case
   */
  public static BenchPosition named(String name) throws IOException, CaseError {
    String resource = name + ".case";
    String text;
    try (InputStream in = BenchPositions.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IOException("no benchmark position '" + name + "'");
      }
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    CaseText c = CaseFileReader.read(resource, text).get(0);
    CaseReport report = CaseRunner.run(c);
    if (!report.passed()) {
      throw new IllegalStateException("benchmark position " + name + " is adjudicated wrongly: " + report.failureLine());
    }
    StepReport step = report.steps().get(0);
    Game game = step.before();
    List<Order> orders = new ArrayList<>();
    for (GivenOrder g : step.orders()) {
      orders.add(g.order());
    }
    return new BenchPosition(name, game, ImmutableList.copyOf(orders));
  }
}
