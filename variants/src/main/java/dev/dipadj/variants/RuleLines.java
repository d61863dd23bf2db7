package dev.dipadj.variants;

import dev.dipadj.map.Names;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.UnorderedBuilds;
import dev.dipadj.variant.VariantRules;
import java.util.List;

/**
 * The lines of a variant file that say how its game is played and won, gathered as they are
 * read and checked against the map and the start once the file is read: {@code solo}, {@code
 * lead}, {@code builds}, {@code build-place}, {@code no-build}, {@code unordered-builds},
 * {@code switch} and {@code rules}.
 */
final class RuleLines {
  private final ReadState state;
  private int solo;
  private SourceLine soloLine;
  /** The largest of the solo line's counts (several when the count changes by year). */
  private int largestSolo;
  private RuleOptions rules = RuleOptions.DATC;
  private boolean conversion;
  /** The {@code unordered-builds} line's rule, and where it was given. */
  private UnorderedBuilds unorderedBuilds = UnorderedBuilds.WAIVED;
  private SourceLine unorderedBuildsLine;
  /** The {@code builds}, {@code build-place} and {@code no-build} lines. */
  private final BuildPlaceLines buildPlaces = new BuildPlaceLines();
  /** The victory words of {@code solo} and the {@code lead} line. */
  private final VictoryLines victory = new VictoryLines();
  private int lead;
  private SourceLine leadLine;

  RuleLines(ReadState state) {
    this.state = state;
  }

  /** {@code solo N [N2 ...] [ties-play-on]}: the centres that win alone. */
  void solo(List<String> w) throws VariantFormatException {
    if (w.size() < 2) {
      throw state.error("'solo' takes a number");
    }
    solo = state.number(w.get(1));
    soloLine = state.here();
    wordsOf(() -> largestSolo = victory.soloWords(solo, w.subList(2, w.size())));
  }

  /** {@code lead FIRST [shrinking STEP a year to LEAST]}. */
  void lead(List<String> w) throws VariantFormatException {
    wordsOf(() -> lead = victory.lead(w.subList(1, w.size())));
    leadLine = state.here();
  }

  /** {@code builds RULE}. */
  void builds(List<String> w) throws VariantFormatException {
    String rule = state.single(w);
    wordsOf(() -> buildPlaces.rule(rule));
  }

  /** {@code build-place POWER CENTRE ...} or {@code no-build POWER CENTRE ...}. */
  void buildPlace(String keyword, List<String> w) throws VariantFormatException {
    if (w.size() < 3) {
      throw state.error("expected '" + keyword + " POWER CENTRE ...'");
    }
    Power power = state.power(w.get(1));
    for (String centre : w.subList(2, w.size())) {
      Province p = state.province(centre);
      wordsOf(() -> buildPlaces.place(power, p, keyword.equals("no-build")));
    }
  }

  /** {@code unordered-builds waived|army|army first}. */
  void unorderedBuilds(List<String> w) throws VariantFormatException {
    String words = String.join(" ", w.subList(1, w.size()));
    unorderedBuilds = UnorderedBuilds.ofWords(words).orElseThrow(() -> state.error("expected 'unordered-builds "
        + "waived|army|army first' (at '" + words + "')"));
    unorderedBuildsLine = state.here();
  }

  /** {@code switch build-anywhere|conversion}. */
  void switchLine(List<String> w) throws VariantFormatException {
    switch (Names.lowerCase(state.single(w))) {
      case "build-anywhere" -> buildPlaces.rule("owned");
      case "conversion" -> conversion = true;
      default -> throw state.error("unknown switch '" + w.get(1) + "' (build-anywhere, conversion)");
    }
  }

  /** {@code rules OPTION ...}: options of the rules the game is adjudicated by. */
  void rules(List<String> w) throws VariantFormatException {
    for (String option : w.subList(1, w.size())) {
      try {
        rules = rules.with(option);
      } catch (IllegalArgumentException e) {
        throw state.error(e.getMessage());
      }
    }
  }

  /** Words a line's helper reads: its {@link IllegalArgumentException} is an error of this line. */
  private void wordsOf(Runnable reading) throws VariantFormatException {
    try {
      reading.run();
    } catch (IllegalArgumentException e) {
      throw state.error(e.getMessage());
    }
  }

  /** The solo count, 0 before a {@code solo} line. */
  int solo() {
    return solo;
  }

  /**
   * Once the map is built: neither the solo nor the lead asks for more centres than the map
   * has. The problem names the solo's or lead's file and line.
   */
  void checkCentres(long centres) throws VariantFormatException {
    if (largestSolo > centres) {
      throw soloLine.error(
          "solo " + largestSolo + " is more than the " + centres + " supply centres of the map");
    }
    if (lead > centres) {
      throw leadLine.error(
          "a lead of " + lead + " is more than the " + centres + " supply centres of the map");
    }
  }

  /** Once the start is known: a game whose army comes first for unordered builds starts with an adjustment. */
  void checkStart(Phase start) throws VariantFormatException {
    if (unorderedBuilds == UnorderedBuilds.ARMY_FIRST && start.type() != PhaseType.ADJUSTMENT) {
      throw unorderedBuildsLine.error("'unordered-builds army first' needs a game that starts with an adjustment phase,"
          + " and this one starts in " + start);
    }
  }

  /** The options of the rules the game is adjudicated by. */
  RuleOptions options() {
    return rules;
  }

  /** The variant's rules the lines gave. */
  VariantRules variantRules() {
    return new VariantRules(buildPlaces.build(), conversion, victory.build(), unorderedBuilds);
  }
}
