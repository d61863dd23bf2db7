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
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What the report page says of a case besides its steps (issue 24): the rules it ran by, in
 * words, near its heading; "met" only for a case that checked something, and for one that
 * checks nothing the words {@code check} fails it with; under a convoy paradox, the rule, the
 * orders it failed and the orders that formed it. Every outcome in the cases below was worked out by hand from the
 * rules; the departures of the 1982 rulebook are the DATC's chapter 4 (4.A.2, 4.A.3, 4.A.5,
 * 4.D.8).
 */
class CasePageTest {
  private static final String CASES = """
      variant classic

      # Rulebook: a unit ordered to an empty province, with nothing moving there, moves.
      case page.plain  No rules line
      units
        France: A Paris
      orders
        France: A Paris - Burgundy
      results
        France: A Paris - Burgundy => succeeds
      end

      # The same move under all-hold: no convoy, so no paradox, and the rule changes nothing.
      case page.option  One option
      rules convoy-paradox=all-hold
      units
        France: A Paris
      orders
        France: A Paris - Burgundy
      results
        France: A Paris - Burgundy => succeeds
      end

      # The 1982 rulebook, its civil-disorder choice set back to the DATC's, and a last year.
      # A hold of a unit nobody attacks succeeds; 1901 is before the last year, so no end.
      case page.edition  An edition, an option after it, and a last year
      rules edition=rulebook-1982 civil-disorder=2023
      rules last-year=1910
      units
        England: F London
      orders
        England: F London Hold
      results
        England: F London Hold => succeeds
      end

      # A rules line that is the DATC's choice: nothing departs.
      case page.datc-written  An option at the DATC's choice
      rules convoy-paradox=szykman
      units
        England: F London
      orders
        England: F London Hold
      results
        England: F London Hold => succeeds
      end

      # Orders and nothing to compare them with: check fails it.
      case page.nothing  Checks nothing
      units
        France: A Paris
      orders
        France: A Paris - Burgundy
      end

      # A case that fails: Paris moves (as above), but the case expects a bounce.
      case page.wrong  A wrong expectation
      units
        France: A Paris
      orders
        France: A Paris - Burgundy
      results
        France: A Paris - Burgundy => fails bounced
      end

      # An order that cannot be read stops the case before its step; its rules are still shown.
      case page.unreadable  An unreadable order
      rules convoy-paradox=all-hold
      units
        France: A Paris
      orders
        France: A Paris jumps
      end

      # DATC 6.F.16, Pandin's paradox, by the Szykman rule (the default): the convoy and the
      # convoyed army fail as if the fleet held; London's support stands, so Wales and Belgium
      # (each supported: 2 against 2) bounce in the Channel.
      case page.paradox  Pandin's paradox
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

      # Era of Empire's own rules (its file: unreadable-orders=ignore); a unit nobody attacks holds.
      case page.variant  A variant with rules of its own
      variant era-of-empire
      units
        Britain: A Egypt
      orders
        Britain: A Egypt Hold
      results
        Britain: A Egypt Hold => succeeds
      end
      """;

  private static Document page;

  @BeforeAll
  static void writePage() throws Exception {
    List<CaseReport> reports = new ArrayList<>();
    for (var c : CaseFileReader.read("page.case", CASES)) {
      reports.add(CaseRunner.run(c));
    }
    String html = CasePage.write("page.case", reports);
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    page = f.newDocumentBuilder().parse(new ByteArrayInputStream(html.substring(html.indexOf("<html")).getBytes(UTF_8)));
  }

