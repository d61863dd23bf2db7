package dev.dipadj.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every case of the corpus through JSON and back: text → JSON → text gives the same
 * statements (keywords, arguments, block lines, exactly) and the same {@code check}
 * outcome, and JSON → text → JSON gives the identical document. Only comments and layout are lost.
 */
class CaseJsonCorpusTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  @Test
  void theWholeCorpusGoesToJsonAndBackWithoutLoss() throws IOException, CaseError {
    List<Path> files = Corpus.files(List.of(Path.of(".")));
    assertTrue(files.size() >= 30, "the corpus files were not found from " + Path.of(".").toAbsolutePath());
    int cases = 0;
    int statements = 0;
    int lines = 0;
    for (Path file : files) {
      List<CaseText> original = CaseFileReader.read(file);
      ObjectNode json = CaseJsonWriter.write(original);
      String text = CaseJsonReader.read(file.toString(), MAPPER.writeValueAsString(json));
      List<CaseText> back = CaseFileReader.read(file.toString(), text);
      assertEquals(original.size(), back.size(), file.toString());
      for (int i = 0; i < original.size(); i++) {
        CaseText a = original.get(i);
        CaseText b = back.get(i);
        String where = file + " case " + a.id();
        assertEquals(a.id(), b.id(), where);
        assertEquals(a.title(), b.title(), where);
        assertEquals(a.defaultVariant(), b.defaultVariant(), where);
        assertEquals(shape(a.statements()), shape(b.statements()), where);
        CaseReport ra = CaseRunner.run(a, false);
        CaseReport rb = CaseRunner.run(b, false);
        assertEquals(ra.passed(), rb.passed(), where + ": " + ra.failureLine() + " / " + rb.failureLine());
        assertEquals(ra.error() == null, rb.error() == null, where);
        assertEquals(ra.difference() == null, rb.difference() == null, where);
        cases++;
        statements += a.statements().size();
        for (Statement s : a.statements()) {
          lines += s.body().size();
        }
      }
      // And from JSON: the text it gives reads back to the same document.
      assertEquals(json, CaseJsonWriter.write(back), file.toString());
    }
    System.out.printf("case JSON round trip: %d files, %d cases, %d statements, %d block lines%n",
        files.size(), cases, statements, lines);
    assertTrue(cases >= 380, "only " + cases + " cases");
  }

  /**
   * Statements without their line numbers: keyword, argument and block lines exactly (the
   * corpus writes lines as the JSON reader does, so not even white space differs).
   */
  static List<String> shape(List<Statement> statements) {
    List<String> out = new ArrayList<>();
    for (Statement s : statements) {
      out.add(s.keyword() + " | " + s.argument());
      for (CaseLine l : s.body()) {
        out.add("  " + l.text());
      }
    }
    return out;
  }
}
