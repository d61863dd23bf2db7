package dev.dipadj.report;

import dev.dipadj.cases.GivenOrder;
import dev.dipadj.cases.StepReport;
import dev.dipadj.explain.Derivation;
import dev.dipadj.explain.DerivationWords;
import dev.dipadj.explain.MoveDerivation;
import dev.dipadj.explain.OrderDerivation;
import dev.dipadj.explain.OtherDerivation;
import dev.dipadj.explain.Paradox;
import dev.dipadj.explain.SupportDerivation;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.result.Reason;
import dev.dipadj.text.OrderWriter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What the report opens under an order's line (issue 24): the derivation in words of each
 * failed or doubtful order of a movement step, and the orders that formed its paradoxes. The
 * derivation is the resolver's own ({@code Game.explain} with the orders the step was
 * adjudicated with), so the words cannot disagree with the results shown above them.
 */
final class StepDerivation {
  private final Derivation derivation;

  private StepDerivation(Derivation derivation) {
    this.derivation = derivation;
  }

  /**
   * The derivation of a step: a movement step's, none for a retreat or adjustment step
   * (nothing there is weighed: each order's reason says all).
   *
   * @param step the step
   * @return its derivation, or empty when it is not a movement step
   */
  static Optional<StepDerivation> of(StepReport step) {
    Objects.requireNonNull(step, "step");
    if (step.before().phase().type() != PhaseType.MOVEMENT) {
      return Optional.empty();
    }
    // The orders as the case runner gave them to adjudicateAsGiven: the ignored lines left out.
    List<Order> orders = step.orders().stream().map(GivenOrder::order).filter(Objects::nonNull).toList();
    return Optional.of(new StepDerivation(step.before().explain(orders)));
  }

  /**
   * The words that open under the {@code i}th result of the step, for an order that failed
   * or is doubtful; none for one that plainly succeeded or has nothing to weigh.
   *
   * @param i the index of the result (results come one per order given, in the order given,
   *     as the derivation's orders do: an order given twice is told apart by its place)
   * @param result the result
   * @return the derivation in words: the order's own, then the paradox it was part of, if
   *     any, as a paragraph of its own; empty when the order's derivation does not open
   */
  List<String> words(int i, OrderResult result) {
    OrderDerivation d = i < derivation.orders().size() && derivation.orders().get(i).order().equals(result.order())
        ? derivation.orders().get(i) : derivation.of(result.order()).orElse(null);
    if (d == null || !opens(d)) {
      return List.of();
    }
    String line = DerivationWords.of(d, derivation);
    Optional<Paradox> paradox = derivation.paradoxOf(d.order());
    String tail = paradox.map(p -> "; part of " + DerivationWords.paradox(p)).orElse("");
    if (!tail.isEmpty() && line.endsWith(tail)) {
      // The paradox read apart from the order's own strengths: one thing to follow at a time.
      String own = line.substring(0, line.length() - tail.length());
      return List.of(own, "Part of " + tail.substring("; part of ".length()));
    }
    return List.of(line);
  }

  /**
   * Whether an order's derivation opens on the page: it failed, or it succeeded only as a
   * member of a paradox or circular movement (the backup rule's choice), or by a rule option
   * that decided its path, or it is a support attacked but not cut. An order with nothing to
   * weigh (illegal, not matched: an {@link OtherDerivation}) has none; its reason says all.
   */
  private boolean opens(OrderDerivation d) {
    if (d instanceof OtherDerivation) {
      return false;
    }
    if (d.result().outcome() != Outcome.SUCCEEDS || d.result().reason() instanceof Reason.Paradox) {
      return true;
    }
    if (derivation.paradoxOf(d.order()).isPresent()) {
      return true;
    }
    if (d instanceof SupportDerivation s) {
      return !s.attacks().isEmpty();
    }
    return d instanceof MoveDerivation m && m.path().decidedBy() != null;
  }

  /**
   * The orders that formed the step's convoy paradoxes, as {@code POWER: ORDER}, each once,
   * in the order the resolver met them (the head of each cycle first).
   *
   * @return the members
   */
  List<String> convoyParadoxMembers() {
    Set<String> members = new LinkedHashSet<>();
    for (Paradox p : derivation.paradoxes()) {
      if (p.kind() == Paradox.Kind.CONVOY_PARADOX) {
        for (Order o : p.orders()) {
          members.add(o.power().name() + ": " + OrderWriter.write(o));
        }
      }
    }
    return new ArrayList<>(members);
  }
}
