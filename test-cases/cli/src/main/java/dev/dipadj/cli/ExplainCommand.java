package dev.dipadj.cli;

import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.cases.GivenOrder;
import dev.dipadj.cases.StepReport;
import dev.dipadj.explain.Derivation;
import dev.dipadj.explain.DerivationWords;
import dev.dipadj.explain.OrderDerivation;
import dev.dipadj.explain.Paradox;
import dev.dipadj.game.Game;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import dev.dipadj.text.OrderSyntaxException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dipadj explain FILE [--case ID] [--order TEXT]}: for each case (or the one named),
 * a {@code case ID} line, then for each movement step a {@code step N PHASE} line and the
 * derivation of every order in words ({@link DerivationWords}), then its paradoxes; or only
 * the orders {@code --order} names. A case that cannot be run is reported on standard error
 * (exit 1); an unknown case, or an order given in none of the steps, is one line with exit 3.
 */
@Command(name = "explain", mixinStandardHelpOptions = true, versionProvider = PomVersion.class,
    description = "Print why each order of the movement steps of FILE's cases had its outcome: the strengths "
        + "with the units making them up, cut supports, convoy routes, paradoxes and the rule options that decided.")
final class ExplainCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "FILE", description = "a case file")
  Path file;

  @Option(names = "--case", paramLabel = "ID", description = "explain only this case (default: every case)")
  String caseId;

  @Option(names = "--order", paramLabel = "TEXT",
      description = "explain only this order, as written in the case (with or without its power: 'Austria: A Vie - Tyr')")
  String orderText;

  @Override
  public Integer call() throws IOException {
    List<CaseText> cases = Inputs.cases(file);
    List<CaseText> chosen = cases.stream().filter(c -> caseId == null || c.id().equals(caseId)).toList();
    if (chosen.isEmpty()) {
      System.err.println(EchoedText.line(file + ": no case '" + caseId + "'"));
      return ExitCode.INPUT;
    }
    MapFileWarnings.print(chosen);
    int errors = 0;
    int found = 0;
    StringBuilder out = new StringBuilder();
    for (CaseText c : chosen) {
      CaseReport r = CaseRunner.run(c);
      if (r.error() != null) {
        System.err.println(EchoedText.line(r.error()));
        errors++;
        continue;
      }
      out.append("case ").append(c.id()).append('\n');
      int n = 0;
      for (StepReport step : r.steps()) {
        n++;
        if (step.before().phase().type() != PhaseType.MOVEMENT) {
          continue;
        }
        List<Order> orders = step.orders().stream().map(GivenOrder::order).filter(Objects::nonNull).toList();
        Derivation d = step.before().explain(orders);
        StringBuilder lines = new StringBuilder();
        for (OrderDerivation o : d.orders()) {
          if (orderText == null || matches(o.order(), step)) {
            lines.append("  ").append(DerivationWords.of(o, d)).append('\n');
            found++;
          }
        }
        if (orderText == null) {
          for (Paradox p : d.paradoxes()) {
            lines.append("  ").append(DerivationWords.paradox(p)).append('\n');
          }
        }
        if (lines.length() > 0) {
          out.append("step ").append(n).append(' ').append(step.before().phase()).append('\n').append(lines);
        }
      }
    }
    if (orderText != null && found == 0 && errors == 0) {
      System.err.println(EchoedText.line(file + ": no order '" + orderText + "' in a movement step"));
      return ExitCode.INPUT;
    }
    System.out.print(out);
    return errors == 0 ? ExitCode.OK : ExitCode.CASES_FAILED;
  }

  /**
   * Whether {@code --order} names this order: its text as the case writes it, or as dipadj
   * writes it, with or without the power (spaces and case aside), or read as an order of that
   * power it is this order (so {@code A Vienna - Tyrolia} and {@code A Vie - Tyr} are one).
   */
  private boolean matches(Order order, StepReport step) {
    String wanted = normal(orderText);
    int colon = orderText.indexOf(':');
    String rest = colon < 0 ? orderText : orderText.substring(colon + 1);
    String power = colon < 0 ? null : normal(orderText.substring(0, colon));
    if (power != null && !power.equals(normal(order.power().name()))) {
      return false;
    }
    for (GivenOrder g : step.orders()) {
      if (order.equals(g.order())
          && (wanted.equals(normal(g.text())) || wanted.equals(normal(g.powerName() + ": " + g.text())))) {
        return true;
      }
    }
    if (normal(rest).equals(normal(order.toString()))) {
      return true;
    }
    Game game = step.before();
    try {
      return game.readAsGiven(order.power().name(), rest.strip()).map(order::equals).orElse(false);
    } catch (OrderSyntaxException | IllegalArgumentException e) {
      return false;
    }
  }

  private static String normal(String text) {
    return text.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
  }
}
