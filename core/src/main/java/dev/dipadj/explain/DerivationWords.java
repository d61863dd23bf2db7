package dev.dipadj.explain;

import dev.dipadj.order.Order;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.result.Reason;
import dev.dipadj.rules.RuleChoice;
import dev.dipadj.rules.RuleOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A derivation in words a player can follow: {@code A Mun - Bur fails (held): attack strength
 * 1 (no support counted: A Ruh S A Mun - Bur is cut by A Hol - Ruh) against hold strength 2
 * (A Bur, supported by A Par)}. Where a rule option decided something it is named as a
 * {@code rules} line writes it ({@code convoy-paradox=szykman}).
 */
public final class DerivationWords {
  private DerivationWords() {}

  /**
   * One order's derivation, with the paradox it was part of, if any.
   *
   * @param d the order's derivation
   * @param all the phase's derivation (for the paradoxes)
   * @return one line
   */
  public static String of(OrderDerivation d, Derivation all) {
    String line;
    if (d instanceof MoveDerivation m) {
      line = move(m);
    } else if (d instanceof SupportDerivation s) {
      line = support(s);
    } else if (d instanceof ConvoyDerivation c) {
      boolean paradox = c.result().reason() instanceof Reason.Paradox;
      line = head(c.result()) + ": " + (paradox ? "the paradox rule fails the convoy" : "")
          + (c.dislodgedBy() != null ? (paradox ? "; " : "") + "the fleet is dislodged by " + c.dislodgedBy().describe()
          : paradox ? "" : "the fleet is not dislodged");
    } else if (d instanceof HoldDerivation h) {
      line = head(h.result()) + (h.ordered() ? "" : " (no order given)") + ": " + strength(h.hold())
          + dislodged(h.dislodgedBy());
    } else {
      line = d.result().toString();
    }
    return all.paradoxOf(d.order()).map(p -> line + "; part of " + paradox(p)).orElse(line);
  }

  /**
   * A paradox (or circular movement) in words: its members, the two resolutions tried and the
   * backup rule's choice.
   *
   * @param p the paradox
   * @return one line
   */
  public static String paradox(Paradox p) {
    String what = switch (p.kind()) {
      case CIRCULAR_MOVEMENT -> "a circular movement";
      case CONVOY_PARADOX -> "a convoy paradox";
      case OTHER -> "a paradox";
    };
    String members = p.orders().stream().map(Order::toString).collect(Collectors.joining(", "));
    String settled = switch (p.kind()) {
      case CIRCULAR_MOVEMENT -> "the backup rule lets every move succeed (DATC 5.B.9)";
      case CONVOY_PARADOX -> "settled by " + option(p.rule()) + " (" + p.rule().description() + ")";
      case OTHER -> "the backup rule fails its moves and supports (DATC 5.B.9)";
    };
    // Each guess of the head is followed through the cycle: in a paradox neither comes back to
    // itself (taken to fail, the head then succeeds), in a circular movement both do.
    return what + " of " + members + " (with " + p.head() + " taken to fail: " + tried(p, true)
        + "; taken to succeed: " + tried(p, false) + "), " + settled;
  }

  /**
   * A rule option's value as a {@code rules} line writes it.
   *
   * @param choice the value
   * @return such as {@code convoy-paradox=1982}
   */
  public static String option(RuleChoice choice) {
    return RuleOption.of(choice).name() + "=" + choice.value();
  }

  private static String tried(Paradox p, boolean ifHeadFails) {
    List<String> parts = new ArrayList<>();
    for (Paradox.Member m : p.members()) {
      Paradox.Tried t = ifHeadFails ? m.ifHeadFails() : m.ifHeadSucceeds();
      if (t != Paradox.Tried.NOT_REACHED) {
        parts.add(m.order() + " " + (t == Paradox.Tried.SUCCEEDS ? "succeeds" : "fails"));
      }
    }
    return String.join(", ", parts);
  }

