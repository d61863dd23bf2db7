package dev.dipadj.cases;

/**
 * One line of a case file: its number (from 1) and its text without the comment.
 *
 * @param number the line number, from 1
 * @param text the text without the comment
 */
public record CaseLine(int number, String text) {}
