package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Power;
import dev.dipadj.order.Order;
import dev.dipadj.rules.UnreadableOrdersRule;
import dev.dipadj.text.MapNames;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** How a {@link Game} reads order texts: for a judge, refusing orders of another phase; or as given. */
final class OrderReading {
  private OrderReading() {}

  /** Each text an order of the phase, or an error naming it; no text costs another. */
  static ReadOrders read(Game game, String name, List<String> texts) {
    Objects.requireNonNull(texts, "texts");
    Power power = game.power(name);
    OrderParser parser = new OrderParser(game.variant().map());
    ImmutableList.Builder<Order> orders = ImmutableList.builder();
    ImmutableList.Builder<OrderError> errors = ImmutableList.builder();
    for (int i = 0; i < texts.size(); i++) {
      String text = Objects.requireNonNull(texts.get(i), "texts[" + i + "]");
      try {
        Order o = parser.parse(power, text, game.phase().type());
        String refusal = PhaseOrders.refusal(o, game.phase(), game.variant());
        if (refusal == null) {
          orders.add(o);
        } else {
          errors.add(new OrderError(i, text, refusal, ""));
        }
      } catch (OrderSyntaxException e) {
        errors.add(new OrderError(i, text, e.reason(), e.token()));
      }
    }
    return new ReadOrders(orders.build(), errors.build());
  }

  /** The orders of the texts, or the first failure (unreadable ones left out under unreadable-orders=ignore). */
  static List<Order> orThrow(Game game, String power, String[] texts) throws OrderSyntaxException {
    Objects.requireNonNull(power, "power");
    Objects.requireNonNull(texts, "texts");
    Power p = power(game, power);
    OrderParser parser = new OrderParser(game.variant().map());
    List<Order> out = new ArrayList<>(texts.length);
    for (int i = 0; i < texts.length; i++) {
      String text = Objects.requireNonNull(texts[i], "texts[" + i + "]");
      Order o;
      try {
        o = parser.parse(p, text, game.phase().type());
      } catch (OrderSyntaxException e) {
        if (game.rules().unreadableOrders() == UnreadableOrdersRule.IGNORE) {
          continue;
        }
        throw e.inBatch(i, text);
      }
      String refusal = PhaseOrders.refusal(o, game.phase(), game.variant());
      if (refusal != null) {
        throw new OrderSyntaxException(refusal, "").inBatch(i, text);
      }
      out.add(o);
    }
    return out;
  }

  /** One order as a case file or a record gives it, of any phase; empty when the rules ignore an unreadable one. */
  static Optional<Order> asGiven(Game game, String power, String text) throws OrderSyntaxException {
    Objects.requireNonNull(power, "power");
    Objects.requireNonNull(text, "text");
    try {
      return Optional.of(new OrderParser(game.variant().map()).parse(power(game, power), text, game.phase().type()));
    } catch (OrderSyntaxException e) {
      if (game.rules().unreadableOrders() == UnreadableOrdersRule.IGNORE) {
        return Optional.empty();
      }
      throw e;
    }
  }

  /** A power as the texts name it, or an error naming the known ones. */
  private static Power power(Game game, String name) throws OrderSyntaxException {
    try {
      return MapNames.power(game.variant().map(), name);
    } catch (IllegalArgumentException e) {
      throw new OrderSyntaxException(e.getMessage(), name);
    }
  }
}
