package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.nio.file.Path;

/** The hand-made game files of the tests, read from the test resources. */
final class Files {
  static final Path DIR = Path.of("api-tests/src/test/resources/dev/dipadj/gamejson");

  private Files() {}

  static ImmutableList<RecordedGame> read(String name) {
    try {
      return RecordedGames.read(DIR.resolve(name));
    } catch (IOException | GameJsonException e) {
      throw new AssertionError(name + " did not read: " + e.getMessage(), e);
    }
  }
}
