package dev.dipadj.variants;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.variant.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Looking up shipped variants by name with {@link Variants#named} (no checked exception; an
 * unknown name lists the known ones, names are not paths, case does not matter) and reading
 * a variant file from disk with {@link Variants#load}.
 */
class VariantsTest {
  @TempDir Path dir;

  @Test
  void unknownVariantNameListsTheKnownNames() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Variants.named("nope"));
    // The names in the order of NAMES, which the next test checks against the shipped files.
    assertEquals("unknown variant 'nope' (known: " + String.join(", ", Variants.NAMES) + ")", e.getMessage());
    assertTrue(e.getMessage().startsWith("unknown variant 'nope' (known: classic, classic-2p, "), e.getMessage());
  }

  @Test
  void variantNamesAreNotPaths() {
    assertThrows(IllegalArgumentException.class, () -> Variants.named("../variants/classic"));
  }

  @Test
  void variantNamesIgnoreCase() {
    assertSame(Variants.named("classic"), Variants.named("Classic"));
  }

  @Test
  void theListedNamesAreExactlyTheShippedFiles() throws IOException {
    Set<String> files;
    try (Stream<Path> s = Files.list(Path.of("src/main/resources/dev/dipadj/variants"))) {
      files = s.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".variant"))
          .map(n -> n.substring(0, n.length() - ".variant".length()))
          .collect(Collectors.toSet());
    }
    assertEquals(files, Set.copyOf(Variants.NAMES));
    // Each once: a name listed twice (a merge once did that) would list and fuzz the variant twice.
    assertEquals(Set.copyOf(Variants.NAMES).size(), Variants.NAMES.size(), () -> "a name listed twice: " + Variants.NAMES);
    assertEquals(Variants.NAMES, Variants.names());
    for (String name : Variants.NAMES) {
      assertEquals(name, Variants.named(name).name());
    }
  }

  @Test
  void aNullNameIsNamedInTheMessage() {
    NullPointerException e = assertThrows(NullPointerException.class, () -> Variants.named(null));
    assertEquals("name", e.getMessage());
  }

  @Test
  void loadReadsAVariantFileAfreshEachTime() throws Exception {
    Path file = dir.resolve("tiny.variant");
    Files.writeString(file, TinyVariant.text(TinyVariant.fixedBase()), UTF_8);
    Variant v = Variants.load(file);
    assertEquals("tiny", v.name());
    assertEquals(List.of("Red", "Blue"), v.map().powers().stream().map(p -> p.name()).toList());
    assertNotSame(v, Variants.load(file));
  }

  @Test
  void loadOfAMissingFileIsAnIoExceptionNamingIt() {
    Path file = dir.resolve("missing.variant");
    IOException e = assertThrows(IOException.class, () -> Variants.load(file));
    assertEquals(file + ": no such file", e.getMessage());
  }

  @Test
  void loadOfABrokenFileNamesFileAndLine() throws IOException {
    Path file = dir.resolve("broken.variant");
    Files.writeString(file, TinyVariant.withLine(8, "frobnicate Lan"), UTF_8);
    VariantFormatException e = assertThrows(VariantFormatException.class, () -> Variants.load(file));
    assertTrue(e.getMessage().startsWith(file + ":8: "), e.getMessage());
  }
}
