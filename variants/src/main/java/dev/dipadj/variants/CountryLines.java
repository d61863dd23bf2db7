package dev.dipadj.variants;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The {@code country POWER PROVINCE ...} lines of the variant format: the provinces of a
 * power's home country, as the board colours them (the 2000 rulebook removes a power's units
 * in civil disorder by their distance to its country). A country is land, and a province is
 * in one country; a power's home centres are always in its country, so a variant without
 * these lines gives each power its home centres.
 */
final class CountryLines {
  /** Where a province was put in a country, for a clash with a home centre found once the file is read. */
  private record Given(Power power, String file, int line) {}

  private final Map<Province, Given> given = new LinkedHashMap<>();

  /** A {@code country} line. */
  void country(List<String> w, LineContext in) throws VariantFormatException {
    if (w.size() < 3) {
      throw in.error("expected 'country POWER PROVINCE ...'");
    }
    Power power = in.power(w.get(1));
    for (String provinceName : w.subList(2, w.size())) {
      Province p = in.province(provinceName);
      if (!p.kind().allowsArmy()) {
        throw in.error("a country is land, and " + p + " is " + p.kind().name().toLowerCase(Locale.ROOT)
            + " (at '" + provinceName + "')");
      }
      Given before = given.get(p);
      if (before != null) {
        throw in.error(p + (before.power().equals(power) ? " is already in the country of " + power
            : " is already in the country of " + before.power() + ": a province is in one country")
            + " (at '" + provinceName + "')");
      }
      given.put(p, new Given(power, in.file(), in.line()));
    }
  }

  /**
   * Each power's country: the provinces its lines gave, then its home centres. A province of
   * one power's country that is another's home centre is refused where it was given.
   *
   * @param homes each power's home centres, every power of the variant among them
   */
  ImmutableMap<Power, ImmutableSet<Province>> build(Map<Power, ? extends Set<Province>> homes)
      throws VariantFormatException {
    for (var e : given.entrySet()) {
      for (var h : homes.entrySet()) {
        if (!h.getKey().equals(e.getValue().power()) && h.getValue().contains(e.getKey())) {
          throw new VariantFormatException(e.getValue().file(), e.getValue().line(), e.getKey()
              + " is a home centre of " + h.getKey() + ", so it is in that power's country, not "
              + e.getValue().power() + "'s");
        }
      }
    }
    ImmutableMap.Builder<Power, ImmutableSet<Province>> countries = ImmutableMap.builder();
    homes.forEach((power, centres) -> {
      Set<Province> country = new LinkedHashSet<>();
      given.forEach((p, g) -> {
        if (g.power().equals(power)) {
          country.add(p);
        }
      });
      country.addAll(centres);
      countries.put(power, ImmutableSet.copyOf(country));
    });
    return countries.build();
  }
}
