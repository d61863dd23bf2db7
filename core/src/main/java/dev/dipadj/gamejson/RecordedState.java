package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Objects;

/**
 * The position at the start of a phase as the file records it, power by power, its texts as
 * written. The fields that do not change adjudication ({@code influence}, {@code civil_disorder}, …)
 * are not kept.
 *
 * @param name the phase's name again
 * @param units power to its units ({@code A PAR}, {@code F STP/NC}); in a retreat phase a
 *     dislodged unit has a leading {@code *} ({@code *F LYO})
 * @param centers power to the supply centres it owns
 * @param homes power to its home centres
 * @param retreats power to its dislodged units, each with the places it may retreat to (an empty
 *     list: it must disband); empty outside retreat phases
 * @param builds power to its builds (a count above 0) or owed disbands (below 0) and where it may build
 */
public record RecordedState(
    String name,
    ImmutableMap<String, ImmutableList<String>> units,
    ImmutableMap<String, ImmutableList<String>> centers,
    ImmutableMap<String, ImmutableList<String>> homes,
    ImmutableMap<String, ImmutableMap<String, ImmutableList<String>>> retreats,
    ImmutableMap<String, BuildCount> builds) {
  /**
   * Checks the parts.
   *
   * @param name the phase's name
   * @param units the units per power
   * @param centers the centres per power
   * @param homes the home centres per power
   * @param retreats the dislodged units and their retreats per power
   * @param builds the builds or disbands per power
   */
  public RecordedState {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(units, "units");
    Objects.requireNonNull(centers, "centers");
    Objects.requireNonNull(homes, "homes");
    Objects.requireNonNull(retreats, "retreats");
    Objects.requireNonNull(builds, "builds");
  }
}
