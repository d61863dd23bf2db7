package dev.dipadj.resolve;

import dev.dipadj.order.Order;

/** The outcome of one order with a reason a person can read (empty when it simply succeeded). */
public record OrderResult(Order order, Outcome outcome, String reason) {}
