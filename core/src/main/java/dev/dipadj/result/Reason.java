package dev.dipadj.result;

import dev.dipadj.map.Location;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.ConvoyParadoxRule;
import java.util.Arrays;

/**
 * Why an order had its outcome, as data: the kind of cause ({@link #kind()}, one word of the
 * case format), the units involved and the strengths compared. The deciding code of each
 * phase returns these; {@link #words()} makes the sentence a person reads, and only when
 * asked.
 */
public sealed interface Reason {
  /** Nothing to explain: the order succeeded. */
  Reason NONE = new Succeeded();

  /**
   * The kind of cause; its {@link ReasonKind#word()} goes into a {@code results} line.
   *
   * @return the kind
   */
  ReasonKind kind();

  /**
   * The cause in words, without the kind's word: {@code A Mun (1) against A Boh (1)}.
   *
   * @return the words
   */
  String words();

  /**
   * The kind's word and the words, {@code bounced: A Mun (1) against A Boh (1)}; for an
   * illegal order what is wrong with it, and for an order that succeeded {@code succeeded}.
   * Never empty, and without a space at either end, so that it can stand after an outcome.
   *
   * @return the kind's word, a colon and the words
   */
  default String describe() {
    String word = kind().word();
    String words = words().strip();
    if (words.isEmpty()) {
      return word;
    }
    return word.isEmpty() ? words : word + ": " + words;
  }

  /** The order did what it said. */
  record Succeeded() implements Reason {
    @Override public ReasonKind kind() { return ReasonKind.NONE; }
    @Override public String words() { return ""; }
    @Override public String describe() { return "succeeded"; }
  }

  /**
   * The order cannot be given as written: the kind of fault ({@code reason}, a word of the
   * case format) and what is wrong with this order in words ({@code why}).
   *
   * @param reason the kind of fault
   * @param why what is wrong with the order, in words
   */
  record Illegal(IllegalReason reason, String why) implements Reason {
    /**
     * Checks that both parts are there.
     *
     * @param reason the kind of fault
     * @param why what is wrong with the order, in words
     */
    public Illegal {
      java.util.Objects.requireNonNull(reason, "reason");
      java.util.Objects.requireNonNull(why, "why");
    }

    @Override public ReasonKind kind() { return ReasonKind.ILLEGAL; }
    @Override public String words() { return why; }
    @Override public String describe() { return why.isBlank() ? "illegal" : why.strip(); }
  }

  /**
   * A support or convoy whose unit did something else: it moved to {@code movedTo}, or did
   * not move (null).
    *
    * @param other the supported or convoyed unit
    * @param movedTo where it moved, or null
   */
  record NotMatched(Unit other, Location movedTo) implements Reason {
    @Override public ReasonKind kind() { return ReasonKind.NOT_MATCHED; }
    @Override public String words() {
      return other.describe() + (movedTo == null ? " does not move" : " moves to " + movedTo);
    }
  }

  /**
   * Failed by the convoy-paradox rule in force.
   *
   * @param rule the rule
   */
  record Paradox(ConvoyParadoxRule rule) implements Reason {
    private static final Paradox[] BY_RULE =
        Arrays.stream(ConvoyParadoxRule.values()).map(Paradox::new).toArray(Paradox[]::new);

    /**
     * The one reason for each rule: it holds nothing else.
     *
     * @param rule the convoy-paradox rule that decided
     * @return the reason
     */
    public static Paradox of(ConvoyParadoxRule rule) {
      return BY_RULE[rule.ordinal()];
    }

    @Override public ReasonKind kind() { return ReasonKind.PARADOX; }
    @Override public String words() { return "a convoy paradox, settled by the " + rule.value() + " rule"; }
  }

