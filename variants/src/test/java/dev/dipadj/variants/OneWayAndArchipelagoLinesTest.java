package dev.dipadj.variants;

import static dev.dipadj.variants.TinyVariant.assertError;
import static dev.dipadj.variants.TinyVariant.fixedBase;
import static dev.dipadj.variants.TinyVariant.text;
import static dev.dipadj.variants.TinyVariant.withLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The variant format's {@code oneway} border line and {@code archipelago} province kind (issue
 * 21): what they give the map, and each wrong use refused with the file, the line and the reason.
 */
class OneWayAndArchipelagoLinesTest {
  private static GameMap read(List<String> extra) throws VariantFormatException {
    List<String> l = fixedBase();
    l.addAll(23, extra);
    return VariantReader.read(TinyVariant.FILE, text(l)).map();
  }

  private static int index(GameMap map, String name) {
    return map.province(name).orElseThrow().index();
  }

  @Test
  void aOneWayArmyBorderIsCrossedOneWayOnly() throws VariantFormatException {
    GameMap map = read(List.of("oneway army In2 Cst"));
    assertTrue(map.armyAdjacent(index(map, "In2"), index(map, "Cst")));
    assertFalse(map.armyAdjacent(index(map, "Cst"), index(map, "In2")));
    assertTrue(map.hasOneWayBorders());
    // A one-way border is a border all the same for "absolutely adjacent" (civil disorder).
    assertTrue(map.borders(index(map, "Cst"), index(map, "In2")));
    assertTrue(map.borders(index(map, "In2"), index(map, "Cst")));
  }

  @Test
  void aOneWayFleetBorderLetsAFleetInButNotOut() throws VariantFormatException {
    GameMap map = read(List.of("province Trd coast \"Trade\" centre", "oneway fleet Se2 Trd"));
    int trade = index(map, "Trd");
    int sea = index(map, "Se2");
    assertTrue(map.fleetReaches(sea, trade));
    assertFalse(map.fleetReaches(trade, sea));
    // A convoyed army steps off its coast onto the first fleet: not from Trade to the sea.
    assertFalse(map.fleetLeaves(trade, sea));
    assertTrue(map.fleetLeaves(index(map, "Cst"), index(map, "Sea")));
  }

  @Test
  void aOneWayBothBorderGivesBothKindsOneWay() throws VariantFormatException {
    GameMap map = read(List.of("province Bay coast \"Bay\"", "oneway both Cst Bay", "fleet Bay Sea"));
    int coast = index(map, "Cst");
    int bay = index(map, "Bay");
    assertTrue(map.armyAdjacent(coast, bay));
    assertFalse(map.armyAdjacent(bay, coast));
    assertTrue(map.fleetAdjacent(coast, bay));
    assertFalse(map.fleetAdjacent(bay, coast));
  }

  @Test
  void theClassicMapHasNoOneWayBorder() {
    GameMap map = Variants.named("classic").map();
    assertFalse(map.hasOneWayBorders());
    // Every convoy's first step there is the fleet's step back: the two questions agree.
    for (Province p : map.provinces()) {
      for (Province s : map.provinces()) {
        if (s.kind() == ProvinceKind.SEA) {
          assertEquals(map.fleetReaches(s.index(), p.index()), map.fleetLeaves(p.index(), s.index()), p + " " + s);
        }
      }
    }
  }

  @Test
  void anArchipelagoIsACoastWhoseFleetConvoys() throws VariantFormatException {
    GameMap map = read(List.of("province Isl archipelago \"Isles\" centre", "fleet Isl Sea"));
    Province isles = map.province("Isl").orElseThrow();
    assertEquals(ProvinceKind.ARCHIPELAGO, isles.kind());
    assertTrue(map.fleetConvoys(isles.index()));
    assertTrue(map.isCoastal(isles.index()));
    assertFalse(map.isSea(isles.index()));
    assertTrue(map.canStand(UnitType.ARMY, map.location(isles)));
    assertTrue(map.canStand(UnitType.FLEET, map.location(isles)));
    assertTrue(map.armyNeighbours(isles).isEmpty());
    assertFalse(map.fleetConvoys(index(map, "Cst")));
    assertFalse(map.hasOneWayBorders());
  }

  @Test
  void aOneWayBorderToAnUnknownPlaceIsRefused() {
    assertError(withLine(24, "oneway fleet Sea Xyz"), 24, "unknown province", "Xyz");
    assertError(withLine(24, "oneway army Qqq Lan"), 24, "unknown province", "Qqq");
  }

  @Test
  void aOneWayLineWithoutAKindOfUnitIsRefused() {
    assertError(withLine(24, "oneway ship Sea Cst"), 24, "oneway army|fleet|both A B");
    assertError(withLine(24, "oneway Sea Cst"), 24, "oneway army|fleet|both A B");
    assertError(withLine(24, "oneway"), 24, "oneway army|fleet|both A B");
  }

  @Test
  void aOneWayLineWithTooManyPlacesIsRefused() {
    assertError(withLine(24, "oneway army Lan Cst Two"), 24, "expected 'oneway army A B'");
  }

  @Test
  void aOneWayBorderWithABorderBackIsOneBorderGivenTwice() {
    // The tiny map has "army Lan Cst" (both ways) and "fleet Cst Sea".
    assertError(withLine(24, "oneway army Cst Lan"), 24, "army border", "given twice");
    assertError(withLine(24, "oneway fleet Sea Cst"), 24, "fleet border", "given twice");
    List<String> l = fixedBase();
    l.add(23, "oneway army In2 Cst");
    l.add(24, "army Cst In2");
    assertError(text(l), 25, "army border", "given twice");
  }

  @Test
  void aOneWayBorderIntoASeaForArmiesIsRefused() {
    assertError(withLine(24, "oneway army Cst Sea"), 24, "armies cannot enter", "Sea");
  }

  @Test
  void aOneWayFleetBorderBetweenConvoyingPlacesIsRefused() {
    // Sea and Se2 already border; a third sea and an archipelago show the refusal.
    List<String> l = fixedBase();
    l.add(23, "province Se3 sea \"Third Sea\"");
    l.add(24, "oneway fleet Sea Se3");
    assertError(text(l), 25, "one-way fleet border", "convoy");
    List<String> m = fixedBase();
    m.add(23, "province Isl archipelago \"Isles\"");
    m.add(24, "oneway fleet Isl Sea");
    assertError(text(m), 25, "one-way fleet border", "convoy");
  }

  @Test
  void anArchipelagoWithNoFleetBorderIsRefusedAtItsLine() {
    assertError(withLine(12, "province Isl archipelago \"Isles\" centre"), 12, "archipelago", "Isl", "no fleet border");
    // An army border is not enough: its fleet would convoy nowhere.
    List<String> l = fixedBase();
    l.add(23, "province Isl archipelago \"Isles\"");
    l.add(24, "army Isl Cst");
    assertError(text(l), 24, "archipelago", "Isl", "no fleet border");
  }

  @Test
  void anArchipelagoWithNamedCoastsIsRefused() {
    assertError(withLine(12, "province Isl archipelago \"Isles\" coasts nc sc"), 12, "named coasts");
  }

  @Test
  void anUnknownKindNamesArchipelagoAmongTheKinds() {
    assertError(withLine(12, "province Isl island \"Isles\""), 12, "unknown province kind", "archipelago");
  }
}
