package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.order.Order;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.rules.Edition;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.rules.UnreadableOrdersRule;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.variant.Variant;
import dev.dipadj.json.VariantLookup;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Re-adjudicates a recorded game phase by phase: each phase from its recorded state and
 * orders, compared with the state the file records next (units, dislodged units and their
 * retreats, centres) and with the phase's result codes where the file has them. A phase that
 * differs is tried again under the other values of the rule options, and the first under
 * which it agrees is named. The last phase is only compared against.
 */
public final class Replay {
  private Replay() {}

  /**
   * Replays a game. It never throws for what the file says: a game that cannot be replayed
   * reports its error, after the phases replayed before it.
   *
   * @param game the game
   * @param variants finds the variant the game's {@code map} names ({@link MapNames#variantName})
   * @param ruleOptions rule options ({@code NAME=VALUE}) applied after the variant's
   *     and the game's own ({@code dipadj_rules})
   * @return the phases replayed, and the error that stopped the replay if one did
   * @throws IllegalArgumentException for a rule option in {@code ruleOptions} that is unknown
   */
  public static GameReplay replay(RecordedGame game, VariantLookup variants, List<String> ruleOptions) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(variants, "variants");
    Objects.requireNonNull(ruleOptions, "ruleOptions");
    String name = game.id().isEmpty() ? "(no id)" : game.id();
    List<PhaseCheck> checks = new ArrayList<>();
    Variant variant;
    try {
      variant = variants.named(MapNames.variantName(game.map()));
      if (variant == null) {
        throw new IllegalArgumentException("unknown map '" + game.map() + "'");
      }
    } catch (Exception e) {
      return new GameReplay(name, ImmutableList.of(), Optional.of("game " + name + ": " + e.getMessage()));
    }
    RuleOptions rules = variant.rules();
    for (String option : game.ruleOptions()) {
      try {
        rules = rules.with(option);
      } catch (IllegalArgumentException e) {
        return new GameReplay(name, ImmutableList.of(), Optional.of("game " + name + ": dipadj_rules: " + e.getMessage()));
      }
    }
    for (String option : ruleOptions) {
      rules = rules.with(option);
    }
    List<RecordedPhase> phases = game.phases();
    try {
      // Each state is read once: the board a phase starts from is the one the phase before it is
      // compared with; and each phase is named once in messages, for its state and its orders.
      String where = phases.isEmpty() ? null : "game " + name + ", phase " + phases.get(0).name();
      Board before = phases.isEmpty() ? null : Boards.board(variant.map(), phases.get(0).state(), where);
      Attempt previous = null;
      for (int i = 0; i + 1 < phases.size(); i++) {
        RecordedPhase next = phases.get(i + 1);
        String nextWhere = "game " + name + ", phase " + next.name();
        Board expected = Boards.board(variant.map(), next.state(), nextWhere);
        Attempt attempt = check(variant, rules, name, where, phases.get(i), before, next, expected, previous);
        checks.add(attempt.check());
        previous = attempt;
        before = expected;
        where = nextWhere;
      }
    } catch (GameJsonException e) {
      return new GameReplay(name, ImmutableList.copyOf(checks), Optional.of(e.getMessage()));
    } catch (RuntimeException | StackOverflowError e) {
      // A bug of ours, not of the file: report it on the game's line and go on with the others.
      return new GameReplay(name, ImmutableList.copyOf(checks), Optional.of(
          "game " + name + ", phase " + phases.get(checks.size()).name() + ": internal error: " + e));
    }
    return new GameReplay(name, ImmutableList.copyOf(checks), Optional.empty());
  }

  /**
   * A phase replayed under the rules chosen: its check, and what dipadj decided (for the
   * phase that follows: the units it removed at once, the retreats the rules allow).
   */
  private record Attempt(PhaseCheck check, PhaseOutcome outcome) {}

  /** Replays a phase; {@code where} names its game and itself in messages. */
  private static Attempt check(Variant variant, RuleOptions rules, String game, String where, RecordedPhase phase,
      Board before, RecordedPhase next, Board expected, Attempt previous) throws GameJsonException {
    if (phase.completed()) {
      throw new GameJsonException(where + ": a COMPLETED phase is followed by " + next.name());
    }
    Phase p;
    try {
      p = Boards.phase(phase.name(), variant.calendar());
    } catch (IllegalArgumentException e) {
      throw new GameJsonException(where + ": " + e.getMessage());
    }
    Phase after = next.completed() ? null : phaseOrNull(next.name(), variant.calendar());
    if (after != null && order(after) <= order(p)) {
      // Phases a recorder skipped may be missing, but none comes back in time.
      throw new GameJsonException("game " + game + ", phase " + next.name() + ": out of order, after " + phase.name());
    }
    List<Order> orders = orders(variant.map(), phase, p.type(), rules, where);
    Setting setting = new Setting(variant, p, before, orders, expected, phase, previous, where);
    Result chosen = setting.under(rules);
    String explained = null;
    if (!chosen.comparison().differences().isEmpty()) {
      explained = explanation(setting, rules);
    }
    PhaseCheck check = new PhaseCheck(game, phase.name(), chosen.comparison().differences(),
        chosen.comparison().slips(), Optional.ofNullable(explained));
    return new Attempt(check, chosen.outcome());
  }

  /** The phase a name stands for, or null: a last phase is only compared against, whatever its name. */
  private static Phase phaseOrNull(String name, Calendar calendar) {
    try {
      return Boards.phase(name, calendar);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** A phase's place in the play: each season's movement, retreats and adjustments in the year's order, year by year. */
  private static int order(Phase p) {
    return (p.year() * Calendar.MAX_SEASONS + p.season().index()) * 3 + p.type().ordinal();
  }

  /** The first single option, or else edition, under which the phase agrees with the record; null when none does. */
  private static String explanation(Setting setting, RuleOptions rules) throws GameJsonException {
    for (String alternative : rules.alternatives()) {
      if (setting.under(rules.with(alternative)).comparison().differences().isEmpty()) {
        return alternative;
      }
    }
    for (Edition edition : Edition.values()) {
      RuleOptions other = edition.options().withLastYear(rules.lastYear()).withUnreadableOrders(rules.unreadableOrders());
      if (!other.equals(rules) && setting.under(other).comparison().differences().isEmpty()) {
        return "edition=" + edition.value();
      }
    }
    return null;
  }

  /** What dipadj decided under some rules, compared with the record. */
  private record Result(PhaseOutcome outcome, PhaseComparison comparison) {}

  /** One phase to adjudicate, as recorded, with what the phase before it decided. */
  private record Setting(Variant variant, Phase phase, Board before, List<Order> orders, Board expected,
      RecordedPhase recorded, Attempt previous, String where) {
    Result under(RuleOptions rules) throws GameJsonException {
      Game game = Boards.game(variant, phase, before, rules, where);
      PhaseOutcome outcome;
      try {
        outcome = game.adjudicateAsGiven(orders);
      } catch (IllegalStateException | IllegalArgumentException e) {
        throw new GameJsonException(where + ": " + e.getMessage());
      }
      Map<Unit, ImmutableList<Location>> rulesRetreats = null;
      if (previous != null && previous.outcome().phase().type() == PhaseType.MOVEMENT
          && phase.type() == PhaseType.RETREAT) {
        rulesRetreats = new HashMap<>();
        for (Dislodgement d : previous.outcome().dislodged()) {
          rulesRetreats.put(d.unit(), d.retreats());
        }
      }
      return new Result(outcome, PhaseComparison.of(game, outcome, expected, recorded.results(),
          previous == null ? null : previous.outcome(), rulesRetreats));
    }
  }

  /**
   * The phase's orders, read power by power in the file's order. One that cannot be read is
   * an error, or left out under {@code unreadable-orders=ignore}.
   */
  static List<Order> orders(GameMap map, RecordedPhase phase, PhaseType type, RuleOptions rules, String where)
      throws GameJsonException {
    ReadCache cache = ReadCache.on(map);
    List<Order> out = new ArrayList<>();
    for (Map.Entry<String, ImmutableList<String>> e : phase.orders().entrySet()) {
      Power power = BoardReader.power(cache, map, e.getKey(), where, "orders");
      for (String text : e.getValue()) {
        Order order = cache.notation().order(power, text, type);
        if (order == null) {
          order = cache.order(type, power, text);
        }
        if (order == null) {
          try {
            order = cache.parser().parse(power, text, type);
          } catch (OrderSyntaxException x) {
            if (rules.unreadableOrders() == UnreadableOrdersRule.IGNORE) {
              continue;
            }
            throw new GameJsonException(where + ": order '" + text + "' of " + e.getKey() + ": " + x.getMessage()
                + (x.token().isEmpty() ? "" : " ('" + x.token() + "')"));
          }
          cache.putOrder(type, power, text, order);
        }
        out.add(order);
      }
    }
    return out;
  }
}
