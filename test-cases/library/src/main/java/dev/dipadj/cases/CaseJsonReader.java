package dev.dipadj.cases;

import dev.dipadj.json.JsonFormatException;
import dev.dipadj.json.JsonInput;
import dev.dipadj.map.Names;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A JSON document of {@link CaseJsonWriter} back to case text: statements in the order of the
 * fields, block lines indented, one blank line between cases. Every string goes onto one line
 * of the case, so one that would change the text's structure (a line end, a {@code #} that
 * would start a comment, a {@code :} in a power's name) is an error naming its field.
 */
public final class CaseJsonReader {
  private static final Set<String> DOCUMENT = Set.of("variant", "cases");
  private static final Set<String> CASE = Set.of(
      "id", "title", "fileVariant", "variant", "rules", "phase", "players", "units", "owners", "dislodged", "steps");
  private static final Set<String> STEP = Set.of(
      "phase", "control", "orders", "results", "expectUnits", "expectDislodged", "expectOwners", "expectSame",
      "expectWinner");

  private final String file;
  private final StringBuilder out = new StringBuilder();
  /** Where the lines not yet measured against {@link CaseFileReader#MAX_LINE} begin in {@link #out}. */
  private int measured;

  private CaseJsonReader(String file) {
    this.file = file;
  }

  /**
   * The case text of a JSON document of cases.
   *
   * @param file names the document in messages
   * @param json the JSON text
   * @return the case file's text
   * @throws CaseError naming the file, the JSON path and the value that cannot be read
   */
  public static String read(String file, String json) throws CaseError {
    CaseJsonReader r = new CaseJsonReader(file);
    try {
      r.document(JsonInput.parse(json));
    } catch (JsonFormatException e) {
      throw new CaseError(file, 0, "", e.getMessage());
    }
    return r.out.toString();
  }

  private void document(JsonInput doc) throws JsonFormatException {
    doc.object(DOCUMENT);
    Optional<JsonInput> variant = doc.optional("variant");
    if (variant.isPresent()) {
      out.append("variant ").append(word(variant.get())).append("\n\n");
      measure(variant.get());
    }
    JsonInput cases = doc.field("cases");
    List<JsonInput> elements = cases.elements();
    if (elements.size() > CaseFileReader.MAX_CASES) {
      // What check would refuse in the case text is refused here, at the case past the limit.
      throw new JsonFormatException(cases.path() + "[" + CaseFileReader.MAX_CASES + "]",
          "more than " + CaseFileReader.MAX_CASES + " cases in one file");
    }
    for (JsonInput c : elements) {
      oneCase(c);
    }
  }

  /**
   * Refuses, at the value that made it, a line of the case text longer than a case file may
   * hold: {@code check} would refuse the text printed, so it is not printed (issue 19, point 9).
   */
  private void measure(JsonInput at) throws JsonFormatException {
    int lineStart = measured;
    for (int i = measured; i < out.length(); i++) {
      if (out.charAt(i) == '\n') {
        if (i - lineStart > CaseFileReader.MAX_LINE) {
          throw new JsonFormatException(at.path(),
              "makes a case line longer than " + CaseFileReader.MAX_LINE + " characters");
        }
        lineStart = i + 1;
      }
    }
    measured = lineStart;
  }

  private void oneCase(JsonInput c) throws JsonFormatException {
    c.object(CASE);
    Optional<JsonInput> fileVariant = c.optional("fileVariant");
    if (fileVariant.isPresent()) {
      out.append("variant ").append(word(fileVariant.get())).append("\n\n");
      measure(fileVariant.get());
    }
    out.append("case ").append(word(c.field("id")));
    Optional<JsonInput> title = c.optional("title");
    if (title.isPresent() && !line(title.get()).isEmpty()) {
      out.append("  ").append(line(title.get()));
    }
    out.append('\n');
    measure(title.orElse(c.field("id")));
    for (Map.Entry<String, JsonInput> f : c.fields()) {
      JsonInput v = f.getValue();
      if (v.node().isNull()) {
        continue;
      }
      switch (f.getKey()) {
        case "variant" -> out.append("variant ").append(line(v)).append('\n');
        case "phase" -> out.append("phase ").append(line(v)).append('\n');
        case "rules" -> {
          out.append("rules");
          for (JsonInput s : v.elements()) {
            out.append(' ').append(word(s));
          }
          out.append('\n');
        }
        case "players" -> {
          out.append("players\n");
          for (JsonInput p : v.elements()) {
            p.object(Set.of("player", "powers"));
            out.append("  ").append(name(p.field("player"))).append(": ").append(list(p.field("powers"))).append('\n');
            measure(p);
          }
        }
        case "units" -> units("units", v);
        case "owners" -> owners("owners", v);
        case "dislodged" -> dislodged("dislodged", v);
        default -> { }
      }
      measure(v);
    }
    Optional<JsonInput> steps = c.optional("steps");
    if (steps.isPresent()) {
      for (JsonInput step : steps.get().elements()) {
        step(step);
      }
    }
    out.append("end\n\n");
  }

