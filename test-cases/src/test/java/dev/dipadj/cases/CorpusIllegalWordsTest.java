package dev.dipadj.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.result.IllegalReason;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The corpus names the reason of every illegal order ({@code => illegal WORD},
 * docs/case-format.md), and every reason is produced somewhere by a position made for it
 * (test-cases/rules/illegal-reasons.case).
 */
class CorpusIllegalWordsTest {
  private static final Pattern ILLEGAL = Pattern.compile("=>\\s*illegal\\b\\s*([a-z-]*)");

  /** Every illegal order of the corpus names its reason, and every reason is named somewhere. */
  @Test
  void theCorpusGivesEveryIllegalOrderItsWordAndUsesEveryWord() throws IOException {
    Set<IllegalReason> used = EnumSet.noneOf(IllegalReason.class);
    List<String> bare = new ArrayList<>();
    List<Path> files = Corpus.files(List.of(Path.of(".")));
    assertTrue(files.size() >= 9, "the corpus files were not found from " + Path.of(".").toAbsolutePath());
    for (Path file : files) {
      List<String> lines = Files.readAllLines(file);
      for (int i = 0; i < lines.size(); i++) {
        Matcher m = ILLEGAL.matcher(lines.get(i));
        if (!m.find()) {
          continue;
        }
        if (m.group(1).isEmpty()) {
          bare.add(file + ":" + (i + 1));
        } else {
          used.add(IllegalReason.ofWord(m.group(1)).orElseThrow(() -> new AssertionError(m.group(1))));
        }
      }
    }
    assertEquals(List.of(), bare, "illegal orders without their word");
    assertEquals(EnumSet.allOf(IllegalReason.class), used, "words no case produces");
  }
}
