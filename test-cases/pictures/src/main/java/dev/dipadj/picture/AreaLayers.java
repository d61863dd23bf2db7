package dev.dipadj.picture;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import java.util.function.Function;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Draws a {@link GeoBoard}'s provinces: the seas' areas first, then the land's, clipped to the
 * coastline, then the coastline itself and a dashed mark across each strait the geography
 * keeps apart. Water and land without a province are drawn paler, each in its own path.
 */
final class AreaLayers {
  /** Water no sea may have (between two seas that do not border). */
  private static final String OPEN_WATER = "#d6e7f4";
  /** Land no province may have (an island without a province, an inland shore). */
  private static final String NO_MAN_S_LAND = "#ebe7da";

  private AreaLayers() {}

  /**
   * Writes the provinces' areas.
   *
   * @param geo the geographic board
   * @param map its map
   * @param out where to write
   * @param ids the prefix of the picture's ids
   * @param shortest the least length of a strait's mark (a strait a square or two wide would
   *     not be seen): a shorter mark is lengthened at both ends, into the two areas
   * @param fill each province's fill
   * @param kind each province's class word (its kind)
   * @throws XMLStreamException if the writer fails
   */
  static void draw(GeoBoard geo, GameMap map, XMLStreamWriter out, String ids, double shortest,
      Function<Province, String> fill, Function<Province, String> kind) throws XMLStreamException {
    SvgPen pen = new SvgPen(out);
    // The coastline once, used twice: to clip the land and to draw the coast.
    out.writeStartElement("defs");
    pen.empty("path", "id", ids + "coast", "d", geo.coastline(), "clip-rule", "evenodd");
    out.writeStartElement("clipPath");
    out.writeAttribute("id", ids + "land");
    pen.empty("use", "href", "#" + ids + "coast", "clip-rule", "evenodd");
    out.writeEndElement();
    out.writeEndElement();
    pen.line();
    out.writeStartElement("g");
    out.writeAttribute("class", "provinces");
    out.writeAttribute("stroke", "#5b5b5b");
    out.writeAttribute("stroke-width", "1");
    out.writeAttribute("stroke-linejoin", "round");
    out.writeAttribute("fill-rule", "evenodd");
    pen.line();
    layer(geo, map, out, pen, false, fill, kind);
    out.writeStartElement("g");
    out.writeAttribute("clip-path", "url(#" + ids + "land)");
    pen.line();
    layer(geo, map, out, pen, true, fill, kind);
    out.writeEndElement();
    pen.line();
    pen.empty("use", "class", "coastline", "href", "#" + ids + "coast", "fill", "none", "stroke", "#40698c", "stroke-width", "1.2");
    pen.line();
    for (GeoBoard.Strait s : geo.straits()) {
      String a = map.province(s.a()).abbreviation();
      String b = map.province(s.b()).abbreviation();
      out.writeStartElement("g");
      out.writeAttribute("class", "strait");
      out.writeAttribute("data-provinces", a + " " + b);
      pen.element("title", s.toEdge()
          ? a + " borders " + b + " round the back of the board"
          : a + " and " + b + " border across the water");
      double[] line = {s.x1(), s.y1(), s.x2(), s.y2()};
      if (!s.toEdge()) {
        line = atLeast(line, shortest);
      }
      pen.empty("line", "x1", SvgPen.number(line[0]), "y1", SvgPen.number(line[1]), "x2", SvgPen.number(line[2]),
          "y2", SvgPen.number(line[3]), "stroke-width", "2.5", "stroke-dasharray", "2 1.5");
      if (s.toEdge()) {
        // The other province named where the line leaves the drawing, inside it.
        double x = Math.max(14, Math.min(geo.board().width() - 14, s.x2()));
        double y = Math.max(10, Math.min(geo.board().height() - 4, s.y2()));
        out.writeStartElement("text");
        out.writeAttribute("x", SvgPen.number(x));
        out.writeAttribute("y", SvgPen.number(y));
        out.writeAttribute("font-size", "9");
        out.writeAttribute("text-anchor", "middle");
        out.writeAttribute("stroke", "none");
        out.writeAttribute("fill", "#303030");
        out.writeCharacters(b);
        out.writeEndElement();
      }
      out.writeEndElement();
      pen.line();
    }
    out.writeEndElement();
    pen.line();
  }

  /** A segment lengthened at both ends to at least {@code least}, about its middle. */
  private static double[] atLeast(double[] line, double least) {
    double dx = line[2] - line[0];
    double dy = line[3] - line[1];
    double length = Math.hypot(dx, dy);
    if (length >= least) {
      return line;
    }
    double mx = (line[0] + line[2]) / 2;
    double my = (line[1] + line[3]) / 2;
    // A mark between touching squares has no direction of its own: it is drawn across.
    double ux = length == 0 ? 1 : dx / length;
    double uy = length == 0 ? 0 : dy / length;
    return new double[] {mx - ux * least / 2, my - uy * least / 2, mx + ux * least / 2, my + uy * least / 2};
  }

  private static void layer(GeoBoard geo, GameMap map, XMLStreamWriter out, SvgPen pen, boolean land,
      Function<Province, String> fill, Function<Province, String> kind) throws XMLStreamException {
    String none = land ? geo.landPath(geo.noProvince()) : geo.seaPath(geo.noProvince());
    if (!none.isEmpty()) {
      pen.empty("path", "class", land ? "no-province land" : "no-province water", "d", none,
          "fill", land ? NO_MAN_S_LAND : OPEN_WATER);
      pen.line();
    }
    for (Province p : map.provinces()) {
      if (GeoBoard.onLand(p) != land) {
        continue;
      }
      String d = land ? geo.landPath(p.index()) : geo.seaPath(p.index());
      if (d.isEmpty()) {
        continue;
      }
      out.writeStartElement("path");
      out.writeAttribute("class", "province " + kind.apply(p));
      out.writeAttribute("data-province", p.abbreviation());
      out.writeAttribute("d", d);
      out.writeAttribute("fill", fill.apply(p));
      pen.element("title", p.name());
      out.writeEndElement();
      pen.line();
    }
  }
}
