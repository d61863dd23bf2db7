package dev.dipadj.variants;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import dev.dipadj.game.Game;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one dependency a user adds, {@code dev.dipadj:dipadj-variants}, is enough: the README's
 * quick start compiles and runs against this module, dipadj-core and Guava alone (what the
 * module's pom brings), in a class loader that sees nothing else.
 */
class OneDependencyTest {
  @TempDir Path dir;

  private static Path home(Class<?> c) throws Exception {
    return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  @Test
  void theReadmeQuickStartNeedsOnlyThisModuleAndWhatItBrings() throws Exception {
    String readme = Files.readString(Path.of("..", "README.md"), UTF_8);
    int section = readme.indexOf("\n## Java quick start\n");
    int open = readme.indexOf("```java\n", section) + "```java\n".length();
    String source = readme.substring(open, readme.indexOf("\n```", open) + 1);
    Path file = dir.resolve("QuickStart.java");
    Files.writeString(file, source, UTF_8);

    // This module, core, Guava and Guava's failure-access classes: nothing of the tests.
    List<Path> path = List.of(home(Variants.class), home(Game.class), home(ImmutableList.class),
        home(Class.forName("com.google.common.util.concurrent.internal.InternalFutureFailureAccess")));
    assertTrue(path.get(0).endsWith(Path.of("variants", "target", "classes")), path.get(0).toString());
    String classpath = path.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter diagnostics = new StringWriter();
    boolean compiled = javac.getTask(diagnostics, null, null,
        List.of("-classpath", classpath, "-d", dir.toString()),
        null, javac.getStandardFileManager(null, null, UTF_8).getJavaFileObjects(file)).call();
    assertTrue(compiled, () -> "the quick start does not compile with dipadj-variants alone:\n" + diagnostics);

    List<URL> urls = new ArrayList<>();
    urls.add(dir.toUri().toURL());
    for (Path p : path) {
      urls.add(p.toUri().toURL());
    }
    PrintStream old = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (URLClassLoader alone = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
      System.setOut(new PrintStream(out, true, UTF_8));
      alone.loadClass("QuickStart").getMethod("main", String[].class).invoke(null, (Object) new String[0]);
    } finally {
      System.setOut(old);
    }
    List<String> lines = out.toString(UTF_8).lines().map(String::strip).toList();
    assertEquals(4, lines.size(), lines::toString);
    assertEquals("A Mun - Bur: fails bounced (A Mun (1) against A Par (2))", lines.get(2));
  }
}
