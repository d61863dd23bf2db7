package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Variant;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The lines {@code base NAME only POWER ...} (a base with only some of its powers) and
 * {@code no-unit PROVINCE} (a starting unit taken off), on the classic map: what they give,
 * and each wrong use refused with file, line and reason.
 */
class BaseOnlyAndNoUnitTest {
  private static final String FILE = "two.variant";

  private static Variant read(String text) throws VariantFormatException {
    return VariantReader.read(FILE, text);
  }

  private static void assertRefused(String text, int line, String fragment) {
    VariantFormatException e = assertThrows(VariantFormatException.class, () -> read(text));
    assertTrue(e.getMessage().startsWith(FILE + ":" + line + ":"), e.getMessage());
    assertTrue(e.getMessage().toLowerCase(Locale.ROOT).contains(fragment.toLowerCase(Locale.ROOT)),
        "expected '" + fragment + "' in '" + e.getMessage() + "'");
  }

  @Test
  void onlyKeepsTheNamedPowersInTheBasesOrder() throws VariantFormatException {
    // Named Turkey first: the base's order (Austria ... Turkey) stands, as it numbers them.
    Variant v = read("base classic only Turkey England\nvariant two\n");
    GameMap map = v.map();
    assertEquals(List.of("England", "Turkey"), map.powers().stream().map(Power::name).toList());
    assertEquals(List.of(0, 1), map.powers().stream().map(Power::index).toList());
    // England F Lon, F Edi, A Lvp; Turkey F Ank, A Con, A Smy: six units, six owned homes.
    assertEquals(6, v.start().units().size());
    for (Unit u : v.start().units()) {
      assertTrue(List.of("England", "Turkey").contains(u.power().name()), u.toString());
    }
    assertEquals(6, v.start().owners().size());
    assertEquals(3, v.homeCentres().get(map.power("England").orElseThrow()).size());
    // Vienna stays a centre, nobody's home, owned by nobody, empty.
    Province vie = map.province("Vie").orElseThrow();
    assertTrue(vie.supplyCentre());
    assertFalse(v.start().owners().containsKey(vie));
    assertTrue(v.start().unitIn(vie).isEmpty());
    assertEquals(34, map.provinces().stream().filter(Province::supplyCentre).count());
    // English still names England's units; Austrian names nobody.
    assertTrue(map.nationality("English").isPresent());
    assertTrue(map.nationality("Austrian").isEmpty());
    assertEquals(18, v.soloCentres());
    assertEquals(2, v.players().commands().size());
  }

  @Test
  void linesAfterTheBaseMayUseTheFreedNames() throws VariantFormatException {
    // A power left out is no power: a new one may take its name and adjective.
    Variant v = read("base classic only France\nvariant one\npower Italy Italian\nunit Italy A Rom\n");
    assertEquals(List.of("France", "Italy"), v.map().powers().stream().map(Power::name).toList());
    assertEquals(4, v.start().units().size());
    // The new Italy has no home centre: nothing says Rome is its home.
    assertTrue(v.homeCentres().get(v.map().power("Italy").orElseThrow()).isEmpty());
  }

  @Test
  void wrongUsesOfOnlyAreRefused() {
    assertRefused("base classic France\nvariant x\n", 1, "expected 'base NAME [only [POWER ...]]'");
    // The map alone still needs a power of the file's own.
    assertRefused("base classic only\nvariant x\n", 2, "a variant needs at least one power");
    assertRefused("base classic only France france\nvariant x\n", 1, "twice");
    assertRefused("base classic only France Spain\nvariant x\n", 1, "'Spain', which is no power of classic");
    // An adjective is not the power's name.
    assertRefused("base classic only French\nvariant x\n", 1, "'French', which is no power");
    // A line naming a power left out is refused, saying so.
    assertRefused("base classic only France Austria\nvariant x\nunit Italy A Rom\n", 3, "left out");
    assertRefused("base classic only France Austria\nvariant x\nplayer Both France Italy\n", 3, "left out");

    // In a base's own lines too, named with its file: classic-6p gives England a player.
    VariantFormatException e = assertThrows(VariantFormatException.class,
        () -> read("base classic-6p only France Austria\nvariant x\n"));
    assertEquals("classic-6p.variant:9: power 'England' was left out by 'base ... only'", e.getMessage());
  }

