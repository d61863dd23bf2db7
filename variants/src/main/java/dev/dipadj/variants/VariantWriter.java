package dev.dipadj.variants;

import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Phase;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.BuildRule;
import dev.dipadj.variant.Players;
import dev.dipadj.variant.Variant;
import dev.dipadj.variant.VictoryRules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.stream.Collectors;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Writes a variant in dipadj's own format (the statements of {@code classic.variant}), so
 * that a variant brought in from another format ({@code dipadj map-convert FILE.map}) can be
 * kept as a dipadj file; reading the text back gives the same map, powers and setup. It
 * writes what a {@code .map} file can say: provinces, names, borders (one-way ones too),
 * powers, homes, units, the first phase, the solo count, players and where powers build, and
 * the countries that are more than their powers' home centres. A variant with more than the
 * format can say of it (centres owned at the start that are not the owner's homes) is refused.
 */
public final class VariantWriter {
  private VariantWriter() {}

  /**
   * The variant file's text.
   *
   * @param variant the variant
   * @param header comment lines to begin with (each written after {@code # })
   * @return the text
   * @throws IllegalArgumentException naming what of the variant the format cannot say
   */
  public static String write(Variant variant, List<String> header) {
    Objects.requireNonNull(variant, "variant");
    refuseWhatCannotBeSaid(variant);
    GameMap map = variant.map();
    StringBuilder out = new StringBuilder();
    for (String line : header) {
      out.append(line.isEmpty() ? "#" : "# " + line).append('\n');
    }
    Phase start = variant.start().phase();
    out.append("variant ").append(word(variant.name())).append('\n');
    out.append("title ").append(quoted(variant.title())).append('\n');
    out.append("start ").append(start.season().name()).append(' ').append(start.year()).append(' ')
        .append(start.type().name().charAt(0)).append(start.type().name().substring(1).toLowerCase(Locale.ROOT))
        .append('\n');
    List<Integer> byYear = variant.variantRules().victory().soloByYear();
    out.append("solo ").append(byYear.isEmpty() ? String.valueOf(variant.soloCentres())
        : byYear.stream().map(String::valueOf).collect(Collectors.joining(" "))).append('\n');
    if (variant.variantRules().builds().rule() == BuildRule.OWNED) {
      out.append("builds owned\n");
    }
    out.append('\n');
    for (Power p : map.powers()) {
      out.append("power ").append(word(p.name()));
      p.adjectives().forEach(a -> out.append(' ').append(word(a)));
      out.append('\n');
    }
    Map<Province, Power> home = homes(variant);
    out.append('\n');
    for (Province p : map.provinces()) {
      out.append("province ").append(p.abbreviation()).append(' ').append(p.kind().name().toLowerCase(Locale.ROOT))
          .append(' ').append(quoted(p.name()));
      if (p.supplyCentre()) {
        out.append(" centre");
      }
      if (home.containsKey(p)) {
        out.append(" home ").append(word(home.get(p).name()));
      }
      if (!p.coasts().isEmpty()) {
        out.append(" coasts");
        p.coasts().forEach(c -> out.append(' ').append(c.abbreviation()));
      }
      out.append('\n');
    }
    aliases(map, out);
    borders(map, out);
    out.append('\n');
    for (Unit u : variant.start().units()) {
      out.append("unit ").append(word(u.power().name())).append(u.type() == UnitType.ARMY ? " A " : " F ")
          .append(location(u.location())).append('\n');
    }
    // A country that is more than the home centres needs its line; the others are the default.
    variant.countries().forEach((power, country) -> {
      if (!country.equals(variant.homeCentres().getOrDefault(power, ImmutableSet.of()))) {
        out.append("country ").append(word(power.name()));
        country.forEach(p -> out.append(' ').append(p.abbreviation()));
        out.append('\n');
      }
    });
    if (!variant.players().equals(Players.onePerPower(map))) {
      out.append('\n');
      for (var e : variant.players().commands().entrySet()) {
        out.append("player ").append(word(e.getKey()));
        e.getValue().forEach(p -> out.append(' ').append(word(p.name())));
        out.append('\n');
      }
    }
    return out.toString();
  }

  private static void refuseWhatCannotBeSaid(Variant v) {
    GameMap map = v.map();
    List<String> more = new ArrayList<>();
    if (!v.calendar().equals(Calendar.CLASSIC)) {
      more.add("a calendar of its own");
    }
    if (!v.rules().equals(RuleOptions.DATC)) {
      more.add("rule options");
    }
    VictoryRules victory = v.variantRules().victory();
    if (v.variantRules().conversion()
        || !new VictoryRules(false, 0, 0, 0, victory.soloByYear()).equals(victory)
        || !v.variantRules().builds().extra().isEmpty() || !v.variantRules().builds().barred().isEmpty()
        || v.variantRules().builds().rule() == BuildRule.ANY_HOME) {
      more.add("rules of its own beyond building in owned centres");
    }
    if (map.board().isPresent() || !map.railroads().isEmpty() || !map.canals().isEmpty()
        || !map.centresNotCounted().isEmpty()) {
      more.add("a board, railroads, canals or centres not counted");
    }
    if (v.start().units().stream().anyMatch(u -> map.isNeutral(u.power()))) {
      more.add("neutral units");
    }
    Map<Province, Power> homes = homes(v);
    if (!v.start().owners().equals(homes)) {
      more.add("centres owned at the start that are not the owner's home centres, or home centres not owned"
          + " (dipadj's format starts each power owning its homes)");
    }
    if (!more.isEmpty()) {
      throw new IllegalArgumentException("the variant " + v.name() + " has what this writer does not write: "
          + String.join("; ", more));
    }
  }

  /** Each home centre and its power; a centre that is the home of two powers cannot be said. */
  private static Map<Province, Power> homes(Variant v) {
    Map<Province, Power> home = new HashMap<>();
    for (var e : v.homeCentres().entrySet()) {
      for (Province p : e.getValue()) {
        Power before = home.put(p, e.getKey());
        if (before != null) {
          throw new IllegalArgumentException(p + " is a home centre of both " + before + " and " + e.getKey()
              + ": dipadj's format gives a centre one home power");
        }
      }
    }
    return home;
  }

  private static void aliases(GameMap map, StringBuilder out) {
    Map<Province, List<String>> others = new HashMap<>();
    for (var e : map.provinceNames().entrySet()) {
      Province p = e.getValue();
      if (!e.getKey().equals(GameMap.normalize(p.abbreviation())) && !e.getKey().equals(GameMap.normalize(p.name()))) {
        others.computeIfAbsent(p, k -> new ArrayList<>()).add(e.getKey());
      }
    }
    if (!others.isEmpty()) {
      out.append('\n');
    }
    for (Province p : map.provinces()) {
      List<String> names = others.get(p);
      if (names != null) {
        out.append("alias ").append(p.abbreviation());
        names.stream().sorted().forEach(n -> out.append(' ').append(quoted(n)));
        out.append('\n');
      }
    }
  }

  /** Every border once: both ways as {@code army A B} or {@code fleet A B}, one way with {@code oneway}. */
  private static void borders(GameMap map, StringBuilder out) {
    out.append('\n');
    for (Province p : map.provinces()) {
      for (Province q : map.armyNeighbours(p)) {
        boolean back = map.armyAdjacent(q.index(), p.index());
        if (!back || p.index() < q.index()) {
          out.append(back ? "army " : "oneway army ").append(p.abbreviation()).append(' ').append(q.abbreviation())
              .append('\n');
        }
      }
    }
    for (Location l : map.locations()) {
      for (Location m : map.fleetNeighbours(l)) {
        boolean back = map.fleetAdjacent(m.id(), l.id());
        if (!back || l.id() < m.id()) {
          out.append(back ? "fleet " : "oneway fleet ").append(location(l)).append(' ').append(location(m))
              .append('\n');
        }
      }
    }
  }

  private static String location(Location l) {
    return l.coast() == Coast.NONE ? l.province().abbreviation()
        : l.province().abbreviation() + "/" + l.coast().abbreviation();
  }

  /** A name as one word of a line, quoted when it holds a space. */
  private static String word(String name) {
    return name.chars().anyMatch(Character::isWhitespace) ? quoted(name) : name;
  }

  private static String quoted(String text) {
    if (text.indexOf('"') >= 0) {
      throw new IllegalArgumentException("the name '" + text + "' holds a '\"', which a variant file cannot quote");
    }
    return "\"" + text + "\"";
  }
}
