package dev.dipadj.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Input is read up to its limit and refused past it, whatever the size the system gives
 * (issue 19, point 3): standard input and devices report no size, and were read to the end
 * (out of memory) before. The limit is small here, so nothing large is allocated.
 */
class BoundedInputTest {
  @TempDir Path dir;

  @Test
  void anEndlessStreamIsRefusedAfterTheLimitAndNotReadFurther() {
    EndlessInput in = new EndlessInput('x');
    TextFile.Unreadable e = assertThrows(TextFile.Unreadable.class, () -> TextFile.read("<stdin>", in, 1_000));
    assertEquals("<stdin>: larger than 1000 bytes, the most read", e.getMessage());
    assertEquals(0, e.line(), "the whole input, not a line");
    assertEquals(1_001, in.taken(), "one byte past the limit tells, and no more is read");
  }

  @Test
  void aStreamOfTheLimitIsReadWhole() throws TextFile.Unreadable {
    String text = "case a\n".repeat(100);
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    assertEquals(text, TextFile.read("<stdin>", new ByteArrayInputStream(bytes), bytes.length));
    assertThrows(TextFile.Unreadable.class,
        () -> TextFile.read("<stdin>", new ByteArrayInputStream(bytes), bytes.length - 1));
  }

  @Test
  void aStreamThatIsNotUtf8NamesTheLine() {
    byte[] bytes = "one\ntwo \u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
    TextFile.Unreadable e = assertThrows(TextFile.Unreadable.class,
        () -> TextFile.read("<stdin>", new ByteArrayInputStream(bytes), 100));
    assertEquals(2, e.line(), e.getMessage());
  }

  @Test
  void aDeviceOfNoSizeIsReadUpToTheLimit() {
    Path zero = Path.of("/dev/zero");
    // Not skipped where it is missing: the build runs on Linux, where /dev/zero always is.
    assertTrue(Files.isReadable(zero), "/dev/zero, a device of no size");
    TextFile.Unreadable e = assertThrows(TextFile.Unreadable.class, () -> TextFile.read(zero, 4_096));
    assertEquals("/dev/zero: larger than 4096 bytes, the most read", e.getMessage());
  }

  @Test
  void aFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws IOException {
    Path big = Files.write(dir.resolve("big.case"), new byte[5_000]);
    TextFile.Unreadable e = assertThrows(TextFile.Unreadable.class, () -> TextFile.read(big, 4_999));
    assertTrue(e.getMessage().startsWith(big + ": larger than 4999 bytes"), e.getMessage());
    assertEquals(5_000, TextFile.read(big, 5_000).length(), "at the limit, read");
  }
}
