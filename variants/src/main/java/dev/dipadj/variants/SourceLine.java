package dev.dipadj.variants;

/**
 * Where something was given in a variant file: its file and line, kept for a problem found
 * only once the whole file is read, which is then reported at the line that gave it.
 *
 * @param file the file's name
 * @param line the line from 1
 */
record SourceLine(String file, int line) {
  /** The problem, naming the file and line where the thing was given. */
  VariantFormatException error(String reason) {
    return new VariantFormatException(file, line, reason);
  }
}
