package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Power;
import dev.dipadj.variant.Variant;

/**
 * What a recorded state of a variant says the same way in every phase ({@link Boards#state}):
 * each power's home centres, and where nothing is dislodged and nothing is built, each
 * power's empty retreats and builds. Made once per variant, not once per phase of every game
 * recorded; the last variant's is kept.
 *
 * @param variant the variant
 * @param homes each power's home centres
 * @param noRetreats each power with no dislodged unit
 * @param noBuilds each power with no build or disband
 */
record UnchangingState(
    Variant variant,
    ImmutableMap<String, ImmutableList<String>> homes,
    ImmutableMap<String, ImmutableMap<String, ImmutableList<String>>> noRetreats,
    ImmutableMap<String, BuildCount> noBuilds) {
  /** A power that builds nothing and owes no disband. */
  static final BuildCount NO_BUILDS = new BuildCount(0, ImmutableList.of());
  private static volatile UnchangingState last;

  /** The variant's, made now or kept from the last call. */
  static UnchangingState of(Variant variant) {
    UnchangingState known = last;
    if (known != null && known.variant == variant) {
      return known;
    }
    ImmutableMap.Builder<String, ImmutableList<String>> homes = ImmutableMap.builder();
    ImmutableMap.Builder<String, ImmutableMap<String, ImmutableList<String>>> noRetreats = ImmutableMap.builder();
    ImmutableMap.Builder<String, BuildCount> noBuilds = ImmutableMap.builder();
    for (Power power : variant.map().powers()) {
      String key = Boards.powerName(power);
      ImmutableList.Builder<String> h = ImmutableList.builder();
      variant.homeCentres().getOrDefault(power, ImmutableSet.of()).forEach(p -> h.add(Notation.province(p)));
      homes.put(key, h.build());
      noRetreats.put(key, ImmutableMap.of());
      noBuilds.put(key, NO_BUILDS);
    }
    known = new UnchangingState(variant, homes.build(), noRetreats.build(), noBuilds.build());
    last = known;
    return known;
  }
}
