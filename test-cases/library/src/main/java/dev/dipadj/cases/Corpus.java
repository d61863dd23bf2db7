package dev.dipadj.cases;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;

/** Finds case files under paths and runs every case in them. */
public final class Corpus {
  private Corpus() {}

  /**
   * The {@code *.case} files named or found below the named folders, in path order. Build
   * output ({@code target} folders) is not searched, and a file that goes away while the
   * folders are searched (a build writing beside them) is passed over.
   *
   * @param roots files and folders
   * @return the case files
   * @throws IOException if a folder cannot be walked
   */
  public static List<Path> files(List<Path> roots) throws IOException {
    return files(roots, ".case");
  }

  /**
   * The files named, and those whose names end with one of {@code suffixes} below the named
   * folders, in path order, searched as {@link #files(List)} searches.
   *
   * @param roots files and folders
   * @param suffixes the ends of the names looked for, such as {@code .json} and {@code .jsonl}
   * @return the files
   * @throws IOException if a folder cannot be walked
   */
  public static List<Path> files(List<Path> roots, String... suffixes) throws IOException {
    List<Path> out = new ArrayList<>();
    for (Path root : roots) {
      if (!Files.isDirectory(root)) {
        out.add(root);
        continue;
      }
      List<Path> found = new ArrayList<>();
      Files.walkFileTree(root, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
          return !dir.equals(root) && dir.getFileName().toString().equals("target")
              ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
          String name = file.getFileName().toString();
          for (String suffix : suffixes) {
            if (attributes.isRegularFile() && name.endsWith(suffix)) {
              found.add(file);
              break;
            }
          }
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
          if (e instanceof NoSuchFileException) {
            return FileVisitResult.CONTINUE;
          }
          throw e;
        }
      });
      found.sort(null);
      out.addAll(found);
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
