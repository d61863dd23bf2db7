package dev.dipadj.gamejson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Replays of the hand-made games. Every expectation was worked out by hand from the rules
 * (the reasoning is in the comments); the files' states and codes were written from it.
 */
class ReplayTest {
  private static RecordedGame game(String file, int index) {
    return Files.read(file).get(index);
  }

  /**
   * S1901M: A Lon goes to Bel by the convoy of F Nth; A Par - Bur with two supports (3)
   * beats A Ruh - Bur (1, bounce); F Sev - Bla with F Rum's support (2) dislodges the Turkish
   * F Bla (1), which may retreat to Arm, Bul/ec or Con (Sev is where the attack came from,
   * Ank and Rum are held); A War - Gal with A Ukr's support dislodges the Austrian A Gal,
   * which may go to Boh or Sil. Austria (empty list) and Italy (absent) hold.
   * S1901R: A Gal D, F Bla R Con. F1901M: F StP/nc - Bar, A Pru - Ber. W1901A: England +2 and
   * no orders (both waived), Germany -1 (A Mun D), Italy -1 with no orders (civil disorder:
   * A Pie and A Tus are one province from an Italian centre, both armies, Piedmont comes
   * first), Russia +1 (F StP/nc B), Turkey +2 (A Smy B, WAIVE). COMPLETED is only compared against.
   */
  @Test
  void everyOrderFormAgreesInEveryPhase() {
    GameReplay r = Replay.replay(game("every-order-form.json", 0), Variants::named, List.of());
    assertEquals(Optional.empty(), r.error());
    assertEquals(List.of("S1901M", "S1901R", "F1901M", "W1901A"), r.phases().stream().map(PhaseCheck::phase).toList());
    for (PhaseCheck p : r.phases()) {
      assertTrue(p.passed(), p.line());
    }
    assertEquals(4, r.passed());
    assertEquals(0, r.failed());
  }

  /** The same game recording the civil disorder as removing A Tus rather than A Pie: the winter differs. */
  @Test
  void anotherCivilDisorderRemovalIsReported() {
    RecordedGame g = game("every-order-form.json", 0);
    RecordedPhase last = g.phases().get(4);
    ImmutableMap<String, ImmutableList<String>> units = replace(last.state().units(), "ITALY",
        ImmutableList.of("A VEN", "A PIE", "A ROM"));
    GameReplay r = Replay.replay(withLast(g, withUnits(last, units)), Variants::named, List.of());
    PhaseCheck winter = r.phases().get(3);
    assertEquals(List.of("units: dipadj has ITALY A TUS, record has ITALY A PIE"), winter.differences());
    assertEquals(Optional.empty(), winter.explainedBy());
  }

  /**
   * By the DATC's rule (2025) A Lon - Wal goes by convoy since F Eng, English, convoys it; F
   * Eng is dislodged (2 against 1), so A Lon stays and F Eng may go to Bel, Iri, Nth, Pic or
   * Wal. The record moved A Lon by land (the DPTG's rule): Lon is free and Wal taken. The
   * retreat phase then agrees: England's empty orders disband F Eng.
   */
  @Test
  void aDepartureExplainedByARuleOption() {
    GameReplay r = Replay.replay(game("departures.json", 0), Variants::named, List.of());
    PhaseCheck spring = r.phases().get(0);
    assertEquals(List.of("units: dipadj has ENGLAND A LON, record has ENGLAND A WAL",
        "retreats of *ENGLAND F ENG: dipadj BEL IRI NTH PIC WAL, record BEL IRI LON NTH PIC"), spring.differences());
    assertEquals(Optional.of("convoy-to-adjacent=via-convoy-only"), spring.explainedBy());
    assertEquals("game convoy-to-adjacent-by-land, phase S1901M: departure convoy-to-adjacent=via-convoy-only: "
        + String.join("; ", spring.differences()), spring.line());
    assertTrue(r.phases().get(1).passed(), r.phases().get(1).line());
    assertEquals(1, r.passed());
    assertEquals(1, r.failed());
  }

  @Test
  void theRuleOptionGivenMakesItAgree() {
    GameReplay r = Replay.replay(game("departures.json", 0), Variants::named, List.of("convoy-to-adjacent=via-convoy-only"));
    assertEquals(2, r.passed());
    assertEquals(0, r.failed());
  }

