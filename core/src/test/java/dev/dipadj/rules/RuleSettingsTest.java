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
      int year = 1900;
      for (RuleOption<?> option : RuleOption.ALL) {
        for (RuleChoice v : option.values()) {
          RuleOptions one = base.with(v);
          out.add(one);
          out.add(one.withLastYear(year++));
        }
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
        "centre-ownership=end-of-fall", "convoy-disruption=all-routes"),
        RuleOptions.DATC.settings());
    assertEquals("last-year=1905", RuleOptions.DATC.withLastYear(1905).settings().get(11));
    assertTrue(RuleOptions.RULEBOOK_1982.settings().contains("convoy-paradox=1982"));
  }

  /** Each value's word is its constant's name, in lower case with dashes, a year without its RULE_ (issue 20, point 5). */
  @Test
  void eachWordIsItsConstantsName() {
    assertEquals("via-convoy-only", ConvoyToAdjacentRule.VIA_CONVOY_ONLY.value());
    assertEquals("one-route", ConvoyDisruptionRule.ONE_ROUTE.value());
    assertEquals("2023", CivilDisorderRule.RULE_2023.value());
    assertEquals("rulebook-1971", Edition.RULEBOOK_1971.value());
    for (RuleOption<?> option : RuleOption.ALL) {
      for (RuleChoice v : option.values()) {
        String name = ((Enum<?>) v).name();
        assertEquals(name.replaceFirst("^RULE_(?=[0-9])", "").toLowerCase(java.util.Locale.ROOT).replace('_', '-'),
            v.value());
        assertEquals(v, option.value(v.value()));
      }
      assertEquals(option.values().get(0), option.defaultValue(), option.name() + ": the default is declared first");
    }
  }

  @Test
  void aBadSettingIsAnErrorNamingIt() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> RuleOptions.of(List.of("convoy-paradox=1982", "paradox=none")));
    assertTrue(e.getMessage().contains("'paradox'"), e.getMessage());
    assertThrows(NullPointerException.class, () -> RuleOptions.of(null));
  }
}
