package dev.dipadj.explain;

import dev.dipadj.map.Province;
import dev.dipadj.order.Order;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A derivation as a Graphviz DOT graph: the decisions as nodes, what each depends on as edges,
 * and each paradox or circular movement drawn as a red cluster of its members.
 *
 * <p>A node is an order's decision, named by the order's text ({@code "A Mun - Bur"}) and
 * labelled with its strength and outcome: a move (box), a support (ellipse), a convoy
 * (diamond), a hold (rounded box, a unit given no order included), an order with nothing to
 * weigh (plain text), and for a move by convoy its path ({@code "path A Bre - Lon"},
 * hexagon). An edge runs from a decision to one that depends on it: a support into the
 * strength it adds to ({@code +1}, or why it did not count), a rival's prevent or an
 * opponent's defend strength into a move, the destination's hold strength into a move (from
 * the unit's own decision: a move's success feeds its province's hold strength), an attack
 * into the support it cuts or does not cut, an attack into a convoying fleet, and a
 * convoying fleet into the path. Edges between the same two nodes are one edge, their labels
 * joined. Nodes and edges are written sorted, so the same derivation always gives the same
 * text.
 */
public final class DerivationDot {
  private final Derivation derivation;
  private final Map<Province, String> nodeOfUnit = new HashMap<>();
  private final Map<String, String> nodes = new TreeMap<>();
  private final Map<String, OrderDerivation> byNode = new HashMap<>();
  /** From node to (to node to labels): sorted, and one edge per pair. */
  private final Map<String, Map<String, Set<String>>> edges = new TreeMap<>();

  private DerivationDot(Derivation derivation) {
    this.derivation = derivation;
  }

  /**
   * The derivation as a DOT digraph.
   *
   * @param derivation the derivation of a movement phase
   * @param name the graph's name (such as the case and step)
   * @return the DOT text, ending with a line end
   */
  public static String of(Derivation derivation, String name) {
    DerivationDot dot = new DerivationDot(derivation);
    dot.collect();
    return dot.text(name);
  }

  private void collect() {
    for (OrderDerivation d : derivation.orders()) {
      String id = d.order().toString();
      // An order given twice is one decision; a unit's first order stands for it.
      nodes.putIfAbsent(id, attributes(d));
      byNode.putIfAbsent(id, d);
      if (d.order() instanceof UnitOrder u) {
        nodeOfUnit.putIfAbsent(u.unit().province(), id);
      }
    }
    for (OrderDerivation d : derivation.orders()) {
      String id = d.order().toString();
      if (d instanceof MoveDerivation m) {
        move(id, m);
      } else if (d instanceof SupportDerivation s) {
        for (AttackOnSupport a : s.attacks()) {
          edge(node(a.attacker()), id, switch (a.effect()) {
            case CUT -> "cuts";
            case SAME_POWER -> "no cut: same power";
            case FROM_SUPPORTED_TARGET -> "no cut: from the target";
            case SPARED_BY_PARADOX_RULE -> "no cut: " + DerivationWords.option(a.decidedBy());
            case NO_PATH -> "no cut: no path";
          });
        }
        if (s.dislodgedBy() != null) {
          edge(node(s.dislodgedBy()), id, "dislodges");
        }
      } else if (d instanceof HoldDerivation h) {
        supports(h.hold());
      }
    }
  }

  private void move(String id, MoveDerivation m) {
    supports(m.attack());
    for (Strength p : m.prevents()) {
      if (p.unit() != null) {
        edge(node(p.unit()), id, "prevent " + p.value());
      }
    }
    if (m.defend() != null && m.defend().unit() != null) {
      edge(node(m.defend().unit()), id, "defend " + m.defend().value());
    }
    Strength hold = m.hold();
    if (hold != null && hold.unit() != null) {
      String holder = node(hold.unit());
      edge(holder, id, "hold " + hold.value() + switch (hold.basis()) {
        case MOVED_AWAY -> " (moved away)";
        case FAILED_TO_MOVE -> " (failed to move)";
        default -> "";
      });
      supports(hold);
      // The fleet's convoy stands or falls by the attacks on it (DATC 5.B.3).
      if (byNode.get(holder) instanceof ConvoyDerivation c) {
        boolean dislodged = c.dislodgedBy() != null && m.order() instanceof UnitOrder u
            && u.unit().province().equals(c.dislodgedBy().location().province());
        edge(id, holder, dislodged ? "dislodges" : "attacks");
      }
    }
    Path path = m.path();
    if (path.byConvoy()) {
      String p = "path " + id;
      nodes.put(p, "shape=hexagon, label=\"" + escape("path of " + id) + "\\n"
          + (path.exists() ? "a route holds" : "no route") + "\"");
      for (ConvoyFleet f : path.fleets()) {
        edge(node(f.fleet()), p, f.paradox() ? "failed by the paradox rule"
            : f.held() ? "held" : f.dislodgedBy() != null ? "dislodged" : "did not hold");
      }
      edge(p, id, path.exists() ? "path" : "no path");
    }
  }

  /** An edge from each support given to the strength's unit into that unit's decision. */
  private void supports(Strength s) {
    if (s.unit() == null || s.basis() != Strength.Basis.UNIT_AND_SUPPORTS) {
      return;
    }
    String to = node(s.unit());
    for (SupportCount c : s.supports()) {
      edge(node(c.supporter()), to, s.kind().word() + (c.counted() ? " +1" : ": not counted, "
          + c.why().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')));
    }
  }

  private String node(Unit unit) {
    String id = nodeOfUnit.get(unit.location().province());
    if (id == null) {
      // Not expected (every unit has a decision); drawn all the same rather than dropped.
      id = unit.describe();
      nodes.putIfAbsent(id, "label=\"" + escape(id) + "\"");
    }
    return id;
  }

  private void edge(String from, String to, String label) {
    edges.computeIfAbsent(from, k -> new TreeMap<>()).computeIfAbsent(to, k -> new LinkedHashSet<>()).add(label);
  }

  private static String attributes(OrderDerivation d) {
    String shape;
    List<String> lines = new ArrayList<>();
    lines.add(d.order().toString());
    if (d instanceof MoveDerivation m) {
      shape = "shape=box";
      List<String> against = new ArrayList<>();
      m.prevents().forEach(p -> against.add("prevent " + p.value()));
      if (m.defend() != null) {
        against.add("defend " + m.defend().value());
      } else if (m.hold() != null) {
        against.add("hold " + m.hold().value());
      }
      lines.add("attack " + m.attack().value() + (against.isEmpty() ? "" : " vs " + String.join(", ", against)));
    } else if (d instanceof SupportDerivation) {
      shape = "shape=ellipse";
    } else if (d instanceof ConvoyDerivation) {
      shape = "shape=diamond";
    } else if (d instanceof HoldDerivation h) {
      shape = "shape=box, style=rounded";
      lines.add((h.ordered() ? "" : "no order, ") + "hold " + h.hold().value());
    } else {
      shape = "shape=plaintext";
    }
    lines.add(outcome(d.result()));
    StringBuilder label = new StringBuilder();
    for (String line : lines) {
      label.append(label.length() == 0 ? "" : "\\n").append(escape(line));
    }
    return shape + ", label=\"" + label + "\"";
  }

  private static String outcome(OrderResult r) {
    String word = r.reason().kind().word();
    return r.outcome().word() + (word.isEmpty() || r.outcome() == Outcome.SUCCEEDS ? "" : " (" + word + ")");
  }

  private String text(String name) {
    Map<String, Integer> cluster = new HashMap<>();
    List<Paradox> paradoxes = derivation.paradoxes();
    for (int i = 0; i < paradoxes.size(); i++) {
      for (String member : members(paradoxes.get(i))) {
        cluster.putIfAbsent(member, i);
      }
    }
    StringBuilder b = new StringBuilder("digraph \"").append(escape(name)).append("\" {\n");
    b.append("  node [fontname=\"Helvetica\"];\n  edge [fontname=\"Helvetica\", fontsize=10];\n");
    for (Map.Entry<String, String> n : nodes.entrySet()) {
      if (!cluster.containsKey(n.getKey())) {
        b.append("  \"").append(escape(n.getKey())).append("\" [").append(n.getValue()).append("];\n");
      }
    }
    for (int i = 0; i < paradoxes.size(); i++) {
      Paradox p = paradoxes.get(i);
      b.append("  subgraph cluster_paradox_").append(i + 1).append(" {\n");
      b.append("    label=\"").append(escape(clusterLabel(p))).append("\";\n    color=red;\n    fontcolor=red;\n");
      for (String member : members(p)) {
        if (cluster.get(member) == i) {
          b.append("    \"").append(escape(member)).append("\" [").append(nodes.get(member)).append(", color=red];\n");
        }
      }
      b.append("  }\n");
    }
    for (Map.Entry<String, Map<String, Set<String>>> from : edges.entrySet()) {
      for (Map.Entry<String, Set<String>> to : from.getValue().entrySet()) {
        boolean inCycle = cluster.containsKey(from.getKey()) && cluster.get(from.getKey()).equals(cluster.get(to.getKey()));
        b.append("  \"").append(escape(from.getKey())).append("\" -> \"").append(escape(to.getKey()))
            .append("\" [label=\"").append(escape(String.join(", ", to.getValue()))).append('"')
            .append(inCycle ? ", color=red" : "").append("];\n");
      }
    }
    return b.append("}\n").toString();
  }

  /** The nodes of a paradox: its orders and the paths of its moves by convoy, sorted. */
  private Set<String> members(Paradox p) {
    Set<String> out = new TreeSet<>();
    for (Order o : p.orders()) {
      String id = o.toString();
      out.add(id);
      if (nodes.containsKey("path " + id)) {
        out.add("path " + id);
      }
    }
    return out;
  }

  private static String clusterLabel(Paradox p) {
    return switch (p.kind()) {
      case CIRCULAR_MOVEMENT -> "circular movement: every move succeeds (DATC 5.B.9)";
      case CONVOY_PARADOX -> "convoy paradox: settled by " + DerivationWords.option(p.rule());
      case OTHER -> "paradox: its moves and supports fail (DATC 5.B.9)";
    };
  }

  /** A DOT quoted string's inside: backslash and quote escaped, a line end as DOT's {@code \n}. */
  static String escape(String text) {
    return text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
  }
}
