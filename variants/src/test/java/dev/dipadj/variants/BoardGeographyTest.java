package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Board;
import dev.dipadj.map.BoardPoint;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The shipped boards are recognisable: neighbours sit next to each other. For nearly every
 * pair of bordering provinces, one of the two is among the other's nearest points (as many
 * as it has neighbours, and two more). Named pairs that a player looks for are checked too.
 */
class BoardGeographyTest {
  /** The share of bordering pairs that are near each other on the drawing. */
  private static double nearShare(GameMap map) {
    Board board = map.board().orElseThrow();
    List<Province> provinces = map.provinces();
    Map<Province, List<Province>> nearest = new HashMap<>();
    for (Province p : provinces) {
      BoardPoint a = board.point(p);
      List<Province> others = new ArrayList<>(provinces);
      others.remove(p);
      others.sort(Comparator.comparingDouble(q -> distance(a, board.point(q))));
      nearest.put(p, others.subList(0, Math.min(others.size(), map.borderingCount(p.index()) + 2)));
    }
    int pairs = 0;
    int near = 0;
    for (Province p : provinces) {
      for (int k = 0; k < map.borderingCount(p.index()); k++) {
        Province q = provinces.get(map.bordering(p.index(), k));
        if (q.index() < p.index()) {
          continue;
        }
        pairs++;
        if (nearest.get(p).contains(q) || nearest.get(q).contains(p)) {
          near++;
        }
      }
    }
    return (double) near / pairs;
  }

  private static double distance(BoardPoint a, BoardPoint b) {
    return Math.hypot(a.x() - b.x(), a.y() - b.y());
  }

  @Test
  void classicNeighboursAreNearEachOther() {
    // Measured 0.98 (202 of 206).
    double share = nearShare(Variants.named("classic").map());
    assertTrue(share >= 0.95, "share of near neighbours " + share);
  }

  @Test
  void eraOfEmpireNeighboursAreNearEachOther() {
    // Measured 0.92 (300 of 326): the seas of the Indies and the Pacific are long and thin.
    double share = nearShare(Variants.named("era-of-empire").map());
    assertTrue(share >= 0.9, "share of near neighbours " + share);
  }

  /** Compass directions a player knows: west of, north of. */
  @Test
  void classicProvincesLieWhereTheyAreOnTheBoard() {
    GameMap map = Variants.named("classic").map();
    Board b = map.board().orElseThrow();
    assertTrue(x(map, b, "Bre") < x(map, b, "Par") && x(map, b, "Par") < x(map, b, "Mun"));
    assertTrue(x(map, b, "Mun") < x(map, b, "War") && x(map, b, "War") < x(map, b, "Mos"));
    assertTrue(y(map, b, "Edi") < y(map, b, "Lon") && y(map, b, "Lon") < y(map, b, "Par"));
    assertTrue(y(map, b, "Par") < y(map, b, "Spa") && y(map, b, "Spa") < y(map, b, "Naf"));
    assertTrue(y(map, b, "StP") < y(map, b, "Mos") && y(map, b, "Mos") < y(map, b, "Sev"));
    assertTrue(x(map, b, "Rom") < x(map, b, "Gre") && x(map, b, "Gre") < x(map, b, "Smy"));
  }

  @Test
  void eraOfEmpireProvincesLieWhereTheyAreOnTheMap() {
    GameMap map = Variants.named("era-of-empire").map();
    Board b = map.board().orElseThrow();
    assertTrue(x(map, b, "Con") < x(map, b, "Per") && x(map, b, "Per") < x(map, b, "Del"));
    assertTrue(x(map, b, "Del") < x(map, b, "Pek") && x(map, b, "Pek") < x(map, b, "Tok"));
    assertTrue(y(map, b, "Mos") < y(map, b, "Bag") && y(map, b, "Omsk") < y(map, b, "Delhi"));
    assertTrue(y(map, b, "Delhi") < y(map, b, "Ceylon") && y(map, b, "Singapore") < y(map, b, "Java"));
    assertTrue(y(map, b, "Peking") < y(map, b, "Canton") && y(map, b, "Otaru") < y(map, b, "Kyushu"));
  }

  private static int x(GameMap map, Board b, String province) {
    return b.point(map.province(province).orElseThrow()).x();
  }

  private static int y(GameMap map, Board b, String province) {
    return b.point(map.province(province).orElseThrow()).y();
  }
}