  /** A Par - Bur and A Mun - Bur stand each other off: both bounce; the record has none for A Mun. */
  @Test
  void aResultCodeThatDisagreesIsReported() {
    GameReplay r = Replay.replay(game("departures.json", 1), Variants::named, List.of());
    PhaseCheck spring = r.phases().get(0);
    assertEquals(List.of("results A MUN: dipadj [bounce], record []"), spring.differences());
    assertEquals(Optional.empty(), spring.explainedBy());
  }

  @Test
  void anUnknownMapIsAnErrorNamingTheGame() {
    GameReplay r = Replay.replay(game("errors.json", 0), Variants::named, List.of());
    assertEquals(Optional.of("game ancient: unknown variant 'ancmed' (known: " + String.join(", ", Variants.NAMES) + ")"), r.error());
    assertEquals(1, r.failed());
  }

  @Test
  void anUnreadableOrderIsAnErrorNamingGamePhaseAndOrder() {
    GameReplay r = Replay.replay(game("errors.json", 1), Variants::named, List.of());
    assertEquals(Optional.of("game typo, phase S1901M: order 'A PAR - XYZ' of FRANCE: unknown province ('XYZ')"),
        r.error());
    assertEquals(0, r.passed());
    assertEquals(1, r.failed());
  }

  /** Left out, the unreadable order leaves A Par holding, as the next state has it. */
  @Test
  void anUnreadableOrderIsLeftOutWhenTheRulesSaySo() {
    GameReplay r = Replay.replay(game("errors.json", 1), Variants::named, List.of("unreadable-orders=ignore"));
    assertEquals(Optional.empty(), r.error());
    assertEquals(1, r.passed());
  }

  /** A phase that comes back in time stops the game there, on one line naming it and the phase before. */
  @Test
  void aPhaseOutOfOrderIsAnErrorNamingIt() {
    RecordedGame g = game("every-order-form.json", 0);
    List<RecordedPhase> phases = new ArrayList<>(g.phases());
    phases.set(1, g.phases().get(2));
    phases.set(2, g.phases().get(1));
    GameReplay r = Replay.replay(new RecordedGame(g.id(), g.map(), g.rules(), g.ruleOptions(), ImmutableList.copyOf(phases)),
        Variants::named, List.of());
    assertEquals(Optional.of("game every-order-form, phase S1901R: out of order, after F1901M"), r.error());
    assertEquals(List.of("S1901M"), r.phases().stream().map(PhaseCheck::phase).toList());
  }

  @Test
  void theGameAfterAnErrorReplays() {
    GameReplay r = Replay.replay(game("errors.json", 2), Variants::named, List.of());
    assertEquals(1, r.passed());
    assertEquals(0, r.failed());
  }

  /**
   * A record may hold a phase dipadj skips: here an empty Spring retreat phase between the
   * two movement phases. The movement is compared with it (the same board), and it replays
   * into the Fall.
   */
  @Test
  void aRecordedPhaseThatDipadjSkipsIsComparedAndReplayed() {
    RecordedGame g = game("errors.json", 2);
    RecordedPhase fall = g.phases().get(1);
    RecordedState s = fall.state();
    RecordedPhase emptyRetreat = new RecordedPhase("S1901R",
        new RecordedState("S1901R", s.units(), s.centers(), s.homes(), s.retreats(), s.builds()),
        ImmutableMap.of(), ImmutableMap.of());
    RecordedGame with = new RecordedGame(g.id(), g.map(), g.rules(), g.ruleOptions(),
        ImmutableList.of(g.phases().get(0), emptyRetreat, fall));
    GameReplay r = Replay.replay(with, Variants::named, List.of());
    assertEquals(2, r.passed(), r.phases().toString());
    assertEquals(0, r.failed());
  }

