package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.RepeatedTest;

/**
 * Threads that ask for a variant at the same moment get one and the same {@link Variant}:
 * it is read once. (Reading it once per thread gave eight variants that were not equal.)
 */
class VariantCacheTest {
  private static final int THREADS = 8;

  @RepeatedTest(5)
  void threadsLoadingAtOnceGetOneVariant() throws Exception {
    VariantCache cache = new VariantCache();
    CountDownLatch go = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<Variant>> loads = new ArrayList<>();
      for (int i = 0; i < THREADS; i++) {
        // The same name in two spellings.
        String name = i % 2 == 0 ? "era-of-empire" : "Era-Of-Empire ";
        loads.add(pool.submit(() -> {
          go.await();
          return cache.named(name);
        }));
      }
      go.countDown();
      Variant first = loads.get(0).get();
      for (Future<Variant> f : loads) {
        assertSame(first, f.get());
      }
      assertEquals("era-of-empire", first.name());
    } finally {
      pool.shutdownNow();
    }
  }
}
