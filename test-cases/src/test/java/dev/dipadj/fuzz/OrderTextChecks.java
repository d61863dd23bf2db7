package dev.dipadj.fuzz;

import dev.dipadj.fuzz.OrderTextSpellings.Sample;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.game.ReadOrders;
import dev.dipadj.order.Order;
import dev.dipadj.result.OrderResult;
import dev.dipadj.rules.UnreadableOrdersRule;
import dev.dipadj.text.OrderSyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What must hold for one order text; each broken rule is a problem with a signature that
 * names the kind of failure and not the input, so that equal failures group together and
 * an input can be shrunk while its signature stays.
 *
 * <ul>
 *   <li>The parser returns an order or throws {@link OrderSyntaxException}: nothing else.
 *   <li>{@link Game#readAsGiven} agrees with the parser (the order, or under {@code
 *       unreadable-orders=ignore} nothing, or the same exception); {@code Game.read} and
 *       {@link Game#ordersOrThrow} give the same order, or refuse one of another phase.
 *   <li>A parsed order adjudicated alone in a game of its phase yields one result for it
 *       (succeeds, fails or illegal) and no exception.
 *   <li>A well-formed order reads as the order it spells; one with a made-up nationality
 *       ({@code S Turkzy A Bur}) is rejected.
 *   <li>A text is not read as an order when it holds a control character other than the
 *       whitespace that separates words (a NUL is not a space, and dropping it silently hides
 *       a corrupted order), nor when it holds a non-ASCII character other than a space: every
 *       name and keyword of the maps is ASCII, so such a character was misread (the KELVIN
 *       SIGN read as {@code K}) or ignored.
 * </ul>
 */
final class OrderTextChecks {
  private OrderTextChecks() {}

  /** What became of one text, and the problems it showed. */
  record Result(Order order, OrderResult adjudicated, List<Problem> problems) {}

  /**
   * A broken rule: the signature groups it; {@code needsExpectation} tells whether it rests
   * on what the generator meant (then the input cannot be shrunk as plain text).
   */
  record Problem(String signature, String detail, boolean needsExpectation) {}

  static Result check(Sample s) {
    List<Problem> problems = new ArrayList<>();
    Order order = null;
    OrderSyntaxException rejected = null;
    try {
      order = s.board().parser().parse(s.power(), s.text(), s.phase());
      if (order == null) {
        problems.add(new Problem("the parser returns null", "", false));
      }
    } catch (OrderSyntaxException e) {
      rejected = e;
      if (e.token() == null || e.getMessage() == null) {
        problems.add(new Problem("OrderSyntaxException without a message or token", String.valueOf(e), false));
      }
    } catch (RuntimeException | StackOverflowError e) {
      problems.add(new Problem("the parser throws " + describe(e), trace(e), false));
      return new Result(null, null, problems);
    }
    Game game = s.board().games().get(s.phase());
    checkRead(s, game, order, rejected, problems);
    if (order == null) {
      if (s.expected() != null) {
        // A nationality word the parser does not know is its own fault, apart from other unknown words.
        String token = rejected.token().toLowerCase(Locale.ROOT);
        boolean nationality = OrderTextSpellings.ADJECTIVES.values().stream().anyMatch(a -> a.equalsIgnoreCase(token));
        problems.add(new Problem("rejects a well-formed order: " + rejected.getMessage()
                + (nationality ? " (the nationality '" + token + "')" : ""),
            "expected " + s.expected() + "; rejected at '" + TextFuzzChars.escape(rejected.token()) + "'", true));
      }
      return new Result(null, null, problems);
    }
    if (s.reject()) {
      problems.add(new Problem("accepts a word after S/C that is no power and no nationality",
          s.origin() + " read as " + order, true));
    }
    if (s.expected() != null && !s.expected().equals(order)) {
      problems.add(new Problem("misreads a well-formed " + s.expected().getClass().getSimpleName(),
          "expected " + s.expected() + "\n    read     " + order, true));
    }
    String text = s.text();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isISOControl(c) && " \t\n\u000B\f\r".indexOf(c) < 0) {
        problems.add(new Problem("accepts a text with a control character (that is not a separating space)",
            String.format("U+%04X read as %s", (int) c, order), false));
        break;
      }
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c > 0x7F && !Character.isISOControl(c) && !Character.isWhitespace(c) && !Character.isSpaceChar(c)) {
        // Two different faults: a letter that lower-cases to ASCII is misread; anything else was ignored.
        boolean lowersToAscii = String.valueOf(c).toLowerCase(Locale.ROOT).chars().allMatch(x -> x < 0x80);
        problems.add(new Problem(lowersToAscii
                ? "reads a non-ASCII letter as the ASCII letter it lower-cases to"
                : "accepts a text with a non-ASCII character that it ignores",
            String.format("U+%04X read as %s", (int) c, order), false));
        break;
      }
    }
    OrderResult result = adjudicate(game, order, problems);
    return new Result(order, result, problems);
  }

  /** Game.readAsGiven must give the parser's order, or the parser's rejection as the rules say. */
  private static void checkRead(Sample s, Game game, Order order, OrderSyntaxException rejected,
      List<Problem> problems) {
    Optional<Order> read;
    try {
      read = game.readAsGiven(s.power().name(), s.text());
    } catch (OrderSyntaxException e) {
      if (order != null || game.rules().unreadableOrders() == UnreadableOrdersRule.IGNORE) {
        problems.add(new Problem("Game.readAsGiven throws where the parser does not", e.getMessage(), false));
      }
      return;
    } catch (RuntimeException | StackOverflowError e) {
      problems.add(new Problem("Game.readAsGiven throws " + describe(e), trace(e), false));
      return;
    }
    boolean agrees = order != null ? read.equals(Optional.of(order))
        : read.isEmpty() && game.rules().unreadableOrders() == UnreadableOrdersRule.IGNORE;
    if (!agrees) {
      problems.add(new Problem("Game.readAsGiven disagrees with the parser",
          "parser " + (order != null ? order : "rejects: " + rejected.getMessage()) + ", read " + read, false));
    }
    // Game.read and Game.ordersOrThrow, with the power's name in capitals (names are read in
    // any case), give the same order, or refuse it as an order of another phase (issue 18, item 7).
    ReadOrders judged;
    try {
      judged = game.read(s.power().name().toUpperCase(Locale.ROOT), s.text());
    } catch (RuntimeException | StackOverflowError e) {
      problems.add(new Problem("Game.read throws " + describe(e), trace(e), false));
      return;
    }
    boolean refused = read.isPresent() && judged.orders().isEmpty() && judged.errors().size() == 1
        && judged.errors().get(0).reason().contains(", and " + game.phase() + " takes only ");
    if (!refused && !judged.orders().equals(read.map(List::of).orElse(List.of()))) {
      problems.add(new Problem("Game.read disagrees with Game.readAsGiven", judged + " vs " + read, false));
    }
    try {
      List<Order> orders = game.ordersOrThrow(s.power().name().toUpperCase(Locale.ROOT), s.text());
      if (refused || !orders.equals(judged.orders())) {
        problems.add(new Problem("Game.ordersOrThrow disagrees with Game.read", orders + " vs " + judged, false));
      }
    } catch (OrderSyntaxException e) {
      if (judged.allRead()) {
        problems.add(new Problem("Game.ordersOrThrow throws where Game.read reads", e.getMessage(), false));
      }
    } catch (RuntimeException | StackOverflowError e) {
      problems.add(new Problem("Game.ordersOrThrow throws " + describe(e), trace(e), false));
    }
  }

  private static OrderResult adjudicate(Game game, Order order, List<Problem> problems) {
    PhaseOutcome outcome;
    try {
      outcome = game.adjudicateAsGiven(List.of(order));
    } catch (RuntimeException | StackOverflowError e) {
      problems.add(new Problem("adjudicating a " + order.getClass().getSimpleName() + " in a "
          + game.phase().type() + " phase throws " + describe(e), order + "\n" + trace(e), false));
      return null;
    }
    List<OrderResult> results = outcome.results();
    if (results.size() != 1 || !order.equals(results.get(0).order()) || results.get(0).outcome() == null) {
      problems.add(new Problem("adjudication gives not exactly one result for the order",
          order + " -> " + results, false));
      return null;
    }
    return results.get(0);
  }

  /** The exception's class and the first frame of the project's code, which tells bugs apart. */
  static String describe(Throwable e) {
    for (StackTraceElement f : e.getStackTrace()) {
      if (f.getClassName().startsWith("dev.dipadj.") && !f.getClassName().startsWith("dev.dipadj.fuzz.")) {
        return e.getClass().getSimpleName() + " in " + f.getClassName().replaceFirst(".*\\.", "") + "."
            + f.getMethodName();
      }
    }
    return e.getClass().getSimpleName();
  }

  static String trace(Throwable e) {
    StringBuilder b = new StringBuilder(String.valueOf(e));
    StackTraceElement[] frames = e.getStackTrace();
    for (int i = 0; i < Math.min(6, frames.length); i++) {
      b.append("\n      at ").append(frames[i]);
    }
    return b.toString();
  }
}
