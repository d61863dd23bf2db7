package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.order.Order;
import dev.dipadj.rules.UnreadableOrdersRule;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.text.OrderWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Sends some orders through text, as a player would give them ({@link Game#read}): an order
 * written by {@link OrderWriter} must read back (the parser may normalize it, e.g. drop an
 * army's coast, so only that it reads is checked); and now and then a mangled text is
 * added, which must either read or be refused as the game's {@code unreadable-orders}
 * option says (left out, or an {@link OrderSyntaxException}), never crash.
 */
final class TextRoute {
  /** The orders after the detour, and what went wrong on it. */
  record Routed(List<Order> orders, List<Violation> violations) {}

  private TextRoute() {}

  static Routed apply(Game game, List<Order> orders, Dice dice) {
    List<Order> out = new ArrayList<>();
    List<Violation> violations = new ArrayList<>();
    for (Order o : orders) {
      if (!dice.percent(10)) {
        out.add(o);
        continue;
      }
      String text = OrderWriter.write(o);
      try {
        Optional<Order> read = game.readAsGiven(o.power().name(), text);
        if (read.isEmpty()) {
          violations.add(new Violation("text.round-trip", "'" + text + "' (" + o + ") was left out as unreadable"));
        }
        out.add(read.orElse(o));
      } catch (OrderSyntaxException e) {
        violations.add(new Violation("text.round-trip", "'" + text + "' (" + o + ") cannot be read: " + e.getMessage()));
        out.add(o);
      } catch (RuntimeException e) {
        violations.add(Exceptions.violation("reading '" + text + "'", e));
        out.add(o);
      }
    }
    if (!orders.isEmpty() && dice.percent(10)) {
      Order o = dice.pick(orders);
      String text = mangle(OrderWriter.write(o), dice);
      try {
        game.readAsGiven(o.power().name(), text).ifPresent(out::add);
      } catch (OrderSyntaxException e) {
        if (game.rules().unreadableOrders() == UnreadableOrdersRule.IGNORE) {
          violations.add(new Violation("text.unreadable-ignored", "'" + text + "' threw under unreadable-orders=ignore: " + e.getMessage()));
        }
      } catch (RuntimeException e) {
        violations.add(Exceptions.violation("reading '" + text + "'", e));
      }
    }
    return new Routed(out, violations);
  }

  /** The text cut short, with one character dropped, doubled or replaced, or with nonsense added. */
  private static String mangle(String text, Dice dice) {
    int i = dice.below(text.length());
    switch (dice.below(7)) {
      case 4:
        return text.substring(0, i);
      case 5:
        return dice.pick(List.of("", "   ", "-", "A", "F /nc", "Build", "S", "via convoy", "Spa(", "(nc)", "\u00e9\t"));
      case 6:
        return text.substring(0, i) + dice.pick(List.of("(", "/", "(north", " coast)", " S ", " C ", " via", "->"))
            + text.substring(i);
      case 0:
        return text.substring(0, i) + text.substring(i + 1);
      case 1:
        return text.substring(0, i) + text.charAt(i) + text.substring(i);
      case 2:
        return text.substring(0, i) + "-/( SCx".charAt(dice.below(7)) + text.substring(i + 1);
      default:
        return text + (dice.percent(50) ? " please" : " - - ");
    }
  }
}
