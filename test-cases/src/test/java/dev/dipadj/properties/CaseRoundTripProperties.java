package dev.dipadj.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.cases.CaseWriter;
import dev.dipadj.cases.GivenOrder;
import dev.dipadj.cases.StepReport;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.OrderResult;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The random movement scenarios of {@link MovementScenarios} written as case files: the
 * orders read back as generated, the case runner agrees with the resolver, and what
 * {@code adjudicate} prints back (CaseWriter) passes {@code check} (the round trip of
 * docs/case-format.md).
 */
class CaseRoundTripProperties {
  @Provide
  Arbitrary<MovementScenarios.Scenario> scenarios() {
    return MovementScenarios.scenarios();
  }

  @Property(tries = 300)
  void adjudicatedCasesPassCheck(@ForAll("scenarios") MovementScenarios.Scenario s) throws CaseError {
    String text = "case random\n" + s + "end\n";
    List<CaseText> cases = CaseFileReader.read("random.case", text);
    assertEquals(1, cases.size());
    CaseReport first = CaseRunner.run(cases.get(0));
    assertNull(first.error(), () -> first.error() + "\n" + text);
    assertTrue(first.passed(), () -> first.failureLine() + "\n" + text);

    // The order lines read back as the orders generated, and the runner agrees with the resolver.
    StepReport step = first.steps().get(0);
    List<GivenOrder> given = step.orders();
    assertEquals(s.orders().size(), given.size());
    MovementResult direct = MovementScenarios.resolve(s, s.orders());
    for (int i = 0; i < given.size(); i++) {
      int k = i;
      assertEquals(s.orders().get(i), given.get(i).order(),
          () -> "line '" + given.get(k).text() + "' read back differently, in\n" + text);
      OrderResult a = direct.results().get(i);
      OrderResult b = step.outcome().results().get(i);
      assertEquals(a.outcome(), b.outcome(), () -> given.get(k).text() + ", in\n" + text);
    }
    assertEquals(direct.dislodged(), step.outcome().dislodged(), () -> "dislodged, in\n" + text);

    String written = CaseWriter.write(first, true);
    List<CaseText> again = CaseFileReader.read("written.case", written);
    assertEquals(1, again.size());
    CaseReport second = CaseRunner.run(again.get(0));
    assertTrue(second.passed(), () -> second.failureLine() + "\n" + written);
  }
}
