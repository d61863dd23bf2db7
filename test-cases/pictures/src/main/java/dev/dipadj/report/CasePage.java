package dev.dipadj.report;

import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.StepReport;
import dev.dipadj.map.UnitType;
import dev.dipadj.picture.BoardSvg;
import dev.dipadj.picture.Scene;
import dev.dipadj.picture.TextFit;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Reason;
import dev.dipadj.result.Removal;
import dev.dipadj.rules.ConvoyParadoxRule;
import dev.dipadj.text.OrderWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * A case file as one self-contained HTML page: for each case its verdict (as {@code check}
 * gives it) and the rules it ran by, and for each step the board with the orders, the results
 * with their reasons, under each failed or doubtful order of a movement step its derivation in
 * words (closed until opened), a convoy paradox's rule and members, and the board after. The pictures are inline SVG
 * and the style inline CSS, so the page needs nothing else; it scales to a phone's width.
 */
public final class CasePage {
  /** The page's style: boards side by side where there is room, one above the other on a phone. */
  private static final String STYLE = String.join("\n",
      "body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1d1d;"
          + "margin:0 auto;max-width:1500px;padding:0 12px 40px;line-height:1.4}",
      "h1{font-size:1.5em;margin:16px 0 4px}",
      "h1,h2,h3,p,figcaption,td{overflow-wrap:anywhere}",
      "h2{font-size:1.25em;margin:28px 0 4px;border-top:2px solid #ccc;padding-top:12px}",
      "h3{font-size:1.05em;margin:18px 0 6px}",
      ".boards{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,520px),1fr));gap:12px}",
      "figure{margin:0;overflow-x:auto}",
      "figure svg{width:100%;height:auto;display:block;border:1px solid #bbb}",
      "figcaption{font-size:.9em;color:#555;margin-top:2px}",
      ".table{overflow-x:auto;margin:10px 0}",
      "table{border-collapse:collapse;width:100%;font-size:.92em}",
      "th,td{text-align:left;padding:3px 8px;border-bottom:1px solid #e2e2e2;vertical-align:top}",
      "th{background:#f2f2f2}",
      "td.order{font-family:ui-monospace,Menlo,Consolas,monospace;white-space:nowrap}",
      ".succeeds{color:#176317}",
      ".fails{color:#b80000;font-weight:bold}",
      ".illegal{color:#6d6d6d;font-weight:bold}",
      ".passed{color:#176317}",
      ".problem{color:#b80000}",
      ".rules p{margin:4px 0}.rules ul{margin:2px 0 8px;padding-left:22px}.rules li{font-size:.92em}",
      ".paradox{font-size:.92em}",
      "tr.derivation td{padding-top:0}",
      "details{font-size:.92em;color:#333}summary{cursor:pointer;color:#555}details p{margin:2px 0 4px 14px}",
      "@media (max-width:600px){body{padding:0 6px 24px}thead{display:none}"
          + "tr{display:block;padding:5px 0;border-bottom:1px solid #e2e2e2}"
          + "td{display:inline;border:0;padding:0 6px 0 0}td.why{display:block;color:#444;font-size:.92em}"
          + "tr.derivation td{display:block}}");

  /**
   * The most characters of a name or title in a heading (issue 19, point 9): a case id or a
   * file name as long as a line would otherwise push the page sideways; the heading cuts it.
   */
  static final int HEADING = 200;

  private CasePage() {}

  /**
   * The page for the reports of a file's cases, as one string.
   *
   * @param title the page's title (the file's name)
   * @param reports the cases run, with their steps
   * @return the HTML text
   */
  public static String write(String title, List<CaseReport> reports) {
    Objects.requireNonNull(reports, "reports");
    StringWriter text = new StringWriter();
    try {
      write(title, reports.size(), reports, text);
    } catch (IOException e) {
      throw new IllegalStateException("cannot write HTML to a string", e);
    }
    return text.toString();
  }

  /**
   * Writes the page case by case as the reports come (issue 19, point 4): each case's section,
   * its pictures included, goes to {@code out} before the next report is asked for, so a page
   * of a hundred thousand cases needs the memory of one case, not of the page. Give reports
   * that are run as they are asked for ({@code cases.stream().map(CaseRunner::run)}) to hold
   * one at a time.
   *
   * @param title the page's title (the file's name)
   * @param cases how many reports there are, for the page's heading
   * @param reports the cases run, with their steps, in page order
   * @param out where the page goes; it is flushed, not closed
   * @throws IOException when {@code out} cannot be written
   */
  public static void write(String title, int cases, Iterable<CaseReport> reports, Writer out) throws IOException {
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(reports, "reports");
    Objects.requireNonNull(out, "out");
    try {
      XMLStreamWriter xml = XMLOutputFactory.newInstance().createXMLStreamWriter(out);
      xml.writeDTD("<!DOCTYPE html>");
      xml.writeCharacters("\n");
      xml.writeStartElement("html");
      xml.writeAttribute("lang", "en");
      xml.writeStartElement("head");
      xml.writeEmptyElement("meta");
      xml.writeAttribute("charset", "utf-8");
      xml.writeEmptyElement("meta");
      xml.writeAttribute("name", "viewport");
      xml.writeAttribute("content", "width=device-width, initial-scale=1");
      element(xml, "title", "dipadj: " + TextFit.cut(title, HEADING));
      element(xml, "style", STYLE);
      xml.writeEndElement();
      xml.writeCharacters("\n");
      xml.writeStartElement("body");
      element(xml, "h1", TextFit.cut(title, HEADING));
      element(xml, "p", cases + (cases == 1 ? " case" : " cases") + ", adjudicated by dipadj.");
      int picture = 0;
      for (CaseReport report : reports) {
        picture = caseSection(xml, report, picture);
        // Each section leaves for the output before the next case is run.
        xml.flush();
      }
      xml.writeEndElement();
      xml.writeEndElement();
      xml.writeEndDocument();
      xml.close();
    } catch (XMLStreamException e) {
      if (e.getCause() instanceof IOException io) {
        throw io;
      }
      throw new IllegalStateException("cannot write the HTML page", e);
    }
    out.write("\n");
    out.flush();
  }