  @Test
  void onlyWithNoPowerKeepsTheMapAloneAndHomeLinesGiveNewPowersTheirCentres() throws VariantFormatException {
    Variant v = read("base classic only\nvariant two-cities\npower Paris\npower Rome\nhome Paris Par\n"
        + "home Rome Rom Nap\nstart Winter 1900 Adjustment\n");
    GameMap map = v.map();
    assertEquals(List.of("Paris", "Rome"), map.powers().stream().map(Power::name).toList());
    assertTrue(v.start().units().isEmpty());
    Power paris = map.power("Paris").orElseThrow();
    Power rome = map.power("Rome").orElseThrow();
    assertEquals(java.util.Set.of(map.province("Par").orElseThrow()), v.homeCentres().get(paris));
    assertEquals(2, v.homeCentres().get(rome).size());
    // Home centres are owned at the start; the 31 others, classic's homes among them, by nobody.
    assertEquals(3, v.start().owners().size());
    assertEquals(rome, v.start().owners().get(map.province("Nap").orElseThrow()));
    assertEquals(34, map.provinces().stream().filter(Province::supplyCentre).count());
    // Classic's powers and adjectives name nobody; its borders are all there.
    assertTrue(map.power("France").isEmpty());
    assertTrue(map.nationality("French").isEmpty());
    assertTrue(map.armyAdjacent(map.province("Par").orElseThrow().index(), map.province("Bur").orElseThrow().index()));
  }

  @Test
  void wrongUsesOfHomeAreRefused() {
    String two = "base classic only\nvariant x\npower Paris\npower Rome\n";
    assertRefused(two + "home Paris\n", 5, "expected 'home POWER CENTRE ...'");
    assertRefused(two + "home Spain Par\n", 5, "unknown power 'Spain'");
    assertRefused(two + "home Paris Atlantis\n", 5, "unknown province 'Atlantis'");
    assertRefused(two + "home Paris Par Bur\n", 5, "home centre Bur is not a supply centre (at 'Bur')");
    assertRefused(two + "home Paris Par\nhome Rome Rom par\n", 6, "Par is already a home centre of Paris (at 'par')");
    assertRefused(two + "home Paris Par Par\n", 5, "already a home centre of Paris");
    // A power left out by 'only' has no home to be given; a base's home is taken already.
    assertRefused(two + "home France Par\n", 5, "left out");
    assertRefused("base classic\nvariant x\nhome England Par\n", 3, "Par is already a home centre of France");
    // A centre that does not count for the power cannot be its home, whichever line comes first.
    assertRefused(two + "province Gib coast \"Gibraltar\" centre not-for Paris\nposition Gib 3 897\nhome Paris Gib\n", 7,
        "must count for its own power Paris");
  }

  @Test
  void noUnitTakesOffTheBasesUnitAndAnotherMayStartThere() throws VariantFormatException {
    Variant v = read("base classic\nvariant fr\nno-unit Rom\nunit Italy F Rom\n");
    Unit rome = v.start().unitIn(v.map().province("Rom").orElseThrow()).orElseThrow();
    assertEquals(UnitType.FLEET, rome.type());
    assertEquals("Italy", rome.power().name());
    assertEquals(22, v.start().units().size());
    // Without a unit after it, the province starts empty; the coast written does not matter.
    Variant empty = read("base classic\nvariant fr\nno-unit StP/sc\n");
    assertEquals(21, empty.start().units().size());
    assertTrue(empty.start().unitIn(empty.map().province("StP").orElseThrow()).isEmpty());
  }

  @Test
  void wrongUsesOfNoUnitAreRefused() {
    assertRefused("base classic\nvariant x\nno-unit Bur\n", 3, "no starting unit in Bur");
    assertRefused("base classic\nvariant x\nno-unit Rom\nno-unit Rom\n", 4, "no starting unit in Rom");
    assertRefused("base classic\nvariant x\nno-unit Atlantis\n", 3, "unknown province");
    assertRefused("base classic\nvariant x\nno-unit Rom Ven\n", 3, "takes one value");
    // Without no-unit, a second unit in a province is still refused.
    assertRefused("base classic\nvariant x\nunit Italy F Rom\n", 3, "a second starting unit in Rom");
  }
}
