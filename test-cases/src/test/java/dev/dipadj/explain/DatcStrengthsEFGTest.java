package dev.dipadj.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The strengths of DATC 6.E (head-to-head battles, beleaguered garrisons), 6.F (convoys) and
 * 6.G (convoys to adjacent provinces), worked out by hand from DATC 5.B before being run, each
 * with the case's explanation in short, against the derivation of the case's orders in
 * test-cases/datc. Written as {@link DatcDerivations#strengths}: {@code attack A, hold H} (or
 * {@code defend D} head to head), then each rival's {@code prevent P}, lowest first.
 * Routes, convoying fleets, paradoxes and the rules named are checked in {@link
 * DatcConvoyDerivationTest}.
 */
class DatcStrengthsEFGTest {
  /** One expectation: in this case, the order of this unit has these strengths. */
  private record Expect(String file, String id, String unit, String strengths, String datc) {}

  private static final String E = "6E-head-to-head-and-beleaguered.case";
  private static final String F = "6F-convoys.case";
  private static final String G = "6G-convoying-to-adjacent.case";

  private static Expect e(String file, String id, String unit, String strengths, String datc) {
    return new Expect(file, id, unit, strengths, datc);
  }

  // 5.B.7: defend is one plus every support, of whatever power; 5.B.8: a head-to-head attack
  // counts only supports not of the defender's power, and is 0 on a unit of its own power;
  // 5.B.6: a move that lost its head-to-head battle prevents nothing; 5.B.5: a province whose
  // unit failed to move holds with 1, its supports having been given to the move.
  private static final List<Expect> EXPECTED = List.of(
      e(E, "6.E.1", "A Ber", "attack 2, defend 1", "Silesia's support wins Berlin the head-to-head battle"),
      e(E, "6.E.1", "A Pru", "attack 1, defend 2, prevent 1", "Prussia loses it, and Kiel would bounce it anyway"),
      e(E, "6.E.1", "F Kie", "attack 1, hold 0, prevent 0", "the dislodged Prussia has no effect on Berlin"),
      e(E, "6.E.2", "A Ber", "attack 0, defend 1", "no unit may dislodge one of its own power head to head"),
      e(E, "6.E.2", "F Kie", "attack 0, defend 2", "Munich's support does count in Berlin's defence"),
      e(E, "6.E.3", "F Kie", "attack 1, defend 1", "Munich's support of an attack on a German unit is not counted"),
      e(E, "6.E.3", "A Ber", "attack 1, defend 2", "but it does count for Kiel's defence, so Berlin fails too"),
      e(E, "6.E.4", "F Hol", "attack 3, defend 2, prevent 3", "Holland beats North Sea but bounces with Norwegian Sea"),
      e(E, "6.E.4", "F Nth", "attack 2, defend 3, prevent 2", "North Sea loses the head-to-head battle"),
      e(E, "6.E.4", "F Nwg", "attack 3, hold 1, prevent 3", "the loser, not dislodged, still holds its own sea"),
      e(E, "6.E.4", "A Ruh", "attack 2, hold 1, prevent 2", "and still keeps Ruhr out of Holland"),
      e(E, "6.E.5", "F Nwg", "attack 4, hold 1, prevent 3", "London's support lets Norwegian Sea dislodge North Sea"),
      e(E, "6.E.5", "A Ruh", "attack 2, hold 1, prevent 2", "the dislodged loser still prevents Ruhr from Holland"),
      e(E, "6.E.6", "F Hol", "attack 2, defend 2", "the French support of an attack on a French fleet is not counted"),
      e(E, "6.E.6", "F Nth", "attack 2, defend 3, prevent 2", "but it counts for Holland's defence"),
      e(E, "6.E.6", "A Ruh", "attack 2, hold 1, prevent 2", "so North Sea, not dislodged, still bounces Ruhr"),
      e(E, "6.E.7", "F Nwy", "attack 2, hold 1, prevent 2", "Yorkshire may not help dislodge the English North Sea"),
      e(E, "6.E.7", "F Hel", "attack 2, hold 1, prevent 3", "but Norway's prevent counts both its supports"),
      e(E, "6.E.7", "F Nth", "hold 1", "the beleaguered garrison stands"),
      e(E, "6.E.8", "F Nwy", "attack 2, defend 1, prevent 2", "Norway wins head to head, but Helgoland bounces it"),
      e(E, "6.E.8", "F Nth", "attack 1, defend 3", "North Sea cannot get into Norway"),
      e(E, "6.E.8", "F Hel", "attack 2, hold 1, prevent 3", "North Sea failed to move, so it holds with 1"),
      e(E, "6.E.9", "F Nwy", "attack 3, hold 0, prevent 2", "North Sea moved away: the English support now counts"),
      e(E, "6.E.9", "F Nth", "attack 1, hold 0", "the Norwegian Sea is empty"),
      e(E, "6.E.10", "F Nth", "attack 1, hold 1", "Denmark's fleet failed to move: North Sea bounces on it"),
      e(E, "6.E.10", "F Den", "attack 0, hold 1", "Denmark may not dislodge the German fleet staying in Helgoland"),
      e(E, "6.E.10", "F Hel", "attack 2, hold 1, prevent 3", "the garrison of the North Sea stays"),
      e(E, "6.E.11", "A Spa", "attack 1, hold 0", "by convoy to Portugal: no head-to-head with Portugal's fleet"),
      e(E, "6.E.11", "F Por", "attack 3, hold 0, prevent 2", "Spain moved away, so the French support counts"),
      e(E, "6.E.11", "A Gas", "attack 2, hold 0, prevent 3", "and Gascony is kept out"),
      e(E, "6.E.12", "A Vie", "attack 1, hold 1, prevent 2", "Serbia's support of an attack on Austria is not counted"),
      e(E, "6.E.12", "A Gal", "attack 2, hold 1, prevent 2", "but it makes Vienna's prevent 2, which bounces Galicia"),
      e(E, "6.E.12", "A Bud", "attack 1, hold 1", "Budapest bounces on Rumania, whose support is not cut by it"),
      e(E, "6.E.13", "F Yor", "attack 2, hold 1, prevent 2, prevent 2", "three equal attacks on the North Sea bounce"),
      e(E, "6.E.13", "F Bel", "attack 2, hold 1, prevent 2, prevent 2", "France's as well"),
      e(E, "6.E.13", "F Nwg", "attack 2, hold 1, prevent 2, prevent 2", "Russia's as well"),
      e(E, "6.E.13", "F Nth", "hold 1", "the German garrison holds"),
      e(E, "6.E.14", "A Lvp", "attack 1, hold 1", "the fleet's illegal move is a hold: no head-to-head battle"),
      e(E, "6.E.15", "A Kie", "attack 3, defend 3, prevent 2", "the French and German armies bounce head to head"),
      e(E, "6.E.15", "A Ber", "attack 3, defend 3, prevent 2", "Berlin beats Ruhr's prevent, but not Kiel's defence"),
      e(E, "6.E.15", "A Ruh", "attack 2, hold 1, prevent 3", "the loser that is not dislodged prevents Ruhr"),
      e(E, "6.E.15", "A Pru", "attack 2, hold 1, prevent 3", "and Prussia"),
      e(F, "6.F.2", "A Lon", "attack 1, hold 0, prevent 1", "a convoyed army bounces as any other"),
      e(F, "6.F.3", "A Lon", "attack 2, hold 0, prevent 1", "a convoyed army may be supported"),
      e(F, "6.F.3", "A Par", "attack 1, hold 0, prevent 2", "and keeps Paris out"),
      e(F, "6.F.4", "F Ska", "attack 1, hold 1", "an attacked convoying fleet holds, and so does the convoy"),
      e(F, "6.F.5", "F Eng", "attack 2, hold 1, prevent 2", "two equal attacks on the convoying fleet bounce"),
      e(F, "6.F.6", "F Ska", "attack 2, hold 1", "the convoying fleet is dislodged"),
      e(F, "6.F.6", "A Lon", "attack 0, hold 1", "so London has no path and cuts no support"),
      e(F, "6.F.6", "A Pic", "attack 2, hold 2", "Holland's support of Belgium stands"),
      e(F, "6.F.7", "A Lon", "attack 0, hold 0", "a dislodged convoy does not make Holland contested"),
      e(F, "6.F.8", "A Bel", "attack 1, hold 0, prevent 0", "London's move without a path prevents nothing"),
      e(F, "6.F.9", "A Lon", "attack 1, hold 0", "one of two routes is enough"),
      e(F, "6.F.13", "A Lon", "attack 1, hold 0", "the French fleet's route is left, wanted or not"),
      e(F, "6.F.14", "F Wal", "attack 2, hold 1", "Szykman: the convoy fails, London's support stands"),
      e(F, "6.F.14", "A Bre", "attack 0, hold 1", "the army has no path"),
      e(F, "6.F.14.all-hold", "F Wal", "attack 1, hold 1", "all-hold: London's support, in the paradox, fails"),
      e(F, "6.F.15", "F Wal", "attack 2, hold 1", "an unrelated convoy does not change the paradox"),
      e(F, "6.F.15", "A Naf", "attack 1, hold 0", "and Wales is empty when North Africa arrives"),
      e(F, "6.F.16", "F Bel", "attack 2, hold 1, prevent 2", "Szykman: Wales and Belgium bounce, 2 to 2"),
      e(F, "6.F.16", "A Bre", "attack 0, hold 1", "the convoy failed, so Brest has no path"),
      e(F, "6.F.17", "F Wal", "attack 2, hold 1, prevent 2", "the support of Brest's move changes nothing"),
      e(F, "6.F.17.1982", "A Bre", "attack 2, hold 1", "1982: the convoy stands; Yorkshire helps dislodge London"),
      e(F, "6.F.17.1982", "F Wal", "attack 2, hold 1, prevent 2", "London's support, spared, counts though dislodged"),
      e(F, "6.F.18", "F Ska", "attack 2, hold 2", "Szykman: Belgium's support keeps the North Sea"),
      e(F, "6.F.18", "A Lon", "attack 0, hold 1", "the betrayed army has no path"),
      e(F, "6.F.18.1982", "F Ska", "attack 2, hold 2", "1982: Belgium's support is spared"),
      e(F, "6.F.18.1982", "A Lon", "attack 2, hold 1", "and London dislodges Belgium"),
      e(F, "6.F.19", "A Tun", "attack 1, hold 1", "the Ionian route stands in any case: no paradox"),
      e(F, "6.F.19", "F Rom", "attack 1, hold 1", "so Tunis cuts Naples' support"),
      e(F, "6.F.19.1982", "F Rom", "attack 2, hold 1", "1982: Naples' support is spared, Rome dislodges"),
      e(F, "6.F.20", "F Eas", "attack 2, hold 1", "the French route cuts the Italian support of the Ionian"),
      e(F, "6.F.20", "A Tun", "attack 1, hold 1", "the army still bounces in Naples"),
      e(F, "6.F.20.1982", "F Eas", "attack 2, hold 2", "1982: Naples' support is spared"),
      e(F, "6.F.27", "F Aeg", "attack 2, hold 1", "the second paradox, settled on its own"),
      e(F, "6.F.27", "F Ska", "attack 2, hold 2", "the first, as 6.F.18"),
      e(F, "6.F.30", "F Bel", "attack 2, hold 1", "Belgium dislodges the convoying fleet"),
      e(F, "6.F.30", "A Lon", "attack 0, hold 0", "so London has no path into the empty Belgium"),
      e(G, "6.G.1", "A Nwy", "attack 1, hold 0", "by convoy: no head-to-head battle, the armies swap"),
      e(G, "6.G.1", "A Swe", "attack 1, hold 0", "Sweden goes over land into the vacated Norway"),
      e(G, "6.G.1.dptg", "A Nwy", "attack 1, defend 1", "DPTG: no 'via convoy', so head to head, both bounce"),
      e(G, "6.G.2", "A Nwy", "attack 1, defend 1", "a foreign fleet's convoy does not kidnap the army"),
      e(G, "6.G.2", "F Swe", "attack 1, defend 1", "head to head, 1 against 1"),
      e(G, "6.G.3", "A Pic", "attack 2, hold 0", "over land: the dislodged English fleet does not matter"),
      e(G, "6.G.3", "F Bre", "attack 2, hold 1", "the Channel holds with 1"),
      e(G, "6.G.4", "A Pic", "attack 2, defend 1", "over land, head to head with Belgium, which it beats"),
      e(G, "6.G.4", "A Bel", "attack 1, defend 2", "Belgium loses"),
      e(G, "6.G.5", "A Rom", "attack 1, hold 0", "over land into the vacated Apulia"),
      e(G, "6.G.5", "A Apu", "attack 1, hold 0", "by convoy with its own fleet: the armies swap"),
      e(G, "6.G.5.dptg", "A Apu", "attack 1, defend 1", "DPTG: over land, so head to head"),
      e(G, "6.G.6", "A Lvp", "attack 1, hold 0", "its own fleet's order shows intent: by convoy, the swap succeeds"),
      e(G, "6.G.6", "A Edi", "attack 1, hold 0", "Edinburgh goes over land into Liverpool"),
      e(G, "6.G.7", "A Swe", "attack 1, defend 1", "its own fleet's convoy is illegal: over land, head to head"),
      e(G, "6.G.8", "A Bel", "attack 0, hold 0", "'via convoy' with no fleet: no path, no land fallback"),
      e(G, "6.G.9", "A Nwy", "attack 2, hold 0", "by convoy, so swapped, not dislodging"),
      e(G, "6.G.9", "A Swe", "attack 1, hold 0", "Sweden reaches the vacated Norway"),
      e(G, "6.G.9.dptg", "A Nwy", "attack 2, defend 1", "DPTG: head to head, Norway wins"),
      e(G, "6.G.9.dptg", "A Swe", "attack 1, defend 2", "and Sweden is dislodged"),
      e(G, "6.G.10", "A Nwy", "attack 3, hold 1", "by convoy: Sweden's failed move leaves it 1 to hold"),
      e(G, "6.G.10", "A Swe", "attack 2, hold 0, prevent 2", "Sweden bounces with the French fleet, not head to head"),
      e(G, "6.G.10", "F Nwg", "attack 2, hold 0, prevent 2", "so Sweden's prevent is 2, not 0"),
      e(G, "6.G.11", "F Nth", "attack 2, hold 1", "Szykman: the Russian convoy fails, Norway's support stands"),
      e(G, "6.G.11", "A Swe", "attack 0, hold 1", "the army has no path"),
      e(G, "6.G.12", "A Lvp", "attack 1, hold 0", "both armies by convoy: they swap"),
      e(G, "6.G.12", "A Edi", "attack 1, hold 0", "both ways"),
      e(G, "6.G.13", "F Alb", "attack 2, hold 1", "Trieste's convoyed attack does not cut Venice's support"),
      e(G, "6.G.13", "A Tri", "attack 1, hold 1", "Trieste bounces in Venice"),
      e(G, "6.G.14", "A Swe", "attack 2, hold 0, prevent 2", "by convoy, not head to head: it bounces with France"),
      e(G, "6.G.14", "A Nwy", "attack 3, hold 1", "so Norway dislodges it"),
      e(G, "6.G.15", "A Lon", "attack 2, hold 1", "Belgium bounced in London, so it holds with 1"),
      e(G, "6.G.15", "A Bel", "attack 1, hold 0, prevent 1", "Belgium and Yorkshire bounce in the vacated London"),
      e(G, "6.G.16", "A Swe", "attack 2, hold 0, prevent 1", "Sweden by convoy beats the North Sea into Norway"),
      e(G, "6.G.16", "A Nwy", "attack 3, hold 0", "and the armies swap"),
      e(G, "6.G.17", "A Nwy", "attack 3, hold 0", "the same, the convoy the other way"),
      e(G, "6.G.17", "A Swe", "attack 2, hold 0, prevent 1", "Sweden over land into Norway"),
      e(G, "6.G.18", "A Bel", "attack 2, hold 0, prevent 1", "Wales' support lets Belgium beat Yorkshire into London"),
      e(G, "6.G.18", "A Lon", "attack 3, hold 0", "and London reaches Belgium"),
      e(G, "6.G.19", "A Mar", "attack 1, defend 1", "only a foreign fleet convoys it legally: head to head"),
      e(G, "6.G.20", "A Pic", "attack 0, hold 0", "'via convoy' with the convoy dislodged: no path"));

  @TestFactory
  Stream<DynamicTest> strengthsAsWorkedOutByHand() {
    return EXPECTED.stream().map(x -> DynamicTest.dynamicTest(x.id() + " " + x.unit() + ": " + x.datc(), () -> {
      Derivation d = DatcDerivations.of(x.file(), x.id());
      assertEquals(x.strengths(), DatcDerivations.strengths(DatcDerivations.ofUnit(d, x.unit())),
          x.id() + ": " + x.datc() + "\n" + DatcDerivations.words(d));
    }));
  }

  /** At least 25 distinct cases of 6.E, 6.F and 6.G. */
  @Test
  void coversEnoughCases() {
    assertTrue(EXPECTED.stream().map(Expect::id).distinct().count() >= 25);
  }
}
