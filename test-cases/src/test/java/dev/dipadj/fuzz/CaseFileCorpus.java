package dev.dipadj.fuzz;

import dev.dipadj.cases.Corpus;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The case files of the corpus, read once from disk: every {@code *.case} below the
 * test-cases module (the working directory of its tests), the benchmark cases under
 * {@code src/main/resources} included. Their lines also serve as a pool of realistic lines
 * to insert into other files.
 */
final class CaseFileCorpus {
  /** One corpus file: its path relative to the module, and its text split into lines. */
  record CaseFile(String name, List<String> lines) {}

  static final List<CaseFile> FILES = load();
  static final List<String> LINES = pool();

  private CaseFileCorpus() {}

  private static List<CaseFile> load() {
    try {
      List<CaseFile> out = new ArrayList<>();
      Path root = Path.of("");
      for (Path p : Corpus.files(List.of(root.toAbsolutePath()))) {
        String text = Files.readString(p, StandardCharsets.UTF_8);
        String name = root.toAbsolutePath().relativize(p).toString();
        out.add(new CaseFile(name, List.of(text.split("\n", -1))));
      }
      if (out.size() < 10) {
        throw new IllegalStateException("expected the corpus below " + root.toAbsolutePath() + ", found " + out);
      }
      return List.copyOf(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> pool() {
    List<String> out = new ArrayList<>();
    for (CaseFile f : FILES) {
      for (String l : f.lines()) {
        if (!l.isBlank()) {
          out.add(l);
        }
      }
    }
    return List.copyOf(out);
  }
}
