package dev.dipadj.picture;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.variants.Variants;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * A tool for writing a map's places by hand, not a test: draws a variant's areas
 * ({@link GeoAreas}) as a PNG and prints the bordering pairs whose areas do not touch, so that
 * whoever tunes {@code MAP-places.txt} sees what to move. Run from test-cases/pictures after
 * {@code mvn -o -q test-compile}:
 *
 * <pre>java -cp "$(cat /tmp/cp.txt):target/classes:target/test-classes" dev.dipadj.picture.GeoPreview VARIANT OUTLINE OUT.png [SCALE [NORTH WEST SOUTH EAST]]</pre>
 *
 * <p>Areas are coloured by province (seas blue, land green or yellow), squares without a
 * province grey (land) or white (water), points and spines black, the place of each province
 * labelled, and each border not drawn a red line between the two places.
 */
public final class GeoPreview {
  private GeoPreview() {}

  /**
   * Draws the preview.
   *
   * @param args the variant, the outline's name, the PNG to write, an optional scale, and an
   *     optional window in degrees (north, west, south, east) to draw alone
   * @throws IOException if the PNG cannot be written
   */
  public static void main(String[] args) throws IOException {
    GameMap map = Variants.named(args[0]).map();
    Outline outline = Outline.of(args[1]);
    MapGeography geography = MapGeography.of(args[1]);
    double scale = args.length > 3 ? Double.parseDouble(args[3]) : 2;
    long start = System.nanoTime();
    GeoAreas areas = GeoAreas.of(map, outline, geography);
    System.out.printf("grown in %.0f ms, %d x %d squares%n", (System.nanoTime() - start) / 1e6, areas.columns(), areas.rows());
    int n = map.provinces().size();
    List<String> missing = new ArrayList<>();
    int borders = 0;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        String a = map.provinces().get(i).abbreviation();
        String b = map.provinces().get(j).abbreviation();
        if (map.borders(i, j)) {
          borders++;
          boolean stated = geography.apart().stream().anyMatch(s -> s.is(a, b));
          if (!areas.touch(i, j) && !stated) {
            missing.add(a + "-" + b);
          }
        }
      }
    }
    System.out.println("bordering pairs: " + borders + ", not touching (and not stated apart): " + missing.size());
    System.out.println("  " + missing);
    for (Province p : map.provinces()) {
      if (areas.size(p.index()) < 150) {
        System.out.println("small area: " + p.abbreviation() + " " + areas.size(p.index()) + " squares");
      }
    }
    int w = areas.columns();
    int h = areas.rows();
    BufferedImage image = new BufferedImage((int) (w * scale), (int) (h * scale), BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    double[] sumX = new double[n];
    double[] sumY = new double[n];
    for (int r = 0; r < h; r++) {
      for (int c = 0; c < w; c++) {
        int owner = areas.owner(c, r);
        Color colour;
        if (owner < 0) {
          colour = areas.water(c, r) ? Color.WHITE : new Color(150, 150, 150);
        } else {
          sumX[owner] += c;
          sumY[owner] += r;
          boolean sea = map.provinces().get(owner).kind() == ProvinceKind.SEA;
          int k = (owner * 7919) % 97;
          colour = sea ? new Color(90 + k % 40, 140 + k % 60, 200 + k % 55) : new Color(150 + k % 90, 190 + (k * 3) % 60, 90 + (k * 7) % 70);
        }
        int edge = 0;
        if (owner >= 0 && ((c + 1 < w && areas.owner(c + 1, r) != owner) || (r + 1 < h && areas.owner(c, r + 1) != owner))) {
          colour = colour.darker().darker();
        }
        g.setColor(colour);
        g.fillRect((int) (c * scale), (int) (r * scale), (int) Math.ceil(scale) + edge, (int) Math.ceil(scale));
      }
    }
    Projection projection = outline.projection();
    g.setColor(Color.BLACK);
    g.setStroke(new BasicStroke(1));
    geography.spines().forEach((abbreviation, lines) -> {
      for (var line : lines) {
        for (int k = 0; k < line.size(); k++) {
          GeoPlace a = line.get(k);
          GeoPlace b = line.get(Math.min(k + 1, line.size() - 1));
          g.drawLine((int) (projection.x(a.longitude()) * scale), (int) (projection.y(a.latitude()) * scale),
              (int) (projection.x(b.longitude()) * scale), (int) (projection.y(b.latitude()) * scale));
          g.fillOval((int) (projection.x(a.longitude()) * scale) - 2, (int) (projection.y(a.latitude()) * scale) - 2, 4, 4);
        }
      }
    });
    g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) Math.max(9, 5 * scale)));
    for (Province p : map.provinces()) {
      GeoPlace place = geography.place(p.abbreviation());
      if (place != null) {
        g.setColor(Color.BLACK);
        g.drawString(p.abbreviation(), (int) (projection.x(place.longitude()) * scale) + 3, (int) (projection.y(place.latitude()) * scale) - 3);
      }
    }
    g.setColor(Color.RED);
    g.setStroke(new BasicStroke(2));
    for (String pair : missing) {
      String[] ab = pair.split("-");
      GeoPlace a = geography.place(ab[0]);
      GeoPlace b = geography.place(ab[1]);
      g.drawLine((int) (projection.x(a.longitude()) * scale), (int) (projection.y(a.latitude()) * scale),
          (int) (projection.x(b.longitude()) * scale), (int) (projection.y(b.latitude()) * scale));
    }
    if (args.length > 7) {
      // A window in degrees (north, west, south, east), to look closely at one part.
      int x0 = (int) (projection.x(Double.parseDouble(args[5])) * scale);
      int y0 = (int) (projection.y(Double.parseDouble(args[4])) * scale);
      int x1 = (int) (projection.x(Double.parseDouble(args[7])) * scale);
      int y1 = (int) (projection.y(Double.parseDouble(args[6])) * scale);
      image = image.getSubimage(Math.max(0, x0), Math.max(0, y0),
          Math.min(image.getWidth(), x1) - Math.max(0, x0), Math.min(image.getHeight(), y1) - Math.max(0, y0));
    }
    ImageIO.write(image, "png", new File(args[2]));
  }
}
