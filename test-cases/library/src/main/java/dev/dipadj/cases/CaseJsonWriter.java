package dev.dipadj.cases;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The cases of a case file as one JSON document, structured by the meaning of the case format
 * ({@code docs/json.md}, "Case file"): per case its id, title, setup statements and steps,
 * each step with its phase, control, orders, results and expectations. Unit and order lines
 * stay the text written, split into power and text. Setup and step fields come in the order
 * of the statements, so {@link CaseJsonReader} writes the case back as it was, without its
 * comments and layout.
 */
public final class CaseJsonWriter {
  private CaseJsonWriter() {}

  /**
   * The document of a file's cases.
   *
   * @param cases the cases, as {@link CaseFileReader} splits a file
   * @return {@code {"variant": …, "cases": […]}}; {@code variant} only when the file names one
   * @throws CaseError naming the file, line and token of a statement the JSON has no place for
   */
  public static ObjectNode write(List<CaseText> cases) throws CaseError {
    ObjectNode doc = JsonNodeFactory.instance.objectNode();
    String fileVariant = cases.isEmpty() ? null : cases.get(0).defaultVariant();
    if (fileVariant != null) {
      doc.put("variant", fileVariant);
    }
    ArrayNode out = doc.putArray("cases");
    String current = fileVariant;
    for (CaseText c : cases) {
      ObjectNode o = out.addObject();
      o.put("id", c.id());
      o.put("title", c.title());
      if (c.defaultVariant() != null && !c.defaultVariant().equals(current)) {
        // A file's variant line between cases: from this case on, the default changes.
        o.put("fileVariant", c.defaultVariant());
        current = c.defaultVariant();
      }
      new CaseJsonWriter.One(c, o).write();
    }
    return doc;
  }

  /** The statements of one case put into its object. */
  private static final class One {
    private final CaseText text;
    private final ObjectNode out;
    private ArrayNode steps;
    private ObjectNode step;
    private boolean stepHasOrders;

    One(CaseText text, ObjectNode out) {
      this.text = text;
      this.out = out;
    }

    void write() throws CaseError {
      OnceOnly.check(text);
      for (Statement s : text.statements()) {
        // A second phase line before the first orders is the first step's (OnceOnly).
        boolean firstStepPhase = s.keyword().equals("phase") && out.has("phase");
        if (steps == null && !s.keyword().equals("orders") && !s.keyword().equals("control") && !firstStepPhase) {
          setup(s);
        } else {
          step(s);
        }
      }
    }

    private void setup(Statement s) throws CaseError {
      switch (s.keyword()) {
        case "variant" -> put(out, s, "variant").put("variant", s.argument());
        case "phase" -> put(out, s, "phase").put("phase", s.argument());
        case "rules" -> {
          // Several rules lines are one list of settings: the meaning is kept, their lines are not.
          ArrayNode rules = out.has("rules") ? (ArrayNode) out.get("rules") : out.putArray("rules");
          for (String setting : Words.of(s.argument())) {
            rules.add(setting);
          }
        }
        case "players" -> put(out, s, "players").set("players", players(s));
        case "units" -> put(out, s, "units").set("units", units(s));
        case "owners" -> put(out, s, "owners").set("owners", owners(s));
        case "dislodged" -> put(out, s, "dislodged").set("dislodged", dislodged(s));
        default -> throw new CaseError(text.file(), s.line(), s.keyword(), "'" + s.keyword() + "' before the first orders");
      }
    }

    private void step(Statement s) throws CaseError {
      if (steps == null) {
        steps = out.putArray("steps");
      }
      boolean opensStep = step == null
          || (stepHasOrders && (s.keyword().equals("phase") || s.keyword().equals("control") || s.keyword().equals("orders")));
      if (opensStep) {
        step = steps.addObject();
        stepHasOrders = false;
      }
      switch (s.keyword()) {
        case "phase" -> put(step, s, "phase").put("phase", s.argument());
        case "control" -> {
          ArrayNode control = step.has("control") ? (ArrayNode) step.get("control") : step.putArray("control");
          int colon = s.argument().indexOf(':');
          if (colon <= 0) {
            throw new CaseError(text.file(), s.line(), s.argument(), "expected 'control POWER: PLAYER'");
          }
          control.addObject()
              .put("power", s.argument().substring(0, colon).strip())
              .put("player", s.argument().substring(colon + 1).strip());
        }
        case "orders" -> {
          stepHasOrders = true;
          ArrayNode orders = step.putArray("orders");
          for (CaseLine l : s.body()) {
            String[] owned = owned(l);
            orders.addObject().put("power", owned[0]).put("order", owned[1]);
          }
        }
        case "results" -> put(step, s, "results").set("results", results(s));
        case "expect units" -> put(step, s, "expectUnits").set("expectUnits", units(s));
        case "expect dislodged" -> put(step, s, "expectDislodged").set("expectDislodged", dislodged(s));
        case "expect owners" -> put(step, s, "expectOwners").set("expectOwners", owners(s));
        case "expect same" -> put(step, s, "expectSame").put("expectSame", true);
        case "expect winner" -> {
          ArrayNode winners = put(step, s, "expectWinner").putArray("expectWinner");
          if (!s.argument().equalsIgnoreCase("none")) {
            for (String w : s.argument().split(",", -1)) {
              winners.add(w.strip());
            }
          }
        }
        default -> throw new CaseError(text.file(), s.line(), s.keyword(), "'" + s.keyword() + "' after the first orders");
      }
      if (!stepHasOrders && !s.keyword().equals("phase") && !s.keyword().equals("control") && !s.keyword().equals("orders")) {
        throw new CaseError(text.file(), s.line(), s.keyword(), "'" + s.keyword() + "' before the step's orders");
      }
    }

