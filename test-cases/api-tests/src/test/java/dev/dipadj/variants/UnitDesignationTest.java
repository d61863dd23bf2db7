package dev.dipadj.variants;

import static dev.dipadj.variants.ClassicBoard.loc;
import static dev.dipadj.variants.ClassicBoard.order;
import static dev.dipadj.variants.ClassicBoard.position;
import static dev.dipadj.variants.ClassicBoard.power;
import static dev.dipadj.variants.ClassicBoard.resolve;
import static dev.dipadj.variants.MovementAssertions.assertOutcome;
import static dev.dipadj.variants.MovementAssertions.assertUnits;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.json.OrderJson;
import dev.dipadj.order.Build;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.Outcome;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The unit's type as an order writes it (the DATC's "unit designation"): read as {@link
 * UnitDesignation#ARMY}, {@link UnitDesignation#FLEET} or, when left out, {@link
 * UnitDesignation#OMITTED}; ignored for a unit on the board (DATC 4.C.1, 4.C.2, choice b),
 * required for a build (DATC 4.C.3).
 */
class UnitDesignationTest {
  @Test
  void theParserReadsTheLetterOrItsAbsence() {
    Move written = (Move) order("France: A Par - Bur", PhaseType.MOVEMENT);
    Move omitted = (Move) order("France: Par - Bur", PhaseType.MOVEMENT);
    Move fleet = (Move) order("France: Fleet Paris - Burgundy", PhaseType.MOVEMENT);
    assertEquals(UnitDesignation.ARMY, written.designation());
    assertEquals(UnitDesignation.OMITTED, omitted.designation());
    assertEquals(UnitDesignation.FLEET, fleet.designation());
    SupportMove s = (SupportMove) order("France: Mar S Par - Bur", PhaseType.MOVEMENT);
    assertEquals(UnitDesignation.OMITTED, s.designation());
    assertEquals(UnitDesignation.OMITTED, s.supportedDesignation());
    assertEquals(new Build(power("France"), UnitDesignation.OMITTED, loc("Par")),
        order("France: Build Par", PhaseType.ADJUSTMENT));
  }

  /** DATC 4.C.1 (choice b): the order stands without the letter. DATC 6.A.11's bounce, its letters left out. */
  @Test
  void missingUnitDesignationLeavesTheOrderLegal() {
    Position p = position("Austria: A Vie", "Italy: A Ven");
    MovementResult r = resolve(p, "Austria: Vie - Tyr", "Italy: Ven - Tyr");
    assertOutcome(r, 0, Outcome.FAILS);
    assertOutcome(r, 1, Outcome.FAILS);
    assertUnits(r, "Austria: A Vie", "Italy: A Ven");
    MovementResult supported = resolve(position("France: A Par", "France: A Mar", "Germany: A Mun"),
        "France: Par - Bur", "France: Mar S Par - Bur", "Germany: Mun - Bur");
    assertOutcome(supported, 0, Outcome.SUCCEEDS);
    assertOutcome(supported, 1, Outcome.SUCCEEDS);
    assertOutcome(supported, 2, Outcome.FAILS);
    assertUnits(supported, "France: A Bur", "France: A Mar", "Germany: A Mun");
  }

  /** DATC 4.C.2 (choice b): a letter that does not match the unit is ignored. */
  @Test
  void wrongUnitDesignationLeavesTheOrderLegal() {
    MovementResult r = resolve(position("France: A Par", "England: F Lon"),
        "France: F Par - Bur", "England: A Lon - Nth");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    assertUnits(r, "France: A Bur", "England: F Nth");
  }

  /** DATC 4.C.3: a build must say whether it places an army or a fleet. */
  @Test
  void aBuildWithoutItsUnitDesignationIsIllegal() throws Exception {
    Game g = Game.start(Variants.named("classic"));
    List<Order> orders = new ArrayList<>(g.ordersOrThrow("Austria", "A Vie - Gal", "A Bud - Ser"));
    g = g.adjudicate(orders).next();
    g = g.adjudicate(g.ordersOrThrow("Austria", "A Ser H")).next();
    Order build = g.readAsGiven("Austria", "Build Vie").orElseThrow();
    PhaseOutcome outcome = g.adjudicateAsGiven(List.of(build, g.readAsGiven("Austria", "Build A Bud").orElseThrow()));
    assertEquals(Outcome.ILLEGAL, outcome.results().get(0).outcome());
    assertEquals("a build must say A or F", outcome.results().get(0).reason().words());
    assertEquals(Outcome.SUCCEEDS, outcome.results().get(1).outcome());
  }

  /** In JSON an omitted letter is a unit without {@code type}, both ways. */
  @Test
  void jsonLeavesTheTypeOutWhereTheOrderDoes() throws Exception {
    Order omitted = order("France: Mar S A Par - Bur", PhaseType.MOVEMENT);
    ObjectNode tree = OrderJson.toJson(omitted);
    assertFalse(tree.get("unit").has("type"), tree.toString());
    assertEquals("army", tree.get("supported").get("type").asText());
    String json = OrderJson.write(omitted);
    assertEquals(omitted, OrderJson.read(json, ClassicBoard.MAP));
    SupportMove read = (SupportMove) OrderJson.read(json, ClassicBoard.MAP);
    assertEquals(UnitDesignation.OMITTED, read.designation());
    assertEquals(UnitDesignation.ARMY, read.supportedDesignation());
  }
}