  /**
   * A dislodged unit with nowhere to go: A Bur - Par with A Pic's support dislodges A Par,
   * which cannot go to Bur (the attack came from there), Pic (German), Bre or Gas (French).
   * dipadj removes it at once and goes on to the Fall; the record lists it as waiting
   * ({@code *A PAR} with no retreats) in a retreat phase that disbands it ({@code disband}).
   * Both agree.
   */
  @Test
  void aDislodgedUnitWithNoRetreatsMatchesOneRemovedAtOnce() throws GameJsonException {
    String json = """
        {"id": "nowhere", "map": "standard", "phases": [
          {"name": "S1901M", "state": {
             "units": {"FRANCE": ["A PAR", "A BRE", "A GAS"], "GERMANY": ["A BUR", "A PIC"]},
             "centers": {"FRANCE": ["PAR", "BRE"], "GERMANY": ["MUN"]}},
           "orders": {"GERMANY": ["A BUR - PAR", "A PIC S A BUR - PAR"], "FRANCE": []},
           "results": {"A PAR": ["dislodged"], "A BUR": [], "A PIC": []}},
          {"name": "S1901R", "state": {
             "units": {"FRANCE": ["*A PAR", "A BRE", "A GAS"], "GERMANY": ["A PAR", "A PIC"]},
             "centers": {"FRANCE": ["PAR", "BRE"], "GERMANY": ["MUN"]},
             "retreats": {"FRANCE": {"A PAR": []}}},
           "orders": {},
           "results": {"A PAR": ["disband"]}},
          {"name": "F1901M", "state": {
             "units": {"FRANCE": ["A BRE", "A GAS"], "GERMANY": ["A PAR", "A PIC"]},
             "centers": {"FRANCE": ["PAR", "BRE"], "GERMANY": ["MUN"]}},
           "orders": {}}]}
        """;
    GameReplay r = Replay.replay(RecordedGames.read(json, "nowhere.json").get(0), Variants::named, List.of());
    assertEquals(Optional.empty(), r.error());
    assertEquals(2, r.passed(), r.phases().toString());
    assertEquals(0, r.failed());
  }

  /**
   * MILA's land fallback (DATC 4.A.3): A Con - Bul VIA with no convoy ordered, which the record
   * moved over land. By the DATC's rules it does not move (no convoy), so the phase differs,
   * a departure that {@code convoy-fallback=land} explains; under {@code edition=mila} it passes.
   */
  @Test
  void theLandFallbackIsADepartureByTheDatcAndPassesUnderMila() throws GameJsonException {
    String json = """
        {"id": "fallback", "map": "standard", "phases": [
          {"name": "S1901M", "state": {
             "units": {"TURKEY": ["A CON", "F AEG"]}, "centers": {"TURKEY": ["CON"]}},
           "orders": {"TURKEY": ["A CON - BUL VIA", "F AEG H"]},
           "results": {"A CON": [], "F AEG": []}},
          {"name": "F1901M", "state": {
             "units": {"TURKEY": ["A BUL", "F AEG"]}, "centers": {"TURKEY": ["CON"]}},
           "orders": {}}]}
        """;
    RecordedGame g = RecordedGames.read(json, "fallback.json").get(0);
    PhaseCheck datc = Replay.replay(g, Variants::named, List.of()).phases().get(0);
    assertEquals(List.of("units: dipadj has TURKEY A CON, record has TURKEY A BUL",
        "results A CON: dipadj [no convoy], record []"), datc.differences());
    assertEquals(Optional.of("convoy-fallback=land"), datc.explainedBy());
    assertTrue(Replay.replay(g, Variants::named, List.of("edition=mila")).phases().get(0).agrees());
  }

  /**
   * Two of MILA's departures in one phase: A Con - Bul VIA falls back to land (no convoy
   * ordered), and A Bre - Pic, which France's own F Eng was ordered to convoy, goes over land
   * since it does not say VIA (F Eng is dislodged, so by the DATC's rules A Bre stays). F Eng,
   * dislodged from London, may then go to Bel, Bre (left by A Bre), Iri, Mao or Wal. No single
   * option explains both; the edition {@code mila} does.
   */
  @Test
  void aPhaseOnlyAnEditionExplainsNamesTheEdition() throws GameJsonException {
    String json = """
        {"id": "two", "map": "standard", "phases": [
          {"name": "S1901M", "state": {
             "units": {"TURKEY": ["A CON", "F AEG"], "FRANCE": ["A BRE", "F ENG"], "ENGLAND": ["F LON", "F NTH"]},
             "centers": {}},
           "orders": {"TURKEY": ["A CON - BUL VIA"], "FRANCE": ["A BRE - PIC", "F ENG C A BRE - PIC"],
                      "ENGLAND": ["F LON - ENG", "F NTH S F LON - ENG"]}},
          {"name": "S1901R", "state": {
             "units": {"TURKEY": ["A BUL", "F AEG"], "FRANCE": ["A PIC", "*F ENG"], "ENGLAND": ["F ENG", "F NTH"]},
             "centers": {}, "retreats": {"FRANCE": {"F ENG": ["BEL", "BRE", "IRI", "MAO", "WAL"]}}},
           "orders": {}}]}
        """;
    PhaseCheck spring = Replay.replay(RecordedGames.read(json, "two.json").get(0), Variants::named, List.of())
        .phases().get(0);
    assertEquals(Optional.of("edition=mila"), spring.explainedBy(), spring.line());
    assertTrue(spring.line().startsWith("game two, phase S1901M: departure edition=mila: units: "), spring.line());
  }

