package dev.dipadj.cases;

import com.google.common.collect.ImmutableList;
import dev.dipadj.game.Game;
import dev.dipadj.game.ImpossibleStateException;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.Coasts;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.order.Order;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.variant.Players;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.VariantFormatException;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Set;

/**
 * Runs one case: sets up the position, adjudicates each step with {@link Game}, and
 * compares what happened with the case's {@code results} and {@code expect} blocks. It
 * never throws: a case that cannot be read reports its error, and every step that can run
 * does run, so {@code adjudicate} can print it back completed.
 */
public final class CaseRunner {
  private CaseRunner() {}

  /**
   * Runs a case and reports the first difference from its expectations, if any, with every step.
   *
   * @param text the case
   * @return the report
   */
  public static CaseReport run(CaseText text) {
    return run(text, true);
  }

  /**
   * Runs a case; without {@code keepSteps} the report holds no step (only whether the case
   * passed, and why not): a check of many games then keeps nothing of a game it has done.
    *
    * @param text the case
    * @param keepSteps whether the report keeps the steps
    * @return the report
   */
  public static CaseReport run(CaseText text, boolean keepSteps) {
    Run run = new Run(keepSteps);
    try {
      runSteps(text, run);
      return new CaseReport(text, run.steps(), run.difference, null);
    } catch (CaseError e) {
      return new CaseReport(text, run.steps(), run.difference, e.getMessage());
    } catch (RuntimeException | StackOverflowError e) {
      // A bug of ours, not of the case: report it on the case's line and go on with the others.
      return new CaseReport(text, run.steps(), run.difference,
          text.file() + ":" + text.line() + ": case " + text.id() + ": internal error: " + e);
    }
  }

  /** What a run of a case has found so far: the steps taken (kept only if asked) and the first difference. */
  private static final class Run {
    private final List<StepReport> kept;
    private int stepCount;
    private String difference;

    Run(boolean keepSteps) {
      kept = keepSteps ? new ArrayList<>() : null;
    }

    void took(StepReport step) {
      stepCount++;
      if (kept != null) {
        kept.add(step);
      }
    }

    /** Records a difference unless an earlier one was found: the report names the first. */
    void differ(String d) {
      if (difference == null) {
        difference = d;
      }
    }

    ImmutableList<StepReport> steps() {
      return kept == null ? ImmutableList.of() : ImmutableList.copyOf(kept);
    }
  }

  /**
   * The game a case starts with (its variant, rules, phase, units, owners and players),
   * before any of its steps: what {@code dipadj possible} lists the orders of.
   *
   * @param text the case
   * @return the starting game
   * @throws CaseError when the case's setup cannot be read, or it has no orders
   */
  public static Game start(CaseText text) throws CaseError {
    return setUp(text).game();
  }

  /** A case set up: its starting game, the index of its first step's statement, and its line reader. */
  private record Start(Game game, int next, CaseLines lines) {}

