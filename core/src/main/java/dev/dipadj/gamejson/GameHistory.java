package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.game.PlayedPhase;
import dev.dipadj.json.VariantLookup;
import dev.dipadj.order.Order;
import dev.dipadj.position.Phase;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Whole games and the game JSON of research, both ways: a {@link Game} with its history
 * recorded phase by phase ({@link #record}), the one way dipadj saves a whole game; and a
 * recorded game played back into a {@code Game} with its history ({@link #restore}), to go on
 * from where it stands. ({@code GameJson} saves the one phase a game stands in.)
 */
public final class GameHistory {
  private GameHistory() {}

  /**
   * A game and every phase of its history, as the game JSON records them: each phase's
   * state, orders and result codes, then the position the game stands in ({@code COMPLETED}
   * when it is over).
   *
   * @param id the game's name in the file
   * @param game the game, with the history that led to it
   * @return the recorded game
   * @throws IllegalArgumentException when a phase was played by other players than the
   *     variant's own (the format knows only powers), or an order that was not illegal has no
   *     form in the format
   */
  public static RecordedGame record(String id, Game game) {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(game, "game");
    ImmutableList<PlayedPhase> history = game.history();
    List<RecordedPhase> phases = new ArrayList<>(history.size() + 1);
    PhaseOutcome previous = null;
    for (int i = 0; i < history.size(); i++) {
      PlayedPhase played = history.get(i);
      Game before = played.before();
      if (!before.players().equals(before.variant().players())) {
        throw new IllegalArgumentException("the game JSON records the variant's own players, not those of "
            + Boards.name(before.phase()));
      }
      PhaseOutcome outcome = played.outcome(i + 1 < history.size() ? history.get(i + 1).before() : game);
      phases.add(GameRecorder.phase(before, played.orders(), outcome, previous));
      previous = outcome;
    }
    phases.add(GameRecorder.last(game));
    return GameRecorder.game(id, game.variant(), game.rules(), phases);
  }

  /**
   * Plays a recorded game back: from the state of its first phase, each phase's orders are
   * adjudicated in turn, and the game is where its last phase stands, with that history. A
   * phase that dipadj skips (no one has anything to do) may be in the record without orders;
   * retreat lists and result codes are not compared (a departure there that changes no unit
   * changes nothing that follows).
   *
   * @param recorded the game as the file records it
   * @param variants finds the variant its {@code map} names
   * @param ruleOptions rule options ({@code NAME=VALUE}, {@code edition=NAME}) applied after the
   *     variant's and the game's own ({@code dipadj_rules}): {@code edition=mila} for MILA's games
   * @return the game at the record's last phase
   * @throws GameJsonException naming the game, the phase and what is wrong: an unknown map or
   *     rule option, an order that cannot be read, or a phase after which the record goes on
   *     with other units or centres than dipadj reaches ({@code dipadj replay} says why)
   */
  public static Game restore(RecordedGame recorded, VariantLookup variants, List<String> ruleOptions)
      throws GameJsonException {
    Objects.requireNonNull(recorded, "recorded");
    Objects.requireNonNull(variants, "variants");
    Objects.requireNonNull(ruleOptions, "ruleOptions");
    String game = "game " + (recorded.id().isEmpty() ? "(no id)" : recorded.id());
    if (recorded.phases().isEmpty()) {
      throw new GameJsonException(game + ": no phases");
    }
    Variant variant;
    RuleOptions rules;
    try {
      variant = variants.named(MapNames.variantName(recorded.map()));
      if (variant == null) {
        throw new IllegalArgumentException("unknown map '" + recorded.map() + "'");
      }
      rules = variant.rules();
      for (String option : recorded.ruleOptions()) {
        rules = rules.with(option);
      }
      for (String option : ruleOptions) {
        rules = rules.with(option);
      }
    } catch (Exception e) {
      throw new GameJsonException(game + ": " + e.getMessage());
    }
    RecordedPhase first = recorded.phases().get(0);
    String where = game + ", phase " + first.name();
    Game current = Boards.game(variant, phase(first, variant, where), Boards.board(variant.map(), first.state(), where),
        rules, where);
    for (int i = 0; i + 1 < recorded.phases().size(); i++) {
      RecordedPhase p = recorded.phases().get(i);
      where = game + ", phase " + p.name();
      if (!p.name().equals(Boards.name(current.phase()))) {
        if (hasOrders(p)) {
          throw new GameJsonException(where + ": the record gives orders in a phase in which nobody has"
              + " anything to do by the rules; dipadj goes on to " + Boards.name(current.phase())
              + " (dipadj replay tells the differences)");
        }
        continue;
      }
      List<Order> orders = Replay.orders(variant.map(), p, current.phase().type(), rules, where);
      current = current.adjudicateAsGiven(orders).next();
      RecordedPhase next = recorded.phases().get(i + 1);
      Board expected = Boards.board(variant.map(), next.state(), game + ", phase " + next.name());
      Board reached = Boards.board(current);
      if (!reached.units().equals(expected.units()) || !reached.owners().equals(expected.owners())) {
        throw new GameJsonException(where + ": the record goes on from another board than dipadj reaches"
            + " (dipadj replay tells the differences)");
      }
    }
    RecordedPhase last = recorded.phases().get(recorded.phases().size() - 1);
    if (last.completed() != current.isOver()) {
      throw new GameJsonException(game + ", phase " + last.name() + ": "
          + (current.isOver() ? "the game is over, and the record goes on" : "the record ends the game, dipadj does not"));
    }
    return current;
  }

  private static Phase phase(RecordedPhase p, Variant variant, String where) throws GameJsonException {
    try {
      return Boards.phase(p.name(), variant.calendar());
    } catch (IllegalArgumentException e) {
      throw new GameJsonException(where + ": " + e.getMessage());
    }
  }

  private static boolean hasOrders(RecordedPhase p) {
    for (List<String> orders : p.orders().values()) {
      if (!orders.isEmpty()) {
        return true;
      }
    }
    return false;
  }
}
