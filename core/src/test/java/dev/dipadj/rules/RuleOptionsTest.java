package dev.dipadj.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Rule options (DATC 4.A.2 convoy paradox, 4.A.3 convoy to adjacent) and their NAME=VALUE text. */
class RuleOptionsTest {
  @Test
  void datcDefaultsAreTheDatcPreferences() {
    // DATC 4.A.2 prefers the Szykman rule; 4.A.3 prefers the 2025 rulebook.
    assertEquals(ConvoyParadoxRule.SZYKMAN, RuleOptions.DATC.convoyParadox());
    assertEquals(ConvoyToAdjacentRule.RULE_2025, RuleOptions.DATC.convoyToAdjacent());
  }

  @Test
  void convoyParadoxValues() {
    assertEquals(ConvoyParadoxRule.SZYKMAN, RuleOptions.DATC.with("convoy-paradox=szykman").convoyParadox());
    assertEquals(ConvoyParadoxRule.RULE_1982, RuleOptions.DATC.with("convoy-paradox=1982").convoyParadox());
    assertEquals(ConvoyParadoxRule.ALL_HOLD, RuleOptions.DATC.with("convoy-paradox=all-hold").convoyParadox());
  }

  @Test
  void convoyToAdjacentValues() {
    assertEquals(ConvoyToAdjacentRule.RULE_2025, RuleOptions.DATC.with("convoy-to-adjacent=2025").convoyToAdjacent());
    assertEquals(ConvoyToAdjacentRule.VIA_CONVOY_ONLY,
        RuleOptions.DATC.with("convoy-to-adjacent=via-convoy-only").convoyToAdjacent());
  }

  @Test
  void changingOneOptionKeepsTheOthers() {
    RuleOptions a = RuleOptions.DATC.with("convoy-to-adjacent=via-convoy-only");
    assertEquals(ConvoyParadoxRule.SZYKMAN, a.convoyParadox());
    RuleOptions b = a.with("convoy-paradox=all-hold");
    assertEquals(ConvoyParadoxRule.ALL_HOLD, b.convoyParadox());
    assertEquals(ConvoyToAdjacentRule.VIA_CONVOY_ONLY, b.convoyToAdjacent());
    assertEquals(ConvoyToAdjacentRule.RULE_2025, RuleOptions.DATC.convoyToAdjacent(), "DATC itself is unchanged");
  }

  @Test
  void namesAndValuesIgnoreCaseAndSpaces() {
    assertEquals(ConvoyParadoxRule.ALL_HOLD, RuleOptions.DATC.with("Convoy-Paradox = ALL-HOLD").convoyParadox());
    assertEquals(ConvoyParadoxRule.SZYKMAN, RuleOptions.DATC.with("convoy-paradox=Szykman").convoyParadox());
  }