  /**
   * A move without a path to {@code destination}: no route of convoying fleets holds (or, for
   * an army along a railroad, the line is out at a centre its power does not own), or
   * ({@code wrongCoast}) the fleet is not on the coast its order names and cannot get there.
    *
    * @param mover the moving unit
    * @param destination where it was ordered
    * @param wrongCoast whether the fleet stands on the wrong coast
   */
  record NoRoute(Unit mover, Location destination, boolean wrongCoast) implements Reason {
    @Override public ReasonKind kind() { return ReasonKind.NO_ROUTE; }
    @Override public String words() {
      return wrongCoast
          ? mover.describe() + " cannot reach " + destination + " from the coast it stands on"
          : "no route holds from " + mover.location().province() + " to " + destination
              + " (no chain of convoying fleets, or a railroad out at a centre its power does not own)";
    }
  }

  /**
   * A standoff: {@code rival}, moving to the same place, prevents with at least the attack.
   *
   * @param mover the moving unit
   * @param attack its attack strength
   * @param rival the unit moving to the same place
   * @param prevent the rival's prevent strength
   */
  record Bounced(Unit mover, int attack, Unit rival, int prevent) implements Reason {
    @Override public ReasonKind kind() { return ReasonKind.BOUNCED; }
    @Override public String words() {
      return mover.describe() + " (" + attack + ") against " + rival.describe() + " (" + prevent + ")";
    }
  }

  /**
   * Lost to {@code opponent}, moving the other way, whose defence was at least the attack.
   *
   * @param mover the moving unit
   * @param attack its attack strength
   * @param opponent the unit moving the other way
   * @param defend the opponent's defend strength
   */
  record HeadToHead(Unit mover, int attack, Unit opponent, int defend) implements Reason {
    @Override public ReasonKind kind() { return ReasonKind.HEAD_TO_HEAD; }
    @Override public String words() {
      return mover.describe() + " (" + attack + ") against " + opponent.describe() + " (" + defend + ")";
    }
  }

  /**
   * The unit in the target stays and belongs to the mover's own power ({@code samePower}) or side.
   *
   * @param mover the moving unit
   * @param stays the unit that stays in the target
   * @param samePower whether that unit is of the mover's own power (not only its side)
   */
  record OwnUnit(Unit mover, Unit stays, boolean samePower) implements Reason {
    @Override public ReasonKind kind() { return ReasonKind.OWN_UNIT; }
    @Override public String words() {
      return mover.describe() + " may not dislodge " + stays.describe()
          + (samePower ? " of its own power" : ", a unit of its own player");
    }
  }

  /**
   * The unit in the target stays and holds with at least the attack.
   *
   * @param mover the moving unit
   * @param attack its attack strength
   * @param holder the unit that holds
   * @param hold its hold strength
   */
  record Held(Unit mover, int attack, Unit holder, int hold) implements Reason {
    @Override public ReasonKind kind() { return ReasonKind.HELD; }
    @Override public String words() {
      return mover.describe() + " (" + attack + ") against " + holder.describe() + " (" + hold + ")";
    }
  }

  /**
   * A support cut by the attack of {@code by}.
   *
   * @param by the attacking unit
   */
  record Cut(Unit by) implements Reason {
    @Override public ReasonKind kind() { return ReasonKind.CUT; }
    @Override public String words() { return "by " + by.describe(); }
  }

  /**
   * The unit was dislodged by {@code by}, attacking with {@code attack}.
   *
   * @param by the attacking unit
   * @param attack its attack strength
   */
  record Dislodged(Unit by, int attack) implements Reason {
    @Override public ReasonKind kind() { return ReasonKind.DISLODGED; }
    @Override public String words() { return "by " + by.describe() + " (" + attack + ")"; }
  }

  /**
   * A retreat to a place another unit retreats to as well: both are disbanded.
   *
   * @param place the place
   */
  record RetreatBounced(Location place) implements Reason {
    @Override public ReasonKind kind() { return ReasonKind.BOUNCED; }
    @Override public String words() { return "another unit retreats to " + place.province() + "; both are disbanded"; }
  }
}