  private static int caseSection(XMLStreamWriter out, CaseReport report, int picture) throws XMLStreamException {
    String id = report.text().id();
    out.writeStartElement("section");
    out.writeAttribute("class", "case");
    out.writeAttribute("id", "case-" + id);
    element(out, "h2", TextFit.cut(id + (report.text().title().isEmpty() ? "" : ": " + report.text().title()), HEADING));
    // Judged as check judges it: "met" only where something was compared (issue 24).
    CaseReport checked = report.checked();
    if (checked.passed()) {
      out.writeStartElement("p");
      out.writeAttribute("class", "passed");
      out.writeCharacters("Every expectation of the case is met.");
      out.writeEndElement();
    } else {
      out.writeStartElement("p");
      out.writeAttribute("class", "problem");
      out.writeCharacters(checked.failureLine());
      out.writeEndElement();
    }
    rules(out, CaseRules.of(report));
    int n = 0;
    for (StepReport step : report.steps()) {
      n++;
      out.writeStartElement("article");
      out.writeAttribute("class", "step");
      element(out, "h3", TextFit.cut("Step " + n + ": " + step.outcome().phase(), HEADING));
      out.writeStartElement("div");
      out.writeAttribute("class", "boards");
      Scene before = StepScenes.before(id, step);
      // Each board at least as wide as its units can be read at, two side by side when they fit.
      int readable = BoardSvg.readableWidth(before.map());
      out.writeAttribute("style", "grid-template-columns:repeat(auto-fit,minmax(min(100%," + readable + "px),1fr))");
      figure(out, before, "The orders (red and crossed: failed; grey: illegal)", "p" + picture++ + "-");
      figure(out, StepScenes.after(id, step), "After the step", "p" + picture++ + "-");
      out.writeEndElement();
      results(out, step);
      out.writeEndElement();
    }
    out.writeEndElement();
    out.writeCharacters("\n");
    return picture;
  }

  /** The rules the case ran by, so that a result that depends on an option says so (issue 24). */
  private static void rules(XMLStreamWriter out, CaseRules rules) throws XMLStreamException {
    out.writeStartElement("div");
    out.writeAttribute("class", "rules");
    element(out, "p", rules.summary());
    if (!rules.departures().isEmpty()) {
      out.writeStartElement("ul");
      for (CaseRules.Setting s : rules.departures()) {
        out.writeStartElement("li");
        element(out, "code", s.setting());
        words(out, ": " + s.words());
        out.writeEndElement();
      }
      out.writeEndElement();
    }
    out.writeEndElement();
  }

  private static void figure(XMLStreamWriter out, Scene scene, String caption, String ids)
      throws XMLStreamException {
    out.writeStartElement("figure");
    // The picture keeps the width its units are read at; on a narrower screen it scrolls across.
    out.writeStartElement("div");
    out.writeAttribute("class", "scroll");
    out.writeAttribute("style", "min-width:" + BoardSvg.readableWidth(scene.map()) + "px");
    BoardSvg.write(scene, out, ids);
    out.writeEndElement();
    element(out, "figcaption", caption);
    out.writeEndElement();
  }