  @Test
  void unknownOptionNameIsRejectedNamingIt() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> RuleOptions.DATC.with("teleport=yes"));
    assertTrue(e.getMessage().contains("teleport"), e.getMessage());
  }

  @Test
  void unknownValueIsRejectedNamingIt() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> RuleOptions.DATC.with("convoy-paradox=maybe"));
    assertTrue(e.getMessage().contains("maybe"), e.getMessage());
    assertTrue(e.getMessage().contains("convoy-paradox"), e.getMessage());
    IllegalArgumentException f =
        assertThrows(IllegalArgumentException.class, () -> RuleOptions.DATC.with("convoy-to-adjacent=1971"));
    assertTrue(f.getMessage().contains("1971"), f.getMessage());
    assertTrue(f.getMessage().contains("convoy-to-adjacent"), f.getMessage());
  }

  @Test
  void valueOfTheOtherOptionIsRejected() {
    assertThrows(IllegalArgumentException.class, () -> RuleOptions.DATC.with("convoy-paradox=via-convoy-only"));
    assertThrows(IllegalArgumentException.class, () -> RuleOptions.DATC.with("convoy-to-adjacent=szykman"));
  }

  @Test
  void missingEqualsOrValueIsRejected() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> RuleOptions.DATC.with("convoy-paradox"));
    assertTrue(e.getMessage().contains("convoy-paradox"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> RuleOptions.DATC.with("convoy-paradox="));
    assertThrows(IllegalArgumentException.class, () -> RuleOptions.DATC.with("=szykman"));
  }

  @Test
  void valuesAsWritten() {
    assertEquals("szykman", ConvoyParadoxRule.SZYKMAN.value());
    assertEquals("1982", ConvoyParadoxRule.RULE_1982.value());
    assertEquals("all-hold", ConvoyParadoxRule.ALL_HOLD.value());
    assertEquals("2025", ConvoyToAdjacentRule.RULE_2025.value());
    assertEquals("via-convoy-only", ConvoyToAdjacentRule.VIA_CONVOY_ONLY.value());
  }

  @Test
  void typedSettersChangeOneOptionEach() {
    RuleOptions r = RuleOptions.DATC
        .withConvoyParadox(ConvoyParadoxRule.ALL_HOLD)
        .withMultipleOrders(MultipleOrdersRule.NONE)
        .withLastYear(1910);
    assertEquals(ConvoyParadoxRule.ALL_HOLD, r.convoyParadox());
    assertEquals(MultipleOrdersRule.NONE, r.multipleOrders());
    assertEquals(1910, r.lastYear());
    assertEquals(RuleOptions.DATC.convoyToAdjacent(), r.convoyToAdjacent());
    assertEquals(RuleOptions.DATC.excessAdjustments(), r.excessAdjustments());
    assertEquals(r, RuleOptions.DATC.with("convoy-paradox=all-hold").with("multiple-orders=none").with("last-year=1910"));
    assertThrows(IllegalArgumentException.class, () -> RuleOptions.DATC.withLastYear(-1));
  }

  /** Each edition differs from the DATC's choices in what its documentation names, and nothing else. */
  @Test
  void editionsDifferFromTheDatcInWhatTheyName() {
    assertEquals(RuleOptions.DATC, Edition.DATC.options());
    assertEquals(RuleOptions.DATC.with("convoy-paradox=2000").with("unreadable-orders=ignore"),
        RuleOptions.RULEBOOK_2025);
    assertEquals(RuleOptions.DATC.with("convoy-paradox=1982").with("convoy-to-adjacent=1982")
        .with("retreat-to-convoy-origin=forbidden").with("civil-disorder=dptg"), RuleOptions.RULEBOOK_1982);
    assertEquals(RuleOptions.DATC.with("convoy-to-adjacent=via-convoy-only").with("civil-disorder=dptg"),
        RuleOptions.DPTG);
    assertEquals(RuleOptions.DATC.with("convoy-to-adjacent=via-convoy-only").with("convoy-fallback=land")
        .with("civil-disorder=dptg"), Edition.MILA.options());
    assertEquals(RuleOptions.DATC.with("convoy-to-adjacent=via-convoy-only").with("civil-disorder=dptg")
        .with("centre-ownership=fall-movement"), Edition.WEBDIPLOMACY.options());
    assertEquals(UnreadableOrdersRule.ERROR, RuleOptions.DATC.unreadableOrders());
    assertEquals(ConvoyFallbackRule.NONE, RuleOptions.DATC.convoyFallback());
    assertEquals(CentreOwnershipRule.END_OF_FALL, RuleOptions.DATC.centreOwnership());
    assertEquals(0, RuleOptions.DATC.lastYear());
  }

  /** {@code edition=NAME} sets every option at once and keeps the last year; options after it change single choices. */
  @Test
  void anEditionIsChosenByNameAndLaterOptionsOverrideIt() {
    RuleOptions r = RuleOptions.DATC.with("convoy-paradox=all-hold").withLastYear(1910).with("edition=mila");
    assertEquals(Edition.MILA.options().withLastYear(1910), r);
    assertEquals(Edition.MILA.options().withCivilDisorder(CivilDisorderRule.RULE_2023),
        RuleOptions.of(List.of("edition=MILA", "civil-disorder=2023")));
    for (Edition e : Edition.values()) {
      assertEquals(e, Edition.named(e.value()));
      assertEquals(e.options(), RuleOptions.DATC.with("edition=" + e.value()));
    }
    assertEquals(List.of("datc", "rulebook-2025", "rulebook-1982", "dptg", "mila", "webdiplomacy", "rulebook-1971",
        "rulebook-2000", "rulebook-2023"), Arrays.stream(Edition.values()).map(Edition::value).toList());
    IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> RuleOptions.DATC.with("edition=1971"));
    assertEquals("unknown edition '1971' (known: datc, rulebook-2025, rulebook-1982, dptg, mila, webdiplomacy, "
        + "rulebook-1971, rulebook-2000, rulebook-2023)", bad.getMessage());
  }

  /** The alternatives are every other value of every option, one change each. */
  @Test
  void theAlternativesChangeOneOptionEach() {
    List<String> alternatives = RuleOptions.DATC.alternatives();
    assertTrue(alternatives.contains("convoy-fallback=land"), alternatives.toString());
    assertTrue(alternatives.contains("centre-ownership=every-retreat"), alternatives.toString());
    assertFalse(alternatives.contains("convoy-paradox=szykman"), alternatives.toString());
    for (String a : alternatives) {
      RuleOptions other = RuleOptions.DATC.with(a);
      assertEquals(RuleOptions.DATC.settings().size() - 1,
          other.settings().stream().filter(RuleOptions.DATC.settings()::contains).count(), a);
    }
  }
}
