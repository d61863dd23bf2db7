package dev.dipadj.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Issue 20, point 3: the modules show the architecture. No module depends on the corpus (this
 * module); the command line depends on every module with code of its own, and nothing depends
 * on it. Read from the poms of the root's module list, so a dependency added in any of them is
 * seen here.
 */
class ModuleGraphTest {
  private static final String CORPUS = "dipadj-corpus";
  private static final String CLI = "dipadj-cli";

  /** Each module's artifact id, and the dipadj artifacts it depends on, in any scope. */
  private static final Map<String, Set<String>> DEPENDS_ON = new LinkedHashMap<>();

  @BeforeAll
  static void readThePoms() throws Exception {
    Path root = Path.of("..");
    for (String module : children(read(root.resolve("pom.xml")), "modules", "module")) {
      Element pom = read(root.resolve(module).resolve("pom.xml"));
      Set<String> dipadj = new TreeSet<>();
      for (Element d : elements(pom, "dependencies", "dependency")) {
        if (text(d, "groupId").equals("dev.dipadj")) {
          dipadj.add(text(d, "artifactId"));
        }
      }
      DEPENDS_ON.put(text(pom, "artifactId"), dipadj);
    }
  }

  @Test
  void everyModuleIsRead() {
    assertEquals(Set.of("dipadj-core", "dipadj-variants", "dipadj-cases", "dipadj-pictures", "dipadj-benchmarks",
        CLI, "dipadj-api-tests", CORPUS), DEPENDS_ON.keySet(), "the root pom's modules");
  }

  @Test
  void noModuleDependsOnTheCorpus() {
    DEPENDS_ON.forEach((module, deps) -> assertFalse(deps.contains(CORPUS), module + " depends on the corpus"));
  }

  @Test
  void nothingDependsOnTheCommandLine() {
    DEPENDS_ON.forEach((module, deps) -> assertFalse(deps.contains(CLI), module + " depends on the command line"));
  }

  @Test
  void theCommandLineDependsOnEveryModuleWithCode() throws Exception {
    Set<String> all = new TreeSet<>();
    collect(CLI, all);
    for (String module : DEPENDS_ON.keySet()) {
      if (!module.equals(CLI) && hasCode(Path.of("..", folderOf(module), "src", "main", "java"))) {
        assertTrue(all.contains(module), CLI + " does not depend on " + module + " (directly or through another)");
      }
    }
  }

  /** Whether a source folder holds a Java file (an empty folder left by a move does not count). */
  private static boolean hasCode(Path main) throws IOException {
    if (!Files.isDirectory(main)) {
      return false;
    }
    try (Stream<Path> files = Files.walk(main)) {
      return files.anyMatch(f -> f.toString().endsWith(".java"));
    }
  }

  /** The module's folder, from the root's module list. */
  private static String folderOf(String artifact) throws Exception {
    Path root = Path.of("..");
    for (String module : children(read(root.resolve("pom.xml")), "modules", "module")) {
      if (text(read(root.resolve(module).resolve("pom.xml")), "artifactId").equals(artifact)) {
        return module;
      }
    }
    throw new AssertionError("no module " + artifact);
  }

  private static void collect(String module, Set<String> into) {
    for (String d : DEPENDS_ON.getOrDefault(module, Set.of())) {
      if (into.add(d)) {
        collect(d, into);
      }
    }
  }

  private static Element read(Path pom) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile()).getDocumentElement();
  }

  /** The text of the element's own child of that name (not a parent's or a plugin's). */
  private static String text(Element e, String name) {
    for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element c && c.getTagName().equals(name)) {
        return c.getTextContent().strip();
      }
    }
    return "";
  }

  /** The children named {@code item} of the element's own child {@code list}. */
  private static List<Element> elements(Element e, String list, String item) {
    List<Element> found = new ArrayList<>();
    for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element c && c.getTagName().equals(list)) {
        NodeList items = c.getElementsByTagName(item);
        for (int i = 0; i < items.getLength(); i++) {
          found.add((Element) items.item(i));
        }
      }
    }
    return found;
  }

  private static List<String> children(Element e, String list, String item) {
    return elements(e, list, item).stream().map(Element::getTextContent).map(String::strip).toList();
  }
}
