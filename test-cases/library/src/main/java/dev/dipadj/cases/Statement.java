package dev.dipadj.cases;

import com.google.common.collect.ImmutableList;

/**
 * A keyword line of a case ({@code units}, {@code orders}, {@code expect dislodged},
 * {@code phase Fall 1901 Movement}, …) with its argument and the lines of its block.
  *
  * @param line the keyword's line
  * @param keyword the keyword ({@code expect units})
  * @param argument the rest of the keyword line
  * @param body the lines of its block
 */
public record Statement(int line, String keyword, String argument, ImmutableList<CaseLine> body) {}
