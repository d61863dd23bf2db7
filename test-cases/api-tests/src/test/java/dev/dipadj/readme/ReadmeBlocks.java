package dev.dipadj.readme;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The code blocks of the README's sections, as the tests that compile and run them take them. */
final class ReadmeBlocks {
  static final Path README = Path.of("..", "README.md");

  private ReadmeBlocks() {}

  static String readme() throws IOException {
    return Files.readString(README, UTF_8);
  }

  /** The code blocks of one language ({@code java}, {@code xml}) in a README section, in order. */
  static List<String> blocks(String readme, String heading, String language) {
    int start = readme.indexOf("\n## " + heading + "\n");
    assertTrue(start >= 0, "no section '" + heading + "' in the README");
    int end = readme.indexOf("\n## ", start + 1);
    String section = readme.substring(start, end < 0 ? readme.length() : end);
    String open = "```" + language + "\n";
    List<String> blocks = new ArrayList<>();
    int at = 0;
    while ((at = section.indexOf(open, at)) >= 0) {
      int close = section.indexOf("\n```", at);
      blocks.add(section.substring(at + open.length(), close + 1));
      at = close + 4;
    }
    return blocks;
  }
}
