package dev.dipadj.cases;

import dev.dipadj.game.Game;
import dev.dipadj.gamejson.GameHistory;
import dev.dipadj.gamejson.MapNames;
import dev.dipadj.gamejson.RecordedGame;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.util.Objects;

/** The game a case plays, as dipadj adjudicates it, recorded in the game JSON. */
public final class CaseGames {
  private CaseGames() {}

  /**
   * Records the game of a case that has run: one phase per step, and its last position.
   *
   * @param report the case run with its steps kept ({@link CaseRunner#run(CaseText)})
   * @return the game, named by the case's id
   * @throws IllegalArgumentException naming the file, line and case, when the case cannot be
   *     recorded: it stopped on an error, or it hands powers to
   *     players other than one per power
   */
  public static RecordedGame record(CaseReport report) {
    Objects.requireNonNull(report, "report");
    CaseText text = report.text();
    String at = text.file() + ":" + text.line() + ": case " + text.id() + ": ";
    if (report.error() != null) {
      throw new IllegalArgumentException(report.error());
    }
    if (report.steps().isEmpty()) {
      throw new IllegalArgumentException(at + "no step to record");
    }
    // The game after the last step holds every step before it in its history.
    Game last = report.steps().get(report.steps().size() - 1).outcome().next();
    RecordedGame game;
    try {
      game = GameHistory.record(text.id(), last);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(at + "not written: " + e.getMessage(), e);
    }
    String map = mapName(text, last.variant());
    return map.equals(game.map()) ? game : new RecordedGame(game.id(), map, game.rules(), game.ruleOptions(), game.phases());
  }

  /**
   * The game JSON's {@code map} for the variant a case plays (issue 19, point 9): a shipped
   * variant by its name ({@code standard} for classic); a variant file, whatever it calls
   * itself, by its path as the case (or else its file's {@code variant} line) gives it, and as {@code standard} only when it is the
   * classic game in every part (compared, not taken from its name): a file that calls itself
   * {@code classic} but moves a border is not the standard map. A {@code .map} file goes by its
   * file's name ({@code harbour} for {@code harbour.map}), as the research data names maps.
   */
  static String mapName(CaseText text, Variant variant) {
    // The case's own variant line, or else the file's: a file-level variant file is named by its path too.
    String named = text.defaultVariant();
    for (Statement s : text.statements()) {
      if (s.keyword().equals("orders")) {
        break;
      }
      if (s.keyword().equals("variant")) {
        named = s.argument();
        break;
      }
    }
    if (named != null && Variants.isFile(named)) {
      if (isClassic(variant)) {
        return MapNames.STANDARD;
      }
      // A DPjudge/MILA map file goes by its name, as the research data names its maps (ancmed).
      return Variants.isMapFile(named) ? variant.name() : named;
    }
    return MapNames.of(variant);
  }

  /**
   * Whether a variant is the classic game: the shipped classic, or equal to it in every part
   * but its name and title (provinces, coasts, borders, powers, home centres, countries, start, players,
   * solo count, its own rules, rule options and calendar).
   */
  static boolean isClassic(Variant variant) {
    Variant classic = Variants.named("classic");
    if (variant == classic) {
      return true;
    }
    GameMap a = variant.map();
    GameMap b = classic.map();
    if (!a.provinces().equals(b.provinces()) || !a.locations().equals(b.locations()) || !a.powers().equals(b.powers())
        || !variant.homeCentres().equals(classic.homeCentres()) || !variant.countries().equals(classic.countries())
        || !variant.variantRules().equals(classic.variantRules())
        || !variant.start().equals(classic.start()) || !variant.players().equals(classic.players())
        || variant.soloCentres() != classic.soloCentres() || !variant.rules().equals(classic.rules())
        || !variant.calendar().equals(classic.calendar())) {
      return false;
    }
    for (Province p : a.provinces()) {
      if (!a.armyNeighbours(p).equals(b.armyNeighbours(b.province(p.index())))) {
        return false;
      }
    }
    for (Location l : a.locations()) {
      if (!a.fleetNeighbours(l).equals(b.fleetNeighbours(b.location(l.id())))) {
        return false;
      }
    }
    return true;
  }
}
