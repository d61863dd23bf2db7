package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Order;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
   * @return the phase: its name, state, orders by power (every power listed) and result codes
   * @throws IllegalArgumentException when the game is not on the classic map, or an order has no form in the notation
   */
  public static RecordedPhase phase(Game before, List<? extends Order> orders, PhaseOutcome outcome) {
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(orders, "orders");
    Objects.requireNonNull(outcome, "outcome");
    classicOnly(before.variant());
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
    for (Order o : orders) {
      byPower.get(o.power()).add(Notation.order(o, typeAt));
    }
    ImmutableMap.Builder<String, ImmutableList<String>> texts = ImmutableMap.builder();
    byPower.forEach((p, list) -> texts.put(Boards.powerName(p), ImmutableList.copyOf(list)));
    String name = Boards.name(before.phase());
    return new RecordedPhase(name, Boards.state(before, name), texts.build(), ResultCodes.of(before, outcome));
  }

  /**
   * The record of the position a game stands in, with no orders: the last phase of a file.
   * It is named {@code COMPLETED} when the game is over.
   *
   * @param game the game
   * @return the phase
   * @throws IllegalArgumentException when the game is not on the classic map
   */
  public static RecordedPhase last(Game game) {
    Objects.requireNonNull(game, "game");
    classicOnly(game.variant());
    String name = game.isOver() ? RecordedPhase.COMPLETED : Boards.name(game.phase());
    ImmutableMap.Builder<String, ImmutableList<String>> none = ImmutableMap.builder();
    for (Power p : game.variant().map().powers()) {
      none.put(Boards.powerName(p), ImmutableList.of());
    }
    return new RecordedPhase(name, Boards.state(game, name), none.build(), ImmutableMap.of());
  }

  /**
   * A game on the classic map ({@code standard}) from its phases.
   *
   * @param id the game's name
   * @param rules the rule options it was played by; those that differ from the classic
   *     variant's are written as {@code dipadj_rules}
   * @param phases the phases in play order
   * @return the game
   */
  public static RecordedGame game(String id, RuleOptions rules, List<RecordedPhase> phases) {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(phases, "phases");
    return new RecordedGame(id, Replay.STANDARD_MAP, ImmutableList.of(), differences(Replay.classic().rules(), rules),
        ImmutableList.copyOf(phases));
  }

  /** The options of {@code rules} that differ from {@code base}, as {@code NAME=VALUE}. */
  private static ImmutableList<String> differences(RuleOptions base, RuleOptions rules) {
    ImmutableList.Builder<String> b = ImmutableList.builder();
    if (base.convoyParadox() != rules.convoyParadox()) {
      b.add("convoy-paradox=" + rules.convoyParadox().value());
    }
    if (base.convoyToAdjacent() != rules.convoyToAdjacent()) {
      b.add("convoy-to-adjacent=" + rules.convoyToAdjacent().value());
    }
    if (base.multipleOrders() != rules.multipleOrders()) {
      b.add("multiple-orders=" + rules.multipleOrders().value());
    }
    if (base.excessAdjustments() != rules.excessAdjustments()) {
      b.add("excess-adjustments=" + rules.excessAdjustments().value());
    }
    if (base.unreadableOrders() != rules.unreadableOrders()) {
      b.add("unreadable-orders=" + rules.unreadableOrders().value());
    }
    if (base.selfDislodgement() != rules.selfDislodgement()) {
      b.add("self-dislodgement=" + rules.selfDislodgement().value());
    }
    if (base.lastYear() != rules.lastYear()) {
      b.add("last-year=" + rules.lastYear());
    }
    return b.build();
  }

  private static void classicOnly(Variant variant) {
    if (!variant.name().equals("classic")) {
      throw new IllegalArgumentException(
          "the game JSON is written for the classic map only, not for the variant " + variant.name());
    }
  }
}
