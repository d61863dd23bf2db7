package dev.dipadj.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.cases.CaseLine;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.Corpus;
import dev.dipadj.cases.GivenOrder;
import dev.dipadj.cases.Statement;
import dev.dipadj.cases.StepReport;
import dev.dipadj.order.Order;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The oracle against the DATC's own answers: every movement case of sections 6.A–6.G whose
 * orders have exactly one consistent assignment must give each move, matched support and
 * matched convoy the outcome the case file's {@code results} block expects (written from the
 * DATC text). Orders the case expects to be illegal are left out, as in the property. Only
 * the positions and orders are read through the case runner; the expected outcomes come from
 * the file, not from the resolver.
 */
class DatcCorpusOracleTest {

  @Test
  void oracleAgreesWithTheDatcWhereItHasOneRuling() throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.list(Path.of("datc"))) {
      files = s.filter(p -> p.getFileName().toString().matches("6[A-G].*\\.case")).sorted().toList();
    }
    assertEquals(7, files.size(), "the DATC case files 6A–6G, from " + Path.of(".").toAbsolutePath());
    int[] byCount = new int[3];
    List<String> wrong = new ArrayList<>();
    for (Path file : files) {
      for (CaseReport report : Corpus.run(file)) {
        if (!usable(report)) {
          continue;
        }
        StepReport step = report.steps().get(0);
        Position position = step.before().position();
        List<String> expected = expectedWords(report, step.orders());
        List<Order> legal = new ArrayList<>();
        for (int i = 0; i < step.orders().size(); i++) {
          if (!"illegal".equals(expected.get(i))) {
            legal.add(step.orders().get(i).order());
          }
        }
        BoardOrders board = new BoardOrders(OracleCase.MAP, position, legal);
        int decisions = 0;
        for (int u = 0; u < board.n; u++) {
          decisions += board.isDecision(u) ? 1 : 0;
        }
        if (decisions > 18) {
          continue; // too big to enumerate quickly (a benchmark-sized case)
        }
        List<Resolution> all = ConsistentResolutions.of(board);
        byCount[Math.min(all.size(), 2)]++;
        if (all.size() != 1) {
          continue;
        }
        for (int i = 0; i < step.orders().size(); i++) {
          GivenOrder g = step.orders().get(i);
          if (expected.get(i) == null || !(g.order() instanceof UnitOrder uo)) {
            continue;
          }
          Unit u = position.unitIn(uo.unit().province()).orElse(null);
          Boolean decision = u == null ? null : all.get(0).decisions().get(u);
          if (decision != null && !"illegal".equals(expected.get(i)) && legal.contains(g.order())
              && decision != expected.get(i).equals("succeeds")) {
            wrong.add(report.text().id() + ": " + g.powerName() + ": " + g.text() + " expected "
                + expected.get(i) + ", oracle " + (decision ? "succeeds" : "fails"));
          }
        }
      }
    }
    System.out.println("Oracle on DATC 6.A-6.G movement cases: 0 consistent: " + byCount[0]
        + ", 1: " + byCount[1] + ", >=2: " + byCount[2]);
    assertTrue(byCount[1] >= 100, "too few DATC cases compared: " + byCount[1]);
    assertEquals(List.of(), wrong);
  }

  /** A single movement step on the classic map, under the DATC's rule options. */
  private static boolean usable(CaseReport report) {
    if (report.steps().isEmpty() || report.text().defaultVariant() != null
        && !report.text().defaultVariant().equals("classic")) {
      return false;
    }
    int orderBlocks = 0;
    for (Statement s : report.text().statements()) {
      orderBlocks += s.keyword().equals("orders") ? 1 : 0;
      // Other rule options than the DATC's choices (the 1982 paradox rule, for one) override
      // the 5.B equations even where they have one solution.
      if (s.keyword().equals("variant") && !s.argument().equals("classic") || s.keyword().equals("rules")) {
        return false;
      }
    }
    return orderBlocks == 1
        && report.steps().get(0).before().position().phase().type() == PhaseType.MOVEMENT;
  }

  /** Per given order, the outcome word its {@code results} line expects, or null if none. */
  private static List<String> expectedWords(CaseReport report, List<GivenOrder> given) {
    List<String> words = new ArrayList<>();
    for (int i = 0; i < given.size(); i++) {
      words.add(null);
    }
    for (Statement s : report.text().statements()) {
      if (!s.keyword().equals("results")) {
        continue;
      }
      for (CaseLine line : s.body()) {
        int arrow = line.text().lastIndexOf("=>");
        String order = norm(line.text().substring(0, arrow));
        for (int i = 0; i < given.size(); i++) {
          GivenOrder g = given.get(i);
          if (words.get(i) == null && norm(g.powerName() + ": " + g.text()).equals(order)) {
            String word = line.text().substring(arrow + 2).strip().toLowerCase(Locale.ROOT);
            // The oracle judges outcomes only: an illegal order's fault word is not its concern.
            words.set(i, word.startsWith("illegal") ? "illegal" : word);
            break;
          }
        }
      }
    }
    return words;
  }

  private static String norm(String text) {
    return text.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
  }
}
