package dev.dipadj.picture;

import dev.dipadj.map.Board;
import dev.dipadj.map.BoardPoint;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Order;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.text.OrderWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Draws a {@link Scene} as SVG: one cell per province (sea, land and impassable told apart),
 * the abbreviations, the supply centres in their owner's colour, the units in their power's
 * colour (neutral units in {@link #NEUTRAL_COLOUR}; an army round, a fleet square), and the orders the usual way: a move or retreat
 * an arrow, a support a dashed line to the supported move's arrow or unit, a convoy a dotted
 * line to the convoyed army's arrow, a hold a ring. A failed order is red and crossed, an
 * illegal one grey and crossed; a dislodged unit stands beside its province.
 *
 * <p>The output depends only on the scene, so the same scene gives the same text.
 */
public final class BoardSvg {
  /** The SVG namespace. */
  public static final String SVG = "http://www.w3.org/2000/svg";
  /** Colours of the powers, by power index (repeated past the last). */
  private static final List<String> POWER_COLOURS = List.of(
      "#d8453a", "#2e5cb8", "#63b8e8", "#5a5a5a", "#3d9a3d", "#9457b5", "#e8c12c",
      "#e67e22", "#8b5a2b", "#e35ea8", "#1abc9c", "#b0b030");
  /** The colour of the units of no power ({@code Neutral: A Geo}): pale stone, no power's. */
  public static final String NEUTRAL_COLOUR = "#cfc8b8";
  static final String SUCCEEDS = "#1d1d1d";
  static final String FAILS = "#d40000";
  static final String ILLEGAL = "#8a8a8a";

  private final Scene scene;
  private final GameMap map;
  private final Board board;
  private final XMLStreamWriter out;
  /** The shapes and elements drawn on {@link #out}. */
  private final SvgPen pen;
  /** The size of a unit's mark, from the board's size and number of provinces. */
  private final double r;
  /** Where each dislodged unit is drawn, by province index. */
  private final Map<Integer, double[]> dislodgedAt = new HashMap<>();
  /** What each order draws, at the board's points. */
  private final OrderMarks marks;

  /** Put before every id, so that several pictures may share a page. */
  private final String ids;
  /** The map on real geography, if it has an outline. */
  private final Optional<GeoBoard> geo;

  private BoardSvg(Scene scene, XMLStreamWriter out, String ids) {
    this.ids = ids;
    this.scene = scene;
    this.map = scene.map();
    // A map on real geography is drawn on its outline; a map without, on its own board or
    // one laid out from its borders.
    this.geo = GeoBoard.of(map);
    this.board = BoardLayout.drawn(map);
    this.out = out;
    this.pen = new SvgPen(out);
    this.r = MarkSize.of(map, board, geo);
    this.marks = new OrderMarks(this::at, dislodgedAt, r);
    // A dislodged unit stands beside its province's spot, below and to the right.
    for (DislodgedUnit d : scene.dislodged()) {
      BoardPoint at = board.point(d.unit().location().province());
      dislodgedAt.put(d.unit().location().province().index(), new double[] {at.x() + r * 1.5, at.y() + r * 1.1});
    }
  }

  /**
   * The scene as a standalone SVG document.
   *
   * @param scene what to draw
   * @return the SVG text, ending with a newline
   */
  public static String document(Scene scene) {
    StringWriter text = new StringWriter();
    try {
      document(scene, text);
    } catch (IOException e) {
      throw new IllegalStateException("cannot write SVG to a string", e);
    }
    return text.toString();
  }

  /**
   * Writes the scene as a standalone SVG document, streamed to {@code out} as it is drawn.
   *
   * @param scene what to draw
   * @param out where the SVG text goes, ending with a newline; flushed, not closed
   * @throws IOException if {@code out} cannot be written
   */
  public static void document(Scene scene, Writer out) throws IOException {
    Objects.requireNonNull(scene, "scene");
    Objects.requireNonNull(out, "out");
    try {
      XMLStreamWriter xml = XMLOutputFactory.newInstance().createXMLStreamWriter(out);
      xml.writeStartDocument("UTF-8", "1.0");
      xml.writeCharacters("\n");
      new BoardSvg(scene, xml, "").svg();
      xml.writeEndDocument();
      xml.close();
    } catch (XMLStreamException e) {
      if (e.getCause() instanceof IOException io) {
        throw io;
      }
      throw new IllegalStateException("cannot write SVG", e);
    }
    out.write("\n");
    out.flush();
  }

  /**
   * Writes the scene as one {@code svg} element, for a page that holds several.
   *
   * @param scene what to draw
   * @param xml where to write it
   * @param idPrefix put before the picture's ids (patterns, markers), unique on the page
   * @throws XMLStreamException if the writer fails
   */
  public static void write(Scene scene, XMLStreamWriter xml, String idPrefix) throws XMLStreamException {
    Objects.requireNonNull(scene, "scene");
    Objects.requireNonNull(xml, "xml");
    Objects.requireNonNull(idPrefix, "idPrefix");
    new BoardSvg(scene, xml, idPrefix).svg();
  }

  /**
   * The least width at which a map's picture should be shown for its units and names to be
   * read ({@link MarkSize#readableWidth}); a page shown narrower scrolls the picture across.
   *
   * @param map a map
   * @return the width, in pixels
   */
  public static int readableWidth(GameMap map) {
    return MarkSize.readableWidth(map);
  }

  /**
   * The colour of a power's units and centres.
   *
   * @param power a power
   * @return its colour as {@code #rrggbb}
   */
  public static String colour(Power power) {
    return POWER_COLOURS.get(power.index() % POWER_COLOURS.size());
  }

  private void svg() throws XMLStreamException {
    int w = board.width();
    Legend legend = new Legend(out, pen, scene.title(), map.powers(), !geo.map(GeoBoard::straits).orElse(com.google.common.collect.ImmutableList.of()).isEmpty());
    int h = board.height() + legend.height(w);
    out.writeStartElement("svg");
    out.writeDefaultNamespace(SVG);
    out.writeAttribute("viewBox", "0 0 " + w + " " + h);
    out.writeAttribute("width", Integer.toString(w));
    out.writeAttribute("height", Integer.toString(h));
    out.writeAttribute("role", "img");
    out.writeAttribute("font-family", "DejaVu Sans, Verdana, sans-serif");
    out.writeAttribute("aria-label", scene.title());
    pen.line();
    pen.element("title", scene.title());
    defs();
    cells();
    centres();
    ProvinceNames.draw(out, pen, scene, board, r, marks, dislodgedAt.values());
    units();
    orders();
    legend.draw(board.height(), w);
    out.writeEndElement();
  }

  private void defs() throws XMLStreamException {
    out.writeStartElement("defs");
    out.writeStartElement("pattern");
    out.writeAttribute("id", ids + "impassable");
    out.writeAttribute("patternUnits", "userSpaceOnUse");
    out.writeAttribute("width", "8");
    out.writeAttribute("height", "8");
    out.writeAttribute("patternTransform", "rotate(45)");
    pen.empty("rect", "width", "8", "height", "8", "fill", "#c8c8c8");
    pen.empty("line", "x1", "0", "y1", "0", "x2", "0", "y2", "8", "stroke", "#8c8c8c", "stroke-width", "4");
    out.writeEndElement();
    for (String[] marker : new String[][] {{"arrow", SUCCEEDS}, {"arrow-fails", FAILS}, {"arrow-illegal", ILLEGAL}}) {
      out.writeStartElement("marker");
      out.writeAttribute("id", ids + marker[0]);
      out.writeAttribute("viewBox", "0 0 10 10");
      out.writeAttribute("refX", "9");
      out.writeAttribute("refY", "5");
      out.writeAttribute("markerWidth", "4");
      out.writeAttribute("markerHeight", "4");
      out.writeAttribute("orient", "auto");
      pen.empty("path", "d", "M0,0 L10,5 L0,10 z", "fill", marker[1]);
      out.writeEndElement();
    }
    out.writeEndElement();
    pen.line();
  }

  private void cells() throws XMLStreamException {
    if (geo.isPresent()) {
      AreaLayers.draw(geo.get(), map, out, ids, 3 * r, p -> fill(p.kind()), p -> kindWord(p.kind()));
      return;
    }
    out.writeStartElement("g");
    out.writeAttribute("class", "provinces");
    out.writeAttribute("stroke", "#5b5b5b");
    out.writeAttribute("stroke-width", "1");
    out.writeAttribute("stroke-linejoin", "round");
    pen.line();
    for (Cell cell : Cells.of(map, board)) {
      Province p = cell.province();
      StringBuilder points = new StringBuilder();
      for (int k = 0; k < cell.xs().size(); k++) {
        if (k > 0) {
          points.append(' ');
        }
        points.append(SvgPen.number(cell.xs().get(k))).append(',').append(SvgPen.number(cell.ys().get(k)));
      }
      out.writeStartElement("polygon");
      out.writeAttribute("class", "province " + kindWord(p.kind()));
      out.writeAttribute("data-province", p.abbreviation());
      out.writeAttribute("points", points.toString());
      out.writeAttribute("fill", fill(p.kind()));
      pen.element("title", p.name());
      out.writeEndElement();
      pen.line();
    }
    out.writeEndElement();
    pen.line();
  }

  private static String kindWord(ProvinceKind kind) {
    return kind.name().toLowerCase(Locale.ROOT);
  }

  private String fill(ProvinceKind kind) {
    return switch (kind) {
      case SEA -> "#a9cfee";
      case LAND -> "#eadfb8";
      case COAST -> "#dfeab8";
      // Land on the water: between a coast's green and a sea's blue.
      case ARCHIPELAGO -> "#c4e0cf";
      case IMPASSABLE -> "url(#" + ids + "impassable)";
    };
  }

  private void centres() throws XMLStreamException {
    out.writeStartElement("g");
    out.writeAttribute("class", "centres");
    out.writeAttribute("stroke", "#303030");
    pen.line();
    for (Province p : map.provinces()) {
      if (!p.supplyCentre()) {
        continue;
      }
      BoardPoint at = board.point(p);
      Power owner = scene.position().owners().get(p);
      out.writeEmptyElement("circle");
      out.writeAttribute("class", "centre");
      out.writeAttribute("data-province", p.abbreviation());
      out.writeAttribute("cx", SvgPen.number(at.x()));
      out.writeAttribute("cy", SvgPen.number(at.y() + r + r * 0.45 + 2));
      out.writeAttribute("r", SvgPen.number(r * 0.45));
      out.writeAttribute("fill", owner == null ? "#ffffff" : colour(owner));
      out.writeAttribute("stroke-width", "1.5");
      pen.line();
    }
    out.writeEndElement();
    pen.line();
  }



  private void units() throws XMLStreamException {
    out.writeStartElement("g");
    out.writeAttribute("class", "units");
    out.writeAttribute("stroke", "#1a1a1a");
    out.writeAttribute("stroke-width", "1.5");
    pen.line();
    for (Unit u : scene.position().units()) {
      BoardPoint at = board.point(u.location().province());
      unit(u, at.x(), at.y(), "unit");
    }
    for (DislodgedUnit d : scene.dislodged()) {
      double[] at = dislodgedAt.get(d.unit().location().province().index());
      unit(d.unit(), at[0], at[1], "unit dislodged");
    }
    out.writeEndElement();
    pen.line();
  }

  private void unit(Unit u, double x, double y, String cssClass) throws XMLStreamException {
    boolean army = u.type() == UnitType.ARMY;
    out.writeStartElement("g");
    out.writeAttribute("class", cssClass + (army ? " army" : " fleet"));
    out.writeAttribute("data-power", u.power().name());
    out.writeAttribute("data-province", u.location().province().abbreviation());
    if (cssClass.contains("dislodged")) {
      out.writeAttribute("stroke-dasharray", "3 2");
      out.writeAttribute("opacity", "0.85");
    }
    pen.element("title", u.power().name() + ": " + (army ? "A " : "F ") + u.location()
        + (cssClass.contains("dislodged") ? " (dislodged)" : ""));
    String colour = map.isNeutral(u.power()) ? NEUTRAL_COLOUR : colour(u.power());
    if (army) {
      pen.empty("circle", "cx", SvgPen.number(x), "cy", SvgPen.number(y), "r", SvgPen.number(r), "fill", colour);
    } else {
      pen.empty("rect", "x", SvgPen.number(x - r), "y", SvgPen.number(y - r * 0.8), "width", SvgPen.number(2 * r),
          "height", SvgPen.number(1.6 * r), "rx", SvgPen.number(r * 0.25), "fill", colour);
    }
    out.writeStartElement("text");
    out.writeAttribute("x", SvgPen.number(x));
    out.writeAttribute("y", SvgPen.number(y + r * 0.38));
    out.writeAttribute("font-size", SvgPen.number(r * 1.05));
    out.writeAttribute("font-weight", "bold");
    out.writeAttribute("text-anchor", "middle");
    out.writeAttribute("stroke", "none");
    out.writeAttribute("fill", light(colour) ? "#111111" : "#ffffff");
    out.writeCharacters(army ? "A" : "F");
    out.writeEndElement();
    out.writeEndElement();
    pen.line();
  }

  /** Whether dark letters read better on this colour than white ones. */
  private static boolean light(String colour) {
    int rgb = Integer.parseInt(colour.substring(1), 16);
    double luma = 0.299 * (rgb >> 16) + 0.587 * ((rgb >> 8) & 0xff) + 0.114 * (rgb & 0xff);
    return luma > 150;
  }

  private void orders() throws XMLStreamException {
    out.writeStartElement("g");
    out.writeAttribute("class", "orders");
    out.writeAttribute("fill", "none");
    out.writeAttribute("stroke-linecap", "round");
    pen.line();
    for (OrderResult result : scene.results()) {
      order(result);
    }
    out.writeEndElement();
    pen.line();
  }

  private void order(OrderResult result) throws XMLStreamException {
    Order order = result.order();
    String colour = switch (result.outcome()) {
      case SUCCEEDS -> SUCCEEDS;
      case FAILS -> FAILS;
      case ILLEGAL -> ILLEGAL;
    };
    String marker = switch (result.outcome()) {
      case SUCCEEDS -> "url(#" + ids + "arrow)";
      case FAILS -> "url(#" + ids + "arrow-fails)";
      case ILLEGAL -> "url(#" + ids + "arrow-illegal)";
    };
    out.writeStartElement("g");
    out.writeAttribute("class", "order " + order.accept(OrderMarks.WORD, null) + " " + result.outcome().word());
    out.writeAttribute("stroke", colour);
    pen.element("title", orderTitle(result));
    OrderMarks.Mark mark = order.accept(marks, null);
    if (mark.line() != null) {
      OrderMarks.Line l = mark.line();
      pen.path(l.seg(), l.width(), l.dashes(), l.arrow() ? marker : null);
    }
    if (mark.ring() != null) {
      OrderMarks.Ring g = mark.ring();
      pen.ring(g.centre(), g.radius(), g.width(), g.dashes());
    }
    if (mark.plus() != null) {
      pen.plus(mark.plus(), r);
    }
    if (mark.disband() != null) {
      pen.cross(mark.disband(), r * 1.2, 3);
    }
    if (mark.failed() != null && result.outcome() != Outcome.SUCCEEDS) {
      pen.cross(mark.failed(), r * 0.6, 3);
    }
    out.writeEndElement();
    pen.line();
  }

  private static String orderTitle(OrderResult result) {
    String reason = result.reason().words();
    return result.order().power().name() + ": " + OrderWriter.write(result.order()) + ": " + result.outcome().word() + (reason.isEmpty() ? "" : " (" + reason + ")");
  }

  private double[] at(Location l) {
    BoardPoint p = board.point(l.province());
    return new double[] {p.x(), p.y()};
  }

  /**
   * A coordinate as the pictures write it (see {@link SvgPen#number}).
   *
   * @param value a coordinate
   * @return it to one decimal
   */
  static String number(double value) {
    return SvgPen.number(value);
  }
}
