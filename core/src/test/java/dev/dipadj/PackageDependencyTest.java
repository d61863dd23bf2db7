package dev.dipadj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The packages of the library import one another in layers: the movement resolver knows
 * nothing of the later phases (issue 20: {@code resolve} must not import {@code phase}), and
 * no package imports, through others, one that imports it. Read from the import lines of the
 * sources, which is where a newcomer would see the dependency.
 */
class PackageDependencyTest {
  private static final Path SOURCES = Path.of("src/main/java/dev/dipadj");
  private static final Pattern IMPORT = Pattern.compile("(?m)^import (?:static )?dev\\.dipadj\\.(\\w+)\\.");

  @Test
  void resolveDoesNotImportPhase() throws IOException {
    Map<String, Set<String>> imports = imports();
    assertTrue(imports.containsKey("resolve") && imports.containsKey("phase"), "sources not found: " + imports.keySet());
    assertTrue(!imports.get("resolve").contains("phase"), "resolve imports " + imports.get("resolve"));
  }

  @Test
  void noPackageCycle() throws IOException {
    Map<String, Set<String>> imports = imports();
    List<String> cycle = new ArrayList<>();
    Map<String, Integer> state = new TreeMap<>();
    for (String p : imports.keySet()) {
      if (cycle.isEmpty()) {
        findCycle(p, imports, state, new ArrayList<>(), cycle);
      }
    }
    assertEquals(List.of(), cycle, "a cycle of package imports");
  }

  /** Depth first: state 1 while on the path, 2 when done; a package met on the path closes a cycle. */
  private static void findCycle(String p, Map<String, Set<String>> imports, Map<String, Integer> state,
      List<String> path, List<String> cycle) {
    Integer s = state.get(p);
    if ((s != null && s == 2) || !cycle.isEmpty()) {
      return;
    }
    if (s != null && s == 1) {
      cycle.addAll(path.subList(path.indexOf(p), path.size()));
      cycle.add(p);
      return;
    }
    state.put(p, 1);
    path.add(p);
    for (String q : imports.getOrDefault(p, Set.of())) {
      findCycle(q, imports, state, path, cycle);
    }
    path.remove(path.size() - 1);
    state.put(p, 2);
  }

  /** Per package of the library, the other packages of the library it imports. */
  private static Map<String, Set<String>> imports() throws IOException {
    Map<String, Set<String>> imports = new TreeMap<>();
    try (Stream<Path> files = Files.walk(SOURCES)) {
      for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        String from = SOURCES.relativize(f).getName(0).toString();
        Set<String> to = imports.computeIfAbsent(from, k -> new TreeSet<>());
        Matcher m = IMPORT.matcher(Files.readString(f));
        while (m.find()) {
          if (!m.group(1).equals(from)) {
            to.add(m.group(1));
          }
        }
      }
    }
    return imports;
  }
}
