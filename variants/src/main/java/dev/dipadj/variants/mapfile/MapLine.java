package dev.dipadj.variants.mapfile;

import dev.dipadj.variants.VariantFormatException;

/**
 * Where something of a {@code .map} file was said: the file as the reader names it and the
 * line, so that a problem found later (a border to a place never defined) still points there.
 *
 * @param file the file, as given or as {@code USE} reached it
 * @param number the line from 1
 * @param order the line's place among all the lines read, of every file: what a later
 *     {@code DROP} forgets was said before it
 */
record MapLine(String file, int number, long order) {
  /** The error of this line, with the reason. */
  VariantFormatException error(String reason) {
    return new VariantFormatException(file, number, reason);
  }

  /** How a message names this line: {@code FILE:LINE}. */
  @Override
  public String toString() {
    return file + ":" + number;
  }
}
