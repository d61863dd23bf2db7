package dev.dipadj.report;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The derivations on the report page (issue 24): under each failed or doubtful order's line, a
 * closed {@code <details>} with the derivation in words; none under an order that plainly
 * succeeded; and under a convoy paradox, the orders that formed it. Every strength, cutter and
 * member below was worked out by hand from the rules (DATC 5.B's strengths, the DATC's
 * explanations of its cases) before the page was read; each case's results block checks the
 * outcomes on the way.
 */
class CasePageDerivationTest {
  private static final String CASES = """
      variant classic

      # DATC 6.A.11: two armies into an empty province, one each: attack 1 against the other's
      # prevent 1 (5.B.6); neither beats it, so both bounce.
      case der.6.A.11  Simple bounce
      units
        Austria: A Vienna
        Italy: A Venice
      orders
        Austria: A Vienna - Tyrolia
        Italy: A Venice - Tyrolia
      results
        Austria: A Vienna - Tyrolia => fails bounced
        Italy: A Venice - Tyrolia => fails bounced
      end

      # DATC 6.D.1: Trieste attacks with 2 (itself and the Adriatic) against Venice's hold 2
      # (itself and Tyrolia, 5.B.5): not more, so the move fails, held (dipadj's word for a move
      # stopped by the hold strength, "bounced" being for one stopped by a rival move); nothing
      # attacks a supporter.
      case der.6.D.1  Supported hold can prevent dislodgement
      units
        Austria: F Adriatic Sea
        Austria: A Trieste
        Italy: A Venice
        Italy: A Tyrolia
      orders
        Austria: F Adriatic Sea Supports A Trieste - Venice
        Austria: A Trieste - Venice
        Italy: A Venice Hold
        Italy: A Tyrolia Supports A Venice
      results
        Austria: F Adriatic Sea Supports A Trieste - Venice => succeeds
        Austria: A Trieste - Venice => fails held
        Italy: A Venice Hold => succeeds
        Italy: A Tyrolia Supports A Venice => succeeds
      end

      # DATC 6.D.2: Vienna's attack on Tyrolia cuts its support (5.B.2), though Vienna is held
      # there (1 against 1); Trieste then attacks with 2 against Venice's 1 and dislodges it.
      case der.6.D.2  A move cuts support on hold
      units
        Austria: F Adriatic Sea
        Austria: A Trieste
        Austria: A Vienna
        Italy: A Venice
        Italy: A Tyrolia
      orders
        Austria: F Adriatic Sea Supports A Trieste - Venice
        Austria: A Trieste - Venice
        Austria: A Vienna - Tyrolia
        Italy: A Venice Hold
        Italy: A Tyrolia Supports A Venice
      results
        Austria: F Adriatic Sea Supports A Trieste - Venice => succeeds
        Austria: A Trieste - Venice => succeeds
        Austria: A Vienna - Tyrolia => fails held
        Italy: A Venice Hold => fails dislodged
        Italy: A Tyrolia Supports A Venice => fails cut
      end

      # The rulebook (DATC 5.B.2): a support is not cut by an attack from the province it is
      # aimed at. Gascony's attack on Burgundy leaves Burgundy's support standing; Marseilles
      # attacks Gascony with 2 against 1 (Gascony failed to move away) and dislodges it.
      case der.not-cut  A support attacked from where it is aimed
      units
        France: A Burgundy
        France: A Marseilles
        England: A Gascony
      orders
        France: A Burgundy Supports A Marseilles - Gascony
        France: A Marseilles - Gascony
        England: A Gascony - Burgundy
      results
        France: A Burgundy Supports A Marseilles - Gascony => succeeds
        France: A Marseilles - Gascony => succeeds
        England: A Gascony - Burgundy => fails held
      end

      # DATC 6.C.1: three moves in a ring, each waiting on the next: the backup rule lets
      # every move of a circular movement succeed (5.B.9).
      case der.6.C.1  Three army circular movement
      units
        Turkey: F Ankara
        Turkey: A Constantinople
        Turkey: A Smyrna
      orders
        Turkey: F Ankara - Constantinople
        Turkey: A Constantinople - Smyrna
        Turkey: A Smyrna - Ankara
      results
        Turkey: F Ankara - Constantinople => succeeds
        Turkey: A Constantinople - Smyrna => succeeds
        Turkey: A Smyrna - Ankara => succeeds
      end

      # DATC 6.F.16, Pandin's paradox, by the Szykman rule: the army's path needs the Channel's
      # convoy, London's support is cut only if the army has a path, and the Channel is
      # dislodged (by Belgium, 2 against Wales's prevent 1) only if the support is cut. The
      # convoy fails as if the fleet held: the support stands, and Wales and Belgium (2 each)
      # bounce. Wales fails whatever London does (2 or 1 against Belgium's prevent 2).
      case der.6.F.16  Pandin's paradox
      units
        England: F London
        England: F Wales
        France: A Brest
        France: F English Channel
        Germany: F North Sea
        Germany: F Belgium
      orders
        England: F London Supports F Wales - English Channel
        England: F Wales - English Channel
        France: A Brest - London
        France: F English Channel Convoys A Brest - London
        Germany: F North Sea Supports F Belgium - English Channel
        Germany: F Belgium - English Channel
      results
        England: F London Supports F Wales - English Channel => succeeds
        England: F Wales - English Channel => fails bounced
        France: A Brest - London => fails paradox
        France: F English Channel Convoys A Brest - London => fails paradox
        Germany: F North Sea Supports F Belgium - English Channel => succeeds
        Germany: F Belgium - English Channel => fails bounced
      end

      # The same under all-hold (DATC 4.A.2): every order of the paradox fails, the moves on
      # the convoying fleet among them; North Sea's support, which nothing attacks, stands.
      case der.6.F.16.all-hold  Pandin's paradox, all-hold
      rules convoy-paradox=all-hold
      units
        England: F London
        England: F Wales
        France: A Brest
        France: F English Channel
        Germany: F North Sea
        Germany: F Belgium
      orders
        England: F London Supports F Wales - English Channel
        England: F Wales - English Channel
        France: A Brest - London
        France: F English Channel Convoys A Brest - London
        Germany: F North Sea Supports F Belgium - English Channel
        Germany: F Belgium - English Channel
      results
        England: F London Supports F Wales - English Channel => fails paradox
        England: F Wales - English Channel => fails paradox
        France: A Brest - London => fails paradox
        France: F English Channel Convoys A Brest - London => fails paradox
        Germany: F North Sea Supports F Belgium - English Channel => succeeds
        Germany: F Belgium - English Channel => fails paradox
      end
      """;