  /**
   * An order for a unit that is not there: the engines accept none, so the record is not what
   * its engine played. It is named, with its power, though the board agrees.
   */
  @Test
  void anOrderForAUnitThatIsNotThereIsNamed() throws GameJsonException {
    String json = """
        {"id": "ghost", "map": "standard", "phases": [
          {"name": "S1901M", "state": {"units": {"FRANCE": ["A PAR"]}, "centers": {"FRANCE": ["PAR"]}},
           "orders": {"FRANCE": ["A PAR H", "A MAR - PIE"]}},
          {"name": "F1901M", "state": {"units": {"FRANCE": ["A PAR"]}, "centers": {"FRANCE": ["PAR"]}},
           "orders": {}}]}
        """;
    PhaseCheck p = Replay.replay(RecordedGames.read(json, "ghost.json").get(0), Variants::named, List.of())
        .phases().get(0);
    assertEquals(List.of("order 'A MAR - PIE' of FRANCE: no unit stands in MAR"), p.differences());
  }

  private static ImmutableMap<String, ImmutableList<String>> replace(
      ImmutableMap<String, ImmutableList<String>> map, String key, ImmutableList<String> value) {
    ImmutableMap.Builder<String, ImmutableList<String>> b = ImmutableMap.builder();
    map.forEach((k, v) -> b.put(k, k.equals(key) ? value : v));
    return b.build();
  }

  private static RecordedPhase withUnits(RecordedPhase p, ImmutableMap<String, ImmutableList<String>> units) {
    RecordedState s = p.state();
    return new RecordedPhase(p.name(), new RecordedState(s.name(), units, s.centers(), s.homes(), s.retreats(),
        s.builds()), p.orders(), p.results());
  }

  private static RecordedGame withLast(RecordedGame g, RecordedPhase last) {
    List<RecordedPhase> phases = new ArrayList<>(g.phases());
    phases.set(phases.size() - 1, last);
    return new RecordedGame(g.id(), g.map(), g.rules(), g.ruleOptions(), ImmutableList.copyOf(phases));
  }

  /**
   * Codes outside the format's table ({@code disrupted}, {@code maybe}) are not compared;
   * the table's own still are. S1901M: A Mun - Bur and A Par - Bur bounce (1 against 1).
   */
  @Test
  void codesOutsideTheTableAreNotCompared() throws GameJsonException {
    String json = """
        {"id": "codes", "map": "standard", "phases": [
          {"name": "S1901M", "state": {
             "units": {"FRANCE": ["A PAR"], "GERMANY": ["A MUN"]},
             "centers": {"FRANCE": ["PAR"], "GERMANY": ["MUN"]}},
           "orders": {"FRANCE": ["A PAR - BUR"], "GERMANY": ["A MUN - BUR"]},
           "results": {"A PAR": ["bounce", "disrupted"], "A MUN": ["%s", "maybe"]}},
          {"name": "F1901M", "state": {
             "units": {"FRANCE": ["A PAR"], "GERMANY": ["A MUN"]},
             "centers": {"FRANCE": ["PAR"], "GERMANY": ["MUN"]}},
           "orders": {}}]}
        """;
    GameReplay agrees = Replay.replay(RecordedGames.read(json.formatted("bounce"), "codes.json").get(0), Variants::named, List.of());
    assertEquals(1, agrees.passed(), agrees.phases().toString());
    GameReplay differs = Replay.replay(RecordedGames.read(json.formatted("cut"), "codes.json").get(0), Variants::named, List.of());
    assertEquals(1, differs.failed(), differs.phases().toString());
    assertTrue(differs.phases().get(0).line().contains("results A MUN: dipadj [bounce], record [cut]"),
        differs.phases().get(0).line());
  }
}