  private static void results(XMLStreamWriter out, StepReport step) throws XMLStreamException {
    out.writeStartElement("div");
    out.writeAttribute("class", "table");
    out.writeStartElement("table");
    out.writeStartElement("thead");
    out.writeStartElement("tr");
    for (String heading : List.of("Power", "Order", "Outcome", "Why")) {
      element(out, "th", heading);
    }
    out.writeEndElement();
    out.writeEndElement();
    out.writeStartElement("tbody");
    StepDerivation derivation = StepDerivation.of(step).orElse(null);
    int i = 0;
    for (OrderResult r : step.outcome().results()) {
      out.writeStartElement("tr");
      out.writeStartElement("td");
      out.writeAttribute("class", "power");
      out.writeCharacters(r.order().power().name());
      out.writeEndElement();
      out.writeStartElement("td");
      out.writeAttribute("class", "order");
      out.writeCharacters(OrderWriter.write(r.order()));
      out.writeEndElement();
      out.writeStartElement("td");
      out.writeAttribute("class", r.outcome().word());
      out.writeCharacters(r.outcome().word());
      out.writeEndElement();
      String word = r.reason().kind().word();
      String words = r.reason().words();
      out.writeStartElement("td");
      out.writeAttribute("class", "why");
      out.writeCharacters(word.isEmpty() ? words : words.isEmpty() ? word : word + ": " + words);
      out.writeEndElement();
      out.writeEndElement();
      if (derivation != null) {
        derivation(out, derivation.words(i, r));
      }
      i++;
    }
    out.writeEndElement();
    out.writeEndElement();
    out.writeEndElement();
    paradox(out, step, derivation == null ? List.of() : derivation.convoyParadoxMembers());
    if (!step.outcome().removed().isEmpty()) {
      out.writeStartElement("p");
      StringBuilder removed = new StringBuilder("Removed:");
      String sep = " ";
      for (Removal removal : step.outcome().removed()) {
        removed.append(sep).append(removal.unit().power().name()).append(' ')
            .append(removal.unit().type() == UnitType.ARMY ? "A " : "F ").append(removal.unit().location())
            .append(", ").append(removal.cause().words());
        sep = "; ";
      }
      out.writeCharacters(removed.toString());
      out.writeEndElement();
    }
    if (!step.outcome().builtByDefault().isEmpty()) {
      out.writeStartElement("p");
      StringBuilder built = new StringBuilder("Built for builds left unordered:");
      String sep = " ";
      for (Unit u : step.outcome().builtByDefault()) {
        built.append(sep).append(u.power().name()).append(" A ").append(u.location());
        sep = "; ";
      }
      out.writeCharacters(built.toString());
      out.writeEndElement();
    }
  }

  /**
   * Under a failed or doubtful order's line, its derivation in words, closed until the reader
   * opens it: a row of its own across the table, so the table's columns stay as they were.
   */
  private static void derivation(XMLStreamWriter out, List<String> words) throws XMLStreamException {
    if (words.isEmpty()) {
      return;
    }
    out.writeStartElement("tr");
    out.writeAttribute("class", "derivation");
    out.writeStartElement("td");
    out.writeAttribute("colspan", "4");
    out.writeStartElement("details");
    element(out, "summary", "Derivation");
    for (String paragraph : words) {
      element(out, "p", paragraph);
    }
    out.writeEndElement();
    out.writeEndElement();
    out.writeEndElement();
  }

  /**
   * Under a step with a convoy paradox, the rule that settled it, the orders it failed, and
   * the orders that formed the paradox (the derivation's members). A reader then sees which
   * orders the rule could touch and why one outside it succeeded or failed on its own.
   */
  private static void paradox(XMLStreamWriter out, StepReport step, List<String> members) throws XMLStreamException {
    ConvoyParadoxRule rule = null;
    List<String> failed = new ArrayList<>();
    for (OrderResult r : step.outcome().results()) {
      if (r.reason() instanceof Reason.Paradox p) {
        rule = p.rule();
        failed.add(r.order().power().name() + ": " + OrderWriter.write(r.order()));
      }
    }
    if (rule == null) {
      return;
    }
    out.writeStartElement("p");
    out.writeAttribute("class", "paradox");
    out.writeCharacters("A convoy paradox, settled by the " + rule.value() + " rule (");
    element(out, "code", "convoy-paradox=" + rule.value());
    words(out, "): " + rule.description() + ". Failed by the rule: " + String.join("; ", failed) + ".");
    if (!members.isEmpty()) {
      out.writeStartElement("span");
      out.writeAttribute("class", "members");
      out.writeCharacters(" The orders that formed it: " + String.join("; ", members) + ".");
      out.writeEndElement();
    }
    out.writeEndElement();
  }

  /**
   * The orders that formed the step's convoy paradoxes, as {@code POWER: ORDER}, from the
   * step's derivation ({@code Derivation.paradoxes()}); none for a step without one, or one
   * that is not a movement step.
   *
   * @param step the step
   * @return the members, each once, in the order the resolver met them
   */
  static List<String> paradoxMembers(StepReport step) {
    return StepDerivation.of(step).map(StepDerivation::convoyParadoxMembers).orElse(List.of());
  }

  /**
   * Words of the rule options' descriptions, which quote a setting or a name between
   * backticks as the README's table does: those parts as code, the rest as text.
   */
  private static void words(XMLStreamWriter out, String text) throws XMLStreamException {
    String[] parts = text.split("`", -1);
    for (int i = 0; i < parts.length; i++) {
      if (i % 2 == 1 && i < parts.length - 1) {
        element(out, "code", parts[i]);
      } else if (i % 2 == 1) {
        // An unmatched backtick stays as it was written.
        out.writeCharacters("`" + parts[i]);
      } else {
        out.writeCharacters(parts[i]);
      }
    }
  }

  private static void element(XMLStreamWriter out, String name, String text) throws XMLStreamException {
    out.writeStartElement(name);
    out.writeCharacters(text);
    out.writeEndElement();
  }
}
