/**
 * The game JSON of Diplomacy research (MILA's {@code diplomacy} package, the engine of the
 * Cicero and no-press bots): reading and writing games in it ({@link dev.dipadj.gamejson.RecordedGames}),
 * turning its states into dipadj games and back ({@link dev.dipadj.gamejson.Boards}), and
 * re-adjudicating a recorded game phase by phase ({@link dev.dipadj.gamejson.Replay}).
 * Orders in its notation are read by {@link dev.dipadj.text.OrderParser} and written by
 * {@link dev.dipadj.gamejson.Notation}.
 */
package dev.dipadj.gamejson;
