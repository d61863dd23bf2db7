package dev.dipadj.variants;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Canal;
import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Names;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.Railroad;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The {@code railroad} and {@code canal} lines of the variant format (Colonial Diplomacy's
 * Trans-Siberian Railroad and Suez Canal, documented in the header of classic.variant), read
 * into the map being built and checked: names that no province, railroad or canal already
 * has; a railroad over land, each province bordering the next for armies (checked once the
 * file is read, where every border is known), no province twice; a canal between two places
 * fleets enter, each of one coast, through a third province, where no fleet border is yet.
 */
final class WayLines {

  /** A railroad read, its borders checked once the whole file is read. */
  private record PendingRailroad(String file, int line, Railroad railroad) {}

  private final GameMapBuilder builder;
  private final List<PendingRailroad> railroads = new ArrayList<>();
  /** The canals' names so far, lower case. */
  private final Set<String> canalNames = new HashSet<>();

  WayLines(GameMapBuilder builder) {
    this.builder = builder;
  }

  /**
   * {@code railroad NAME POWER PROVINCE PROVINCE ...}: a line of provinces an army of the power
   * may move along as far as it likes in one move ({@code A Mos - TSR - Vla}).
   */
  void railroad(List<String> w, LineContext in) throws VariantFormatException {
    if (w.size() < 5) {
      throw in.error("expected 'railroad NAME POWER PROVINCE PROVINCE ...' (at least two provinces)");
    }
    String railroadName = w.get(1);
    checkName("railroad", railroadName, in);
    Power power = in.power(w.get(2));
    List<Province> line = new ArrayList<>();
    for (String provinceName : w.subList(3, w.size())) {
      Province p = in.province(provinceName);
      if (!p.kind().allowsArmy()) {
        throw in.error("a railroad runs over land: armies cannot enter " + p + " ("
            + p.kind().name().toLowerCase(Locale.ROOT) + ")");
      }
      if (line.contains(p)) {
        throw in.error("the railroad passes " + p + " twice");
      }
      line.add(p);
    }
    Railroad railroad = new Railroad(railroadName, power, ImmutableList.copyOf(line));
    railroads.add(new PendingRailroad(in.file(), in.line(), railroad));
    builder.addRailroad(railroad);
  }

  /**
   * {@code canal NAME A B via C}: a fleet border between A and B that a fleet crosses only
   * with the permission of the power whose unit holds C ({@code SC F Med - Red}).
   */
  void canal(List<String> w, LineContext in) throws VariantFormatException {
    if (w.size() != 6 || !Names.lowerCase(w.get(4)).equals("via")) {
      throw in.error("expected 'canal NAME A B via PROVINCE'");
    }
    String canalName = w.get(1);
    checkName("canal", canalName, in);
    Province one = in.province(w.get(2));
    Province other = in.province(w.get(3));
    Province via = in.province(w.get(5));
    for (Province end : List.of(one, other)) {
      if (!end.kind().allowsFleet() || end.hasSeveralCoasts()) {
        throw in.error("a canal joins places fleets enter, each of one coast: not " + end + " ("
            + end.kind().name().toLowerCase(Locale.ROOT) + ")");
      }
    }
    if (one.equals(other) || via.equals(one) || via.equals(other)) {
      throw in.error("a canal joins two provinces through a third");
    }
    if (builder.hasFleetEdge(one, Coast.NONE, other, Coast.NONE)) {
      throw in.error("fleet border " + one + " " + other + " given twice: the canal is that border");
    }
    builder.addFleetEdge(one, Coast.NONE, other, Coast.NONE);
    canalNames.add(Names.lowerCase(canalName));
    builder.addCanal(new Canal(canalName, one, other, via));
  }

  /** A railroad's or canal's name: one word, naming no province, railroad or canal yet. */
  private void checkName(String what, String name, LineContext in) throws VariantFormatException {
    if (!name.matches("[A-Za-z][A-Za-z0-9-]*") || name.length() < 2) {
      throw in.error("a " + what + "'s name is one word of letters (at '" + name + "')");
    }
    if (builder.province(name).isPresent()) {
      throw in.error("the " + what + "'s name '" + name + "' already names " + builder.province(name).get()
          + ": orders could not tell them apart");
    }
    for (PendingRailroad r : railroads) {
      if (r.railroad().name().equalsIgnoreCase(name)) {
        throw in.error(what.equals("railroad") ? "railroad '" + name + "' defined twice"
            : "'" + name + "' already names a railroad");
      }
    }
    if (canalNames.contains(Names.lowerCase(name))) {
      throw in.error(what.equals("canal") ? "canal '" + name + "' defined twice" : "'" + name + "' already names a canal");
    }
  }

  /** Each province of a railroad borders the next for armies: the line is a path an army could walk. */
  void checkRailroadBorders() throws VariantFormatException {
    for (PendingRailroad r : railroads) {
      List<Province> line = r.railroad().line();
      for (int i = 1; i < line.size(); i++) {
        if (!builder.hasArmyEdge(line.get(i - 1), line.get(i))) {
          throw new VariantFormatException(r.file(), r.line(), "the railroad " + r.railroad().name() + " goes from "
              + line.get(i - 1) + " to " + line.get(i) + ", which armies cannot cross");
        }
      }
    }
  }
}