  private void step(JsonInput s) throws JsonFormatException {
    s.object(STEP);
    s.field("orders");
    for (Map.Entry<String, JsonInput> f : s.fields()) {
      JsonInput v = f.getValue();
      if (v.node().isNull()) {
        continue;
      }
      switch (f.getKey()) {
        case "phase" -> out.append("phase ").append(line(v)).append('\n');
        case "control" -> {
          for (JsonInput c : v.elements()) {
            c.object(Set.of("power", "player"));
            out.append("control ").append(name(c.field("power"))).append(": ").append(line(c.field("player"))).append('\n');
            measure(c);
          }
        }
        case "orders" -> {
          out.append("orders\n");
          for (JsonInput o : v.elements()) {
            o.object(Set.of("power", "order"));
            out.append("  ").append(name(o.field("power"))).append(": ").append(line(o.field("order"))).append('\n');
            measure(o);
          }
        }
        case "results" -> {
          out.append("results\n");
          for (JsonInput r : v.elements()) {
            r.object(Set.of("power", "order", "outcome", "reason"));
            JsonInput order = r.field("order");
            if (line(order).contains("=>")) {
              throw order.error("an order has no '=>'");
            }
            out.append("  ").append(name(r.field("power"))).append(": ").append(line(order))
                .append(" => ").append(word(r.field("outcome")));
            Optional<JsonInput> reason = r.optional("reason");
            if (reason.isPresent()) {
              out.append(' ').append(word(reason.get()));
            }
            out.append('\n');
            measure(r);
          }
        }
        case "expectUnits" -> units("expect units", v);
        case "expectDislodged" -> dislodged("expect dislodged", v);
        case "expectOwners" -> owners("expect owners", v);
        case "expectSame" -> {
          if (!v.bool()) {
            throw v.error("expectSame is true or left out");
          }
          out.append("expect same\n");
        }
        case "expectWinner" -> {
          List<JsonInput> names = v.elements();
          out.append("expect winner ").append(names.isEmpty() ? "none" : list(v)).append('\n');
        }
        default -> { }
      }
      measure(v);
    }
  }

  /** What follows {@code POWER: } on a block line made from one element. */
  private interface BlockLine {
    String after(JsonInput element) throws JsonFormatException;
  }

  /** A block of {@code POWER: …} lines, one per element with these fields; {@code none} when empty. */
  private void block(String keyword, JsonInput v, Set<String> fields, BlockLine line) throws JsonFormatException {
    out.append(keyword).append('\n');
    List<JsonInput> elements = v.elements();
    if (elements.isEmpty()) {
      out.append("  none\n");
    }
    for (JsonInput e : elements) {
      e.object(fields);
      out.append("  ").append(name(e.field("power"))).append(": ").append(line.after(e)).append('\n');
      measure(e);
    }
  }

  private void units(String keyword, JsonInput v) throws JsonFormatException {
    block(keyword, v, Set.of("power", "unit"), u -> line(u.field("unit")));
  }

  private void owners(String keyword, JsonInput v) throws JsonFormatException {
    block(keyword, v, Set.of("power", "centres"), o -> list(o.field("centres")));
  }

  private void dislodged(String keyword, JsonInput v) throws JsonFormatException {
    block(keyword, v, Set.of("power", "unit", "retreats"), u -> {
      JsonInput unit = u.field("unit");
      if (CaseLines.indexOfWord(" " + line(unit), "retreats") >= 0) {
        throw unit.error("a unit has no word 'retreats'");
      }
      Optional<JsonInput> retreats = u.optional("retreats");
      return retreats.isEmpty() ? line(unit)
          : line(unit) + " retreats " + (retreats.get().elements().isEmpty() ? "none" : list(retreats.get()));
    });
  }

  /** Names joined by commas; no name may hold a comma. */
  private static String list(JsonInput array) throws JsonFormatException {
    StringBuilder b = new StringBuilder();
    for (JsonInput e : array.elements()) {
      String n = line(e);
      if (n.isEmpty() || n.indexOf(',') >= 0) {
        throw e.error("expected a name without a comma");
      }
      b.append(b.length() == 0 ? "" : ", ").append(n);
    }
    return b.toString();
  }

  /** A name before a colon: no colon in it. */
  private static String name(JsonInput in) throws JsonFormatException {
    String n = line(in);
    if (n.isEmpty() || n.indexOf(':') >= 0) {
      throw in.error("expected a name without a colon");
    }
    return n;
  }

  /** One word: no space in it. */
  private static String word(JsonInput in) throws JsonFormatException {
    String w = line(in);
    if (w.isEmpty() || Words.of(w).length != 1) {
      throw in.error("expected one word");
    }
    return w;
  }

  /** Text for one line of a case: no line end, no comment, no character a case may not hold. */
  private static String line(JsonInput in) throws JsonFormatException {
    String t = in.text();
    if (t.indexOf('\n') >= 0 || t.indexOf('\r') >= 0 || t.indexOf('#') >= 0) {
      throw in.error("a line of a case holds no line end and no '#'");
    }
    if (Names.firstForeignCharacter(t) >= 0) {
      throw in.error("a character a case may not hold");
    }
    return t.strip();
  }
}
