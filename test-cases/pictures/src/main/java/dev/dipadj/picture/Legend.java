package dev.dipadj.picture;

import dev.dipadj.map.Power;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * The strip under a board: the picture's title, a swatch for each power, and a key with a
 * small copy of every mark the board may draw (move, support, convoy, hold, retreat, build,
 * disband, a dislodged unit, a failed and an illegal order, a supply centre, and a border
 * across a strait where the map has one), wrapped onto as many lines as the width needs.
 */
final class Legend {
  /** A heading character's width, for cutting the title to the picture's width. */
  private static final double HEADING_CHAR = 8.5;
  /** A legend character's width. */
  private static final double LEGEND_CHAR = 7.5;
  /** A power's swatch and the room after its name. */
  private static final double LEGEND_SWATCH = 30;
  /** A key entry's drawing, before its word. */
  private static final double GLYPH = 28;
  /** The height of the title's and the powers' lines, and of each line of the key. */
  private static final int LINE = 22;

  /** A key entry: its mark and its word. */
  private record Entry(String mark, String word) {}

  private final XMLStreamWriter out;
  private final SvgPen pen;
  private final String title;
  private final List<Power> powers;
  private final List<Entry> key = new ArrayList<>();

  /**
   * A legend.
   *
   * @param out where to write
   * @param pen the pen writing there
   * @param title the picture's title
   * @param powers the map's powers
   * @param straits whether the board draws borders across straits
   */
  Legend(XMLStreamWriter out, SvgPen pen, String title, List<Power> powers, boolean straits) {
    this.out = out;
    this.pen = pen;
    this.title = title;
    this.powers = powers;
    for (String[] e : new String[][] {
      {"move", "move"}, {"support", "support"}, {"convoy", "convoy"}, {"hold", "hold"},
      {"retreat", "retreat"}, {"build", "build"}, {"disband", "disband"}, {"dislodged", "dislodged"},
      {"fails", "fails"}, {"illegal", "illegal"}, {"centre", "centre (owner's colour)"}}) {
      key.add(new Entry(e[0], e[1]));
    }
    if (straits) {
      key.add(new Entry("strait", "border across water"));
    }
  }

  /** The key's lines, each a list of entries, for a picture this wide. */
  private List<List<Entry>> lines(int width) {
    List<List<Entry>> lines = new ArrayList<>();
    List<Entry> line = new ArrayList<>();
    double x = 8;
    for (Entry e : key) {
      double w = entryWidth(e);
      if (!line.isEmpty() && x + w > width - 8) {
        lines.add(line);
        line = new ArrayList<>();
        x = 8;
      }
      line.add(e);
      x += w;
    }
    lines.add(line);
    return lines;
  }

  private static double entryWidth(Entry e) {
    return GLYPH + e.word().length() * LEGEND_CHAR + 14;
  }

  /**
   * The legend's height for a picture this wide.
   *
   * @param width the picture's width
   * @return the height, in drawing units
   */
  int height(int width) {
    return 2 * LINE + 8 + lines(width).size() * LINE;
  }

  /**
   * Draws the legend.
   *
   * @param top where it starts, under the board
   * @param width the picture's width
   * @throws XMLStreamException if the writer fails
   */
  void draw(int top, int width) throws XMLStreamException {
    pen.empty("rect", "class", "footer", "x", "0", "y", Integer.toString(top), "width",
        Integer.toString(width), "height", Integer.toString(height(width)), "fill", "#f4f4f4");
    double y = top + 20;
    out.writeStartElement("text");
    out.writeAttribute("x", "8");
    out.writeAttribute("y", SvgPen.number(y));
    out.writeAttribute("font-size", "14");
    out.writeAttribute("font-weight", "bold");
    out.writeAttribute("fill", "#202020");
    // The whole title is the picture's <title>; the heading keeps what fits the width.
    out.writeCharacters(TextFit.cut(title, Math.max(1, (int) ((width - 16) / HEADING_CHAR))));
    out.writeEndElement();
    pen.line();
    out.writeStartElement("g");
    out.writeAttribute("class", "legend");
    out.writeAttribute("font-size", "12");
    out.writeAttribute("fill", "#202020");
    y += LINE;
    int nameChars = nameChars(width - 16);
    double x = 8;
    for (Power p : powers) {
      pen.empty("rect", "x", SvgPen.number(x), "y", SvgPen.number(y - 10), "width", "12", "height", "12",
          "fill", BoardSvg.colour(p), "stroke", "#303030");
      x += 16;
      String name = TextFit.cut(p.name(), nameChars);
      text(x, y, name);
      x += name.length() * LEGEND_CHAR + LEGEND_SWATCH - 16;
    }
    for (List<Entry> line : lines(width)) {
      y += LINE;
      x = 8;
      for (Entry e : line) {
        out.writeStartElement("g");
        // Not the mark's own class word: the board's marks are counted by theirs.
        out.writeAttribute("class", "key");
        out.writeAttribute("data-mark", e.mark());
        glyph(e.mark(), x, y - 4);
        text(x + GLYPH, y, e.word());
        out.writeEndElement();
        x += entryWidth(e);
      }
    }
    out.writeEndElement();
    pen.line();
  }

