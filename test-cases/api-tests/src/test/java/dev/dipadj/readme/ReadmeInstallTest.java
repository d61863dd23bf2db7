package dev.dipadj.readme;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.common.collect.ImmutableList;
import dev.dipadj.game.Game;
import dev.dipadj.variants.Variants;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 18, item 1 (one-step install): the README's {@code pom.xml}, as it stands there,
 * builds a fresh project holding the quick start against the dipadj artifacts this build
 * has just made, and the quick start runs on the classpath Maven resolved for it, alone.
 *
 * <p>The artifacts are laid out in a local repository of the test's own as {@code mvn
 * install} lays them out (the parent pom, and each module's pom and jar); everything else
 * (Guava, Jackson, the pinned plugins) comes from the build's own local repository through a
 * mirror of every repository to it, offline: the test needs neither the network nor an
 * install beforehand, as in CI, where {@code mvn -B verify} alone fills {@code ~/.m2}.
 */
class ReadmeInstallTest {
  private static final String SECTION = "Using dipadj as a library";

  @TempDir Path dir;

  @Test
  void theReadmesPomBuildsAndRunsTheQuickStartAgainstTheInstalledArtifacts() throws Exception {
    String readme = ReadmeBlocks.readme();
    String pom = readmePom(readme);
    List<String> quickStart = ReadmeBlocks.blocks(readme, "Java quick start", "java");
    assertEquals(1, quickStart.size(), "one java block in the quick start");
    String version = System.getProperty("dipadj.pom.version");
    assertNotNull(version, "dipadj.pom.version is not set: run this test with Maven (surefire passes it)");
    assertTrue(pom.contains("<version>" + version + "</version>"),
        "the README's pom.xml does not ask for this build's version " + version);

    Path repo = dir.resolve("repo");
    install(repo, "dipadj-parent", version, Path.of("..", "pom.xml"), null);
    install(repo, "dipadj-core", version, Path.of("..", "core", "pom.xml"), jarOf(Game.class, "dipadj-core"));
    install(repo, "dipadj-variants", version, Path.of("..", "variants", "pom.xml"),
        jarOf(Variants.class, "dipadj-variants"));

    Path project = dir.resolve("my-judge");
    Files.createDirectories(project.resolve("src/main/java"));
    Files.writeString(project.resolve("pom.xml"), pom, UTF_8);
    Files.writeString(project.resolve("src/main/java/QuickStart.java"), quickStart.get(0), UTF_8);
    Path settings = dir.resolve("settings.xml");
    Files.writeString(settings, settings(buildRepository()), UTF_8);

    List<String> output = maven(project, settings, repo);
    List<Path> classpath = compileClasspath(output);
    for (Path entry : classpath) {
      // Resolved through the README's one dependency into the test's own repository.
      assertTrue(entry.startsWith(project) || entry.startsWith(repo), () -> "outside the fresh project: " + entry);
    }
    assertTrue(classpath.stream().anyMatch(p -> p.getFileName().toString().equals("dipadj-core-" + version + ".jar")),
        () -> "dipadj-core does not come with dipadj-variants: " + classpath);

    URL[] urls = new URL[classpath.size()];
    for (int i = 0; i < urls.length; i++) {
      urls[i] = classpath.get(i).toUri().toURL();
    }
    // The platform loader as parent: nothing of the test's own classpath is seen.
    try (URLClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader())) {
      assertEquals(ReadmeExampleTest.QUICK_START_PRINTS, ReadmeExampleTest.runMain(loader, "QuickStart"));
    }
  }

  @Test
  void theBenchmarksAreNeitherInstalledNorDeployed() throws IOException {
    // Issue 18, item 1: `mvn install` of this repository installs only what the README
    // offers as dependencies, not the JMH benchmarks.
    String pom = Files.readString(Path.of("benchmarks", "pom.xml"), UTF_8);
    assertTrue(pom.contains("<maven.install.skip>true</maven.install.skip>"), "the benchmarks are installed");
    assertTrue(pom.contains("<maven.deploy.skip>true</maven.deploy.skip>"), "the benchmarks are deployed");
  }

  /** The README's complete pom.xml: the xml block of the section that is a whole project. */
  private static String readmePom(String readme) {
    for (String block : ReadmeBlocks.blocks(readme, SECTION, "xml")) {
      if (block.contains("<project")) {
        return block;
      }
    }
    return fail("the README's section '" + SECTION + "' has no complete pom.xml (an xml block with <project>)");
  }

  /**
   * Lays out an artifact as {@code mvn install} does: {@code dev/dipadj/ID/VERSION/ID-VERSION.pom}
   * and {@code .jar}.
   */
  private static void install(Path repo, String artifact, String version, Path pom, Path jar) throws IOException {
    Path at = repo.resolve("dev/dipadj").resolve(artifact).resolve(version);
    Files.createDirectories(at);
    Files.copy(pom, at.resolve(artifact + "-" + version + ".pom"));
    if (jar != null) {
      Files.copy(jar, at.resolve(artifact + "-" + version + ".jar"));
    }
  }

  /**
   * The jar the test compiled against for a module: its jar when the build packaged it
   * ({@code mvn verify}), or its classes put into one ({@code mvn test}).
   */
  private Path jarOf(Class<?> c, String artifact) throws IOException, URISyntaxException {
    Path at = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
    if (Files.isRegularFile(at)) {
      return at;
    }
    Path jar = dir.resolve(artifact + ".jar");
    try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file);
        Stream<Path> files = Files.walk(at)) {
      for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
        out.putNextEntry(new JarEntry(at.relativize(f).toString().replace('\\', '/')));
        Files.copy(f, out);
        out.closeEntry();
      }
    }
    return jar;
  }

  /** The local repository this build resolves from: where its Guava jar lies. */
  private static Path buildRepository() throws URISyntaxException {
    Path guava = Path.of(ImmutableList.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    // REPO/com/google/guava/guava/VERSION/guava-VERSION.jar
    Path repo = guava.getParent().getParent().getParent().getParent().getParent().getParent();
    assertTrue(guava.startsWith(repo.resolve("com/google/guava/guava")),
        () -> "Guava does not come from a local Maven repository: " + guava);
    return repo;
  }

  /** Every repository mirrored to the build's local one: no network, nothing but what the build has. */
  private static String settings(Path buildRepository) {
    return "<settings>\n"
        + "  <mirrors>\n"
        + "    <mirror>\n"
        + "      <id>this-build</id>\n"
        + "      <mirrorOf>*</mirrorOf>\n"
        + "      <url>" + buildRepository.toUri() + "</url>\n"
        + "    </mirror>\n"
        + "  </mirrors>\n"
        + "</settings>\n";
  }

  /** Runs {@code mvn compile} in the project, offline but for file repositories; its output, or a failure. */
  private List<String> maven(Path project, Path settings, Path repo) throws IOException, InterruptedException {
    // Surefire passes the Maven running the build; elsewhere (an IDE) the mvn on the PATH.
    String home = System.getProperty("maven.home", "");
    Path mvn = home.isEmpty() || home.contains("${") ? Path.of("mvn") : Path.of(home, "bin", "mvn");
    Path log = dir.resolve("maven.log");
    // -X: the compiler plugin names the classpath it compiled against, which the run uses.
    ProcessBuilder pb = new ProcessBuilder(mvn.toString(), "-B", "-X", "-o", "-Daether.offline.protocols=file",
        "-s", settings.toString(), "-gs", settings.toString(), "-Dmaven.repo.local=" + repo, "compile")
        .directory(project.toFile())
        .redirectErrorStream(true)
        .redirectOutput(log.toFile());
    // A short-lived Maven starts in half the time without the optimizing compiler.
    pb.environment().merge("MAVEN_OPTS", "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC", (a, b) -> a + " " + b);
    Process p = pb.start();
    if (!p.waitFor(3, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      fail("mvn compile of the README's pom.xml did not end in 3 minutes");
    }
    List<String> output = Files.readAllLines(log, UTF_8);
    if (p.exitValue() != 0) {
      // Maven's errors, without the stack traces that -X adds (the whole output is in the log).
      List<String> errors = output.stream()
          .filter(l -> l.startsWith("[ERROR]") && !l.strip().equals("[ERROR]")).limit(12).toList();
      fail("the README's pom.xml does not build the quick start against the installed artifacts (mvn exit "
          + p.exitValue() + "):\n" + String.join("\n", errors));
    }
    return output;
  }

  /** The classpath maven-compiler-plugin's debug output names: {@code [DEBUG]  PATH} lines after {@code Classpath:}. */
  private static List<Path> compileClasspath(List<String> output) {
    int at = output.indexOf("[DEBUG] Classpath:");
    assertTrue(at >= 0, "maven-compiler-plugin printed no 'Classpath:' (has its debug output changed?)");
    List<Path> classpath = new ArrayList<>();
    for (int i = at + 1; i < output.size() && output.get(i).startsWith("[DEBUG]  "); i++) {
      classpath.add(Path.of(output.get(i).substring("[DEBUG]  ".length()).strip()));
    }
    assertTrue(classpath.size() > 1, "the compile classpath is empty");
    return classpath;
  }
}
