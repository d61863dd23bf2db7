package dev.dipadj.cli;

import dev.dipadj.variants.VariantFormatException;
import dev.dipadj.variants.VariantWriter;
import dev.dipadj.variants.Variants;
import dev.dipadj.variants.mapfile.MapVariant;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dipadj map-convert FILE.map}: reads a DPjudge/MILA {@code .map} file (and the files
 * it uses) and writes the same variant in dipadj's own format, so that a variant brought in
 * once can be kept as a dipadj file. What the file says that dipadj ignores is printed on
 * standard error, one warning a line; a file dipadj cannot read is refused on one line.
 */
@Command(
    name = "map-convert",
    mixinStandardHelpOptions = true,
    versionProvider = PomVersion.class,
    description = "Read a DPjudge/MILA .map file (following its USE and MAP lines) and write the same variant "
        + "in dipadj's own variant format; warnings of what dipadj ignores go to standard error.")
final class MapConvertCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "FILE", description = "a .map file")
  Path file;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT",
      description = "write the variant file to OUT instead of standard output")
  Path output;

  @Override
  public Integer call() throws IOException {
    if (!Variants.isMapFile(file.toString())) {
      System.err.println(EchoedText.line("dipadj: " + file + ": not a .map file (its name ends in .map)"));
      return ExitCode.USAGE;
    }
    MapVariant read;
    try {
      read = Variants.loadMap(file);
    } catch (VariantFormatException e) {
      System.err.println(EchoedText.line(e.getMessage()));
      return ExitCode.INPUT;
    }
    for (String warning : read.warnings()) {
      System.err.println(EchoedText.line("warning: " + warning));
    }
    String text;
    try {
      text = VariantWriter.write(read.variant(), List.of(
          "The variant of " + file.getFileName() + ", written by dipadj map-convert in dipadj's own format",
          "(the statements are documented at the top of classic.variant)."));
    } catch (IllegalArgumentException e) {
      System.err.println(EchoedText.line("dipadj: " + file + ": " + e.getMessage()));
      return ExitCode.INPUT;
    }
    Output.write(output, out -> out.write(text));
    return ExitCode.OK;
  }
}
