package dev.dipadj.result;

import java.util.Locale;
import java.util.Optional;

/**
 * Why an order failed, as one word of the case format. A failed order names the first kind
 * that applies, in the order of these constants, among the kinds its order can have:
 * support and convoy {@code not-matched}; move, support and convoy {@code paradox}; move
 * {@code no-route}, {@code bounced}, {@code head-to-head}, {@code own-unit}, {@code held};
 * support {@code cut}; support, convoy and hold {@code dislodged}; retreat {@code bounced}.
 * Succeeding and illegal orders have no word.
 */
public enum ReasonKind {
  /** The order succeeded: nothing to explain. */
  NONE,
  /** The order could not be given as written; its words say why. */
  ILLEGAL,
  /** The supported or convoyed unit did not give the matching order. */
  NOT_MATCHED,
  /** Settled as failed by the convoy-paradox rule in force. */
  PARADOX,
  /** A move with no path: no convoy route holds, or the unit cannot go there from where it stands. */
  NO_ROUTE,
  /** Another move into the same place prevents it (a standoff), or another retreat goes there too. */
  BOUNCED,
  /** Lost a head-to-head battle against the unit moving the other way. */
  HEAD_TO_HEAD,
  /** The unit in the target stays and this move may not dislodge it (its own power's or side's). */
  OWN_UNIT,
  /** The unit in the target stays and holds at least as strongly as this move attacks. */
  HELD,
  /** A support cut by an attack from a province other than the one it supports into. */
  CUT,
  /** The unit was dislodged. */
  DISLODGED;

  private static final ReasonKind[] ALL = values();

  private final String word =
      ordinal() <= 1 ? "" : name().toLowerCase(Locale.ROOT).replace('_', '-');

  /**
   * The word in a {@code results} line ({@code head-to-head}); empty for NONE and ILLEGAL.
   *
   * @return the word
   */
  public String word() {
    return word;
  }

  /**
   * The kind a word names, if it names one (case-insensitive).
   *
   * @param word the word
   * @return the kind, or empty when the word names none
   */
  public static Optional<ReasonKind> ofWord(String word) {
    for (ReasonKind k : ALL) {
      if (!k.word().isEmpty() && k.word().equalsIgnoreCase(word)) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }
}
