package dev.dipadj.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dipadj.bench.BenchPositions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code dipadj bench}: which positions it times, and what it reports of each (docs/command-line.md, Bench). */
class BenchCommandTest {

  @Test
  void anUnknownPositionIsAUsageErrorNamingTheKnownOnes() {
    CliTest.Run r = CliTest.run("bench", "--seconds", "0.1", "no-such-position");
    assertEquals(ExitCode.USAGE, r.exit(), r::all);
    assertEquals(1, r.err().lines().count(), r::all);
    assertTrue(r.err().contains("'no-such-position'"), r.err());
    for (String name : BenchPositions.NAMES) {
      assertTrue(r.err().contains(name), () -> name + " not named: " + r.err());
    }
  }

  @Test
  void aNamedPositionIsTimedForAdjudicationAndForPossibleOrders() throws Exception {
    CliTest.Run r = CliTest.run("bench", "--seconds", "0.1", "--json", "paradox");
    assertEquals(0, r.exit(), r::all);
    JsonNode report = new ObjectMapper().readTree(r.out());
    List<String> timed = new ArrayList<>();
    for (JsonNode t : report.get("timings")) {
      timed.add(t.get("position").asText() + " " + t.get("operation").asText());
      assertTrue(t.get("microsPerOperation").asDouble() > 0, t::toString);
      // Both operations allocate their results (a result per order, a listing).
      assertTrue(t.get("bytesPerOperation").asDouble() > 0, t::toString);
    }
    assertEquals(List.of("paradox adjudication", "paradox possible orders"), timed);
  }
}