  private static Document page;

  @BeforeAll
  static void writePage() throws Exception {
    List<CaseReport> reports = new ArrayList<>();
    for (var c : CaseFileReader.read("derivation.case", CASES)) {
      reports.add(CaseRunner.run(c));
    }
    String html = CasePage.write("derivation.case", reports);
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    page = f.newDocumentBuilder().parse(new ByteArrayInputStream(html.substring(html.indexOf("<html")).getBytes(UTF_8)));
  }

  private static NodeList nodes(String path) throws Exception {
    return (NodeList) XPathFactory.newInstance().newXPath().evaluate(path, page, XPathConstants.NODESET);
  }

  private static List<String> texts(String path) throws Exception {
    NodeList nodes = nodes(path);
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      texts.add(((Element) nodes.item(i)).getTextContent());
    }
    return texts;
  }

  private static String section(String id) {
    return "//section[@id='case-" + id + "']";
  }

  /** The paragraphs of the details under an order's line (the order as the page writes it). */
  private static List<String> derivation(String id, String order) throws Exception {
    return texts(section(id) + "//tr[td[@class='order']='" + order
        + "']/following-sibling::tr[1][@class='derivation']//details/p");
  }

  /** The orders whose line has details under it, as the page writes them. */
  private static List<String> opened(String id) throws Exception {
    return texts(section(id) + "//tr[following-sibling::tr[1][@class='derivation']]/td[@class='order']");
  }

  @Test
  void everyCaseAboveIsMet() throws Exception {
    assertEquals(7, texts("//p[@class='passed']").size(), texts("//p[@class='problem']")::toString);
  }

  @Test
  void aBounceShowsBothStrengthsAndTheirUnits() throws Exception {
    // 6.A.11: each army alone against the other's prevent; Tyrolia itself is empty (hold 0).
    assertEquals(List.of("A Vie - Tyr", "A Ven - Tyr"), opened("der.6.A.11"));
    String vie = String.join(" ", derivation("der.6.A.11", "A Vie - Tyr"));
    assertTrue(vie.startsWith("A Vie - Tyr fails (bounced): attack strength 1 (A Vie, no support)"), vie);
    assertTrue(vie.contains("prevent strength 1 (A Ven, no support)"), vie);
    assertTrue(vie.contains("hold strength 0 (the province is empty)"), vie);
    // 6.D.1: 2 (Trieste and the Adriatic) against 2 (Venice and Tyrolia); only the failed move opens.
    assertEquals(List.of("A Tri - Ven"), opened("der.6.D.1"));
    assertEquals(List.of("A Tri - Ven fails (held): attack strength 2 (A Tri, supported by F Adr) against "
        + "hold strength 2 (A Ven, supported by A Tyr)"), derivation("der.6.D.1", "A Tri - Ven"));
  }

  @Test
  void theDetailsAreClosedUntilOpened() throws Exception {
    NodeList details = nodes("//details");
    assertTrue(details.getLength() > 0);
    for (int i = 0; i < details.getLength(); i++) {
      assertFalse(((Element) details.item(i)).hasAttribute("open"));
      assertEquals("Derivation", ((Element) details.item(i)).getElementsByTagName("summary").item(0).getTextContent());
    }
  }

  @Test
  void aCutSupportNamesItsCutter() throws Exception {
    // 6.D.2: the three failed orders open; Trieste's move and the Adriatic's support plainly succeeded.
    assertEquals(List.of("A Vie - Tyr", "A Ven H", "A Tyr S A Ven"), opened("der.6.D.2"));
    String tyr = String.join(" ", derivation("der.6.D.2", "A Tyr S A Ven"));
    assertTrue(tyr.startsWith("A Tyr S A Ven fails (cut): cut by A Vie - Tyr"), tyr);
    String ven = String.join(" ", derivation("der.6.D.2", "A Ven H"));
    // Venice held with 1, its support cut by Vienna, and fell to Trieste's 2.
    assertTrue(ven.contains("hold strength 1 (A Ven, no support; not counted: A Tyr S A Ven is cut by A Vie)"), ven);
    assertTrue(ven.contains("dislodged by A Tri"), ven);
    String vie = String.join(" ", derivation("der.6.D.2", "A Vie - Tyr"));
    assertTrue(vie.contains("attack strength 1 (A Vie, no support) against hold strength 1 (A Tyr"), vie);
  }

  @Test
  void aSupportAttackedButNotCutOpensAndSaysWhy() throws Exception {
    assertEquals(List.of("A Bur S A Mar - Gas", "A Gas - Bur"), opened("der.not-cut"));
    String bur = String.join(" ", derivation("der.not-cut", "A Bur S A Mar - Gas"));
    assertTrue(bur.startsWith("A Bur S A Mar - Gas succeeds: A Gas - Bur does not cut it: it comes from the "
        + "province the support is aimed at"), bur);
  }

  @Test
  void aCircularMovementOpensEachMoveWithTheBackupRule() throws Exception {
    assertEquals(List.of("F Ank - Con", "A Con - Smy", "A Smy - Ank"), opened("der.6.C.1"));
    List<String> ank = derivation("der.6.C.1", "F Ank - Con");
    assertEquals(2, ank.size(), ank::toString);
    assertTrue(ank.get(1).startsWith("Part of a circular movement of "), ank.get(1));
    assertTrue(ank.get(1).endsWith("the backup rule lets every move succeed (DATC 5.B.9)"), ank.get(1));
    // Not a convoy paradox: no paradox paragraph under the step.
    assertEquals(List.of(), texts(section("der.6.C.1") + "//p[@class='paradox']"));
  }

  @Test
  void pandinsParadoxListsItsMembersUnderSzykman() throws Exception {
    List<String> members = texts(section("der.6.F.16") + "//p[@class='paradox']/span[@class='members']");
    assertEquals(1, members.size(), members::toString);
    String said = members.get(0);
    // The cycle of DATC 5.B.9: the convoy, the army it carries, the support the army would cut,
    // and the two moves on the convoying fleet (Belgium dislodges it only if Wales's prevent,
    // London's support, is cut).
    for (String member : List.of("England: F Lon S F Wal - Eng", "France: A Bre - Lon", "France: F Eng C A Bre - Lon",
        "England: F Wal - Eng", "Germany: F Bel - Eng")) {
      assertTrue(said.contains(member), said);
    }
    // North Sea's support is attacked by nobody: no member.
    assertFalse(said.contains("F Nth S"), said);
    // London's support stood though attacked: it opens, naming the army that could not cut it.
    String lon = String.join(" ", derivation("der.6.F.16", "F Lon S F Wal - Eng"));
    assertTrue(lon.contains("A Bre - Lon does not cut it: no path"), lon);
    assertTrue(lon.contains("convoy-paradox=szykman"), lon);
    // Wales and Belgium bounce 2 against 2, each with its supporter named.
    String wal = String.join(" ", derivation("der.6.F.16", "F Wal - Eng"));
    assertTrue(wal.contains("attack strength 2 (F Wal, supported by F Lon) against prevent strength 2 "
        + "(F Bel, supported by F Nth)"), wal);
  }

  @Test
  void pandinsParadoxListsItsMembersUnderAllHold() throws Exception {
    String p = texts(section("der.6.F.16.all-hold") + "//p[@class='paradox']").get(0);
    assertTrue(p.startsWith("A convoy paradox, settled by the all-hold rule"), p);
    String said = texts(section("der.6.F.16.all-hold") + "//p[@class='paradox']/span[@class='members']").get(0);
    String list = said.substring(said.indexOf(": ") + 2, said.length() - 1);
    assertEquals(Set.of("England: F Lon S F Wal - Eng", "England: F Wal - Eng", "France: A Bre - Lon",
        "France: F Eng C A Bre - Lon", "Germany: F Bel - Eng"), Set.of(list.split("; ")));
    // Every member failed, so each opens; North Sea's support, not a member and not attacked, does not.
    assertEquals(List.of("F Lon S F Wal - Eng", "F Wal - Eng", "A Bre - Lon", "F Eng C A Bre - Lon", "F Bel - Eng"),
        opened("der.6.F.16.all-hold"));
  }
}
