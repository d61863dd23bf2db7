/**
 * Positions, orders, results, adjudicated phases and whole saved games as JSON, both ways,
 * with Jackson. Each document has one class ({@link dev.dipadj.json.PositionJson},
 * {@link dev.dipadj.json.OrderJson}, {@link dev.dipadj.json.ResultJson},
 * {@link dev.dipadj.json.PhaseOutcomeJson}, {@link dev.dipadj.json.GameJson}) with
 * {@code write}/{@code read} for text and {@code toJson}/{@code fromJson} for Jackson trees;
 * a movement phase's derivation ({@link dev.dipadj.json.DerivationJson}) is written only.
 * Reading is input at the edge: anything wrong is a {@link dev.dipadj.json.JsonFormatException}
 * naming the path in the document and the value found. {@code docs/json.md} describes every
 * document field by field.
 */
package dev.dipadj.json;