  private static Start setUp(CaseText text) throws CaseError {
    OnceOnly.check(text);
    List<Statement> all = text.statements();
    String variantName = text.defaultVariant() == null ? "classic" : text.defaultVariant();
    int i = 0;
    int variantLine = text.line();
    for (Statement s : all) {
      if (s.keyword().equals("orders")) {
        break;
      }
      if (s.keyword().equals("variant")) {
        variantName = s.argument();
        variantLine = s.line();
      }
    }
    Variant variant;
    try {
      variant = Variants.find(variantName, Path.of(text.file()));
    } catch (IOException | VariantFormatException | IllegalArgumentException e) {
      throw new CaseError(text.file(), variantLine, variantName, e.getMessage());
    }
    CaseLines lines = new CaseLines(text.file(), variant.map(), variant.calendar());
    RuleOptions rules = variant.rules();
    Phase phase = variant.start().phase();
    List<Unit> units = variant.start().units();
    Map<Province, Power> owners = variant.start().owners();
    Players players = variant.players();
    List<DislodgedUnit> dislodged = null;
    // The line each unit was given on, for the game's own check of the setup to point at.
    Map<Unit, CaseLine> unitLines = new HashMap<>();
    List<CaseLine> dislodgedLines = new ArrayList<>();
    int phaseLine = text.line();
    int dislodgedLine = 0;
    for (; i < all.size() && !all.get(i).keyword().equals("orders"); i++) {
      Statement s = all.get(i);
      switch (s.keyword()) {
        case "variant" -> { }
        case "control" -> throw new CaseError(text.file(), s.line(), "control",
            "'control' goes before a step's orders; before the first step, use 'players'");
        case "rules" -> {
          for (String option : Words.of(s.argument())) {
            try {
              rules = rules.with(option);
            } catch (IllegalArgumentException e) {
              throw new CaseError(text.file(), s.line(), option, e.getMessage());
            }
          }
        }
        case "phase" -> {
          Phase given = lines.phase(s.line(), s.argument());
          // A second phase line here is the first step's (OnceOnly): it must be the phase the case starts in.
          if (phaseLine != text.line() && !given.equals(phase)) {
            throw new CaseError(text.file(), s.line(), s.argument(),
                "the first step's phase is not the phase the case starts in (" + phase + ")");
          }
          phase = given;
          phaseLine = s.line();
        }
        case "units" -> {
          unitLines.clear();
          units = setupUnits(text, lines, s, unitLines);
        }
        case "dislodged" -> {
          dislodgedLines.clear();
          dislodged = setupDislodged(text, lines, s, dislodgedLines);
          dislodgedLine = s.line();
        }
        case "owners" -> owners = lines.owners(s.body());
        case "players" -> players = lines.players(s.body());
        default -> throw new CaseError(text.file(), s.line(), s.keyword(),
            "'" + s.keyword() + "' is not supported before the first step");
      }
    }
    if (i >= all.size()) {
      throw new CaseError(text.file(), text.line(), text.id(), "the case has no 'orders'");
    }
    if (phase.type() == PhaseType.RETREAT && dislodged == null) {
      throw new CaseError(text.file(), phaseLine, "dislodged",
          "a case that starts in a Retreat phase needs a 'dislodged' block: the units waiting to retreat");
    }
    if (phase.type() != PhaseType.RETREAT && dislodged != null) {
      throw new CaseError(text.file(), dislodgedLine, "dislodged", "'dislodged' only goes with a starting Retreat phase");
    }
    Game game;
    try {
      game = Game.from(variant, Position.of(phase, units, owners), dislodged == null ? List.of() : dislodged,
          rules, players);
    } catch (ImpossibleStateException e) {
      // A unit or retreat place the rules could never have put there: its own line.
      CaseLine at = e.dislodged() >= 0 ? dislodgedLines.get(e.dislodged()) : e.unit().map(unitLines::get).orElse(null);
      if (at == null) {
        throw new CaseError(text.file(), dislodged == null ? text.line() : dislodgedLine, "", e.getMessage());
      }
      String token = e.retreat() >= 0 ? dislodged.get(e.dislodged()).retreats().get(e.retreat()).toString() : at.text();
      throw new CaseError(text.file(), at.number(), token, e.getMessage());
    } catch (IllegalArgumentException e) {
      throw new CaseError(text.file(), dislodged == null ? text.line() : dislodgedLine, "", e.getMessage());
    }
    return new Start(game, i, lines);
  }

