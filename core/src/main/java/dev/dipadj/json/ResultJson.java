package dev.dipadj.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.map.GameMap;
import dev.dipadj.order.Order;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.result.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The result of an order as JSON: the order ({@link OrderJson}), the outcome's word
 * ({@code succeeds}, {@code fails}, {@code illegal}) and, unless it succeeded, the reason: its
 * kind's word, its words, and its data (the units involved and the strengths compared).
 */
public final class ResultJson {
  private static final Set<String> FIELDS = Set.of("order", "outcome", "reason");

  private ResultJson() {}

  /**
   * The result as a JSON tree.
   *
   * @param result the result
   * @return {@code {"order": …, "outcome": …, "reason": …}}
   */
  public static ObjectNode toJson(OrderResult result) {
    Objects.requireNonNull(result, "result");
    ObjectNode o = Json.object();
    o.set("order", OrderJson.toJson(result.order()));
    o.put("outcome", result.outcome().word());
    if (result.reason() != Reason.NONE) {
      o.set("reason", ReasonJson.write(result.reason()));
    }
    return o;
  }

  /**
   * Results as a JSON array.
   *
   * @param results the results
   * @return an array of {@link #toJson(OrderResult)} trees
   */
  public static ArrayNode toJson(List<OrderResult> results) {
    Objects.requireNonNull(results, "results");
    ArrayNode a = Json.array();
    for (OrderResult r : results) {
      a.add(toJson(r));
    }
    return a;
  }

  /**
   * The result as indented JSON text.
   *
   * @param result the result
   * @return the JSON text
   */
  public static String write(OrderResult result) {
    return Json.write(toJson(result));
  }

  /**
   * Reads one result.
   *
   * @param json JSON text of one result
   * @param map the variant's map
   * @return the result, equal to the one written
   * @throws JsonFormatException naming the path and value of what cannot be read
   */
  public static OrderResult read(String json, GameMap map) throws JsonFormatException {
    Objects.requireNonNull(map, "map");
    return read(Json.parse(json), map);
  }

  /**
   * Reads one result from a JSON tree.
   *
   * @param json the tree
   * @param map the variant's map
   * @return the result
   * @throws JsonFormatException naming the path and value of what cannot be read
   */
  public static OrderResult fromJson(JsonNode json, GameMap map) throws JsonFormatException {
    Objects.requireNonNull(map, "map");
    return read(JsonInput.root(json), map);
  }

  static List<OrderResult> readList(JsonInput in, GameMap map) throws JsonFormatException {
    List<OrderResult> out = new ArrayList<>();
    for (JsonInput r : in.elements()) {
      out.add(read(r, map));
    }
    return out;
  }

  static OrderResult read(JsonInput in, GameMap map) throws JsonFormatException {
    in.object(FIELDS);
    Order order = OrderJson.read(in.field("order"), map);
    JsonInput outcomeField = in.field("outcome");
    Outcome outcome = PhaseJson.pick(Outcome.values(), outcomeField);
    var reasonField = in.optional("reason");
    Reason reason = reasonField.isEmpty() ? Reason.NONE : ReasonJson.read(reasonField.get(), map);
    if ((outcome == Outcome.SUCCEEDS) != (reason == Reason.NONE)
        || (outcome == Outcome.ILLEGAL) != (reason instanceof Reason.Illegal)) {
      throw in.error("the outcome '" + outcome.word() + "' does not go with "
          + (reason == Reason.NONE ? "no reason" : "the reason '" + ReasonJson.kind(reason.kind()) + "'"));
    }
    return new OrderResult(order, outcome, reason);
  }
}
