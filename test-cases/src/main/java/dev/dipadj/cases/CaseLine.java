package dev.dipadj.cases;

/** One line of a case file: its number (from 1) and its text without the comment. */
public record CaseLine(int number, String text) {}