  private static void runSteps(CaseText text, Run run) throws CaseError {
    Start start = setUp(text);
    List<Statement> all = text.statements();
    CaseLines lines = start.lines();
    Game game = start.game();
    int i = start.next();
    while (i < all.size()) {
      // A step: optional phase, its orders, then results and expectations.
      List<Statement> preamble = new ArrayList<>();
      while (!all.get(i).keyword().equals("orders")) {
        Statement s = all.get(i++);
        if (s.keyword().equals("control")) {
          preamble.add(s);
          game = lines.control(s, game);
          if (i >= all.size()) {
            throw new CaseError(text.file(), s.line(), "", "a 'control' line must be followed by 'orders'");
          }
          continue;
        }
        if (!s.keyword().equals("phase")) {
          throw new CaseError(text.file(), s.line(), s.keyword(), "expected 'orders' for the next step");
        }
        preamble.add(s);
        Phase asserted = lines.phase(s.line(), s.argument());
        if (!asserted.equals(game.phase())) {
          run.differ("line " + s.line() + ": expected phase " + asserted + ", found " + game.phase());
        }
        if (i >= all.size()) {
          throw new CaseError(text.file(), s.line(), "", "a 'phase' line must be followed by 'orders'");
        }
      }
      Statement ordersBlock = all.get(i++);
      if (game.isOver()) {
        throw new CaseError(text.file(), ordersBlock.line(), "orders",
            "the game is over (" + String.join(", ", game.winners()) + " won): no further step");
      }
      if (ordersBlock.body().size() > Game.MAX_ORDERS) {
        throw new CaseError(text.file(), ordersBlock.line(), "orders",
            "more than " + Game.MAX_ORDERS + " orders in one step");
      }
      List<GivenOrder> given = new ArrayList<>(ordersBlock.body().size());
      ParseCache cache = ParseCache.get();
      GameMap map = game.variant().map();
      PhaseType phaseType = game.phase().type();
      for (CaseLine l : ordersBlock.body()) {
        ParseCache.OrderLine known = cache.order(map, phaseType, l.text());
        if (known != null) {
          given.add(new GivenOrder(l.number(), known.powerName(), known.rest(), known.order()));
          continue;
        }
        // The game reads the order, and ignores it when it cannot be read if its rules say so.
        int colon = l.text().indexOf(':');
        String powerName = colon < 0 ? "" : l.text().substring(0, colon).strip();
        String rest = colon < 0 ? l.text() : l.text().substring(colon + 1).strip();
        try {
          Order order = game.readAsGiven(powerName, rest).orElse(null);
          given.add(new GivenOrder(l.number(), powerName, rest, order));
          if (order != null) {
            cache.putOrder(map, phaseType, l.text(), new ParseCache.OrderLine(powerName, rest, order));
          }
        } catch (OrderSyntaxException e) {
          throw new CaseError(text.file(), l.number(), colon < 0 ? l.text() : e.token(),
              colon < 0 ? "expected 'POWER: …'" : e.getMessage());
        }
      }
      List<Order> orders = new ArrayList<>(given.size());
      for (GivenOrder g : given) {
        if (g.order() != null) {
          orders.add(g.order());
        }
      }
      PhaseOutcome outcome;
      try {
        outcome = game.adjudicateAsGiven(orders);
      } catch (IllegalStateException e) {
        throw new CaseError(text.file(), ordersBlock.line(), "orders", e.getMessage());
      }
      StepReport step = new StepReport(game, ImmutableList.copyOf(preamble), ImmutableList.copyOf(given), outcome);
      run.took(step);
      Expectations expectations = new Expectations(text.file(), lines, step);
      while (i < all.size() && isExpectation(all.get(i).keyword())) {
        String d = expectations.check(all.get(i++));
        if (d != null) {
          run.differ("step " + run.stepCount + ": " + d);
        }
      }
      game = outcome.next();
    }
  }

  private static boolean isExpectation(String keyword) {
    return keyword.equals("results") || keyword.startsWith("expect");
  }

  /** The units waiting to retreat, each with its places ({@code retreats none} for none). */
  private static List<DislodgedUnit> setupDislodged(CaseText text, CaseLines lines, Statement s, List<CaseLine> given)
      throws CaseError {
    List<DislodgedUnit> out = new ArrayList<>();
    Set<Province> seen = new HashSet<>();
    List<CaseLine> body = CaseLines.isNone(s.body()) ? List.of() : s.body();
    for (CaseLine l : body) {
      CaseLines.DislodgedLine d = lines.dislodged(l);
      String coast = Coasts.missingCoast(d.unit().type(), d.unit().location());
      if (coast != null) {
        throw new CaseError(text.file(), l.number(), l.text(), coast);
      }
      if (d.retreats() == null) {
        throw new CaseError(text.file(), l.number(), l.text(),
            "a dislodged unit needs its places: 'retreats PLACE, …' or 'retreats none'");
      }
      if (!seen.add(d.unit().location().province())) {
        throw new CaseError(text.file(), l.number(), l.text(), "a second dislodged unit in " + d.unit().location().province());
      }
      out.add(DislodgedUnit.of(d.unit(), d.retreats()));
      given.add(l);
    }
    return out;
  }

  private static List<Unit> setupUnits(CaseText text, CaseLines lines, Statement s, Map<Unit, CaseLine> given)
      throws CaseError {
    List<Unit> units = new ArrayList<>();
    Set<Province> seen = new HashSet<>();
    List<CaseLine> body = CaseLines.isNone(s.body()) ? List.of() : s.body();
    for (CaseLine l : body) {
      Unit u = lines.unit(l);
      String coast = Coasts.missingCoast(u.type(), u.location());
      if (coast != null) {
        throw new CaseError(text.file(), l.number(), l.text(), coast);
      }
      if (!seen.add(u.location().province())) {
        throw new CaseError(text.file(), l.number(), l.text(), "a second unit in " + u.location().province());
      }
      units.add(u);
      given.put(u, l);
    }
    return units;
  }
}
