package dev.dipadj.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseJsonReader;
import dev.dipadj.cases.CaseJsonWriter;
import dev.dipadj.text.TextFile;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dipadj json FILE}: the cases of a case file as one JSON document; with
 * {@code --read}, a JSON document of cases back as case text. Errors name the file and the
 * line (case text) or the field (JSON), and exit with {@link ExitCode#INPUT} as {@code adjudicate} does.
 */
@Command(
    name = "json",
    mixinStandardHelpOptions = true,
    versionProvider = PomVersion.class,
    description = "Print the cases of FILE as JSON; with --read, print a JSON document of cases as case text.")
final class JsonCommand implements Callable<Integer> {
  /** Indented, {@code "name": value}, as dev.dipadj.json writes its documents. */
  private static final ObjectWriter WRITER = new ObjectMapper().writer(new DefaultPrettyPrinter(
      Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER)));

  @Parameters(index = "0", paramLabel = "FILE", description = "a case file, or with --read a JSON file of cases")
  Path file;

  @Option(names = "--read", description = "read FILE as JSON and print it as case text")
  boolean read;

  @Override
  public Integer call() throws Exception {
    Inputs.requireExisting(List.of(file));
    try {
      if (read) {
        String json;
        try {
          json = TextFile.read(file);
        } catch (TextFile.Unreadable e) {
          throw new CaseError(file.toString(), e.line(), "", e.reason());
        }
        System.out.print(CaseJsonReader.read(file.toString(), json));
      } else {
        System.out.println(WRITER.writeValueAsString(CaseJsonWriter.write(CaseFileReader.read(file))));
      }
      return ExitCode.OK;
    } catch (CaseError e) {
      System.err.println(EchoedText.line(e.getMessage()));
      return ExitCode.INPUT;
    }
  }
}