  private void text(double x, double y, String words) throws XMLStreamException {
    out.writeStartElement("text");
    out.writeAttribute("x", SvgPen.number(x));
    out.writeAttribute("y", SvgPen.number(y));
    out.writeCharacters(words);
    out.writeEndElement();
  }

  /** A small copy of a mark, drawn as the board draws it, in the 24 units left of (x, y) + 24. */
  private void glyph(String mark, double x, double y) throws XMLStreamException {
    double[] seg = {x + 1, y, x + 23, y};
    double[] middle = {x + 12, y};
    out.writeStartElement("g");
    out.writeAttribute("fill", "none");
    out.writeAttribute("stroke", mark.equals("fails") ? BoardSvg.FAILS : mark.equals("illegal") ? BoardSvg.ILLEGAL : BoardSvg.SUCCEEDS);
    switch (mark) {
      case "move" -> pen.path(seg, 2.5, null, null);
      case "support" -> pen.path(seg, 2, "6 4", null);
      case "convoy" -> pen.path(seg, 2, "1 4", null);
      case "hold" -> pen.ring(middle, 6, 2, null);
      case "retreat" -> pen.path(seg, 2.5, "8 3", null);
      case "build" -> {
        pen.ring(middle, 7, 2, "4 3");
        pen.plus(middle, 5);
      }
      case "disband" -> cross(middle, 6);
      case "dislodged" -> pen.empty("rect", "x", SvgPen.number(x + 4), "y", SvgPen.number(y - 6), "width", "16",
          "height", "12", "rx", "2", "stroke-dasharray", "3 2", "stroke-width", "1.5");
      case "fails" -> {
        pen.path(seg, 2.5, null, null);
        cross(middle, 4);
      }
      case "illegal" -> {
        pen.path(seg, 2.5, null, null);
        cross(middle, 4);
      }
      case "strait" -> pen.path(seg, 2.5, "2 1.5", null);
      case "centre" -> pen.empty("circle", "cx", SvgPen.number(x + 12), "cy", SvgPen.number(y), "r", "4.5",
          "fill", "#ffffff", "stroke", "#303030", "stroke-width", "1.5");
      default -> throw new IllegalArgumentException(mark);
    }
    if (mark.equals("move") || mark.equals("retreat") || mark.equals("fails")) {
      // The arrow's head, as the board's marker draws it.
      pen.empty("path", "d", "M" + SvgPen.number(x + 17) + "," + SvgPen.number(y - 4) + " L" + SvgPen.number(x + 24) + ","
          + SvgPen.number(y) + " L" + SvgPen.number(x + 17) + "," + SvgPen.number(y + 4), "stroke-width", "2");
    }
    out.writeEndElement();
  }

  /** A cross as the board draws one, without the board's class word (the board's crosses are counted). */
  private void cross(double[] c, double half) throws XMLStreamException {
    pen.empty("path", "d", "M" + SvgPen.number(c[0] - half) + "," + SvgPen.number(c[1] - half)
        + " L" + SvgPen.number(c[0] + half) + "," + SvgPen.number(c[1] + half)
        + " M" + SvgPen.number(c[0] - half) + "," + SvgPen.number(c[1] + half)
        + " L" + SvgPen.number(c[0] + half) + "," + SvgPen.number(c[1] - half), "stroke-width", "2.5");
  }

  /** The most characters of a power's name: every name whole when they all fit, else the longest cut to one length. */
  private int nameChars(double room) {
    int chars = 0;
    for (Power p : powers) {
      chars = Math.max(chars, p.name().length());
    }
    while (chars > 1 && namesWidth(chars) > room) {
      chars--;
    }
    return chars;
  }

  private double namesWidth(int chars) {
    double w = 0;
    for (Power p : powers) {
      int n = p.name().length();
      w += (n <= chars ? n : chars + 1) * LEGEND_CHAR + LEGEND_SWATCH;
    }
    return w;
  }
}
