package dev.dipadj.variants;

import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import java.util.List;

/**
 * What the readers of a variant file's lines share while it is read: where the reading is
 * (the file and line, which {@link VariantReader} alone moves as it takes the lines, base file
 * by base file), the map being built and the powers so far; and the lookups of names that
 * every kind of line makes, whose problems name that file and line. The line readers add to
 * the variant through this state, never through each other's fields.
 */
final class ReadState implements LineContext {
  /** A place a line names: a province, and the coast written after a slash ({@link Coast#NONE} without one). */
  record Place(Province province, Coast coast) {}

  private final GameMapBuilder builder = new GameMapBuilder();
  /** The {@code power} and {@code home} lines: the powers every other kind of line names. */
  private final PowerLines powers = new PowerLines(builder);
  private String file;
  private int line;

  ReadState(String file) {
    this.file = file;
  }

  /** Moves the reading to a line of a file; only the reader does, as it takes the lines. */
  void moveTo(String file, int line) {
    this.file = file;
    this.line = line;
  }

  /** The line being read, kept for a problem found once the file is read. */
  SourceLine here() {
    return new SourceLine(file, line);
  }

  /** The map being built. */
  GameMapBuilder builder() {
    return builder;
  }

  /** The powers so far and their home centres. */
  PowerLines powers() {
    return powers;
  }

  @Override
  public Province province(String provinceName) throws VariantFormatException {
    return builder
        .province(provinceName)
        .orElseThrow(() -> error("unknown province '" + provinceName + "'"));
  }

  @Override
  public Power power(String powerName) throws VariantFormatException {
    return powers.known(powerName, this);
  }

  @Override
  public VariantFormatException error(String reason) {
    return new VariantFormatException(file, line, reason);
  }

  @Override
  public String file() {
    return file;
  }

  @Override
  public int line() {
    return line;
  }

  /** The one value of a line such as {@code title NAME}, or the error for none or several. */
  String single(List<String> w) throws VariantFormatException {
    if (w.size() != 2) {
      throw error("'" + w.get(0) + "' takes one value");
    }
    return w.get(1);
  }

  /** A place named as {@code PROVINCE} or {@code PROVINCE/COAST}, the coast one the province has. */
  Place place(String text) throws VariantFormatException {
    int slash = text.indexOf('/');
    if (slash < 0) {
      return new Place(province(text), Coast.NONE);
    }
    Province p = province(text.substring(0, slash));
    Coast c = Coast.parse(text.substring(slash + 1))
        .orElseThrow(() -> error("unknown coast '" + text.substring(slash + 1) + "'"));
    if (!p.coasts().contains(c)) {
      throw error(p + " has no coast " + c.abbreviation());
    }
    return new Place(p, c);
  }
}
