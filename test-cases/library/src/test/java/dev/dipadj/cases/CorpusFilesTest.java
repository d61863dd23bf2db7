package dev.dipadj.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which files a search of folders finds: those with the suffix, in path order, none under build output. */
class CorpusFilesTest {
  @TempDir Path dir;

  @Test
  void filesBelowTargetFoldersAreNotSearched() throws IOException {
    for (String name : List.of("b/two.case", "a/one.case", "a/target/built.case", "target/built.case", "a/notes.txt",
        "a/game.json")) {
      Path p = dir.resolve(name);
      Files.createDirectories(p.getParent());
      Files.writeString(p, "");
    }
    assertEquals(List.of(dir.resolve("a/one.case"), dir.resolve("b/two.case")), Corpus.files(List.of(dir)));
    assertEquals(List.of(dir.resolve("a/game.json")), Corpus.files(List.of(dir), ".json"));
    // A file named on its own is taken as it is, whatever its name.
    assertEquals(List.of(dir.resolve("a/notes.txt")), Corpus.files(List.of(dir.resolve("a/notes.txt"))));
  }
}
