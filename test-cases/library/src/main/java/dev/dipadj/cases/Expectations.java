package dev.dipadj.cases;

import dev.dipadj.map.Names;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.order.Order;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.IllegalReason;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Reason;
import dev.dipadj.result.ReasonKind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Compares one step's outcome with a {@code results} or {@code expect} block and describes
 * the first difference as "expected … found …".
 */
final class Expectations {
  private static final String REASON_WORDS = Arrays.stream(ReasonKind.values())
      .map(ReasonKind::word).filter(w -> !w.isEmpty()).collect(Collectors.joining(", "));
  private static final String ILLEGAL_WORDS = Arrays.stream(IllegalReason.values())
      .map(IllegalReason::word).collect(Collectors.joining(", "));
  private final String file;
  private final CaseLines lines;
  private final StepReport step;
  private static final String[] OUTCOMES = {"succeeds", "fails", "illegal"};
  /** The read orders of the step by their text, for {@link #sameText}; made when first needed. */
  private Map<String, Deque<Integer>> byText;
  /** The orders of the step that could be read, in order (their results are in the same order). */
  private List<GivenOrder> read;
  /** The read order the next results line most likely repeats. */
  private int nextInOrder;

  Expectations(String file, CaseLines lines, StepReport step) {
    this.file = file;
    this.lines = lines;
    this.step = step;
  }

  /** The first difference from this block, or null when it holds. */
  String check(Statement s) throws CaseError {
    return switch (s.keyword()) {
      case "results" -> results(s.body());
      case "expect units" -> writtenAsOnBoard(s.body(), step.outcome().next().position().units())
          ? null
          : units(expectedUnits(s.body()), step.outcome().next().position().units());
      case "expect same" -> same();
      case "expect dislodged" -> dislodged(s.body());
      case "expect owners" -> owners(lines.owners(s.body()), step.outcome().next().position().owners());
      case "expect winner" -> winner(s);
      default -> throw new CaseError(file, s.line(), s.keyword(), "'" + s.keyword() + "' is not supported yet");
    };
  }

  private String results(List<CaseLine> body) throws CaseError {
    List<OrderResult> actual = step.outcome().results();
    boolean[] used = new boolean[actual.size()];
    for (CaseLine line : body) {
      String text = line.text();
      int arrow = text.lastIndexOf("=>");
      if (arrow < 0) {
        throw new CaseError(file, line.number(), text, "expected 'POWER: ORDER => OUTCOME'");
      }
      // After the arrow: the outcome, and for "fails" or "illegal" perhaps a reason word; read in place.
      int w1 = Words.skipSpace(text, arrow + 2);
      int e1 = Words.skipWord(text, w1);
      int w2 = Words.skipSpace(text, e1);
      int e2 = Words.skipWord(text, w2);
      String word = outcomeWord(text, w1, e1);
      if (word == null) {
        throw new CaseError(file, line.number(), text.substring(w1, e1), "expected succeeds, fails or illegal");
      }
      ReasonKind reason = null;
      IllegalReason fault = null;
      if (Words.skipSpace(text, e2) < text.length() || (e2 > w2 && word.equals("succeeds"))) {
        throw new CaseError(file, line.number(), text.substring(w2).strip(),
            "only 'fails' and 'illegal' take a reason word, and only one");
      }
      if (e2 > w2 && word.equals("fails")) {
        String r = text.substring(w2, e2);
        reason = ReasonKind.ofWord(r).orElseThrow(() -> new CaseError(file, line.number(), r,
            "unknown reason (known: " + REASON_WORDS + ")"));
      } else if (e2 > w2) {
        String r = text.substring(w2, e2);
        fault = IllegalReason.ofWord(r).orElseThrow(() -> new CaseError(file, line.number(), r,
            "unknown reason for an illegal order (known: " + ILLEGAL_WORDS + ")"));
      }
      int orderEnd = arrow;
      while (orderEnd > 0 && Names.isSpace(text.charAt(orderEnd - 1))) {
        orderEnd--;
      }
      int found = sameText(text, orderEnd, used);
      CaseLine orderPart = null;
      if (found < 0) {
        orderPart = new CaseLine(line.number(), text.substring(0, orderEnd).strip());
        CaseLines.Owned o = lines.owned(orderPart);
        Order order = lines.order(orderPart, o.power(), o.rest(), step.before().phase().type());
        for (int k = 0; k < actual.size() && found < 0; k++) {
          if (!used[k] && OrderMeaning.same(order, actual.get(k).order())) {
            found = k;
          }
        }
      }
      if (found < 0) {
        return "line " + line.number() + ": no order '" + orderPart.text() + "' in this step";
      }
      used[found] = true;
      OrderResult r = actual.get(found);
      IllegalReason foundFault = r.reason() instanceof Reason.Illegal i ? i.reason() : null;
      if (!r.outcome().word().equals(word) || (reason != null && r.reason().kind() != reason)
          || (fault != null && foundFault != fault)) {
        String expected = word + (reason != null ? " " + reason.word() : fault != null ? " " + fault.word() : "");
        String foundWord = foundFault != null ? foundFault.word() : r.reason().kind().word();
        return text.substring(0, orderEnd).strip() + ": expected " + expected + ", found " + r.outcome().word()
            + (foundWord.isEmpty() ? "" : " " + foundWord)
            + (r.reason().words().isEmpty() ? "" : " (" + r.reason().words() + ")");
      }
    }
    return null;
  }


