package dev.dipadj.cli;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Work done on several threads whose results are handed on in the order the work was given,
 * whatever the threads do: {@code check} and {@code replay} print their lines in file order.
 * No more is queued than keeps the threads busy, so a long run holds little in memory.
 *
 * @param <T> what one piece of work gives
 */
final class InOrder<T> implements AutoCloseable {
  private final ExecutorService pool;
  private final Deque<CompletableFuture<T>> pending = new ArrayDeque<>();
  private final int limit;
  private final Consumer<T> next;

  /**
   * A pool of daemon threads.
   *
   * @param name the threads' name
   * @param threads how many threads (at least one)
   * @param queuedPerThread how many results may wait per thread before {@link #submit} waits
   * @param next takes each result, in order, on the caller's thread
   */
  InOrder(String name, int threads, int queuedPerThread, Consumer<T> next) {
    int n = Math.max(1, threads);
    this.pool = Executors.newFixedThreadPool(n, r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    });
    // Saturated, not wrapped: a negative limit would hand on results that were never queued.
    this.limit = (int) Math.min(Integer.MAX_VALUE, (long) n * queuedPerThread);
    this.next = next;
  }

  /** Queues a piece of work; hands on the results at the head of the queue while it is full. */
  void submit(Supplier<T> work) {
    pending.add(CompletableFuture.supplyAsync(work, pool));
    handOn(limit);
  }

  /** Queues a result already at hand (an error read in its place), to be handed on in its turn. */
  void put(T result) {
    pending.add(CompletableFuture.completedFuture(result));
    handOn(limit);
  }

  /** Waits for all the work queued and hands on every result. */
  void flush() {
    handOn(0);
  }

  private void handOn(int keep) {
    while (pending.size() > keep) {
      next.accept(pending.poll().join());
    }
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }
}
