package dev.dipadj.explain;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.cases.GivenOrder;
import dev.dipadj.cases.StepReport;
import dev.dipadj.game.Game;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import dev.dipadj.rules.RuleOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** The derivation of a DATC case's first step, read from the case files of test-cases/datc. */
final class DatcDerivations {
  private DatcDerivations() {}

  /** The derivation of the case's movement step, with the case's own rules. */
  static Derivation of(String file, String id) {
    return of(file, id, null);
  }

  /** The derivation of the case's movement step, with these rules instead of the case's (null: the case's). */
  static Derivation of(String file, String id, RuleOptions rules) {
    StepReport step = step(file, id);
    Game before = step.before();
    if (rules != null) {
      before = Game.from(before.variant(), before.position(), rules);
    }
    List<Order> orders = step.orders().stream().map(GivenOrder::order).filter(Objects::nonNull).toList();
    return before.explain(orders);
  }

  /** The derivation of every movement step of every case of the file, with the case's rules. */
  static List<Derivation> all(String file) {
    List<Derivation> out = new ArrayList<>();
    try {
      for (CaseText c : CaseFileReader.read(Path.of("datc", file))) {
        for (StepReport step : CaseRunner.run(c).steps()) {
          if (step.before().phase().type() == PhaseType.MOVEMENT) {
            out.add(step.before().explain(step.orders().stream().map(GivenOrder::order).filter(Objects::nonNull).toList()));
          }
        }
      }
    } catch (CaseError e) {
      throw new AssertionError(e.getMessage(), e);
    }
    return out;
  }

  private static StepReport step(String file, String id) {
    try {
      for (CaseText c : CaseFileReader.read(Path.of("datc", file))) {
        if (c.id().equals(id)) {
          CaseReport report = CaseRunner.run(c);
          return report.steps().get(0);
        }
      }
    } catch (CaseError e) {
      throw new AssertionError(e.getMessage(), e);
    }
    throw new AssertionError("no case " + id + " in " + file);
  }

  /** The derivation of the order written so ({@code A Vie - Tyr}). */
  static OrderDerivation order(Derivation d, String text) {
    return d.orders().stream().filter(o -> o.order().toString().equals(text)).findFirst()
        .orElseThrow(() -> new AssertionError("no order " + text + " among " + d.orders().stream()
            .map(o -> o.order().toString()).toList()));
  }

  /** Every order's derivation in words, one a line (for messages). */
  static String words(Derivation d) {
    StringBuilder b = new StringBuilder();
    for (OrderDerivation o : d.orders()) {
      b.append(DerivationWords.of(o, d)).append('\n');
    }
    for (Paradox p : d.paradoxes()) {
      b.append(DerivationWords.paradox(p)).append('\n');
    }
    return b.toString();
  }

  /** The derivation of the order of the unit written so ({@code A Vie}), whatever it was ordered. */
  static OrderDerivation ofUnit(Derivation d, String unit) {
    return d.orders().stream().filter(o -> o.order().toString().startsWith(unit + " ")
        || o.order().toString().startsWith(unit + "/")).findFirst()
        .orElseThrow(() -> new AssertionError("no order of " + unit + " among " + d.orders().stream()
            .map(o -> o.order().toString()).toList()));
  }

  /**
   * An order's strengths in short: a move as {@code attack A, hold H} (or {@code defend D} head
   * to head) then each rival's {@code prevent P}, lowest first; a unit not moving as {@code hold H}.
   */
  static String strengths(OrderDerivation o) {
    if (o instanceof HoldDerivation h) {
      return "hold " + h.hold().value();
    }
    if (!(o instanceof MoveDerivation m)) {
      return o.getClass().getSimpleName();
    }
    StringBuilder b = new StringBuilder("attack ").append(m.attack().value());
    b.append(m.headToHead() ? ", defend " + m.defend().value() : ", hold " + m.hold().value());
    m.prevents().stream().mapToInt(Strength::value).sorted().forEach(p -> b.append(", prevent ").append(p));
    return b.toString();
  }
}
