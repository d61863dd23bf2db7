package dev.dipadj.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Helpers of the picture tests: run a case file, and compare a text with a golden file
 * (rewritten instead when the build runs with {@code -Ddipadj.updateGolden=true}).
 */
final class Pictures {
  /** The committed expected pictures, from the test-cases module's folder. */
  static final Path GOLDEN = Path.of("pictures/src/test/resources/dev/dipadj/picture/golden");

  private Pictures() {}

  static List<CaseReport> run(String file, String text) throws CaseError {
    List<CaseReport> reports = new ArrayList<>();
    CaseFileReader.read(file, text).forEach(c -> reports.add(CaseRunner.run(c)));
    return reports;
  }

  static List<CaseReport> run(Path file) throws CaseError, IOException {
    return run(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
  }

  /** Asserts that the text is the golden file's, or rewrites the file when asked to. */
  static void assertGolden(Path golden, String actual) throws IOException {
    if (Boolean.getBoolean("dipadj.updateGolden")) {
      Files.createDirectories(golden.getParent());
      Files.writeString(golden, actual, StandardCharsets.UTF_8);
      return;
    }
    String expected = Files.readString(golden, StandardCharsets.UTF_8);
    assertEquals(expected, actual, golden + " differs (see docs/pictures.md to regenerate it after a deliberate change)");
  }
}
