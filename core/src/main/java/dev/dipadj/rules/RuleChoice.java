package dev.dipadj.rules;

import java.util.Locale;

/**
 * A value of a rule option (or an edition), with the word that selects it in
 * {@code rules NAME=VALUE}. The word is the constant's name, so the two cannot drift: in lower
 * case, {@code _} as {@code -}, and a leading {@code RULE_} before a year left out (a Java name
 * cannot begin with a digit), so {@code VIA_CONVOY_ONLY} is {@code via-convoy-only} and
 * {@code RULE_1982} is {@code 1982}.
 */
public interface RuleChoice {
  /**
   * The word after {@code =}, derived from the constant's name.
   *
   * @return the value's word, such as {@code szykman}
   */
  default String value() {
    String name = ((Enum<?>) this).name();
    if (name.startsWith("RULE_") && name.length() > 5 && Character.isDigit(name.charAt(5))) {
      name = name.substring(5);
    }
    return name.toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * What the value decides, in one line, as the README's table of rule options says it.
   *
   * @return the description
   */
  String description();
}