  private static String move(MoveDerivation m) {
    StringBuilder b = new StringBuilder(head(m.result())).append(": ");
    Path path = m.path();
    if (path.byConvoy()) {
      b.append("by convoy");
      if (path.decidedBy() != null) {
        b.append(" (").append(option(path.decidedBy())).append(')');
      }
      b.append(path.fleets().isEmpty() ? " with no fleet ordered" : " via " + path.fleets().stream()
          .map(DerivationWords::fleet).collect(Collectors.joining(", ")));
      b.append(path.exists() ? ", a route holds; " : ", no route holds; ");
    } else if (path.decidedBy() != null) {
      b.append("over land (").append(option(path.decidedBy())).append("); ");
    }
    b.append(strength(m.attack()));
    List<String> against = new ArrayList<>();
    for (Strength s : m.prevents()) {
      against.add(strength(s));
    }
    if (m.defend() != null) {
      against.add(strength(m.defend()) + ", head to head");
    } else if (m.hold() != null) {
      against.add(strength(m.hold()));
    }
    if (!against.isEmpty()) {
      b.append(" against ").append(String.join(" and ", against));
    }
    return b.append(dislodged(m.dislodgedBy())).toString();
  }

  private static String fleet(ConvoyFleet f) {
    String state = f.paradox() ? "failed by the paradox rule"
        : f.held() ? "held" : f.dislodgedBy() != null ? "dislodged by " + f.dislodgedBy().describe() : "did not hold";
    return f.fleet().describe() + " (" + state + ")";
  }

  private static String support(SupportDerivation s) {
    List<String> parts = new ArrayList<>();
    for (AttackOnSupport a : s.attacks()) {
      parts.add(switch (a.effect()) {
        case CUT -> "cut by " + a.order();
        case SAME_POWER -> a.order() + " does not cut it: same power";
        case FROM_SUPPORTED_TARGET -> a.order() + " does not cut it: it comes from the province the support is aimed at";
        case SPARED_BY_PARADOX_RULE -> a.order() + " does not cut it: spared by " + option(a.decidedBy());
        case NO_PATH -> a.order() + " does not cut it: no path";
      });
    }
    if (parts.isEmpty()) {
      parts.add("not attacked");
    }
    if (s.dislodgedBy() != null) {
      parts.add("the supporter is dislodged by " + s.dislodgedBy().describe());
    } else if (s.result().reason() instanceof Reason.Paradox) {
      parts.add(s.result().reason().describe());
    }
    return head(s.result()) + ": " + String.join("; ", parts);
  }

  /** A strength with the units making it up: {@code hold strength 2 (A Bur, supported by A Par)}. */
  private static String strength(Strength s) {
    String name = s.kind().word() + " strength " + s.value();
    String unit = s.unit() == null ? "" : s.unit().describe();
    String why = switch (s.basis()) {
      case EMPTY -> "the province is empty";
      case MOVED_AWAY -> unit + " moved away";
      case FAILED_TO_MOVE -> unit + ", which failed to move away";
      case NO_PATH -> unit + ", with no path";
      case OWN_UNIT -> "no unit may dislodge one of its own power";
      case LOST_HEAD_TO_HEAD -> unit + ", which lost its head-to-head battle";
      case UNIT_AND_SUPPORTS -> unit + supports(s);
    };
    return name + " (" + why + ")";
  }

  private static String supports(Strength s) {
    String counted = s.counted().stream().map(Unit::describe).collect(Collectors.joining(", "));
    List<String> not = new ArrayList<>();
    for (SupportCount c : s.supports()) {
      String by = c.by() == null ? "" : " by " + c.by().describe();
      switch (c.why()) {
        case COUNTED -> { }
        case CUT -> not.add(c.order() + " is cut" + by);
        case DISLODGED -> not.add(c.order() + " is void, its unit dislodged" + by);
        case PARADOX -> not.add(c.order() + " fails in the paradox");
        case AGAINST_OWN_UNIT -> not.add(c.order() + " does not count against its own power's unit");
        case NOT_MATCHED -> not.add(c.order() + " does not match");
        case ILLEGAL -> not.add(c.order() + " is illegal");
        default -> throw new AssertionError(c.why());
      }
    }
    StringBuilder b = new StringBuilder();
    b.append(counted.isEmpty() ? ", no support" : ", supported by " + counted);
    if (!not.isEmpty()) {
      b.append("; not counted: ").append(String.join("; ", not));
    }
    return b.toString();
  }

  private static String head(OrderResult r) {
    String word = r.reason().kind().word();
    return r.order() + " " + r.outcome().word() + (word.isEmpty() || r.outcome() == Outcome.SUCCEEDS ? "" : " (" + word + ")");
  }

  private static String dislodged(Unit by) {
    return by == null ? "" : "; dislodged by " + by.describe();
  }
}
