package dev.dipadj.variants;

import dev.dipadj.map.Names;
import com.google.common.collect.ImmutableList;
import dev.dipadj.variant.VictoryRules;
import java.util.ArrayList;
import java.util.List;

/**
 * The words of the lines of a variant file that say how the game is won besides the solo
 * count: {@code solo N [N2 ...] [ties-play-on]} and {@code lead FIRST [shrinking STEP a year to
 * LEAST]}.
 * A misuse is an {@link IllegalArgumentException} with the reason, which the reader gives the
 * file and line.
 */
final class VictoryLines {
  /** The word after the solo count that makes a tie at the top play on. */
  static final String TIES_PLAY_ON = "ties-play-on";
  private boolean tiesPlayOn;
  private int lead;
  private int step;
  private int least;
  private ImmutableList<Integer> soloByYear = ImmutableList.of();

  /**
   * The words after the first count of a {@code solo} line: more counts, one a year after the
   * first (the last holds for the years after), then nothing or {@code ties-play-on}; returns
   * the largest count, for the reader to check against the map.
   */
  int soloWords(int first, List<String> words) {
    List<Integer> counts = new ArrayList<>(List.of(first));
    int k = 0;
    while (k < words.size() && !words.get(k).isEmpty() && words.get(k).chars().allMatch(Character::isDigit)) {
      counts.add(positive(words.get(k), "a solo count"));
      k++;
    }
    List<String> rest = words.subList(k, words.size());
    if (rest.size() > 1 || (rest.size() == 1 && !Names.lowerCase(rest.get(0)).equals(TIES_PLAY_ON))) {
      throw new IllegalArgumentException("expected 'solo N [N2 ...]' or 'solo N [N2 ...] " + TIES_PLAY_ON + "'");
    }
    tiesPlayOn = rest.size() == 1;
    soloByYear = counts.size() > 1 ? ImmutableList.copyOf(counts) : ImmutableList.of();
    return counts.stream().mapToInt(Integer::intValue).max().orElseThrow();
  }

  /**
   * The words after {@code lead}: {@code FIRST}, or {@code FIRST shrinking STEP a year to
   * LEAST}; returns the first year's lead, for the reader to check against the map.
   */
  int lead(List<String> words) {
    String expected = "expected 'lead N' or 'lead N shrinking STEP a year to LEAST'";
    if (words.size() != 1 && !(words.size() == 7 && shrinking(words))) {
      throw new IllegalArgumentException(expected);
    }
    int first = positive(words.get(0), "a lead");
    int by = words.size() == 1 ? 0 : positive(words.get(2), "the lead shrinks by");
    int to = words.size() == 1 ? first : positive(words.get(6), "the lead shrinks to");
    if (to > first) {
      throw new IllegalArgumentException("the lead shrinks to " + to + ", more than the " + first + " it starts at");
    }
    lead = first;
    step = by;
    least = to;
    return first;
  }

  private static boolean shrinking(List<String> w) {
    return w.get(1).equalsIgnoreCase("shrinking") && w.get(3).equalsIgnoreCase("a")
        && w.get(4).equalsIgnoreCase("year") && w.get(5).equalsIgnoreCase("to");
  }

  private static int positive(String word, String what) {
    int n;
    try {
      n = Integer.parseInt(word);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("expected a number, found '" + word + "'");
    }
    if (n < 1) {
      throw new IllegalArgumentException(what + " " + n + ": it must be at least 1");
    }
    return n;
  }

  /** The victory rules the lines gave. */
  VictoryRules build() {
    return new VictoryRules(tiesPlayOn, lead, step, least, soloByYear);
  }
}
