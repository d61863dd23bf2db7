package dev.dipadj.variants;

import static dev.dipadj.variants.TinyVariant.FILE;
import static dev.dipadj.variants.TinyVariant.assertError;
import static dev.dipadj.variants.TinyVariant.fixedBase;
import static dev.dipadj.variants.TinyVariant.replacing;
import static dev.dipadj.variants.TinyVariant.text;
import static dev.dipadj.variants.TinyVariant.withLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code unit Neutral A|F CENTRE} line of the variant format (issue 21, Western World
 * 901's garrisons): read on the tiny variant, where Twocoast is a centre of no power's and
 * Inner is no centre; each wrong use refused with file, line and reason.
 */
class NeutralUnitLinesTest {
  @Test
  void aNeutralArmyStandsOnItsCentreOwnedByNobody() throws VariantFormatException {
    Variant v = VariantReader.read(FILE, withLine(26, "unit neutral A Two"));
    GameMap map = v.map();
    Unit garrison = v.start().unitIn(map.province("Two").orElseThrow()).orElseThrow();
    assertEquals(map.neutral(), garrison.power());
    assertEquals(UnitType.ARMY, garrison.type());
    assertTrue(map.isNeutral(garrison.power()));
    // No power: not among the powers, no player's, and the centre under it has no owner.
    assertEquals(List.of("Red", "Blue"), map.powers().stream().map(Power::name).toList());
    assertEquals(2, garrison.power().index());
    assertTrue(v.players().isNeutral(garrison.power()));
    assertFalse(v.players().commands().values().stream().anyMatch(s -> s.contains(garrison.power())));
    assertFalse(v.start().owners().containsKey(map.province("Two").orElseThrow()));
    // Its word names it, in any case, as a case file writes it.
    assertEquals(map.neutral(), map.power("NEUTRAL").orElseThrow());
  }

  @Test
  void aNeutralFleetMayStandOnACoastalCentre() throws VariantFormatException {
    Variant v = VariantReader.read(FILE, withLine(26, "unit Neutral F Two/nc"));
    Unit garrison = v.start().unitIn(v.map().province("Two").orElseThrow()).orElseThrow();
    assertEquals(UnitType.FLEET, garrison.type());
    assertEquals("Two/nc", garrison.location().toString());
  }

  @Test
  void aNeutralUnitOnAProvinceThatIsNoCentreIsRefused() {
    assertError(withLine(26, "unit Neutral A In2"), 26, "neutral unit", "supply centre", "In2");
  }

  @Test
  void aNeutralUnitOnAHomeCentreIsRefused() {
    // Landia is Red's home: owned from the start, where a neutral unit never stands.
    assertError(replacing(24, "unit Neutral A Lan"), 24, "neutral unit", "home centre", "Red");
  }

  @Test
  void aNeutralUnitWhereItsTypeCannotStandIsRefused() {
    assertError(withLine(26, "unit Neutral A Sea"), 26, "army", "Sea");
    assertError(withLine(26, "unit Neutral F Two"), 26, "fleet", "name the coast");
  }

  @Test
  void aNeutralUnitBesideAnotherUnitIsRefused() {
    List<String> l = fixedBase();
    l.add("unit Blue A Two");
    l.add("unit Neutral A Two");
    assertError(text(l), 27, "second starting unit", "Two");
  }

  @Test
  void neutralIsNoPowerNameNorAdjective() {
    assertError(withLine(8, "power Neutral"), 8, "word of neutral units");
    assertError(withLine(8, "power Green NEUTRAL"), 8, "word of neutral units");
  }

  @Test
  void aPlayerCannotCommandNeutral() {
    assertError(withLine(26, "player Allies Red Neutral"), 26, "unknown power", "Neutral");
  }
}
