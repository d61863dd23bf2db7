package dev.dipadj.cases;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Finds case files under paths and runs every case in them. */
public final class Corpus {
  private Corpus() {}

  /**
   * The {@code *.case} files named or found below the named folders, in path order.
   *
   * @param roots files and folders
   * @return the case files
   * @throws IOException if a folder cannot be walked
   */
  public static List<Path> files(List<Path> roots) throws IOException {
    List<Path> out = new ArrayList<>();
    for (Path root : roots) {
      if (Files.isDirectory(root)) {
        try (Stream<Path> walk = Files.walk(root)) {
          walk.filter(p -> p.toString().endsWith(".case") && Files.isRegularFile(p))
              .filter(p -> !p.toString().contains("/target/"))
              .sorted()
              .forEach(out::add);
        }
      } else {
        out.add(root);
      }
    }
    return out;
  }

  /**
   * Runs every case of a file. A file that cannot be split into cases yields one failed
   * report carrying the error.
    *
    * @param file the case file
    * @return a report per case
   */
  public static List<CaseReport> run(Path file) {
    List<CaseText> cases;
    try {
      cases = CaseFileReader.read(file);
    } catch (CaseError e) {
      return List.of(unreadable(file, e));
    }
    List<CaseReport> out = new ArrayList<>();
    for (CaseText c : cases) {
      out.add(CaseRunner.run(c));
    }
    return out;
  }

  /**
   * The one failed report of a file that cannot be split into cases.
   *
   * @param file the file
   * @param e why it cannot be read
   * @return the report
   */
  public static CaseReport unreadable(Path file, CaseError e) {
    CaseText whole = new CaseText(file.toString(), 0, file.getFileName().toString(), "", null, ImmutableList.of());
    return new CaseReport(whole, ImmutableList.of(), null, e.getMessage());
  }
}
