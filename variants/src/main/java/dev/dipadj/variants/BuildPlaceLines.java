package dev.dipadj.variants;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.variant.BuildPlaces;
import dev.dipadj.variant.BuildRule;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The lines of a variant file that say where powers build, gathered as they are read:
 * {@code builds RULE}, {@code build-place POWER CENTRE ...} and {@code no-build POWER CENTRE
 * ...}. A misuse is an {@link IllegalArgumentException} with the reason, which the reader
 * gives the file and line.
 */
final class BuildPlaceLines {
  private BuildRule rule = BuildRule.HOME;
  private final Map<Power, Set<Province>> extra = new LinkedHashMap<>();
  private final Map<Power, Set<Province>> barred = new LinkedHashMap<>();

  /** {@code builds RULE}: the rule every power follows (a later line replaces an earlier one, as after {@code base}). */
  void rule(String word) {
    rule = BuildRule.ofWord(word).orElseThrow(() -> new IllegalArgumentException("unknown build rule '" + word
        + "' (" + Arrays.stream(BuildRule.values()).map(BuildRule::word).collect(Collectors.joining(", ")) + ")"));
  }

  /**
   * A centre where the power may also build once it owns it ({@code build-place}), or where it
   * never builds ({@code no-build}): a supply centre, named once for the power, not both.
   */
  void place(Power power, Province centre, boolean never) {
    String keyword = never ? "no-build" : "build-place";
    if (!centre.supplyCentre()) {
      throw new IllegalArgumentException(centre + " is not a supply centre: nobody builds there, so '" + keyword
          + "' may not name it");
    }
    Map<Power, Set<Province>> other = never ? extra : barred;
    if (other.getOrDefault(power, Set.of()).contains(centre)) {
      throw new IllegalArgumentException(centre + " is both a build place of " + power + " and one where it never builds");
    }
    if (!(never ? barred : extra).computeIfAbsent(power, p -> new LinkedHashSet<>()).add(centre)) {
      throw new IllegalArgumentException("'" + keyword + " " + power + "' names " + centre + " twice");
    }
  }

  /** The build places the lines gave. */
  BuildPlaces build() {
    return new BuildPlaces(rule, frozen(extra), frozen(barred));
  }

  private static ImmutableMap<Power, ImmutableSet<Province>> frozen(Map<Power, Set<Province>> places) {
    ImmutableMap.Builder<Power, ImmutableSet<Province>> b = ImmutableMap.builder();
    places.forEach((power, centres) -> b.put(power, ImmutableSet.copyOf(centres)));
    return b.build();
  }
}
