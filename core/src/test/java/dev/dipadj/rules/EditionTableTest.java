package dev.dipadj.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Issue 20, point 5: each edition preset sets every option as that edition decides. The table
 * is written from the DATC v3.2, chapter 4 (the quotations are its words), one row per edition,
 * one cell per option; a cell where the DATC names no choice of that edition keeps the DATC's
 * preference, and says so. The presets are checked against it, and every row must name every
 * option, so a new option cannot be added without deciding it for each edition.
 */
class EditionTableTest {
  private static final Map<Edition, List<String>> TABLE = new LinkedHashMap<>();

  static {
    TABLE.put(Edition.RULEBOOK_1971, List.of(
        // 4.A.2: "The 1971 rule about this issue is: If a convoyed army attacks a fleet which is supporting a fleet
        // which is attacking one of the convoy fleets, that support is not cut."
        "convoy-paradox=1971",
        // 4.A.3: "The 1971 rulebook does not specify the route in case a convoy to an adjacent province is
        // possible"; the DATC's reading for it (the convoy route only when undisrupted) is not a value.
        "convoy-to-adjacent=2025",
        "convoy-fallback=none", // 4.A.3: as above; 6.G.8: "the 1971 or 1982 rulebook" have no 'via convoy'
        "multiple-orders=first", // 4.D.3: "The 2025EE rulebook is the first one to clarify this"
        "excess-adjustments=first", // 4.D.4, 4.D.6: "the 2025EE rulebook is the first rulebook to clarify this"
        "unreadable-orders=error", // 4.E.1: "The 1971/1982/2000 rulebooks don't clarify this"
        "self-dislodgement=power", // not a DATC issue: no edition differs
        // 4.A.5: "The 1971/1982/2000 rulebooks are not explicit on this. If the text is taken literally ... then
        // such retreat is not possible."
        "retreat-to-convoy-origin=forbidden",
        // 4.D.8: "The 1971 and 1982 rulebooks are identical on this item" (the nearest home supply centre);
        // "The DPTG specifies ... became the consensus"
        "civil-disorder=dptg",
        "centre-ownership=end-of-fall", // not a DATC issue: every rulebook
        // 4.A.1: "The convoy is disrupted when one of the routes is disrupted. This is according to the 1971 rulebook."
        "convoy-disruption=one-route"));
    TABLE.put(Edition.RULEBOOK_1982, List.of(
        // 4.A.2: "The 1982 rule about this issue is: If a convoyed army attacks a fleet which is supporting an action
        // in a body of water; and that body of water contains a convoying fleet, that support is not cut."
        "convoy-paradox=1982",
        // 4.A.3: the 1982 text decides "depending on intent as shown by the totality of the orders"; "To fill in the
        // gap, I would say that there are two situations where the convoy route must be chosen, (a) a fleet of the
        // same power ordered the convoy (b) the unit at the destination of the convoy is of the same power and moves
        // in opposite direction."
        "convoy-to-adjacent=1982",
        "convoy-fallback=none", // 6.G.8: "the 1971 or 1982 rulebook ... don't have the notion of 'via convoy'"
        "multiple-orders=first", // 4.D.3: first clarified in 2025
        "excess-adjustments=first", // 4.D.4, 4.D.6: first clarified in 2025
        "unreadable-orders=error", // 4.E.1: "The 1971/1982/2000 rulebooks don't clarify this"
        "self-dislodgement=power", // not a DATC issue
        "retreat-to-convoy-origin=forbidden", // 4.A.5: "1971/1982/2000 ... taken literally ... not possible"
        "civil-disorder=dptg", // 4.D.8: "The 1971 and 1982 rulebooks are identical on this item", as the DPTG reads them
        "centre-ownership=end-of-fall", // not a DATC issue
        "convoy-disruption=all-routes")); // 4.A.1: "when all of the possible routes are disrupted ... all subsequent rulebooks"
    TABLE.put(Edition.RULEBOOK_2000, List.of(
        // 4.A.2: "The 2000/2023/2025EE rule about this issue is: A convoyed Army does not cut the support of a unit
        // supporting an attack against one of the fleets necessary for the army to convoy."
        "convoy-paradox=2000",
        // 4.A.3: "The 2000/2023 rulebooks introduce the tag 'via convoy'": an own fleet or 'via convoy'
        "convoy-to-adjacent=2025",
        // 4.A.3: the 2000/2023 text "is still ambiguous" on a fallback; 6.G.8: "The 2025EE reformulation doesn't
        // allow a fallback": the DATC reads the older text by it
        "convoy-fallback=none",
        "multiple-orders=first", // 4.D.3: first clarified in 2025
        "excess-adjustments=first", // 4.D.4, 4.D.6: first clarified in 2025
        "unreadable-orders=error", // 4.E.1: "The 1971/1982/2000 rulebooks don't clarify this"
        "self-dislodgement=power", // not a DATC issue
        "retreat-to-convoy-origin=forbidden", // 4.A.5: "1971/1982/2000 ... taken literally ... not possible"
        // 4.D.8: "It was reformulated in the 2000 rulebook: 'If a country in civil disorder has to remove units, the
        // units farthest from the country are removed first.'"; the distance is counted as the DPTG counts it
        "civil-disorder=2000",
        "centre-ownership=end-of-fall", // not a DATC issue
        "convoy-disruption=all-routes")); // 4.A.1: "all subsequent rulebooks"
    TABLE.put(Edition.RULEBOOK_2023, List.of(
        "convoy-paradox=2000", // 4.A.2: "The 2000/2023/2025EE rule about this issue"
        "convoy-to-adjacent=2025", // 4.A.3: "The 2000/2023 rulebooks introduce the tag 'via convoy'"
        "convoy-fallback=none", // 4.A.3, 6.G.8: ambiguous in 2023, read by the 2025EE text
        "multiple-orders=first", // 4.D.3: first clarified in 2025
        "excess-adjustments=first", // 4.D.4, 4.D.6: first clarified in 2025
        // 4.E.1: the 2023 text is "A unit given an impossible order results in the unit HOLDING"; "ignored
        // entirely" is the 2025EE's
        "unreadable-orders=error",
        "self-dislodgement=power", // not a DATC issue
        "retreat-to-convoy-origin=allowed", // 4.A.5: "The 2023/2025EE rules allows this"
        "civil-disorder=2023", // 4.D.8: "The 2023/2025EE rulebook fixes the issues" (an owned supply centre)
        "centre-ownership=end-of-fall", // not a DATC issue
        "convoy-disruption=all-routes")); // 4.A.1: "all subsequent rulebooks"
    TABLE.put(Edition.RULEBOOK_2025, List.of(
        "convoy-paradox=2000", // 4.A.2: "The 2000/2023/2025EE rule about this issue"
        "convoy-to-adjacent=2025", // 4.A.3: "The 2025EE rulebook fixes the ambiguity"
        "convoy-fallback=none", // 4.A.3: "There is no fallback to the land route"
        // 4.D.3: "When a player has submitted multiple different orders for the same unit, the first order written
        // is executed."
        "multiple-orders=first",
        // 4.D.4, 4.D.6: "If a player submits too many build or disband orders, the first orders are executed"
        "excess-adjustments=first",
        // 4.E.1: "Any order that cannot be interpreted by the Gamemaster and/or other players ... is ignored entirely"
        "unreadable-orders=ignore",
        "self-dislodgement=power", // not a DATC issue
        "retreat-to-convoy-origin=allowed", // 4.A.5: "The 2023/2025EE rules allows this"
        "civil-disorder=2023", // 4.D.8: "The 2023/2025EE rulebook fixes the issues"
        "centre-ownership=end-of-fall", // not a DATC issue
        "convoy-disruption=all-routes")); // 4.A.1: "all subsequent rulebooks"
    TABLE.put(Edition.DPTG, List.of(
        // 4.A.2: "Several posts and articles (the DPTG ...) attempt to clarify things with an algorithm": that
        // algorithm is not a value; the DATC names no other choice of the DPTG
        "convoy-paradox=szykman",
        // 4.A.3: "The DPTG requires that convoying to an adjacent province is always tagged with 'by convoy'"
        "convoy-to-adjacent=via-convoy-only",
        // 6.G.8: "For the 2000/2023 rulebooks and the DPTG, the question is whether the land route should be used
        // as fallback": open, so the DATC's preference
        "convoy-fallback=none",
        "multiple-orders=first", // 4.D.3: the DATC names no DPTG choice
        "excess-adjustments=first", // 4.D.4, 4.D.6: the DATC names no DPTG choice
        "unreadable-orders=error", // 4.E.1: the DATC names no DPTG choice
        "self-dislodgement=power", // not a DATC issue
        "retreat-to-convoy-origin=allowed", // 4.A.5: the DATC v3.2 names no DPTG choice
        // 4.D.8: "The DPTG specifies that distance for fleets shall be counted with legal fleet moves, while armies
        // can also walk over water."
        "civil-disorder=dptg",
        "centre-ownership=end-of-fall", // not a DATC issue
        "convoy-disruption=all-routes")); // 4.A.1: the DATC v3.2 names no DPTG choice
    TABLE.put(Edition.DATC, List.of(
        "convoy-paradox=szykman", // 4.A.2: "I prefer the Szykman rule"
        "convoy-to-adjacent=2025", // 4.A.3: "Given the latest 2025EE rules, I prefer that there is no fallback"
        "convoy-fallback=none", // 4.A.3: as above
        "multiple-orders=first", // 4.D.3: "the first order should be used"
        "excess-adjustments=first", // 4.D.4: "I prefer choice b"; 4.D.6: "I prefer choice b"
        "unreadable-orders=error", // the case format's contract: an unreadable line is an error in the case
        "self-dislodgement=power", // not a DATC issue
        "retreat-to-convoy-origin=allowed", // 4.A.5: "I prefer choice b"
        "civil-disorder=2023", // 4.D.8: the 2023/2025EE rule, which 6.J follows
        "centre-ownership=end-of-fall", // not a DATC issue
        "convoy-disruption=all-routes")); // 4.A.1: "I prefer choice b"
  }

