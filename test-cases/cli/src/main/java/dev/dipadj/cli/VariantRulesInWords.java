package dev.dipadj.cli;

import dev.dipadj.map.Canal;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.Railroad;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.BuildRule;
import dev.dipadj.variant.Variant;
import dev.dipadj.variant.VariantRules;
import dev.dipadj.variant.VictoryRules;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A variant's own rules in a few words, read from its data (never from its name), for
 * {@code dipadj variants}: what it plays beyond the classic rules, or {@code classic rules}.
 */
final class VariantRulesInWords {
  private VariantRulesInWords() {}

  /** The words, joined by commas. */
  static String of(Variant v) {
    List<String> words = new ArrayList<>();
    GameMap map = v.map();
    if (v.players().commands().size() != map.powers().size()) {
      words.add(v.players().commands().size() + " players");
    }
    Calendar calendar = v.calendar();
    if (!calendar.equals(Calendar.CLASSIC)) {
      String seasons = calendar.seasons().stream().map(Season::name).collect(Collectors.joining("/"));
      words.add("calendar " + seasons
          + (calendar.yearStep() > 1 ? ", years by " + calendar.yearStep() : "")
          + (calendar.adjustmentYears() > 1 ? ", adjustments in years divisible by " + calendar.adjustmentYears() : ""));
    }
    VariantRules rules = v.variantRules();
    if (rules.builds().rule() != BuildRule.HOME) {
      words.add("builds " + rules.builds().rule().word());
    }
    if (!rules.builds().extra().isEmpty()) {
      words.add("extra build places");
    }
    if (!rules.builds().barred().isEmpty()) {
      words.add("barred build places");
    }
    switch (rules.unorderedBuilds()) {
      case ARMY_FIRST -> words.add("builds left unordered at the start are armies");
      case ARMY -> words.add("builds left unordered are armies");
      case WAIVED -> { }
    }
    if (rules.conversion()) {
      words.add("conversion");
    }
    VictoryRules victory = rules.victory();
    if (victory.tiesPlayOn()) {
      words.add("ties at the solo count play on");
    }
    if (!victory.soloByYear().isEmpty()) {
      words.add("solo by year " + victory.soloByYear());
    }
    if (victory.lead() > 0) {
      words.add("a lead of " + victory.lead() + " wins" + (victory.leadStep() > 0 ? ", shrinking" : ""));
    }
    if (map.hasOneWayBorders()) {
      words.add("one-way borders");
    }
    if (map.provinces().stream().map(Province::kind).anyMatch(k -> k == ProvinceKind.ARCHIPELAGO)) {
      words.add("archipelagos");
    }
    if (v.start().units().stream().map(Unit::power).anyMatch(map::isNeutral)) {
      words.add("neutral units");
    }
    if (!map.centresNotCounted().isEmpty()) {
      words.add("centres not counted for some powers");
    }
    for (Railroad r : map.railroads()) {
      words.add("railroad " + r.name());
    }
    for (Canal c : map.canals()) {
      words.add("canal " + c.name());
    }
    return words.isEmpty() ? "classic rules" : String.join(", ", words);
  }
}
