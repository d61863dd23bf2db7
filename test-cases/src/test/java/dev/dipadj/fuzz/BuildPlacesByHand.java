package dev.dipadj.fuzz;

import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.variant.BuildPlaces;
import dev.dipadj.variant.Variant;

/**
 * Where a variant lets a power build, read from its build places apart from the adjudicator's
 * own check: a centre it never builds in is out; an extra build place is in; otherwise its
 * home centres (builds home), any centre (builds owned), or any centre owned by some power at
 * the variant's start (builds any-home: one that began neutral never). Ownership and empty
 * centres are the caller's to ask.
 */
final class BuildPlacesByHand {
  private BuildPlacesByHand() {}

  static boolean allows(Variant variant, Power power, Province centre) {
    BuildPlaces places = variant.variantRules().builds();
    if (places.barred().containsKey(power) && places.barred().get(power).contains(centre)) {
      return false;
    }
    if (places.extra().containsKey(power) && places.extra().get(power).contains(centre)) {
      return true;
    }
    return switch (places.rule()) {
      case HOME -> variant.homeCentres().get(power).contains(centre);
      case OWNED -> true;
      case ANY_HOME -> variant.start().owners().containsKey(centre);
    };
  }
}