  @Test
  void everyRowNamesEveryOptionOnceInTheOrderOfDeclaration() {
    List<String> names = RuleOption.ALL.stream().map(RuleOption::name).toList();
    TABLE.forEach((edition, row) -> assertEquals(names,
        row.stream().map(cell -> cell.substring(0, cell.indexOf('='))).toList(), edition.value()));
  }

  @Test
  void eachPresetSetsEveryOptionAsTheTableSays() {
    TABLE.forEach((edition, row) -> {
      assertEquals(row, edition.options().settings(), edition.value());
      assertEquals(RuleOptions.of(row), edition.options(), edition.value());
    });
  }

  /** The rulebooks in the order of their years differ where the DATC says they do, a check on the table itself. */
  @Test
  void theRulebooksDifferWhereTheDatcSaysTheyDo() {
    assertEquals(List.of("convoy-paradox=1971", "convoy-to-adjacent=2025", "convoy-disruption=one-route"),
        differences(Edition.RULEBOOK_1971, Edition.RULEBOOK_1982));
    assertEquals(List.of("convoy-paradox=1982", "convoy-to-adjacent=1982", "civil-disorder=dptg"),
        differences(Edition.RULEBOOK_1982, Edition.RULEBOOK_2000));
    assertEquals(List.of("retreat-to-convoy-origin=forbidden", "civil-disorder=2000"),
        differences(Edition.RULEBOOK_2000, Edition.RULEBOOK_2023));
    assertEquals(List.of("unreadable-orders=error"), differences(Edition.RULEBOOK_2023, Edition.RULEBOOK_2025));
    assertEquals(RuleOptions.DATC.withConvoyParadox(ConvoyParadoxRule.RULE_2000), Edition.RULEBOOK_2023.options());
  }

  /** The settings of {@code a} that {@code b} does not share. */
  private static List<String> differences(Edition a, Edition b) {
    List<String> other = b.options().settings();
    return a.options().settings().stream().filter(s -> !other.contains(s)).collect(Collectors.toList());
  }
}
