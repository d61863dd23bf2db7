package dev.dipadj.picture;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * The shapes the pictures are drawn with — a line with or without an arrow head, a ring, a
 * cross, a plus, a bare element — written on an XML stream, and the one way a coordinate is
 * written, so that the same picture is the same text on every machine.
 */
final class SvgPen {
  private final XMLStreamWriter out;

  /** A pen writing on this stream. */
  SvgPen(XMLStreamWriter out) {
    this.out = out;
  }

  /** The segment from a to b without its first {@code fromGap} and last {@code toGap} units. */
  static double[] shorten(double[] a, double[] b, double fromGap, double toGap) {
    double dx = b[0] - a[0];
    double dy = b[1] - a[1];
    double length = Math.hypot(dx, dy);
    if (length <= fromGap + toGap + 1) {
      return new double[] {a[0], a[1], b[0], b[1]};
    }
    double ux = dx / length;
    double uy = dy / length;
    return new double[] {a[0] + ux * fromGap, a[1] + uy * fromGap, b[0] - ux * toGap, b[1] - uy * toGap};
  }

  static double[] point(double[] seg, double t) {
    return new double[] {seg[0] + t * (seg[2] - seg[0]), seg[1] + t * (seg[3] - seg[1])};
  }

  void path(double[] seg, double width, String dashes, String marker) throws XMLStreamException {
    out.writeEmptyElement("path");
    out.writeAttribute("d", "M" + number(seg[0]) + "," + number(seg[1]) + " L" + number(seg[2]) + "," + number(seg[3]));
    out.writeAttribute("stroke-width", number(width));
    if (dashes != null) {
      out.writeAttribute("stroke-dasharray", dashes);
    }
    if (marker != null) {
      out.writeAttribute("marker-end", marker);
    }
  }

  void ring(double[] c, double radius, double width, String dashes) throws XMLStreamException {
    out.writeEmptyElement("circle");
    out.writeAttribute("cx", number(c[0]));
    out.writeAttribute("cy", number(c[1]));
    out.writeAttribute("r", number(radius));
    out.writeAttribute("stroke-width", number(width));
    if (dashes != null) {
      out.writeAttribute("stroke-dasharray", dashes);
    }
  }

  void cross(double[] c, double half, double width) throws XMLStreamException {
    out.writeEmptyElement("path");
    out.writeAttribute("class", "cross");
    out.writeAttribute("d", "M" + number(c[0] - half) + "," + number(c[1] - half)
        + " L" + number(c[0] + half) + "," + number(c[1] + half)
        + " M" + number(c[0] - half) + "," + number(c[1] + half)
        + " L" + number(c[0] + half) + "," + number(c[1] - half));
    out.writeAttribute("stroke-width", number(width));
  }

  void plus(double[] c, double half) throws XMLStreamException {
    empty("path", "d", "M" + number(c[0] - half) + "," + number(c[1]) + " L" + number(c[0] + half) + ","
        + number(c[1]) + " M" + number(c[0]) + "," + number(c[1] - half) + " L" + number(c[0]) + ","
        + number(c[1] + half), "stroke-width", "3");
  }

  void element(String name, String text) throws XMLStreamException {
    out.writeStartElement(name);
    out.writeCharacters(text);
    out.writeEndElement();
  }

  void empty(String name, String... attributes) throws XMLStreamException {
    out.writeEmptyElement(name);
    for (int i = 0; i < attributes.length; i += 2) {
      out.writeAttribute(attributes[i], attributes[i + 1]);
    }
  }

  void line() throws XMLStreamException {
    out.writeCharacters("\n");
  }

  /** A coordinate to one decimal, without a trailing ".0", the same on every machine. */
  static String number(double value) {
    long tenths = Math.round(value * 10);
    String sign = tenths < 0 ? "-" : "";
    long abs = Math.abs(tenths);
    return abs % 10 == 0 ? sign + abs / 10 : sign + abs / 10 + "." + abs % 10;
  }
}
