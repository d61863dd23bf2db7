package dev.dipadj.picture;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.variants.Variants;

/** Prints the smallest rooms (temporary measuring tool). */
public final class GeoRoomPrint {
  private GeoRoomPrint() {}

  public static void main(String[] args) {
    for (String v : args) {
      GameMap map = Variants.named(v).map();
      GeoBoard g = GeoBoard.of(map).orElseThrow();
      double spacing = Math.sqrt((double) g.board().width() * g.board().height() / map.provinces().size());
      double r = Math.max(5, Math.min(14, Math.round(spacing / 10)));
      StringBuilder small = new StringBuilder();
      for (Province p : map.provinces()) {
        if (g.room(p.index()) < 2 * r) {
          small.append(p.abbreviation()).append(p.kind() == ProvinceKind.SEA ? "(sea)" : "").append('=').append(Math.round(g.room(p.index()))).append(' ');
        }
      }
      System.out.println(v + " r=" + r + " under 2r: " + small);
    }
  }
}