    /** The object, which has no field of the statement yet: {@link OnceOnly#check} refused a second one. */
    private ObjectNode put(ObjectNode o, Statement s, String field) {
      assert !o.has(field) : s;
      return o;
    }

    private String[] owned(CaseLine l) throws CaseError {
      int colon = l.text().indexOf(':');
      if (colon <= 0) {
        throw new CaseError(text.file(), l.number(), l.text(), "expected 'POWER: …'");
      }
      return new String[] {l.text().substring(0, colon).strip(), l.text().substring(colon + 1).strip()};
    }

    private ArrayNode units(Statement s) throws CaseError {
      ArrayNode a = JsonNodeFactory.instance.arrayNode();
      if (CaseLines.isNone(s.body())) {
        return a;
      }
      for (CaseLine l : s.body()) {
        String[] owned = owned(l);
        a.addObject().put("power", owned[0]).put("unit", owned[1]);
      }
      return a;
    }

    private ArrayNode dislodged(Statement s) throws CaseError {
      ArrayNode a = JsonNodeFactory.instance.arrayNode();
      if (CaseLines.isNone(s.body())) {
        return a;
      }
      for (CaseLine l : s.body()) {
        String[] owned = owned(l);
        ObjectNode o = a.addObject().put("power", owned[0]);
        int r = CaseLines.indexOfWord(owned[1], "retreats");
        if (r < 0) {
          o.put("unit", owned[1]);
          continue;
        }
        o.put("unit", owned[1].substring(0, r).strip());
        ArrayNode retreats = o.putArray("retreats");
        String places = owned[1].substring(r + "retreats".length()).strip();
        if (!places.equalsIgnoreCase("none")) {
          for (String p : places.split(",", -1)) {
            retreats.add(p.strip());
          }
        }
      }
      return a;
    }

    private ArrayNode owners(Statement s) throws CaseError {
      ArrayNode a = JsonNodeFactory.instance.arrayNode();
      if (CaseLines.isNone(s.body())) {
        return a;
      }
      for (CaseLine l : s.body()) {
        String[] owned = owned(l);
        names(a.addObject().put("power", owned[0]).putArray("centres"), owned[1]);
      }
      return a;
    }

    /** The names of a comma-separated list, each stripped, into the array; nothing for an empty list. */
    private static void names(ArrayNode into, String commaList) {
      if (!commaList.isEmpty()) {
        for (String n : commaList.split(",", -1)) {
          into.add(n.strip());
        }
      }
    }

    private ArrayNode players(Statement s) throws CaseError {
      ArrayNode a = JsonNodeFactory.instance.arrayNode();
      for (CaseLine l : s.body()) {
        String[] owned = owned(l);
        names(a.addObject().put("player", owned[0]).putArray("powers"), owned[1]);
      }
      return a;
    }

    private ArrayNode results(Statement s) throws CaseError {
      ArrayNode a = JsonNodeFactory.instance.arrayNode();
      for (CaseLine l : s.body()) {
        String[] owned = owned(l);
        int arrow = owned[1].lastIndexOf("=>");
        if (arrow < 0) {
          throw new CaseError(text.file(), l.number(), l.text(), "expected 'POWER: ORDER => OUTCOME [REASON]'");
        }
        String[] outcome = Words.of(owned[1].substring(arrow + 2));
        if (outcome.length < 1 || outcome.length > 2) {
          throw new CaseError(text.file(), l.number(), owned[1].substring(arrow + 2).strip(), "expected 'OUTCOME [REASON]' after '=>'");
        }
        ObjectNode o = a.addObject()
            .put("power", owned[0])
            .put("order", owned[1].substring(0, arrow).strip())
            .put("outcome", outcome[0]);
        if (outcome.length == 2) {
          o.put("reason", outcome[1]);
        }
      }
      return a;
    }
  }
}
