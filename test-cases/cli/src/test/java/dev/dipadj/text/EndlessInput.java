package dev.dipadj.text;

import java.io.InputStream;
import java.util.Arrays;

/**
 * An endless stream of one byte that counts what was taken from it: standard input or a
 * device such as {@code /dev/zero}, whose size no one can ask (issue 19, point 3).
 */
public final class EndlessInput extends InputStream {
  private final byte value;
  private long taken;

  /**
   * A stream of this character, for ever.
   *
   * @param value the character (one byte)
   */
  public EndlessInput(char value) {
    this.value = (byte) value;
  }

  /**
   * How many bytes were read from it.
   *
   * @return the bytes taken
   */
  public long taken() {
    return taken;
  }

  @Override
  public int read() {
    taken++;
    return value;
  }

  @Override
  public int read(byte[] b, int off, int len) {
    Arrays.fill(b, off, off + len, value);
    taken += len;
    return len;
  }
}
