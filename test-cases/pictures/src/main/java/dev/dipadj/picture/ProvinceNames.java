package dev.dipadj.picture;

import dev.dipadj.map.Board;
import dev.dipadj.map.BoardPoint;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import java.util.Collection;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * The provinces' names on a board, each where {@link LabelPlaces} finds room for it: off the
 * units (dislodged ones too), the centres' dots and the orders' lines.
 */
final class ProvinceNames {
  private ProvinceNames() {}

  /**
   * Writes the names.
   *
   * @param out where to write
   * @param pen the pen writing there
   * @param scene what the board shows
   * @param board where each province's spot is
   * @param r the size of a unit's mark
   * @param marks what each order draws
   * @param dislodged where the dislodged units stand
   * @throws XMLStreamException if the writer fails
   */
  static void draw(XMLStreamWriter out, SvgPen pen, Scene scene, Board board, double r, OrderMarks marks,
      Collection<double[]> dislodged) throws XMLStreamException {
    out.writeStartElement("g");
    out.writeAttribute("class", "labels");
    // A pale halo keeps a name readable where an order's line crosses it.
    out.writeAttribute("stroke", "#ffffff");
    out.writeAttribute("stroke-opacity", "0.7");
    out.writeAttribute("stroke-width", "2.5");
    out.writeAttribute("paint-order", "stroke");
    out.writeAttribute("font-size", SvgPen.number(MarkSize.name(r)));
    out.writeAttribute("text-anchor", "middle");
    out.writeAttribute("fill", "#202020");
    pen.line();
    LabelPlaces places = new LabelPlaces(r, MarkSize.name(r));
    for (Unit u : scene.position().units()) {
      BoardPoint at = board.point(u.location().province());
      places.unitAt(at.x(), at.y());
    }
    for (double[] at : dislodged) {
      places.unitAt(at[0], at[1]);
    }
    for (Province p : scene.map().provinces()) {
      if (p.supplyCentre()) {
        places.dotAt(board.point(p).x(), board.point(p).y() + r + r * 0.45 + 2, r * 0.45);
      }
    }
    for (OrderResult result : scene.results()) {
      OrderMarks.Line line = result.order().accept(marks, null).line();
      if (line != null) {
        places.lineFrom(line.seg()[0], line.seg()[1], line.seg()[2], line.seg()[3]);
      }
    }
    for (Province p : scene.map().provinces()) {
      BoardPoint point = board.point(p);
      double[] at = places.place(point.x(), point.y(), p.abbreviation().length());
      out.writeStartElement("text");
      out.writeAttribute("data-province", p.abbreviation());
      out.writeAttribute("x", SvgPen.number(at[0]));
      out.writeAttribute("y", SvgPen.number(at[1]));
      if (p.kind() == ProvinceKind.SEA) {
        out.writeAttribute("font-style", "italic");
      }
      out.writeCharacters(p.abbreviation());
      out.writeEndElement();
      pen.line();
    }
    out.writeEndElement();
    pen.line();
  }
}
