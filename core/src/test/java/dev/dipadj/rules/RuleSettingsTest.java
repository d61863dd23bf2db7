package dev.dipadj.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The written form of rule options: {@link RuleOptions#of} reads {@link RuleOptions#settings()} back to equal options. */
class RuleSettingsTest {
  /** Every preset with every value of every option in turn, and with last years. */
  static List<RuleOptions> variety() {
    List<RuleOptions> out = new ArrayList<>();
    for (Edition edition : Edition.values()) {
      RuleOptions base = edition.options();
      out.add(base);
      out.add(base.withLastYear(1910));
      for (ConvoyParadoxRule v : ConvoyParadoxRule.values()) {
        out.add(base.withConvoyParadox(v));
      }
      for (ConvoyToAdjacentRule v : ConvoyToAdjacentRule.values()) {
        out.add(base.withConvoyToAdjacent(v));
      }
      for (MultipleOrdersRule v : MultipleOrdersRule.values()) {
        out.add(base.withMultipleOrders(v));
      }
      for (ExcessAdjustmentsRule v : ExcessAdjustmentsRule.values()) {
        out.add(base.withExcessAdjustments(v).withLastYear(1));
      }
      for (UnreadableOrdersRule v : UnreadableOrdersRule.values()) {
        out.add(base.withUnreadableOrders(v));
      }
      for (SelfDislodgementRule v : SelfDislodgementRule.values()) {
        out.add(base.withSelfDislodgement(v).withLastYear(9999));
      }
      for (RetreatToConvoyOriginRule v : RetreatToConvoyOriginRule.values()) {
        out.add(base.withRetreatToConvoyOrigin(v));
      }
      for (CivilDisorderRule v : CivilDisorderRule.values()) {
        out.add(base.withCivilDisorder(v).withLastYear(1920));
      }
      for (ConvoyFallbackRule v : ConvoyFallbackRule.values()) {
        out.add(base.withConvoyFallback(v));
      }
      for (CentreOwnershipRule v : CentreOwnershipRule.values()) {
        out.add(base.withCentreOwnership(v).withLastYear(1905));
      }
    }
    return out;
  }

  @Test
  void theSettingsReadBackToEqualOptions() {
    for (RuleOptions r : variety()) {
      assertEquals(r, RuleOptions.of(r.settings()), r.settings().toString());
    }
  }

  @Test
  void theSettingsNameEveryOptionAndTheLastYearOnlyWhenThereIsOne() {
    assertEquals(List.of("convoy-paradox=szykman", "convoy-to-adjacent=" + RuleOptions.DATC.convoyToAdjacent().value(),
        "convoy-fallback=none", "multiple-orders=first", "excess-adjustments=first", "unreadable-orders=error",
        "self-dislodgement=power", "retreat-to-convoy-origin=allowed", "civil-disorder=2023",
        "centre-ownership=end-of-fall"),
        RuleOptions.DATC.settings());
    assertEquals("last-year=1905", RuleOptions.DATC.withLastYear(1905).settings().get(10));
    assertTrue(RuleOptions.RULEBOOK_1982.settings().contains("convoy-paradox=1982"));
  }

  @Test
  void aBadSettingIsAnErrorNamingIt() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> RuleOptions.of(List.of("convoy-paradox=1982", "paradox=none")));
    assertTrue(e.getMessage().contains("'paradox'"), e.getMessage());
    assertThrows(NullPointerException.class, () -> RuleOptions.of(null));
  }
}
