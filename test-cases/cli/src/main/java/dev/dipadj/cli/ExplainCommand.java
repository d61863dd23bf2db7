package dev.dipadj.cli;

import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.cases.GivenOrder;
import dev.dipadj.cases.StepReport;
import dev.dipadj.explain.Derivation;
import dev.dipadj.explain.DerivationDot;
import dev.dipadj.explain.DerivationWords;
import dev.dipadj.explain.OrderDerivation;
import dev.dipadj.explain.Paradox;
import dev.dipadj.game.Game;
import dev.dipadj.json.DerivationJson;
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
 * the orders {@code --order} names. With {@code --json}, one document of every case's steps,
 * each with its derivation as {@link DerivationJson} writes it (only the orders named, and their
 * paradoxes, with {@code --order}); with {@code --dot}, a Graphviz digraph per movement step
 * ({@link DerivationDot}; {@code --order} picks the steps, each drawn whole). A case that
 * cannot be run is reported on standard error (exit 1); an unknown case, or an order given in
 * none of the steps, is one line with exit 3; {@code --json} with {@code --dot} is exit 2.
 */
@Command(name = "explain", mixinStandardHelpOptions = true, versionProvider = PomVersion.class,
    description = "Print why each order of the movement steps of FILE's cases had its outcome: the strengths "
        + "with the units making them up, cut supports, convoy routes, paradoxes and the rule options that decided.")
final class ExplainCommand implements Callable<Integer> {
  private static final ObjectWriter WRITER = new ObjectMapper().writer(new DefaultPrettyPrinter(
      Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER)));

  @Parameters(index = "0", paramLabel = "FILE", description = "a case file")
  Path file;

  @Option(names = "--case", paramLabel = "ID", description = "explain only this case (default: every case)")
  String caseId;

  @Option(names = "--order", paramLabel = "TEXT",
      description = "explain only this order, as written in the case (with or without its power: 'Austria: A Vie - Tyr')")
  String orderText;

  @Option(names = "--json", description = "print the derivations as one JSON document (docs/json.md)")
  boolean json;

  @Option(names = "--dot", description = "print each movement step's derivation as a Graphviz DOT graph")
  boolean dot;

  @Override
  public Integer call() throws IOException {
    if (json && dot) {
      System.err.println("dipadj explain: --json and --dot cannot be given together");
      return ExitCode.USAGE;
    }
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
    ObjectNode document = JsonNodeFactory.instance.objectNode();
    ArrayNode casesJson = document.putArray("cases");
    for (CaseText c : chosen) {
      CaseReport r = CaseRunner.run(c);
      if (r.error() != null) {
        System.err.println(EchoedText.line(r.error()));
        errors++;
        continue;
      }
      out.append(json || dot ? "" : "case " + c.id() + "\n");
      ArrayNode stepsJson = JsonNodeFactory.instance.arrayNode();
      int n = 0;
      for (StepReport step : r.steps()) {
        n++;
        if (step.before().phase().type() != PhaseType.MOVEMENT) {
          continue;
        }
        List<Order> orders = step.orders().stream().map(GivenOrder::order).filter(Objects::nonNull).toList();
        Derivation d = step.before().explain(orders);
        List<OrderDerivation> picked = d.orders().stream()
            .filter(o -> orderText == null || matches(o.order(), step)).toList();
        found += orderText == null ? 0 : picked.size();
        if (picked.isEmpty()) {
          continue;
        }
        if (dot) {
          out.append(DerivationDot.of(d, c.id() + " step " + n + " " + step.before().phase()));
        } else if (json) {
          ObjectNode s = stepsJson.addObject();
          s.put("step", n);
          s.set("derivation", DerivationJson.toJson(step.before().phase(), picked(d, picked)));
        } else {
          out.append("step ").append(n).append(' ').append(step.before().phase()).append('\n');
          for (OrderDerivation o : picked) {
            out.append("  ").append(DerivationWords.of(o, d)).append('\n');
          }
          if (orderText == null) {
            for (Paradox p : d.paradoxes()) {
              out.append("  ").append(DerivationWords.paradox(p)).append('\n');
            }
          }
        }
      }
      if (json && !stepsJson.isEmpty()) {
        ObjectNode cj = casesJson.addObject();
        cj.put("id", c.id());
        cj.set("steps", stepsJson);
      }
    }
    if (orderText != null && found == 0 && errors == 0) {
      System.err.println(EchoedText.line(file + ": no order '" + orderText + "' in a movement step"));
      return ExitCode.INPUT;
    }
    System.out.print(json ? WRITER.writeValueAsString(document) + "\n" : out);
    return errors == 0 ? ExitCode.OK : ExitCode.CASES_FAILED;
  }

  /** The derivation of the orders picked, with the paradoxes they are members of. */
  private static Derivation picked(Derivation d, List<OrderDerivation> picked) {
    if (picked.size() == d.orders().size()) {
      return d;
    }
    List<Order> orders = picked.stream().map(OrderDerivation::order).toList();
    return new Derivation(ImmutableList.copyOf(picked), d.paradoxes().stream()
        .filter(p -> p.orders().stream().anyMatch(orders::contains)).collect(ImmutableList.toImmutableList()), d.rules());
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
