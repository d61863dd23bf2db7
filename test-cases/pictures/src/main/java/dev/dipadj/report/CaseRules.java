package dev.dipadj.report;

import com.google.common.collect.ImmutableList;
import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.cases.Statement;
import dev.dipadj.rules.Edition;
import dev.dipadj.rules.RuleChoice;
import dev.dipadj.rules.RuleOption;
import dev.dipadj.rules.RuleOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules a case was adjudicated by, in words, for the report's case heading (issue 24): a
 * result that depends on a rule option says so. What the case's {@code rules} lines wrote, and
 * each option in force that departs from the DATC's preference, with what the option decides
 * and what its value means.
 *
 * @param summary the sentence that opens the rules, such as {@code Rules: the DATC's preferred rules.}
 * @param departures the options in force that differ from the DATC's preference, in the order
 *     of {@link RuleOption#ALL}, {@code last-year} last
 */
record CaseRules(String summary, ImmutableList<Setting> departures) {
  /** The opening words when nothing departs from the DATC's preference. */
  static final String DATC = "Rules: the DATC's preferred rules.";

  /**
   * One option in force.
   *
   * @param setting {@code NAME=VALUE}, as a {@code rules} line writes it
   * @param words what the option decides, and what this value means
   */
  record Setting(String setting, String words) {}

  /**
   * The rules of a case as run.
   *
   * @param report the case run
   * @return the rules in words
   */
  static CaseRules of(CaseReport report) {
    List<String> written = written(report.text());
    RuleOptions inForce = inForce(report);
    ImmutableList<Setting> departures = inForce == null ? ImmutableList.of() : departures(inForce);
    if (written.isEmpty()) {
      if (departures.isEmpty()) {
        // A case that could not be set up may still be on a variant with rules of its own.
        return new CaseRules(inForce == null ? "Rules: the case sets none (the variant's own, or the DATC's "
            + "preferred rules)." : DATC, departures);
      }
      return new CaseRules("Rules: the case sets none; the variant's own depart from the DATC's preferred rules:",
          departures);
    }
    StringBuilder summary = new StringBuilder("Rules: the case sets ");
    for (int i = 0; i < written.size(); i++) {
      summary.append(i == 0 ? "" : i == written.size() - 1 ? " and " : ", ").append(inWords(written.get(i)));
    }
    if (inForce == null) {
      summary.append('.');
    } else if (departures.isEmpty()) {
      summary.append(": the DATC's preferred rules.");
    } else {
      summary.append(". In force where they depart from the DATC's preferred rules:");
    }
    return new CaseRules(summary.toString(), departures);
  }

  /** The settings of the case's {@code rules} lines, as written (the lines add up). */
  private static List<String> written(CaseText text) {
    List<String> words = new ArrayList<>();
    for (Statement s : text.statements()) {
      if (s.keyword().equals("orders")) {
        break;
      }
      if (s.keyword().equals("rules")) {
        for (String w : s.argument().trim().split("\\s+")) {
          if (!w.isEmpty()) {
            words.add(w);
          }
        }
      }
    }
    return words;
  }

  /** The rules the case ran by, or null when it could not be set up. */
  private static RuleOptions inForce(CaseReport report) {
    if (!report.steps().isEmpty()) {
      return report.steps().get(0).before().rules();
    }
    // Its first step stopped it (an order that cannot be read): set up again, only to ask.
    try {
      return CaseRunner.start(report.text()).rules();
    } catch (CaseError e) {
      return null;
    }
  }

  /** A written setting, an edition with what it is. */
  private static String inWords(String setting) {
    int eq = setting.indexOf('=');
    if (eq > 0 && setting.substring(0, eq).trim().equalsIgnoreCase("edition")) {
      try {
        return setting + " (" + Edition.named(setting.substring(eq + 1)).description() + ")";
      } catch (IllegalArgumentException e) {
        return setting;
      }
    }
    return setting;
  }

  private static ImmutableList<Setting> departures(RuleOptions inForce) {
    ImmutableList.Builder<Setting> b = ImmutableList.builder();
    for (RuleOption<?> option : RuleOption.ALL) {
      RuleChoice value = valueIn(inForce, option);
      if (value != option.defaultValue()) {
        String section = option.datc().isEmpty() ? "" : " (DATC " + option.datc() + ")";
        b.add(new Setting(option.name() + "=" + value.value(),
            option.decides() + section + ": " + value.description()));
      }
    }
    if (inForce.lastYear() > 0) {
      b.add(new Setting("last-year=" + inForce.lastYear(), "the game ends after the Fall turn of "
          + inForce.lastYear() + ": the most centres win, and a tie for the most is shared"));
    }
    return b.build();
  }

  private static <V extends Enum<V> & RuleChoice> RuleChoice valueIn(RuleOptions options, RuleOption<V> option) {
    return options.get(option);
  }
}
