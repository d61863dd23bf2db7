package dev.dipadj.variants;

import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Names;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Unit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The starting units of a variant file, {@code unit} and {@code no-unit} lines, gathered as
 * they are read and placed once the map is built: each on its terrain, one per province, and
 * a neutral one on an unowned centre.
 */
final class UnitLines {
  /** A starting unit as its line gives it; {@code power} is null for a neutral unit. */
  private record Pending(SourceLine line, Power power, UnitType type, Province province, Coast coast) {}

  private final ReadState state;
  private final List<Pending> units = new ArrayList<>();

  UnitLines(ReadState state) {
    this.state = state;
  }

  /** {@code unit POWER A|F LOCATION}, or {@code unit neutral ...} for a unit of no power. */
  void unit(List<String> w) throws VariantFormatException {
    if (w.size() != 4) {
      throw state.error("expected 'unit POWER A|F LOCATION'");
    }
    if (state.powers().isLeftOut(w.get(1))) {
      return;
    }
    // A neutral unit belongs to no power: its owner is the map's, known once the map is built.
    Power power = Names.normalize(w.get(1)).equals(Names.normalize(GameMap.NEUTRAL)) ? null : state.power(w.get(1));
    UnitType type;
    switch (w.get(2).toUpperCase(Locale.ROOT)) {
      case "A" -> type = UnitType.ARMY;
      case "F" -> type = UnitType.FLEET;
      default -> throw state.error("expected A or F, found '" + w.get(2) + "'");
    }
    ReadState.Place at = state.place(w.get(3));
    // An army stands on the whole province, whatever coast is written.
    units.add(new Pending(state.here(), power, type, at.province(), type == UnitType.ARMY ? Coast.NONE : at.coast()));
  }

  /**
   * {@code no-unit PROVINCE}: the unit an earlier line (usually the base's) starts there does
   * not start, so that the variant may start another there or none.
   */
  void noUnit(List<String> w) throws VariantFormatException {
    ReadState.Place at = state.place(state.single(w));
    if (!units.removeIf(u -> u.province().equals(at.province()))) {
      throw state.error("no starting unit in " + at.province() + " to take off");
    }
  }

  /**
   * The starting units on the built map. A problem is reported at the unit's line, in the file
   * being read when the units are placed.
   */
  List<Unit> place(GameMap map) throws VariantFormatException {
    List<Unit> placed = new ArrayList<>();
    Set<Province> occupied = new HashSet<>();
    for (Pending p : units) {
      Province province = map.province(p.province().index());
      Location at = map.location(province, p.coast()).orElseThrow();
      if (!map.canStand(p.type(), at)) {
        throw error(p, "a " + (p.type() == UnitType.ARMY ? "army" : "fleet") + " cannot stand on " + at
            + (province.hasSeveralCoasts() && p.type() == UnitType.FLEET ? " (name the coast)" : ""));
      }
      if (!occupied.add(province)) {
        throw error(p, "a second starting unit in " + province);
      }
      Power owner = p.power() == null ? map.neutral() : p.power();
      if (p.power() == null) {
        refuseNeutral(p, province);
      }
      placed.add(new Unit(owner, p.type(), at));
    }
    return placed;
  }

  /**
   * A neutral unit stands on the centre it is rebuilt on, which begins unowned: one on a
   * province that is no centre could never be rebuilt, and one on a home centre would stand
   * on an owned centre.
   */
  private void refuseNeutral(Pending p, Province province) throws VariantFormatException {
    if (!province.supplyCentre()) {
      throw error(p, "a neutral unit stands on a supply centre, and " + province + " is none");
    }
    Power home = state.powers().homeOf(province);
    if (home != null) {
      throw error(p, "a neutral unit stands on an unowned centre, and " + province + " is a home centre of " + home);
    }
  }

  private VariantFormatException error(Pending p, String reason) {
    return p.line().error(reason);
  }
}
