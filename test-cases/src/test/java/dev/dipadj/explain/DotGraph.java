package dev.dipadj.explain;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A DOT digraph read by a small parser of the part of the DOT grammar that {@link
 * DerivationDot} writes (Graphviz is not in the build): {@code digraph ID { … }} of graph
 * attributes ({@code ID = ID}), default attributes ({@code node [...]}, {@code edge [...]}),
 * node statements, edge statements of one {@code ->}, and {@code subgraph ID { … }}; IDs are
 * quoted strings (with {@code \"} and {@code \\} escapes), names or numbers. Anything else
 * is an {@link AssertionError} naming where it is. Stricter than DOT in one way: an edge's
 * ends must be nodes declared before, so no node is made implicitly by a typing slip.
 *
 * @param name the graph's name
 * @param nodes each node's attributes, in the order written
 * @param edges the edges, in the order written
 * @param clusters each subgraph's name to its label and the nodes declared in it
 */
record DotGraph(String name, Map<String, Map<String, String>> nodes, List<Edge> edges,
    Map<String, Cluster> clusters) {
  /** An edge and its attributes. */
  record Edge(String from, String to, Map<String, String> attributes) {
    String label() {
      return attributes.get("label");
    }
  }

  /** A subgraph: its graph attributes and the nodes declared in it. */
  record Cluster(Map<String, String> attributes, List<String> nodes) {}

  static DotGraph parse(String text) {
    return new Parser(text).graph();
  }

  /** The labels of the edges from one node to another, or null when there is none. */
  String label(String from, String to) {
    return edges.stream().filter(e -> e.from.equals(from) && e.to.equals(to)).map(Edge::label).findFirst().orElse(null);
  }

  private static final class Parser {
    private final List<String> tokens = new ArrayList<>();
    /** Whether each token was quoted (a quoted "subgraph" is a name, not the keyword). */
    private final List<Boolean> quoted = new ArrayList<>();
    private int at;
    private final Map<String, Map<String, String>> nodes = new LinkedHashMap<>();
    private final List<Edge> edges = new ArrayList<>();
    private final Map<String, Cluster> clusters = new LinkedHashMap<>();

    Parser(String text) {
      int i = 0;
      while (i < text.length()) {
        char c = text.charAt(i);
        if (Character.isWhitespace(c)) {
          i++;
        } else if (c == '"') {
          StringBuilder b = new StringBuilder();
          i++;
          while (true) {
            if (i >= text.length()) {
              throw new AssertionError("an unclosed quoted string");
            }
            char d = text.charAt(i++);
            if (d == '"') {
              break;
            }
            if (d == '\\' && i < text.length()) {
              char e = text.charAt(i++);
              // DOT keeps \n, \l, \r for the label's lines; only \" and \\ stand for themselves.
              b.append(e == '"' || e == '\\' ? String.valueOf(e) : "\\" + e);
            } else {
              b.append(d);
            }
          }
          add(b.toString(), true);
        } else if (c == '-' && text.startsWith("->", i)) {
          add("->", false);
          i += 2;
        } else if ("{}[]=;,".indexOf(c) >= 0) {
          add(String.valueOf(c), false);
          i++;
        } else if (Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-') {
          int start = i;
          while (i < text.length() && (Character.isLetterOrDigit(text.charAt(i)) || "_.-".indexOf(text.charAt(i)) >= 0)
              && !text.startsWith("->", i)) {
            i++;
          }
          String word = text.substring(start, i);
          if (!word.matches("[A-Za-z_][A-Za-z_0-9]*|-?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)")) {
            throw new AssertionError("not a DOT ID: " + word);
          }
          add(word, false);
        } else {
          throw new AssertionError("unexpected character '" + c + "' at " + i);
        }
      }
    }

    private void add(String token, boolean isQuoted) {
      tokens.add(token);
      quoted.add(isQuoted);
    }

    DotGraph graph() {
      expectKeyword("digraph");
      String name = isId() ? next() : "";
      expect("{");
      statements(null);
      expect("}");
      if (at != tokens.size()) {
        throw new AssertionError("text after the graph: " + tokens.get(at));
      }
      return new DotGraph(name, nodes, edges, clusters);
    }

    private void statements(String cluster) {
      while (!peek("}")) {
        if (keyword("subgraph")) {
          next();
          String name = isId() ? next() : "subgraph" + clusters.size();
          expect("{");
          clusters.put(name, new Cluster(new LinkedHashMap<>(), new ArrayList<>()));
          statements(name);
          expect("}");
        } else if (keyword("node") || keyword("edge") || keyword("graph")) {
          next();
          attributes();
        } else {
          String id = id();
          if (peek("=")) {
            next();
            String value = id();
            if (cluster != null) {
              clusters.get(cluster).attributes().put(id, value);
            }
          } else if (peek("->")) {
            next();
            String to = id();
            for (String end : List.of(id, to)) {
              if (!nodes.containsKey(end)) {
                throw new AssertionError("an edge's end is no node declared before it: " + end);
              }
            }
            edges.add(new Edge(id, to, peek("[") ? attributes() : Map.of()));
          } else {
            if (nodes.containsKey(id)) {
              throw new AssertionError("a node declared twice: " + id);
            }
            nodes.put(id, peek("[") ? attributes() : Map.of());
            if (cluster != null) {
              clusters.get(cluster).nodes().add(id);
            }
          }
        }
        if (peek(";")) {
          next();
        }
      }
    }

    private Map<String, String> attributes() {
      expect("[");
      Map<String, String> out = new LinkedHashMap<>();
      while (!peek("]")) {
        String key = id();
        expect("=");
        out.put(key, id());
        if (peek(",") || peek(";")) {
          next();
        }
      }
      expect("]");
      return out;
    }

    private boolean isId() {
      return at < tokens.size() && (quoted.get(at) || Character.isLetterOrDigit(tokens.get(at).charAt(0))
          || tokens.get(at).charAt(0) == '_' || tokens.get(at).charAt(0) == '.'
          || (tokens.get(at).charAt(0) == '-' && !tokens.get(at).equals("->")));
    }

    private String id() {
      if (!isId()) {
        throw new AssertionError("an ID expected, found " + (at < tokens.size() ? tokens.get(at) : "the end"));
      }
      return next();
    }

    private boolean keyword(String word) {
      return at < tokens.size() && !quoted.get(at) && tokens.get(at).equals(word);
    }

    private void expectKeyword(String word) {
      if (!keyword(word)) {
        throw new AssertionError(word + " expected");
      }
      next();
    }

    private boolean peek(String symbol) {
      return at < tokens.size() && !quoted.get(at) && tokens.get(at).equals(symbol);
    }

    private void expect(String symbol) {
      if (!peek(symbol)) {
        throw new AssertionError("'" + symbol + "' expected, found " + (at < tokens.size() ? tokens.get(at) : "the end"));
      }
      next();
    }

    private String next() {
      if (at >= tokens.size()) {
        throw new AssertionError("the graph ends too soon");
      }
      return tokens.get(at++);
    }
  }
}
