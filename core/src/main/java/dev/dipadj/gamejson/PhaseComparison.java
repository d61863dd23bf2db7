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
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * What differs between one phase as dipadj adjudicated it and as the file records it: the
 * board that follows (units, dislodged units and their retreats, centres) and every unit's
 * result codes. Where the record departs from the rules by a known slip of the recording
 * engine, that part is a departure of the record, not a difference.
 *
 * <p>The slip: after an attack by a convoyed army, MILA's engine lists as the dislodged
 * unit's retreats every place it could move to, occupied places and standoffs included. The
 * rules' list is what the unit may do; a record's list that holds it and otherwise only the
 * unit's neighbours is that slip, and so is a retreat into one of those extra places.
 *
 * @param differences what differs, one text each ({@code units: …}, {@code results A VIE: …})
 * @param slips the departures of the record, one text each
 */
record PhaseComparison(ImmutableList<String> differences, ImmutableList<String> slips) {
  /** The name of the slip, in the report. */
  static final String RETREAT_SLIP = "retreats listed after a convoyed attack";

  /**
   * Compares a phase.
   *
   * @param before the game at the phase's start, as set up from the record
   * @param outcome what dipadj decided
   * @param expected the board the file records next
   * @param recordedCodes the file's result codes of the phase (empty when it has none)
   * @param previous what the phase before decided, or null ({@link ResultCodes#of})
   * @param rulesRetreats in a retreat phase, where the rules let each dislodged unit go, when
   *     dipadj adjudicated the movement before it (units it removed at once have none); else null
   * @return the differences and the slips
   */
  static PhaseComparison of(Game before, PhaseOutcome outcome, Board expected,
      Map<String, ImmutableList<String>> recordedCodes, PhaseOutcome previous,
      Map<Unit, ImmutableList<Location>> rulesRetreats) {
    List<String> differences = new ArrayList<>();
    List<String> slips = new ArrayList<>();
    GameMap map = before.variant().map();
    ordersForNoUnit(before, outcome, differences);
    if (!sameBoard(outcome.next(), expected)) {
      boards(map, Boards.board(outcome.next()), expected, outcome, differences, slips);
    }
    if (!recordedCodes.isEmpty()) {
      codes(map, ResultCodes.byUnit(before, outcome, previous), recordedCodes, differences);
    }
    if (rulesRetreats != null) {
      retreatsBeyondTheRules(before, outcome, rulesRetreats, slips);
    }
    return new PhaseComparison(ImmutableList.copyOf(differences), ImmutableList.copyOf(slips));
  }

  /**
   * Orders the record gives to units that are not there: the recording engines accept no such
   * order, so the record is not what its engine played (a phase left out, a state cut short).
   */
  private static void ordersForNoUnit(Game before, PhaseOutcome outcome, List<String> differences) {
    for (OrderResult r : outcome.results()) {
      if (r.order() instanceof UnitOrder o && before.orderedUnitIn(o.unit().province()).isEmpty()) {
        differences.add("order '" + Notation.order(o, p -> null) + "' of " + Boards.powerName(o.power())
            + ": no unit " + (before.phase().type() == PhaseType.RETREAT ? "waits to retreat" : "stands")
            + " in " + Notation.province(o.unit().province()));
      }
    }
  }


  /**
   * Whether the game dipadj reached has the board recorded, with no dislodged unit on either
   * side (most phases), told without building its board.
   */
  private static boolean sameBoard(Game reached, Board record) {
    if (!reached.dislodged().isEmpty() || !record.dislodged().isEmpty()) {
      return false;
    }
    // Both list their units in province order.
    return reached.position().units().equals(record.units().asList())
        && reached.position().owners().equals(record.owners());
  }

