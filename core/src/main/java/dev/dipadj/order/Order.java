package dev.dipadj.order;

import dev.dipadj.map.Power;

/**
 * An order as a player wrote it, for any phase. A unit's type may be left out ({@link
 * UnitDesignation#OMITTED}); the type letter is never needed to find a unit (DATC 4.C.1,
 * 4.C.2). Every order's {@code toString} is its text in the short form the order parser reads
 * back ({@code A Par - Bur}, {@code Build F StP/nc}), without the power.
 *
 * <p>Code that treats each kind of order its own way does it through a {@link Visitor}: one
 * method per kind, so that a new kind of order does not compile until every such place
 * handles it.
 */
public sealed interface Order
    permits UnitOrder, Build, Waive, CanalPermission {
  /**
   * The power that gave the order.
   *
   * @return the power
   */
  Power power();

  /**
   * Calls the visitor's method for this kind of order.
   *
   * @param <R> what the visitor returns
   * @param <A> what the visitor is given beside the order
   * @param visitor the visitor
   * @param argument passed on to it (null where it takes none)
   * @return what the visitor's method returns
   */
  <R, A> R accept(Visitor<R, A> visitor, A argument);

  /**
   * One method per kind of order, each given the order and the caller's argument: whatever
   * treats each kind its own way implements it (a stateless one as a constant, so that a
   * visit allocates nothing).
   *
   * @param <R> what each method returns
   * @param <A> what each method is given beside the order ({@link Void} for nothing)
   */
  interface Visitor<R, A> {
    /**
     * A hold.
     *
     * @param order the order
     * @param argument the caller's argument
     * @return the visitor's answer
     */
    R hold(Hold order, A argument);

    /**
     * A move.
     *
     * @param order the order
     * @param argument the caller's argument
     * @return the visitor's answer
     */
    R move(Move order, A argument);

    /**
     * A support to hold.
     *
     * @param order the order
     * @param argument the caller's argument
     * @return the visitor's answer
     */
    R supportHold(SupportHold order, A argument);

    /**
     * A support to move.
     *
     * @param order the order
     * @param argument the caller's argument
     * @return the visitor's answer
     */
    R supportMove(SupportMove order, A argument);

    /**
     * A convoy.
     *
     * @param order the order
     * @param argument the caller's argument
     * @return the visitor's answer
     */
    R convoy(Convoy order, A argument);

    /**
     * A retreat.
     *
     * @param order the order
     * @param argument the caller's argument
     * @return the visitor's answer
     */
    R retreat(Retreat order, A argument);

    /**
     * A disband, in a retreat or an adjustment phase.
     *
     * @param order the order
     * @param argument the caller's argument
     * @return the visitor's answer
     */
    R disband(Disband order, A argument);

    /**
     * A build.
     *
     * @param order the order
     * @param argument the caller's argument
     * @return the visitor's answer
     */
    R build(Build order, A argument);

    /**
     * A conversion.
     *
     * @param order the order
     * @param argument the caller's argument
     * @return the visitor's answer
     */
    R convert(Convert order, A argument);

    /**
     * A waived build.
     *
     * @param order the order
     * @param argument the caller's argument
     * @return the visitor's answer
     */
    R waive(Waive order, A argument);

    /**
     * A power's permission for a fleet to pass a canal.
     *
     * @param order the order
     * @param argument the caller's argument
     * @return the visitor's answer
     */
    R canalPermission(CanalPermission order, A argument);
  }
}
