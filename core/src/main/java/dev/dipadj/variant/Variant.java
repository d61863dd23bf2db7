package dev.dipadj.variant;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Position;
import dev.dipadj.rules.RuleOptions;

/**
 * A playable variant: its map, its powers' home centres and countries, the starting position, how many
 * supply centres win, who plays which powers by default, its own rules (where powers
 * build, conversion, how a game is won), the rule options it plays by unless a game says
 * otherwise, and its calendar.
  *
  * @param name the variant's name ({@code classic})
  * @param title its title
  * @param map the map
  * @param homeCentres each power's home centres
  * @param countries each power's home country: the provinces its {@code country} lines name
  *     and its home centres (only the home centres when the variant names none); the 2000
  *     rulebook's civil disorder counts distances to it
  * @param start the starting position
  * @param soloCentres how many supply centres win
  * @param players who plays which powers by default
  * @param variantRules its own rules: where powers build, conversion, how a game is won
  *     besides the solo count
  * @param rules the rule options it plays by by default
  * @param calendar its seasons and years ({@link Calendar#CLASSIC} unless its file says otherwise)
 */
public record Variant(
    String name,
    String title,
    GameMap map,
    ImmutableMap<Power, ImmutableSet<Province>> homeCentres,
    ImmutableMap<Power, ImmutableSet<Province>> countries,
    Position start,
    int soloCentres,
    Players players,
    VariantRules variantRules,
    RuleOptions rules,
    Calendar calendar) {}
