package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.order.Order;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.rules.UnreadableOrdersRule;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.variant.Variant;
import dev.dipadj.json.VariantLookup;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

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
      // Each state is read once: the board a phase starts from is the one the phase before it is compared with.
      Board before = phases.isEmpty() ? null : Boards.board(variant.map(), phases.get(0).state(),
          "game " + name + ", phase " + phases.get(0).name());
      for (int i = 0; i + 1 < phases.size(); i++) {
        RecordedPhase next = phases.get(i + 1);
        Board expected = Boards.board(variant.map(), next.state(), "game " + name + ", phase " + next.name());
        checks.add(check(variant, rules, name, phases.get(i), before, next, expected));
        before = expected;
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

  private static PhaseCheck check(Variant variant, RuleOptions rules, String game, RecordedPhase phase,
      Board before, RecordedPhase next, Board expected) throws GameJsonException {
    String where = "game " + game + ", phase " + phase.name();
    if (phase.completed()) {
      throw new GameJsonException(where + ": a COMPLETED phase is followed by " + next.name());
    }
    Phase p;
    try {
      p = Boards.phase(phase.name());
    } catch (IllegalArgumentException e) {
      throw new GameJsonException(where + ": " + e.getMessage());
    }
    GameMap map = variant.map();
    List<Order> orders = orders(map, phase, p.type(), rules, where);
    List<String> differences = differences(variant, p, before, rules, orders, expected, phase, where);
    if (differences.isEmpty()) {
      return new PhaseCheck(game, phase.name(), ImmutableList.of(), Optional.empty());
    }
    for (String alternative : rules.alternatives()) {
      RuleOptions other = rules.with(alternative);
      if (differences(variant, p, before, other, orders, expected, phase, where).isEmpty()) {
        return new PhaseCheck(game, phase.name(), ImmutableList.copyOf(differences), Optional.of(alternative));
      }
    }
    return new PhaseCheck(game, phase.name(), ImmutableList.copyOf(differences), Optional.empty());
  }

  /**
   * The phase's orders, read power by power in the file's order. One that cannot be read is
   * an error, or left out under {@code unreadable-orders=ignore}.
   */
  private static List<Order> orders(GameMap map, RecordedPhase phase, PhaseType type, RuleOptions rules, String where)
      throws GameJsonException {
    ReadCache cache = ReadCache.on(map);
    List<Order> out = new ArrayList<>();
    for (Map.Entry<String, ImmutableList<String>> e : phase.orders().entrySet()) {
      Power power = Boards.power(map, e.getKey(), where, "orders");
      for (String text : e.getValue()) {
        Order order = cache.order(type, power, text);
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

  private static List<String> differences(Variant variant, Phase phase, Board before, RuleOptions rules,
      List<Order> orders, Board expected, RecordedPhase recorded, String where) throws GameJsonException {
    Game game = Boards.game(variant, phase, before, rules, where);
    PhaseOutcome outcome;
    try {
      outcome = game.adjudicate(orders);
    } catch (IllegalStateException | IllegalArgumentException e) {
      throw new GameJsonException(where + ": " + e.getMessage());
    }
    List<String> out = new ArrayList<>();
    compare(Boards.board(outcome.next()), expected, out);
    if (phase.type() != PhaseType.ADJUSTMENT && !recorded.results().isEmpty()) {
      compareCodes(variant.map(), ResultCodes.of(game, outcome), recorded.results(), out);
    }
    return out;
  }

  /**
   * The differences between the board dipadj reached and the one recorded. A dislodged unit
   * with nowhere to retreat is left out on both sides: dipadj removes it at once, where a
   * record may list it as waiting to be disbanded.
   */
  static void compare(Board dipadj, Board record, List<String> out) {
    Set<String> onlyDipadj = new TreeSet<>();
    Set<String> onlyRecord = new TreeSet<>();
    for (Unit u : dipadj.units()) {
      if (!record.units().contains(u)) {
        onlyDipadj.add(unitText(u));
      }
    }
    for (Unit u : record.units()) {
      if (!dipadj.units().contains(u)) {
        onlyRecord.add(unitText(u));
      }
    }
    difference("units", onlyDipadj, onlyRecord, out);
    onlyDipadj.clear();
    onlyRecord.clear();
    Map<Unit, ImmutableSet<Location>> a = withRetreats(dipadj.dislodged());
    Map<Unit, ImmutableSet<Location>> b = withRetreats(record.dislodged());
    for (Map.Entry<Unit, ImmutableSet<Location>> e : a.entrySet()) {
      ImmutableSet<Location> other = b.get(e.getKey());
      if (other == null) {
        onlyDipadj.add("*" + unitText(e.getKey()));
      } else if (!other.equals(e.getValue())) {
        out.add("retreats of *" + unitText(e.getKey()) + ": dipadj " + places(e.getValue()) + ", record " + places(other));
      }
    }
    for (Unit u : b.keySet()) {
      if (!a.containsKey(u)) {
        onlyRecord.add("*" + unitText(u));
      }
    }
    difference("dislodged", onlyDipadj, onlyRecord, out);
    Set<String> centres = new TreeSet<>();
    Set<Province> all = new java.util.HashSet<>(dipadj.owners().keySet());
    all.addAll(record.owners().keySet());
    for (Province p : all) {
      Power x = dipadj.owners().get(p);
      Power y = record.owners().get(p);
      if (!Objects.equals(x, y)) {
        centres.add(Notation.province(p) + " dipadj " + (x == null ? "none" : Boards.powerName(x))
            + ", record " + (y == null ? "none" : Boards.powerName(y)));
      }
    }
    if (!centres.isEmpty()) {
      out.add("centres: " + String.join(", ", centres));
    }
  }

  private static Map<Unit, ImmutableSet<Location>> withRetreats(ImmutableMap<Unit, ImmutableSet<Location>> dislodged) {
    Map<Unit, ImmutableSet<Location>> out = new java.util.LinkedHashMap<>();
    dislodged.forEach((u, places) -> {
      if (!places.isEmpty()) {
        out.put(u, places);
      }
    });
    return out;
  }

  private static void difference(String what, Set<String> onlyDipadj, Set<String> onlyRecord, List<String> out) {
    if (onlyDipadj.isEmpty() && onlyRecord.isEmpty()) {
      return;
    }
    StringBuilder b = new StringBuilder(what).append(":");
    if (!onlyDipadj.isEmpty()) {
      b.append(" dipadj has ").append(String.join(", ", onlyDipadj));
    }
    if (!onlyRecord.isEmpty()) {
      b.append(onlyDipadj.isEmpty() ? "" : ",").append(" record has ").append(String.join(", ", onlyRecord));
    }
    out.add(b.toString());
  }

  /** The codes the file records against dipadj's, unit by unit, for the units the file lists. */
  private static void compareCodes(GameMap map, Map<String, ImmutableList<String>> dipadj,
      Map<String, ImmutableList<String>> record, List<String> out) {
    OrderParser parser = new OrderParser(map);
    for (Map.Entry<String, ImmutableList<String>> e : record.entrySet()) {
      String key;
      try {
        OrderParser.UnitAt at = parser.parseUnit(e.getKey().startsWith("*") ? e.getKey().substring(1) : e.getKey());
        key = at.type().letter() + " " + Notation.location(at.location());
      } catch (OrderSyntaxException x) {
        out.add("results: '" + e.getKey() + "' is not a unit");
        continue;
      }
      Set<String> recorded = codes(e.getValue());
      Set<String> ours = codes(dipadj.getOrDefault(key, ImmutableList.of()));
      if (!recorded.equals(ours)) {
        out.add("results " + key + ": dipadj " + ours + ", record " + recorded);
      }
    }
  }

  /**
   * The codes of the format's table, without the empty one. Other words some engines write
   * ({@code disrupted} on the fleets of a broken convoy, {@code maybe}) are not in the
   * format's table and are not compared.
   */
  private static Set<String> codes(List<String> codes) {
    Set<String> out = new TreeSet<>();
    for (String c : codes) {
      if (ResultCodes.KNOWN.contains(c)) {
        out.add(c);
      }
    }
    return out;
  }

  private static String unitText(Unit u) {
    return Boards.powerName(u.power()) + " " + Notation.unit(u);
  }

  private static String places(Set<Location> places) {
    if (places.isEmpty()) {
      return "none";
    }
    Set<String> s = new TreeSet<>();
    places.forEach(l -> s.add(Notation.location(l)));
    return String.join(" ", s);
  }
}
