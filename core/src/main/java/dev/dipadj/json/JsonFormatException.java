package dev.dipadj.json;

import dev.dipadj.map.Names;

/**
 * JSON that cannot be read as the document asked for: not JSON at all, a missing field, a
 * value of the wrong kind, a name the variant does not know. The message names the place in
 * the document as a path ({@code $.position.units[2].province}) and the value found.
 */
public final class JsonFormatException extends Exception {
  private static final long serialVersionUID = 1L;

  /** The path of the bad value in the document. */
  private final String path;

  /**
   * An error at a place of the document.
   *
   * @param path where in the document, {@code $} for the whole of it
   * @param reason what is wrong there
   */
  public JsonFormatException(String path, String reason) {
    super(Names.printable(path + ": " + reason));
    this.path = path;
  }

  /**
   * Where in the document the error is: {@code $} is the document, {@code .name} a field,
   * {@code [i]} an element of an array.
   *
   * @return the path
   */
  public String path() {
    return path;
  }
}
