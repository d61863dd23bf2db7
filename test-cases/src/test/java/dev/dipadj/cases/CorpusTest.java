package dev.dipadj.cases;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The whole corpus (every {@code *.case} below the test-cases module: DATC sections,
 * rulebook examples, benchmark positions) as one dynamic test per case, so {@code mvn
 * verify} fails when any case fails.
 */
class CorpusTest {
  @TestFactory
  Stream<DynamicTest> everyCase() throws IOException {
    List<Path> files = Corpus.files(List.of(Path.of(".")));
    assertTrue(files.size() >= 9, "the corpus files were not found from " + Path.of(".").toAbsolutePath());
    List<DynamicTest> tests = new ArrayList<>();
    for (Path file : files) {
      for (CaseReport report : Corpus.run(file)) {
        tests.add(DynamicTest.dynamicTest(
            report.text().id() + " (" + file.getFileName() + ")",
            () -> {
              if (!report.passed()) {
                fail(report.failureLine());
              }
            }));
      }
    }
    return tests.stream();
  }
}