  /**
   * The result of the first unused order written exactly as this line writes it (power and
   * order), or -1: most results lines repeat their order, which then needs no parsing.
   */
  private int sameText(String line, int orderEnd, boolean[] used) {
    int colon = line.indexOf(':');
    if (colon < 0 || colon >= orderEnd) {
      return -1;
    }
    // Usually the results repeat the orders in their order: try the next one first, in place.
    if (nextInOrder < read().size() && !used[nextInOrder]) {
      GivenOrder g = read().get(nextInOrder);
      int orderStart = Words.skipSpace(line, colon + 1);
      int powerStart = Words.skipSpace(line, 0);
      int powerEnd = colon;
      while (powerEnd > powerStart && Names.isSpace(line.charAt(powerEnd - 1))) {
        powerEnd--;
      }
      if (orderEnd - orderStart == g.text().length() && line.startsWith(g.text(), orderStart)
          && powerEnd - powerStart == g.powerName().length()
          && line.regionMatches(true, powerStart, g.powerName(), 0, g.powerName().length())) {
        return nextInOrder++;
      }
    }
    if (byText == null) {
      byText = new HashMap<>();
      int k = 0;
      for (GivenOrder g : step.orders()) {
        if (g.order() != null) {
          byText.computeIfAbsent(key(g.powerName(), g.text()), x -> new ArrayDeque<>()).add(k++);
        }
      }
    }
    Deque<Integer> same = byText.get(key(line.substring(0, colon).strip(), line.substring(colon + 1, orderEnd).strip()));
    while (same != null && !same.isEmpty()) {
      int k = same.poll();
      if (!used[k]) {
        return k;
      }
    }
    return -1;
  }

  /** The outcome word of text[start, end) in lower case ({@code succeeds}, {@code fails}, {@code illegal}), or null. */
  private static String outcomeWord(String text, int start, int end) {
    for (String known : OUTCOMES) {
      if (end - start == known.length() && text.regionMatches(true, start, known, 0, known.length())) {
        return known;
      }
    }
    return null;
  }

  private List<GivenOrder> read() {
    if (read == null) {
      read = step.orders().stream().filter(g -> g.order() != null).toList();
    }
    return read;
  }

  private static String key(String power, String order) {
    return Names.lowerCase(power) + ':' + order;
  }

  /**
   * Whether the block lists the units exactly as the board has them, in its order and its
   * spelling ({@code France: A Par}): then nothing needs reading. Any other spelling or order
   * goes the long way, which reads each line.
   */
  private static boolean writtenAsOnBoard(List<CaseLine> body, List<Unit> units) {
    if (body.size() != units.size()) {
      return false;
    }
    for (int i = 0; i < units.size(); i++) {
      if (!writes(body.get(i).text(), units.get(i))) {
        return false;
      }
    }
    return true;
  }

  /** Whether the text is {@code POWER: A LOC} for this unit, as {@link Unit#toString} writes it. */
  private static boolean writes(String text, Unit u) {
    String power = u.power().name();
    String place = u.location().province().abbreviation();
    int at = power.length();
    if (!text.startsWith(power) || text.length() < at + 4 + place.length()
        || text.charAt(at) != ':' || text.charAt(at + 1) != ' '
        || text.charAt(at + 2) != u.type().letter().charAt(0) || text.charAt(at + 3) != ' '
        || !text.startsWith(place, at + 4)) {
      return false;
    }
    int end = at + 4 + place.length();
    if (u.location().isWholeProvince()) {
      return end == text.length();
    }
    String coast = u.location().coast().abbreviation();
    return text.length() == end + 1 + coast.length() && text.charAt(end) == '/' && text.startsWith(coast, end + 1);
  }

  private List<Unit> expectedUnits(List<CaseLine> body) throws CaseError {
    return lines.units(body);
  }

  /** Units compare by power, type and province, and by coast where the expectation names one. */
  static boolean sameUnit(Unit expected, Unit actual) {
    return expected.power().equals(actual.power())
        && expected.type() == actual.type()
        && sameLocation(expected.location(), actual.location());
  }

  static boolean sameLocation(Location expected, Location actual) {
    return expected.province().equals(actual.province())
        && (expected.isWholeProvince() || expected.equals(actual));
  }

