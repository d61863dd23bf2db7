package dev.dipadj.rules;

/** A value of a rule option, with the word that selects it in {@code rules NAME=VALUE}. */
public interface RuleChoice {
  /** The word after {@code =}. */
  String value();
}
