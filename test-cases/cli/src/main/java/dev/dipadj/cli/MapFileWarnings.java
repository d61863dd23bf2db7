package dev.dipadj.cli;

import dev.dipadj.cases.CaseText;
import dev.dipadj.cases.Statement;
import dev.dipadj.variants.VariantFormatException;
import dev.dipadj.variants.Variants;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The warnings of the DPjudge/MILA {@code .map} files that cases name ({@code variant
 * my.map}), for {@code check} to print on standard error: what such a file says that dipadj
 * ignores must reach the user, and the case runner, which loads the variant, has no channel
 * for it. Every command that reads case files prints them ({@code check}, and through {@link
 * Inputs} or {@link #print(List)} the others). Each file's warnings are printed once; a file
 * that cannot be read is left to the case runner, which reports it on the case.
 */
final class MapFileWarnings {
  private final Set<Path> seen = new HashSet<>();

  /** Prints, once each, the warnings of the {@code .map} files these cases name, for a command without a progress line. */
  static void print(List<CaseText> cases) {
    new MapFileWarnings().print(cases, null);
  }

  /**
   * Prints the warnings of the {@code .map} files these cases name and that were not seen
   * before, clearing the progress line (if any) first.
   */
  void print(List<CaseText> cases, Progress progress) {
    for (CaseText c : cases) {
      String name = variant(c);
      if (name == null || !Variants.isMapFile(name)) {
        continue;
      }
      Path file = Path.of(c.file()).resolveSibling(name).toAbsolutePath().normalize();
      if (!seen.add(file)) {
        continue;
      }
      try {
        List<String> warnings = Variants.loadMap(file).warnings();
        if (!warnings.isEmpty() && progress != null) {
          progress.clear();
        }
        warnings.forEach(w -> System.err.println(EchoedText.line("warning: " + w)));
      } catch (IOException | VariantFormatException | RuntimeException e) {
        // The case runner loads it again and reports the problem on each case that names it.
      }
    }
  }

  /** The variant a case names: its own {@code variant} line before its orders, else the file's. */
  private static String variant(CaseText c) {
    for (Statement s : c.statements()) {
      if (s.keyword().equals("orders")) {
        break;
      }
      if (s.keyword().equals("variant")) {
        return s.argument();
      }
    }
    return c.defaultVariant();
  }
}