  /** The text of the elements at an XPath under a case's section, one string each. */
  private static List<String> texts(String id, String path) throws Exception {
    NodeList nodes = (NodeList) XPathFactory.newInstance().newXPath()
        .evaluate("//section[@id='case-" + id + "']" + path, page, XPathConstants.NODESET);
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      texts.add(((Element) nodes.item(i)).getTextContent());
    }
    return texts;
  }

  private static String rules(String id) throws Exception {
    List<String> p = texts(id, "/div[@class='rules']/p");
    assertEquals(1, p.size(), id + ": one rules paragraph");
    return p.get(0);
  }

  private static List<String> departures(String id) throws Exception {
    return texts(id, "/div[@class='rules']/ul/li");
  }

  @Test
  void aCaseWithoutRulesHasTheDatcsPreferredRules() throws Exception {
    assertEquals("Rules: the DATC's preferred rules.", rules("page.plain"));
    assertEquals(List.of(), departures("page.plain"));
  }

  @Test
  void aRulesLineIsShownWithTheOptionsNameValueAndWords() throws Exception {
    assertEquals("Rules: the case sets convoy-paradox=all-hold. In force where they depart from the DATC's "
        + "preferred rules:", rules("page.option"));
    assertEquals(List.of("convoy-paradox=all-hold: how a convoy paradox is settled (DATC 4.A.2): every order "
        + "of the paradox fails (its convoys, its supports, its moves), so no move of the paradox succeeds"),
        departures("page.option"));
  }

  @Test
  void anEditionIsNamedInWordsAndWhatDepartsIsListed() throws Exception {
    assertEquals("Rules: the case sets edition=rulebook-1982 (the 1982 rulebook), civil-disorder=2023 and "
        + "last-year=1910. In force where they depart from the DATC's preferred rules:", rules("page.edition"));
    List<String> settings = departures("page.edition").stream().map(s -> s.substring(0, s.indexOf(':'))).toList();
    // The 1982 rulebook departs in 4.A.2, 4.A.3 and 4.A.5; its 4.D.8 choice was set back.
    assertEquals(List.of("convoy-paradox=1982", "convoy-to-adjacent=1982", "retreat-to-convoy-origin=forbidden",
        "last-year=1910"), settings);
    assertTrue(departures("page.edition").get(3).contains("the game ends after the Fall turn of 1910"));
    // A description's `2025` (the README's backticks) is code on the page, not a backtick.
    assertTrue(texts("page.edition", "/div[@class='rules']/ul/li/code").contains("2025"));
    assertFalse(departures("page.edition").get(1).contains("`"), departures("page.edition").get(1));
  }

  @Test
  void aRulesLineAtTheDatcsChoiceSaysSo() throws Exception {
    assertEquals("Rules: the case sets convoy-paradox=szykman: the DATC's preferred rules.",
        rules("page.datc-written"));
    assertEquals(List.of(), departures("page.datc-written"));
  }

  @Test
  void aVariantsOwnRulesAreShownWhenTheCaseSetsNone() throws Exception {
    assertEquals("Rules: the case sets none; the variant's own depart from the DATC's preferred rules:",
        rules("page.variant"));
    List<String> d = departures("page.variant");
    assertEquals(1, d.size(), d::toString);
    assertTrue(d.get(0).startsWith("unreadable-orders=ignore: whether an order that cannot be read is an error "
        + "or is ignored (DATC 4.E.1): it is ignored"), d.get(0));
  }

  @Test
  void aCaseThatStopsBeforeItsStepStillShowsItsRules() throws Exception {
    assertTrue(rules("page.unreadable").startsWith("Rules: the case sets convoy-paradox=all-hold."));
    assertEquals(1, departures("page.unreadable").size());
    assertEquals(List.of(), texts("page.unreadable", "/p[@class='passed']"));
  }

  @Test
  void metOnlyWhereSomethingWasChecked() throws Exception {
    assertEquals(List.of("Every expectation of the case is met."), texts("page.plain", "/p[@class='passed']"));
    assertEquals(List.of(), texts("page.nothing", "/p[@class='passed']"));
    // The line check prints for it.
    assertEquals(List.of("page.case:49: case page.nothing: checks nothing (no results and no expect blocks)"),
        texts("page.nothing", "/p[@class='problem']"));
    assertFalse(texts("page.nothing", "//*").stream().anyMatch(t -> t.contains("is met")));
    List<String> wrong = texts("page.wrong", "/p[@class='problem']");
    assertEquals(1, wrong.size());
    assertTrue(wrong.get(0).contains("page.wrong") && wrong.get(0).contains("bounced"), wrong.get(0));
  }

  @Test
  void aParadoxNamesItsRuleAndTheOrdersItFailed() throws Exception {
    assertEquals(List.of("Every expectation of the case is met."), texts("page.paradox", "/p[@class='passed']"));
    List<String> p = texts("page.paradox", "//p[@class='paradox']");
    assertEquals(1, p.size(), p::toString);
    // The rule and the orders it failed, before the members' span.
    String said = p.get(0).substring(0, p.get(0).indexOf(" The orders that formed it"));
    assertTrue(said.startsWith("A convoy paradox, settled by the szykman rule (convoy-paradox=szykman): the convoys "
        + "in a paradox fail, as if the fleets held. Failed by the rule: "), said);
    // The two French orders, and no other.
    assertTrue(said.contains("France: A Bre - Lon") && said.contains("France: F Eng C A Bre - Lon"), said);
    assertFalse(said.contains("England") || said.contains("Germany"), said);
    // Then the orders that formed it: the convoy, the army it carries, and London's support,
    // which the army cuts only if it has a path (CasePageDerivationTest reads them closer).
    List<String> members = texts("page.paradox", "//p[@class='paradox']/span[@class='members']");
    assertEquals(1, members.size(), members::toString);
    assertTrue(members.get(0).startsWith(" The orders that formed it: "), members.get(0));
    assertTrue(members.get(0).contains("England: F Lon S F Wal - Eng"), members.get(0));
    assertEquals(List.of(), texts("page.plain", "//p[@class='paradox']"));
  }
}
