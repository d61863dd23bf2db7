package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/** Records games dipadj adjudicates in the game JSON: each phase's state, orders and result codes. */
public final class GameRecorder {
  private GameRecorder() {}

  /**
   * The record of an adjudicated phase.
   *
   * @param before the game at the start of the phase
   * @param orders the orders given, in the order given
   * @param outcome what dipadj decided
   * @param previous what the phase just before decided, or null for the first ({@link ResultCodes#of})
   * @return the phase: its name, state, orders by power (every power listed) and result codes
   * @throws IllegalArgumentException when an order that was not illegal has no form in the notation (an illegal one is left out: it changed nothing)
   */
  public static RecordedPhase phase(
      Game before, List<? extends Order> orders, PhaseOutcome outcome, PhaseOutcome previous) {
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(orders, "orders");
    Objects.requireNonNull(outcome, "outcome");
    Function<Province, UnitType> typeAt = province -> {
      for (DislodgedUnit d : before.dislodged()) {
        if (d.unit().location().province().equals(province)) {
          return d.unit().type();
        }
      }
      return before.position().unitIn(province).map(Unit::type).orElse(null);
    };
    Map<Power, List<String>> byPower = new LinkedHashMap<>();
    for (Power p : before.variant().map().powers()) {
      byPower.put(p, new ArrayList<>());
    }
    List<OrderResult> written = new ArrayList<>(outcome.results().size());
    PhaseType type = before.phase().type();
    for (int i = 0; i < orders.size(); i++) {
      Order o = orders.get(i);
      OrderResult result = i < outcome.results().size() ? outcome.results().get(i) : null;
      if (o instanceof UnitOrder u && before.orderedUnitIn(u.unit().province()).isEmpty()) {
        // An order for no unit changed nothing, and the engines record none: it is left out.
        continue;
      }
      if (!byPower.containsKey(o.power())) {
        // An order given as Neutral's (the word of neutral units, no power) is illegal and changed nothing.
        continue;
      }
      String text;
      try {
        text = Notation.order(o, typeAt);
        if (readsAsAnotherKind(o, type)) {
          // A move given in a retreat phase: its text would read as a retreat.
          throw new IllegalArgumentException("the game JSON has no form for " + o + " in a " + type + " phase");
        }
      } catch (IllegalArgumentException e) {
        // An illegal order changes nothing, so one the format cannot write is left out, codes and all.
        if (result != null && result.outcome() == Outcome.ILLEGAL) {
          continue;
        }
        throw e;
      }
      byPower.get(o.power()).add(text);
      if (result != null) {
        written.add(result);
      }
    }
    ImmutableMap.Builder<String, ImmutableList<String>> texts = ImmutableMap.builder();
    byPower.forEach((p, list) -> texts.put(Boards.powerName(p), ImmutableList.copyOf(list)));
    String name = Boards.name(before.phase());
    return new RecordedPhase(name, Boards.state(before, name), texts.build(), ResultCodes.of(before,
        new PhaseOutcome(outcome.phase(), ImmutableList.copyOf(written), outcome.dislodged(), outcome.byConvoy(),
            outcome.removed(), outcome.builtByDefault(), outcome.next()), previous));
  }

  /**
   * The record of the position a game stands in, with no orders: the last phase of a file.
   * It is named {@code COMPLETED} when the game is over.
   *
   * @param game the game
   * @return the phase
   */
  public static RecordedPhase last(Game game) {
    Objects.requireNonNull(game, "game");
    String name = game.isOver() ? RecordedPhase.COMPLETED : Boards.name(game.phase());
    ImmutableMap.Builder<String, ImmutableList<String>> none = ImmutableMap.builder();
    for (Power p : game.variant().map().powers()) {
      none.put(Boards.powerName(p), ImmutableList.of());
    }
    return new RecordedPhase(name, Boards.state(game, name), none.build(), ImmutableMap.of());
  }

  /**
   * A game of a variant from its phases, its {@code map} named by {@link MapNames#of}.
   *
   * @param id the game's name
   * @param variant the variant played
   * @param rules the rule options it was played by; those that differ from the variant's
   *     are written as {@code dipadj_rules}
   * @param phases the phases in play order
   * @return the game
   */
  public static RecordedGame game(String id, Variant variant, RuleOptions rules, List<RecordedPhase> phases) {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(variant, "variant");
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(phases, "phases");
    return new RecordedGame(id, MapNames.of(variant), ImmutableList.of(), differences(variant.rules(), rules),
        ImmutableList.copyOf(phases));
  }

  /** The options of {@code rules} that differ from {@code base} (which has no last year), as {@code NAME=VALUE}. */
  private static ImmutableList<String> differences(RuleOptions base, RuleOptions rules) {
    Set<String> same = new HashSet<>(base.settings());
    ImmutableList.Builder<String> b = ImmutableList.builder();
    for (String setting : rules.settings()) {
      if (!same.contains(setting)) {
        b.add(setting);
      }
    }
    return b.build();
  }


  /**
   * Whether the text of an order reads back, in this phase, as an order of another kind: in
   * a retreat phase {@code A PAR - BUR} reads as a retreat, so a move given there has no form.
   * Every other order's text reads back as the order it is.
   */
  private static boolean readsAsAnotherKind(Order order, PhaseType type) {
    return type == PhaseType.RETREAT && order instanceof Move m && !m.viaConvoy();
  }

}
