package dev.dipadj.variants;

import dev.dipadj.map.Power;
import dev.dipadj.map.Province;

/**
 * What the reader of a variant file gives the classes that read some of its lines
 * ({@link WayLines}, {@link BoardLines}, {@link CountryLines}, {@link PowerLines}): its names
 * of provinces and powers, and its problems, which name the file and the line being read.
 * {@link ReadState} is the one the reader gives.
 */
interface LineContext {
  /**
   * The province of a name, or the error for an unknown one.
   *
   * @param name the name
   * @return the province
   * @throws VariantFormatException for an unknown name
   */
  Province province(String name) throws VariantFormatException;

  /**
   * The power of a name, or the error for an unknown one.
   *
   * @param name the name
   * @return the power
   * @throws VariantFormatException for an unknown name
   */
  Power power(String name) throws VariantFormatException;

  /**
   * A problem of the line being read.
   *
   * @param reason why
   * @return the error, naming file and line
   */
  VariantFormatException error(String reason);

  /** The file being read, for a problem found later. */
  String file();

  /** The line being read, for a problem found later. */
  int line();

  /**
   * A number of the line, or the error for a word that is none.
   *
   * @param text the word
   * @return its value
   * @throws VariantFormatException for a word that is no number
   */
  default int number(String text) throws VariantFormatException {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw error("expected a number, found '" + text + "'");
    }
  }
}
