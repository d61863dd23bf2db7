package dev.dipadj.explain;

import static dev.dipadj.explain.DatcDerivations.of;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.rules.ConvoyParadoxRule;
import dev.dipadj.rules.RuleOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The DOT graph of a derivation, checked against the decisions and dependencies worked out by
 * hand from the rules (DATC 5.B and 5.C), and read by a small DOT parser ({@link DotGraph}).
 */
class DerivationDotTest {
  private static final String C = "6C-circular-movement.case";
  private static final String F = "6F-convoys.case";

  private static DotGraph graph(Derivation d) {
    String text = DerivationDot.of(d, "test");
    DotGraph g = DotGraph.parse(text);
    assertEquals("test", g.name());
    assertEquals(text, DerivationDot.of(d, "test"), "the same derivation gives the same text");
    List<String> nodes = new ArrayList<>(g.nodes().keySet());
    List<String> sorted = g.edges().stream().map(e -> e.from() + " -> " + e.to()).sorted().toList();
    assertEquals(sorted, g.edges().stream().map(e -> e.from() + " -> " + e.to()).toList(), "edges sorted");
    assertEquals(nodes.size(), Set.copyOf(nodes).size());
    return g;
  }

  /**
   * DATC 6.C.1, three armies in a circle: each move's destination is held by a unit that moves
   * away, so each move's attack meets a hold strength that depends on the next move's success
   * (DATC 5.B.5: 0 when the unit moved away). The three hold edges make the cycle, and the
   * backup rule for circular movement (5.B.9) lets all three succeed: the cluster is marked.
   */
  @Test
  void circleOfThreeIsOneMarkedCycle() {
    DotGraph g = graph(of(C, "6.C.1"));
    assertEquals(Set.of("F Ank - Con", "A Con - Smy", "A Smy - Ank"), g.nodes().keySet());
    assertEquals(3, g.edges().size());
    assertEquals("hold 0 (moved away)", g.label("A Con - Smy", "F Ank - Con"));
    assertEquals("hold 0 (moved away)", g.label("A Smy - Ank", "A Con - Smy"));
    assertEquals("hold 0 (moved away)", g.label("F Ank - Con", "A Smy - Ank"));
    assertEquals(1, g.clusters().size());
    DotGraph.Cluster cycle = g.clusters().values().iterator().next();
    assertEquals(Set.of("F Ank - Con", "A Con - Smy", "A Smy - Ank"), Set.copyOf(cycle.nodes()));
    assertTrue(cycle.attributes().get("label").startsWith("circular movement"), cycle.attributes().toString());
    assertEquals("red", cycle.attributes().get("color"));
    for (DotGraph.Edge e : g.edges()) {
      assertEquals("red", e.attributes().get("color"), e.toString());
    }
    for (String n : g.nodes().keySet()) {
      assertEquals("box", g.nodes().get(n).get("shape"));
      assertTrue(g.nodes().get(n).get("label").endsWith("attack 1 vs hold 0\\nsucceeds"), g.nodes().get(n).toString());
    }
  }

  /** docs/command-line.md shows 6.C.1's graph as dipadj writes it. */
  @Test
  void theDocumentedGraphIsDipadjsOutput() throws IOException {
    String doc = Files.readString(Path.of("..", "docs", "command-line.md"));
    String from = "DATC 6.C.1 (three armies in a circle) draws as:\n\n```\n";
    int start = doc.indexOf(from);
    assertTrue(start >= 0, "the example in docs/command-line.md");
    String shown = doc.substring(start + from.length(), doc.indexOf("```", start + from.length()));
    assertEquals(DerivationDot.of(of(C, "6.C.1"), "6.C.1 step 1 Spring 1901 Movement"), shown);
  }

