package dev.dipadj.cases;

import com.google.common.collect.ImmutableList;

/**
 * One {@code case … end} of a file, split into statements but not yet read against a
 * variant. {@code defaultVariant} is the file's {@code variant} line, if any.
 */
public record CaseText(
    String file, int line, String id, String title, String defaultVariant, ImmutableList<Statement> statements) {}
