package dev.dipadj.oracle;

/**
 * The oracle's values of one consistent assignment, per unit (numbered as in {@link
 * BoardOrders}): whether its decision succeeds, the strengths of DATC 5.B.5–5.B.8, and which
 * attacks cut which supports (5.B.2, the attack's own condition, whether or not it dislodges).
 *
 * @param succeeds per unit, its decision (false where it has none)
 * @param attack per moving unit its attack strength (5.B.8), else -1
 * @param prevent per moving unit its prevent strength (5.B.6), else -1
 * @param defend per moving unit its defend strength (5.B.7), else -1
 * @param hold per unit the hold strength of its province (5.B.5)
 * @param cuts {@code cuts[s][k]}: whether unit k's move into supporter s's province cuts its support
 */
record OracleStrengths(boolean[] succeeds, int[] attack, int[] prevent, int[] defend, int[] hold, boolean[][] cuts) {}
