package dev.dipadj.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The version of {@code dipadj --version}: the pom's, written into a resource when the module is built. */
final class PomVersion implements IVersionProvider {
  /** The pom's version, such as {@code 0.1.0-SNAPSHOT}. */
  static String version() {
    Properties p = new Properties();
    try (InputStream in = PomVersion.class.getResourceAsStream("version.properties")) {
      if (in != null) {
        p.load(in);
      }
    } catch (IOException e) {
      // Unreachable for a resource in the jar; "unknown" says it was not found.
    }
    return p.getProperty("version", "unknown");
  }

  @Override
  public String[] getVersion() {
    return new String[] {"dipadj " + version()};
  }
}