  /**
   * The first difference between the units expected and those on the board (at most one per
   * province, in province order: each expected unit is looked up by its province).
   */
  private static String units(List<Unit> expected, List<Unit> actual) {
    boolean[] matched = new boolean[actual.size()];
    for (Unit e : expected) {
      int k = inProvince(actual, e.location().province().index());
      if (k < 0 || matched[k] || !sameUnit(e, actual.get(k))) {
        return "units: expected " + e + ", not found" + near(e, actual);
      }
      matched[k] = true;
    }
    for (int k = 0; k < matched.length; k++) {
      if (!matched[k]) {
        return "units: found " + actual.get(k) + ", not expected";
      }
    }
    return null;
  }

  /** The index of the unit in a province among units in province order, or -1. */
  private static int inProvince(List<Unit> units, int province) {
    int low = 0;
    int high = units.size() - 1;
    while (low <= high) {
      int mid = (low + high) >>> 1;
      int at = units.get(mid).location().province().index();
      if (at < province) {
        low = mid + 1;
      } else if (at > province) {
        high = mid - 1;
      } else {
        return mid;
      }
    }
    return -1;
  }

  private static String near(Unit e, List<Unit> actual) {
    for (Unit a : actual) {
      if (a.location().province().equals(e.location().province())) {
        return " (found " + a + ")";
      }
    }
    return "";
  }

  private String same() {
    if (!step.outcome().dislodged().isEmpty()) {
      return "expected no change, found " + step.outcome().dislodged().get(0).unit() + " dislodged";
    }
    return units(step.before().position().units(), step.outcome().next().position().units());
  }

  private String dislodged(List<CaseLine> body) throws CaseError {
    List<Dislodgement> actual = new ArrayList<>(step.outcome().dislodged());
    List<CaseLine> lines0 = CaseLines.isNone(body) ? List.of() : body;
    for (CaseLine line : lines0) {
      CaseLines.DislodgedLine written = lines.dislodged(line);
      Unit e = written.unit();
      Dislodgement match = null;
      for (Dislodgement d : actual) {
        if (sameUnit(e, d.unit())) {
          match = d;
          break;
        }
      }
      if (match == null) {
        return "dislodged: expected " + e + ", not dislodged";
      }
      actual.remove(match);
      if (written.retreats() != null) {
        String d = retreats(e, written.retreats(), match.retreats());
        if (d != null) {
          return d;
        }
      }
    }
    return actual.isEmpty() ? null : "dislodged: found " + actual.get(0).unit() + ", not expected";
  }

  private static String retreats(Unit unit, List<Location> expected, List<Location> actual) {
    Set<Location> left = new HashSet<>(actual);
    for (Location e : expected) {
      Location match = null;
      for (Location a : left) {
        if (sameLocation(e, a)) {
          match = a;
          break;
        }
      }
      if (match == null) {
        return "retreats of " + unit + ": expected " + e + ", found " + describe(actual);
      }
      left.remove(match);
    }
    return left.isEmpty() ? null : "retreats of " + unit + ": found " + describe(actual) + ", expected " + describe(expected);
  }

  static String describe(List<Location> places) {
    if (places.isEmpty()) {
      return "none";
    }
    List<String> out = new ArrayList<>();
    for (Location l : places) {
      out.add(l.toString());
    }
    return String.join(", ", out);
  }

  private String winner(Statement s) throws CaseError {
    Set<String> expected = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
    if (!s.argument().equalsIgnoreCase("none")) {
      Set<String> known = step.before().players().commands().keySet();
      for (String name : s.argument().split(",")) {
        String n = name.strip();
        String player = known.stream().filter(k -> k.equalsIgnoreCase(n)).findFirst()
            .orElseThrow(() -> new CaseError(file, s.line(), n, "unknown player"));
        expected.add(player);
      }
    }
    Set<String> actual = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
    actual.addAll(step.outcome().next().winners());
    if (!expected.equals(actual)) {
      return "winner: expected " + (expected.isEmpty() ? "none" : String.join(", ", expected))
          + ", found " + (actual.isEmpty() ? "none" : String.join(", ", actual));
    }
    return null;
  }

  private static String owners(Map<Province, Power> expected, Map<Province, Power> actual) {
    for (var e : expected.entrySet()) {
      Power a = actual.get(e.getKey());
      if (!e.getValue().equals(a)) {
        return "owners: expected " + e.getKey() + " owned by " + e.getValue() + ", found " + (a == null ? "unowned" : a);
      }
    }
    for (var a : actual.entrySet()) {
      if (!expected.containsKey(a.getKey())) {
        return "owners: found " + a.getKey() + " owned by " + a.getValue() + ", expected unowned";
      }
    }
    return null;
  }
}
