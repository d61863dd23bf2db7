package dev.dipadj.variant;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import java.util.Objects;

/**
 * Where the powers of a variant may build: the rule they all follow, the extra centres some
 * power may also build in once it owns them (the third centre of a minor power in Empires and
 * Coalitions), and the centres some power never builds in, whatever the rule or an extra
 * place says. A build is always on an owned, empty supply centre; this says which of those.
 *
 * @param rule the rule every power follows
 * @param extra per power, the centres it may build in besides, while it owns them
 * @param barred per power, the centres it never builds in
 */
public record BuildPlaces(
    BuildRule rule,
    ImmutableMap<Power, ImmutableSet<Province>> extra,
    ImmutableMap<Power, ImmutableSet<Province>> barred) {
  /** The classic game: home centres, nothing extra, nothing barred. */
  public static final BuildPlaces HOME = new BuildPlaces(BuildRule.HOME, ImmutableMap.of(), ImmutableMap.of());

  /**
   * Checks that nothing is missing.
   *
   * @param rule the rule every power follows
   * @param extra per power, the centres it may build in besides, while it owns them
   * @param barred per power, the centres it never builds in
   */
  public BuildPlaces {
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(extra, "extra");
    Objects.requireNonNull(barred, "barred");
  }

  /**
   * Whether the variant bars the power from building in the centre.
   *
   * @param power the power
   * @param centre the centre
   * @return whether it never builds there
   */
  public boolean bars(Power power, Province centre) {
    // Most variants bar nothing: no lookup then.
    return !barred.isEmpty() && barred.getOrDefault(power, ImmutableSet.of()).contains(centre);
  }

  /**
   * Whether the centre is one of the power's extra build places.
   *
   * @param power the power
   * @param centre the centre
   * @return whether it may build there besides what its rule allows
   */
  public boolean isExtra(Power power, Province centre) {
    return !extra.isEmpty() && extra.getOrDefault(power, ImmutableSet.of()).contains(centre);
  }
}
