package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.game.Game;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.phase.AdjustmentResolver;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Turns the states of the game JSON into dipadj's positions and games, and dipadj's games
 * into states: phase names ({@code S1901M}), units ({@code *F LYO}), centres and retreats.
 */
public final class Boards {
  private Boards() {}

  /**
   * The phase a name of the classic calendar stands for: {@code S1901M} is Spring 1901
   * Movement, {@code F1904R} Fall 1904 Retreat, {@code W1905A} Winter 1905 Adjustment.
   *
   * @param name the phase's name
   * @return the phase
   * @throws IllegalArgumentException when the name is not of that form ({@code COMPLETED} is not a phase)
   */
  public static Phase phase(String name) {
    return phase(name, Calendar.CLASSIC);
  }

  /**
   * The phase a name stands for in a calendar: the initial of a season, the year, and
   * {@code M}, {@code R} or {@code A} ({@code Y1425M} is Year 1425 Movement in a calendar
   * whose season is Year).
   *
   * @param name the phase's name
   * @param calendar the variant's calendar
   * @return the phase
   * @throws IllegalArgumentException when the name is not of that form ({@code COMPLETED} is
   *     not a phase), or its season does not play the type
   */
  public static Phase phase(String name, Calendar calendar) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(calendar, "calendar");
    if (name.length() < 3) {
      throw new IllegalArgumentException("'" + name + "' is not a phase name such as S1901M");
    }
    Season season = calendar.season(name.charAt(0)).orElse(null);
    PhaseType type = switch (name.charAt(name.length() - 1)) {
      case 'M' -> PhaseType.MOVEMENT;
      case 'R' -> PhaseType.RETREAT;
      case 'A' -> PhaseType.ADJUSTMENT;
      default -> null;
    };
    int year = 0;
    for (int i = 1; i < name.length() - 1; i++) {
      char c = name.charAt(i);
      if (c < '0' || c > '9' || year > Phase.LAST_YEAR) {
        year = -1;
        break;
      }
      year = year * 10 + (c - '0');
    }
    if (season == null || type == null || year < Phase.FIRST_YEAR || year > Phase.LAST_YEAR) {
      throw new IllegalArgumentException("'" + name + "' is not a phase name such as "
          + calendar.seasons().get(0).initial() + "1901M");
    }
    try {
      return new Phase(season, year, type);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("'" + name + "' is not a phase: " + e.getMessage(), e);
    }
  }

  /**
   * The name of a phase: {@code S1901M}, {@code F1904R}, {@code W1905A}; the season's initial
   * in any calendar ({@code Y1425M}).
   *
   * @param phase the phase
   * @return its name
   */
  public static String name(Phase phase) {
    Objects.requireNonNull(phase, "phase");
    char type = switch (phase.type()) {
      case MOVEMENT -> 'M';
      case RETREAT -> 'R';
      case ADJUSTMENT -> 'A';
    };
    return phase.season().initial() + Integer.toString(phase.year()) + type;
  }

  /**
   * Reads a state on a map: its units, dislodged units (a leading {@code *}, their places
   * from {@code retreats}; a unit under {@code retreats} without the star counts as dislodged
   * too) and centres. Home centres and build counts are the map's business and not read.
   *
   * @param map the map
   * @param state the state as recorded
   * @param where the game and phase, for messages
   * @return the board
   * @throws GameJsonException naming the power and the text that cannot be read
   */
  public static Board board(GameMap map, RecordedState state, String where) throws GameJsonException {
    Objects.requireNonNull(map, "map");
    Objects.requireNonNull(state, "state");
    return BoardReader.board(map, state, where);
  }

  /**
   * The board of a game: its units, dislodged units and centres.
   *
   * @param game the game
   * @return its board
   */
  public static Board board(Game game) {
    Objects.requireNonNull(game, "game");
    ImmutableMap.Builder<Unit, ImmutableSet<Location>> dislodged = ImmutableMap.builder();
    for (DislodgedUnit d : game.dislodged()) {
      dislodged.put(d.unit(), ImmutableSet.copyOf(d.retreats()));
    }
    return new Board(ImmutableSet.copyOf(game.position().units()), dislodged.build(),
        game.position().owners());
  }

  /**
   * A game that starts in a phase from a board.
   *
   * @param variant the variant
   * @param phase the phase
   * @param board the board at its start; its dislodged units wait to retreat (only in a retreat
   *     phase), to the places of their lists that no unit occupies
   * @param rules the rule options
   * @param where the game and phase, for messages
   * @return the game
   * @throws GameJsonException when the board cannot start that phase (dislodged units outside a retreat phase, …)
   */
  public static Game game(Variant variant, Phase phase, Board board, RuleOptions rules, String where)
      throws GameJsonException {
    List<DislodgedUnit> dislodged = board.dislodged().isEmpty() ? List.of() : waiting(board);
    if (phase.type() != PhaseType.RETREAT && !dislodged.isEmpty()) {
      throw new GameJsonException(where + ": dislodged units (*) outside a retreat phase");
    }
    try {
      // The board lists its units in province order, as a position does: nothing to sort or copy.
      return Game.from(variant, new Position(phase, board.units().asList(), board.owners()), dislodged,
          rules, variant.players());
    } catch (IllegalArgumentException e) {
      throw new GameJsonException(where + ": " + e.getMessage());
    }
  }

  /**
   * The dislodged units of a board, each with the places of its list where no unit stands: a
   * record that lists such a place (MILA's list after a convoyed attack does) is not followed there.
   */
  private static List<DislodgedUnit> waiting(Board board) {
    Set<Province> occupied = new HashSet<>();
    board.units().forEach(u -> occupied.add(u.location().province()));
    List<DislodgedUnit> dislodged = new ArrayList<>();
    board.dislodged().forEach((u, places) -> {
      List<Location> open = new ArrayList<>();
      places.forEach(l -> {
        if (!occupied.contains(l.province())) {
          open.add(l);
        }
      });
      dislodged.add(DislodgedUnit.of(u, open));
    });
    return dislodged;
  }

  /**
   * The state of a game as the file records it: every power's units (dislodged ones with a
   * {@code *}), centres, home centres, retreat options and, in an adjustment phase, its builds
   * or owed disbands.
   *
   * @param game the game
   * @param name the phase's name to record ({@link #name(Phase)}, or {@code COMPLETED})
   * @return the state
   */
  public static RecordedState state(Game game, String name) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(name, "name");
    Variant variant = game.variant();
    Position position = game.position();
    List<Power> powers = variant.map().powers();
    // One pass over the units and one over the provinces, each sorted by power.
    List<ImmutableList.Builder<String>> unitsOf = new ArrayList<>(powers.size());
    List<ImmutableMap.Builder<String, ImmutableList<String>>> retreatsOf = new ArrayList<>(powers.size());
    List<ImmutableList.Builder<String>> centresOf = new ArrayList<>(powers.size());
    // One slot more for the units of no power (GameMap.neutral()), after the powers'.
    for (int i = 0; i <= powers.size(); i++) {
      unitsOf.add(ImmutableList.builder());
      retreatsOf.add(ImmutableMap.builder());
      centresOf.add(ImmutableList.builder());
    }
    for (Unit unit : position.units()) {
      unitsOf.get(unit.power().index()).add(Notation.unit(unit));
    }
    for (DislodgedUnit d : game.dislodged()) {
      int p = d.unit().power().index();
      String text = Notation.unit(d.unit());
      unitsOf.get(p).add("*" + text);
      ImmutableList.Builder<String> places = ImmutableList.builderWithExpectedSize(d.retreats().size());
      d.retreats().forEach(l -> places.add(Notation.location(l)));
      retreatsOf.get(p).put(text, places.build());
    }
    for (Province p : variant.map().provinces()) {
      Power owner = p.supplyCentre() ? position.owners().get(p) : null;
      if (owner != null) {
        centresOf.get(owner.index()).add(Notation.province(p));
      }
    }
    boolean adjusting = position.phase().type() == PhaseType.ADJUSTMENT && !game.isOver();
    UnchangingState same = UnchangingState.of(variant);
    ImmutableMap.Builder<String, ImmutableList<String>> units = ImmutableMap.builderWithExpectedSize(powers.size());
    ImmutableMap.Builder<String, ImmutableList<String>> centers = ImmutableMap.builderWithExpectedSize(powers.size());
    ImmutableMap.Builder<String, ImmutableMap<String, ImmutableList<String>>> retreats =
        ImmutableMap.builderWithExpectedSize(powers.size());
    ImmutableMap.Builder<String, BuildCount> builds = ImmutableMap.builderWithExpectedSize(powers.size());
    for (Power power : powers) {
      String key = powerName(power);
      units.put(key, unitsOf.get(power.index()).build());
      retreats.put(key, retreatsOf.get(power.index()).build());
      centers.put(key, centresOf.get(power.index()).build());
      if (adjusting) {
        builds.put(key, builds(variant, position, power));
      }
    }
    ImmutableList<String> neutral = unitsOf.get(powers.size()).build();
    if (!neutral.isEmpty()) {
      units.put(powerName(variant.map().neutral()), neutral);
    }
    return new RecordedState(name, units.build(), centers.build(), same.homes(),
        game.dislodged().isEmpty() ? same.noRetreats() : retreats.build(), adjusting ? builds.build() : same.noBuilds());
  }

  /** A power's builds (and where) or owed disbands in an adjustment phase. */
  private static BuildCount builds(Variant variant, Position position, Power power) {
    int count = AdjustmentResolver.adjustment(variant.map(), position, power);
    if (count == 0) {
      return UnchangingState.NO_BUILDS;
    }
    ImmutableList.Builder<String> buildable = ImmutableList.builder();
    if (count > 0) {
      for (Province p : AdjustmentResolver.buildCentres(variant, position, power)) {
        buildable.add(Notation.province(p));
      }
    }
    return new BuildCount(count, buildable.build());
  }

  /**
   * A power's name as the file writes it: upper case.
   *
   * @param power the power
   * @return {@code FRANCE}
   */
  public static String powerName(Power power) {
    return Notation.upper(power, power.name());
  }
}
