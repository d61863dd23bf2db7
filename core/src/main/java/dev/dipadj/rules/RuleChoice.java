package dev.dipadj.rules;

import java.util.Locale;

/** A value of a rule option, with the word that selects it in {@code rules NAME=VALUE}. */
public interface RuleChoice {
  /**
   * The word after {@code =}: by default the constant's name in lower case, {@code _} as {@code -}.
   *
   * @return the value's word, such as {@code szykman}
   */
  default String value() {
    return ((Enum<?>) this).name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
