package dev.dipadj.cases;

import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.result.Reason;
import dev.dipadj.result.Removal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Prints a case back completed: its setup as written, then every step with a
 * {@code results} block (each failed order with its reason word, and a comment in words on
 * each order that did not succeed and on each unit removed without an order) and
 * {@code expect} blocks for the units, the dislodged units and, when they changed, the owners.
 * The text is itself a case that {@code check} passes.
 */
public final class CaseWriter {
  /** The comment on an army built for a build its power left unordered ({@code unordered-builds army}). */
  static final String BUILT_BY_DEFAULT = "built for a build left unordered";

  private CaseWriter() {}

  /**
   * The completed case; {@code withFileVariant} also prints the file's {@code variant} line.
   *
   * @param report the report of a case run with its steps
   * @param withFileVariant whether to print the file's {@code variant} line first
   * @return the case's text
   */
  public static String write(CaseReport report, boolean withFileVariant) {
    StringBuilder b = new StringBuilder();
    CaseText text = report.text();
    if (withFileVariant && text.defaultVariant() != null) {
      b.append("variant ").append(text.defaultVariant()).append("\n\n");
    }
    b.append("case ").append(text.id());
    if (!text.title().isEmpty()) {
      b.append("  ").append(text.title());
    }
    b.append('\n');
    // The setup, up to the first step. A second phase line there is the first step's (the
    // format allows one for the setup and one for the step): each step's phase is written with
    // it below, so only the setup's own is copied.
    boolean phaseWritten = false;
    for (Statement s : text.statements()) {
      if (s.keyword().equals("orders")) {
        break;
      }
      if (s.keyword().equals("phase")) {
        if (phaseWritten) {
          continue;
        }
        phaseWritten = true;
      }
      statement(b, s);
    }
    for (StepReport step : report.steps()) {
      b.append("phase ").append(step.before().phase()).append('\n');
      for (Statement s : step.preamble()) {
        if (s.keyword().equals("control")) {
          statement(b, s);
        }
      }
      b.append("orders\n");
      for (GivenOrder g : step.orders()) {
        b.append("  ").append(g.powerName()).append(": ").append(g.text());
        b.append(g.order() == null ? "  # ignored: it cannot be read\n" : "\n");
      }
      List<OrderResult> results = step.outcome().results();
      if (!results.isEmpty()) {
        b.append("results\n");
        List<GivenOrder> read = step.orders().stream().filter(g -> g.order() != null).toList();
        for (int i = 0; i < results.size(); i++) {
          GivenOrder g = read.get(i);
          OrderResult r = results.get(i);
          b.append("  ").append(g.powerName()).append(": ").append(g.text()).append(" => ").append(r.outcome().word());
          if (r.outcome() == Outcome.FAILS) {
            b.append(' ').append(r.reason().kind().word());
          } else if (r.reason() instanceof Reason.Illegal fault) {
            b.append(' ').append(fault.reason().word());
          }
          if (r.outcome() != Outcome.SUCCEEDS) {
            b.append("  # ").append(r.reason().words());
          }
          b.append('\n');
        }
      }
      for (Removal removal : step.outcome().removed()) {
        if (removal.cause().withoutOrder()) {
          b.append("  # ").append(removal.unit()).append(": ").append(removal.cause().words()).append('\n');
        }
      }
      for (Unit built : step.outcome().builtByDefault()) {
        b.append("  # ").append(built).append(": ").append(BUILT_BY_DEFAULT).append('\n');
      }
      b.append("expect units\n");
      units(b, step.outcome().next().position().units());
      if (step.before().phase().type() == PhaseType.MOVEMENT) {
        b.append("expect dislodged\n");
        if (step.outcome().dislodged().isEmpty()) {
          b.append("  none\n");
        }
        for (Dislodgement d : step.outcome().dislodged()) {
          b.append("  ").append(d.unit()).append(" retreats ").append(Expectations.describe(d.retreats())).append('\n');
        }
      }
      Map<Province, Power> before = step.before().position().owners();
      Map<Province, Power> after = step.outcome().next().position().owners();
      if (!before.equals(after)) {
        b.append("expect owners\n");
        owners(b, after);
      }
      if (step.outcome().next().isOver()) {
        b.append("expect winner ").append(String.join(", ", step.outcome().next().winners())).append('\n');
      }
    }
    b.append("end\n");
    return b.toString();
  }

  private static void statement(StringBuilder b, Statement s) {
    b.append(s.keyword());
    if (!s.argument().isEmpty()) {
      b.append(' ').append(s.argument());
    }
    b.append('\n');
    for (CaseLine l : s.body()) {
      b.append("  ").append(l.text()).append('\n');
    }
  }

  private static void units(StringBuilder b, List<Unit> units) {
    if (units.isEmpty()) {
      b.append("  none\n");
    }
    for (Unit u : units) {
      b.append("  ").append(u).append('\n');
    }
  }

  private static void owners(StringBuilder b, Map<Province, Power> owners) {
    Map<String, List<String>> byPower = new TreeMap<>();
    owners.forEach((p, power) -> byPower.computeIfAbsent(power.name(), k -> new ArrayList<>()).add(p.abbreviation()));
    if (byPower.isEmpty()) {
      b.append("  none\n");
    }
    byPower.forEach((power, centres) -> {
      centres.sort(null);
      b.append("  ").append(power).append(": ").append(String.join(", ", centres)).append('\n');
    });
  }
}
