package dev.dipadj.variants;

import static dev.dipadj.variants.TinyVariant.FILE;
import static dev.dipadj.variants.TinyVariant.assertError;
import static dev.dipadj.variants.TinyVariant.fixedBase;
import static dev.dipadj.variants.TinyVariant.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.variant.Variant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Issue 20: the {@code country POWER PROVINCE ...} line (a power's home country, which the 2000
 * rulebook's civil disorder measures from, DATC 4.D.8). On the tiny variant (Lan is Red's home,
 * Cst Blue's, Two a neutral centre, In2 land and no centre): what it reads to, and each wrong
 * use refused with file, line and token. On the classic map: the countries of the standard
 * board's colours, which the variants on its base inherit, {@code only} keeping those of the
 * powers it keeps.
 */
class CountryLinesTest {
  private static String appended(String... lines) {
    List<String> l = fixedBase();
    l.addAll(List.of(lines));
    return text(l);
  }

  /** Each power's country as sorted lower-case abbreviations, by the power's name. */
  private static Map<String, Set<String>> countries(Variant v) {
    Map<String, Set<String>> out = new TreeMap<>();
    v.countries().forEach((power, country) -> out.put(power.name(), country.stream()
        .map(p -> p.abbreviation().toLowerCase(Locale.ROOT)).collect(Collectors.toCollection(TreeSet::new))));
    return out;
  }

  @Test
  void withoutTheLineACountryIsItsPowersHomeCentres() throws VariantFormatException {
    Variant v = VariantReader.read(FILE, text(fixedBase()));
    assertEquals(Map.of("Red", Set.of("lan"), "Blue", Set.of("cst")), countries(v));
  }

  @Test
  void theLineAddsLandToTheHomeCentresAndSeveralLinesAddUp() throws VariantFormatException {
    Variant v = VariantReader.read(FILE, appended("country Red In2", "country red TWO"));
    assertEquals(Map.of("Red", Set.of("in2", "lan", "two"), "Blue", Set.of("cst")), countries(v));
    // Naming a home centre of its own is no error: it is in the country anyway.
    Variant again = VariantReader.read(FILE, appended("country Blue Cst Two"));
    assertEquals(Set.of("cst", "two"), countries(again).get("Blue"));
  }

  @Test
  void wrongCountryLinesAreRefusedWithTheirLineAndToken() {
    assertError(appended("country Red"), 26, "expected 'country POWER PROVINCE ...'");
    assertError(appended("country Green In2"), 26, "unknown power", "Green");
    assertError(appended("country Red Xyz"), 26, "unknown province", "Xyz");
    assertError(appended("country Red In2 Sea"), 26, "a country is land", "Sea", "at 'Sea'");
    assertError(appended("country Red Imp"), 26, "a country is land", "impassable", "at 'Imp'");
    assertError(appended("country Red In2 in2"), 26, "already in the country of Red", "at 'in2'");
    assertError(appended("country Red In2", "country Blue In2"), 27, "a province is in one country", "at 'In2'");
    assertError(appended("country Red Cst"), 26, "Cst", "home centre of Blue");
    // A home line after the country line still refuses it, on the country line.
    assertError(appended("country Red Two", "home Blue Two"), 26, "Two", "home centre of Blue");
  }

  @Test
  void theClassicCountriesAreTheStandardBoardsColours() {
    Map<String, Set<String>> expected = Map.of(
        "Austria", Set.of("boh", "bud", "gal", "tri", "tyr", "vie"),
        "England", Set.of("cly", "edi", "lvp", "lon", "wal", "yor"),
        "France", Set.of("bre", "bur", "gas", "mar", "par", "pic"),
        "Germany", Set.of("ber", "kie", "mun", "pru", "ruh", "sil"),
        "Italy", Set.of("apu", "nap", "pie", "rom", "tus", "ven"),
        "Russia", Set.of("fin", "lvn", "mos", "sev", "stp", "ukr", "war"),
        "Turkey", Set.of("ank", "arm", "con", "smy", "syr"));
    assertEquals(expected, countries(Variants.named("classic")));
    for (String name : List.of("classic-2p", "classic-6p", "fleet-rome")) {
      assertEquals(expected, countries(Variants.named(name)), name);
    }
    // Every home centre is in its power's country.
    Variant classic = Variants.named("classic");
    for (Power p : classic.map().powers()) {
      assertTrue(classic.countries().get(p).containsAll(classic.homeCentres().get(p)), p.name());
    }
  }

  @Test
  void onlyKeepsTheCountriesOfThePowersItKeeps() throws VariantFormatException {
    assertEquals(Map.of("Austria", Set.of("boh", "bud", "gal", "tri", "tyr", "vie"),
        "France", Set.of("bre", "bur", "gas", "mar", "par", "pic")), countries(Variants.named("france-austria")));
    // Chaos keeps the map alone: its powers' countries are their single home centres.
    Variant chaos = Variants.named("chaos");
    for (Power p : chaos.map().powers()) {
      assertEquals(chaos.homeCentres().get(p), chaos.countries().get(p), p.name());
    }
    // A power added after 'only' may take a left-out power's land for its country.
    Variant v = VariantReader.read("one.variant",
        "base classic only France\nvariant one\npower Italy\ncountry Italy Pie Tus\n");
    Province pie = v.map().province("Pie").orElseThrow();
    assertTrue(v.countries().get(v.map().power("Italy").orElseThrow()).contains(pie));
    VariantFormatException e = assertThrows(VariantFormatException.class, () -> VariantReader.read("one.variant",
        "base classic only France\nvariant one\ncountry Germany Ruh\n"));
    assertTrue(e.getMessage().startsWith("one.variant:3:") && e.getMessage().contains("left out"), e.getMessage());
  }
}