  /**
   * The board dipadj reached against the one recorded. A dislodged unit with nowhere to
   * retreat is left out on both sides: dipadj removes it at once, where a record may list it
   * as waiting to be disbanded.
   */
  private static void boards(GameMap map, Board dipadj, Board record, PhaseOutcome outcome,
      List<String> differences, List<String> slips) {
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
    difference("units", onlyDipadj, onlyRecord, differences);
    onlyDipadj.clear();
    onlyRecord.clear();
    Map<Unit, ImmutableSet<Location>> a = withRetreats(dipadj.dislodged());
    Map<Unit, ImmutableSet<Location>> b = withRetreats(record.dislodged());
    for (Map.Entry<Unit, ImmutableSet<Location>> e : a.entrySet()) {
      ImmutableSet<Location> other = b.get(e.getKey());
      if (other == null) {
        onlyDipadj.add("*" + unitText(e.getKey()));
      } else if (!other.equals(e.getValue())) {
        String text = "retreats of *" + unitText(e.getKey()) + ": dipadj " + places(e.getValue()) + ", record "
            + places(other);
        (isSlip(map, e.getKey(), other, outcome) ? slips : differences).add(text);
      }
    }
    for (Map.Entry<Unit, ImmutableSet<Location>> e : b.entrySet()) {
      Unit u = e.getKey();
      if (!a.containsKey(u)) {
        if (isSlip(map, u, e.getValue(), outcome)) {
          slips.add("dislodged: record has *" + unitText(u) + " retreating to " + places(e.getValue())
              + ", which has nowhere to go by the rules");
        } else {
          onlyRecord.add("*" + unitText(u));
        }
      }
    }
    difference("dislodged", onlyDipadj, onlyRecord, differences);
    Set<String> centres = new TreeSet<>();
    Set<Province> all = new HashSet<>(dipadj.owners().keySet());
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
      differences.add("centres: " + String.join(", ", centres));
    }
  }

  /**
   * Whether a record's retreats for a unit are the slip: dipadj dislodged the unit by a
   * convoyed army, and the record lists the rules' places and otherwise only neighbours.
   */
  private static boolean isSlip(GameMap map, Unit unit, Set<Location> recorded, PhaseOutcome outcome) {
    for (Dislodgement d : outcome.dislodged()) {
      if (d.unit().equals(unit)) {
        return d.byConvoy() && recorded.containsAll(d.retreats()) && neighbours(map, unit).containsAll(recorded);
      }
    }
    return false;
  }

  /** Every place a unit could move to from where it stands. */
  private static Set<Location> neighbours(GameMap map, Unit unit) {
    Set<Location> out = new HashSet<>();
    if (unit.type() == UnitType.FLEET) {
      out.addAll(map.fleetNeighbours(unit.location()));
    } else {
      for (Province p : map.armyNeighbours(unit.location().province())) {
        out.add(map.location(p));
      }
    }
    return out;
  }

  /** In a retreat phase set up from the record's lists: each retreat made to a place only the slip allowed. */
  private static void retreatsBeyondTheRules(Game before, PhaseOutcome outcome,
      Map<Unit, ImmutableList<Location>> rulesRetreats, List<String> slips) {
    for (OrderResult r : outcome.results()) {
      if (r.outcome() != Outcome.SUCCEEDS || !(r.order() instanceof Retreat retreat)) {
        continue;
      }
      for (DislodgedUnit d : before.dislodged()) {
        if (!d.unit().location().province().equals(retreat.unit().province())) {
          continue;
        }
        ImmutableList<Location> allowed = rulesRetreats.get(d.unit());
        Location to = placeOf(d, retreat);
        if (allowed != null && !allowed.contains(to)) {
          slips.add("retreat " + Notation.unit(d.unit()) + " R " + Notation.location(to) + ": the rules allow "
              + places(ImmutableSet.copyOf(allowed)) + ", the record's list (" + RETREAT_SLIP + ") allowed it");
        }
      }
    }
  }

  /** The place of the unit's list its successful retreat went to. */
  private static Location placeOf(DislodgedUnit d, Retreat retreat) {
    for (Location l : d.retreats()) {
      if (l.province().equals(retreat.destination().province())) {
        return l;
      }
    }
    return retreat.destination();
  }

  private static Map<Unit, ImmutableSet<Location>> withRetreats(ImmutableMap<Unit, ImmutableSet<Location>> dislodged) {
    Map<Unit, ImmutableSet<Location>> out = new LinkedHashMap<>();
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
  private static void codes(GameMap map, Map<String, ImmutableList<String>> dipadj,
      Map<String, ImmutableList<String>> record, List<String> out) {
    ReadCache cache = ReadCache.on(map);
    for (Map.Entry<String, ImmutableList<String>> e : record.entrySet()) {
      if (e.getKey().equalsIgnoreCase("WAIVE")) {
        // An adjustment phase's waived build: the units that follow say all it says.
        continue;
      }
      String key = cache.resultKey(e.getKey());
      if (key == null) {
        try {
          String text = e.getKey().startsWith("*") ? e.getKey().substring(1) : e.getKey();
          OrderParser.UnitAt at = cache.parser().parseUnit(text);
          key = Notation.unit(at.type(), at.location());
        } catch (OrderSyntaxException x) {
          out.add("results: '" + e.getKey() + "' is not a unit");
          continue;
        }
        cache.putResultKey(e.getKey(), key);
      }
      ImmutableList<String> theirs = e.getValue();
      ImmutableList<String> mine = dipadj.getOrDefault(key, ImmutableList.of());
      if (theirs.equals(mine)) {
        // The same codes in the same order: the same set of known ones (most units).
        continue;
      }
      Set<String> recorded = known(theirs);
      Set<String> ours = known(mine);
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
  private static Set<String> known(List<String> codes) {
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
