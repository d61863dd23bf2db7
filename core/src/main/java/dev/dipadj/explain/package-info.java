/**
 * Why each order of a movement phase had its outcome, as data: the derivation of every
 * ruling, down to the units that make up each strength.
 *
 * <p>Design. A {@link dev.dipadj.explain.Derivation} is built only when asked, by {@code
 * MovementResolver.explain}, from the decisions the resolver has just settled (DATC 5.C and
 * 5.F): each strength of DATC 5.B is read again from the settled verdicts with the units that
 * make it up, never adjudicated a second time. The one thing the settled tables forget is how
 * a cycle was found and settled; the resolver writes that down (members, the two guesses
 * tried, the backup rule) only when explaining, so that plain {@code resolve} does and
 * allocates nothing more. Every order has one {@link dev.dipadj.explain.OrderDerivation}: a
 * {@link dev.dipadj.explain.MoveDerivation} (its attack against the prevent, defend or hold
 * strengths it met, and its path), a {@link dev.dipadj.explain.SupportDerivation} (the
 * attacks on the supporter and why each cut or did not), a {@link
 * dev.dipadj.explain.ConvoyDerivation}, a {@link dev.dipadj.explain.HoldDerivation}, or an
 * {@link dev.dipadj.explain.OtherDerivation} for what has nothing to weigh (an illegal or
 * unmatched order). A {@link dev.dipadj.explain.Paradox} is a cycle the backup rule settled
 * (DATC 5.B.9). Wherever a rule option decided something it is named ({@link
 * dev.dipadj.rules.RuleChoice}). {@link dev.dipadj.explain.DerivationWords} prints a
 * derivation as a short text a player can follow, {@link dev.dipadj.explain.DerivationDot} as
 * a Graphviz graph of decisions and dependencies, and {@code dev.dipadj.json.DerivationJson} as
 * JSON: all three read the same records.
 */
package dev.dipadj.explain;
