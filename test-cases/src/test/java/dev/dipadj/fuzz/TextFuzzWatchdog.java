package dev.dipadj.fuzz;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs fuzzing work on a daemon thread with a time limit, so that an input that makes a
 * reader loop forever is reported as a problem instead of hanging the build. A worker that
 * overruns is abandoned (a busy loop cannot be interrupted) and a fresh one takes over.
 */
final class TextFuzzWatchdog {
  private final String name;
  private ExecutorService worker;

  TextFuzzWatchdog(String name) {
    this.name = name;
    this.worker = newWorker();
  }

  private ExecutorService newWorker() {
    return Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    });
  }

  /**
   * The work's result, or null when it ran out of time. What the work throws is rethrown
   * as is (an error of the work itself, wrapped in an unchecked exception when checked).
   */
  synchronized <T> T run(Callable<T> work, long millis) {
    Future<T> f = worker.submit(work);
    try {
      return f.get(millis, TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      f.cancel(true);
      worker.shutdownNow();
      worker = newWorker();
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException re) {
        throw re;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(cause);
    }
  }
}