  /**
   * DATC 6.F.16, Pandin's paradox, under Szykman. The cycle by hand: the convoy of F Eng
   * feeds the path of A Bre - Lon (5.B.4), the path decides whether the army's attack cuts the
   * support of F Lon (5.B.2), that support feeds the attack of F Wal - Eng, and that attack
   * decides whether F Eng is dislodged, its convoy with it (5.B.3). Szykman fails the convoy,
   * so the army has no path and does not cut; both fleets then bounce 2 to 2 in the Channel.
   */
  @Test
  void pandinsParadoxSzykman() {
    DotGraph g = graph(of(F, "6.F.16"));
    assertEquals(Set.of("F Lon S F Wal - Eng", "F Wal - Eng", "A Bre - Lon", "F Eng C A Bre - Lon",
        "F Nth S F Bel - Eng", "F Bel - Eng", "path A Bre - Lon"), g.nodes().keySet());
    // The cycle of the paradox, edge by edge.
    assertEquals("failed by the paradox rule", g.label("F Eng C A Bre - Lon", "path A Bre - Lon"));
    assertEquals("no path", g.label("path A Bre - Lon", "A Bre - Lon"));
    assertEquals("no cut: no path", g.label("A Bre - Lon", "F Lon S F Wal - Eng"));
    assertEquals("attack +1", g.label("F Lon S F Wal - Eng", "F Wal - Eng"));
    assertEquals("attacks", g.label("F Wal - Eng", "F Eng C A Bre - Lon"));
    // The rest: Germany's supported rival, the hold strengths of Eng and Lon.
    assertEquals("attack +1", g.label("F Nth S F Bel - Eng", "F Bel - Eng"));
    assertEquals("prevent 2", g.label("F Bel - Eng", "F Wal - Eng"));
    assertEquals("prevent 2", g.label("F Wal - Eng", "F Bel - Eng"));
    assertEquals("attacks", g.label("F Bel - Eng", "F Eng C A Bre - Lon"));
    assertEquals("hold 1", g.label("F Eng C A Bre - Lon", "F Wal - Eng"));
    assertEquals("hold 1", g.label("F Eng C A Bre - Lon", "F Bel - Eng"));
    assertEquals("hold 1", g.label("F Lon S F Wal - Eng", "A Bre - Lon"));
    assertEquals(12, g.edges().size());
    assertNull(g.label("F Nth S F Bel - Eng", "F Wal - Eng"));
    DotGraph.Cluster paradox = g.clusters().values().iterator().next();
    assertEquals("convoy paradox: settled by convoy-paradox=szykman", paradox.attributes().get("label"));
    assertTrue(paradox.nodes().containsAll(List.of("F Eng C A Bre - Lon", "path A Bre - Lon", "F Lon S F Wal - Eng")),
        paradox.nodes().toString());
    assertEquals("diamond", g.nodes().get("F Eng C A Bre - Lon").get("shape"));
    assertEquals("hexagon", g.nodes().get("path A Bre - Lon").get("shape"));
    assertEquals("F Wal - Eng\\nattack 2 vs prevent 2, hold 1\\nfails (bounced)", g.nodes().get("F Wal - Eng").get("label"));
  }

  /** 6.F.16 under all-hold: every order of England and France fails, and the cluster says which rule did it. */
  @Test
  void pandinsParadoxAllHold() {
    DotGraph g = graph(of(F, "6.F.16", RuleOptions.DATC.withConvoyParadox(ConvoyParadoxRule.ALL_HOLD)));
    DotGraph.Cluster paradox = g.clusters().values().iterator().next();
    assertEquals("convoy paradox: settled by convoy-paradox=all-hold", paradox.attributes().get("label"));
    assertTrue(paradox.nodes().containsAll(List.of("F Lon S F Wal - Eng", "F Eng C A Bre - Lon", "F Wal - Eng")),
        paradox.nodes().toString());
  }

  /** Every DATC movement case of 6.A to 6.G gives a graph the parser reads, each order a node. */
  @Test
  void everyDatcCaseParses() {
    int graphs = 0;
    for (String file : List.of("6A-basic-checks.case", "6B-coastal-issues.case", C, "6D-supports-and-dislodges.case",
        "6E-head-to-head-and-beleaguered.case", F, "6G-convoying-to-adjacent.case")) {
      for (Derivation d : DatcDerivations.all(file)) {
        DotGraph g = graph(d);
        for (OrderDerivation o : d.orders()) {
          assertTrue(g.nodes().containsKey(o.order().toString()), o.order().toString());
        }
        graphs++;
      }
    }
    assertTrue(graphs > 100, graphs + " graphs");
  }

  /** The parser is no yes-machine: it refuses what is not DOT or names an undeclared node. */
  @Test
  void theParserRefusesWhatIsNotDot() {
    assertThrows(AssertionError.class, () -> DotGraph.parse("digraph x { \"a\" -> \"b\"; }"));
    assertThrows(AssertionError.class, () -> DotGraph.parse("digraph x { \"a\" [label=\"a]; }"));
    assertThrows(AssertionError.class, () -> DotGraph.parse("digraph x { \"a\" [label=] }"));
    assertThrows(AssertionError.class, () -> DotGraph.parse("digraph x { \"a\"; } }"));
    assertEquals(1, DotGraph.parse("digraph x { \"a \\\" b\" [label=\"q\"]; }").nodes().size());
  }
}
