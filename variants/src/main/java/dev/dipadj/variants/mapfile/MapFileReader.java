package dev.dipadj.variants.mapfile;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Position;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.text.TextFile;
import dev.dipadj.variant.BuildPlaces;
import dev.dipadj.variant.BuildRule;
import dev.dipadj.variant.Variant;
import dev.dipadj.variant.VariantRules;
import dev.dipadj.variant.UnorderedBuilds;
import dev.dipadj.variant.VictoryRules;
import dev.dipadj.variants.VariantFormatException;
import dev.dipadj.variants.VariantReader;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a variant written as a DPjudge/MILA {@code .map} file (docs/map-files.md), following
 * its {@code USE} and {@code MAP} lines to the files beside it, into the {@link Variant} that
 * dipadj's own format gives. The file is untrusted text: lines, files and places are limited
 * as for variant files, and {@code USE} reaches only files within the first file's folder.
 * Every problem names the file, the line and the word.
 */
public final class MapFileReader {
  /** The most files one variant may read through {@code USE} and {@code MAP}, its own included. */
  public static final int MAX_FILES = 100;

  private final Path root;
  private final Path shownRoot;
  private final Deque<Path> reading = new ArrayDeque<>();
  private int files;
  /** Lines read so far, of every file. */
  private long order;
  private long bytes;
  private final MapPlaces places = new MapPlaces();
  private final MapPowers powers = new MapPowers();
  private final MapDirectives directives = new MapDirectives();
  private final List<String> warnings = new ArrayList<>();

  private MapFileReader(Path root, Path shownRoot) {
    this.root = root;
    this.shownRoot = shownRoot;
  }

  /**
   * Reads a {@code .map} file and the files it uses. The variant is named after the file
   * ({@code standard} for {@code standard.map}), as the research data names its map.
   *
   * @param file the file
   * @return the variant, and the warnings of what it says that dipadj ignores
   * @throws IOException if the file cannot be read (missing, not UTF-8, too large), naming it
   * @throws VariantFormatException if a line is not valid, naming file, line and word
   */
  public static MapVariant read(Path file) throws IOException, VariantFormatException {
    Path absolute = file.toAbsolutePath().normalize();
    // A missing or unreadable file is reported as for any text file of dipadj's, naming it.
    if (!Files.isRegularFile(file)) {
      TextFile.read(file);
    }
    Path folder = absolute.getParent();
    MapFileReader reader = new MapFileReader(folder.toRealPath(), file.getParent());
    MapLine end = reader.readFile(file.toString(), absolute);
    String name = absolute.getFileName().toString();
    String stem = name.toLowerCase(Locale.ROOT).endsWith(".map") ? name.substring(0, name.length() - 4) : name;
    return new MapVariant(reader.variant(stem, name, end), List.copyOf(reader.warnings));
  }

  /** Reads one file; returns its last line, where a problem of the whole variant is reported. */
  private MapLine readFile(String shown, Path path) throws IOException, VariantFormatException {
    Path real = path.toRealPath();
    if (!real.startsWith(root)) {
      throw new VariantFormatException(shown + ": is outside the folder " + root + " of the first file");
    }
    if (++files > MAX_FILES) {
      throw new VariantFormatException(shown + ": more than " + MAX_FILES + " files read through USE and MAP");
    }
    String text = TextFile.read(path);
    bytes += text.length();
    if (bytes > TextFile.MAX_BYTES) {
      throw new VariantFormatException(shown + ": the files read through USE and MAP hold more than "
          + TextFile.MAX_BYTES + " characters");
    }
    reading.push(real);
    int number = 0;
    for (var lines = text.lines().iterator(); lines.hasNext(); ) {
      String line = lines.next();
      number++;
      MapLine at = new MapLine(shown, number, ++order);
      if (line.length() > VariantReader.MAX_LINE) {
        throw at.error("a line longer than " + VariantReader.MAX_LINE + " characters");
      }
      String stripped = (number == 1 && line.startsWith("\uFEFF") ? line.substring(1) : line).strip();
      if (!stripped.isEmpty() && !stripped.startsWith("#")) {
        statement(stripped, at);
      }
    }
    reading.pop();
    return new MapLine(shown, Math.max(1, number), order);
  }

  /** The words of a line: separated by blanks. */
  static List<String> words(String text) {
    String stripped = text.strip();
    return stripped.isEmpty() ? List.of() : Arrays.asList(stripped.split("\\s+"));
  }

  private void statement(String text, MapLine line) throws IOException, VariantFormatException {
    if (text.indexOf('=') >= 0) {
      places.names(text, line);
      return;
    }
    List<String> w = words(text);
    String directive = w.get(0).toUpperCase(Locale.ROOT);
    Optional<MapPlaces.Terrain> terrain = MapPlaces.Terrain.of(directive);
    if (terrain.isPresent()) {
      places.place(terrain.get(), w, line);
      return;
    }
    switch (directive) {
      case "USE", "USES" -> {
        for (String name : w.subList(1, w.size())) {
          use(name, line);
        }
      }
      case "MAP" -> {
        if (w.size() != 2) {
          throw line.error("expected 'MAP name'");
        }
        use(w.get(1) + ".map", line);
      }
      case "BEGIN" -> directives.begin(w, line);
      case "VICTORY" -> directives.victory(w, line);
      case "RULE", "RULES" -> directives.rules(w, line, warnings);
      case "AMEND" -> places.amend(w, line);
      case "DROP" -> places.drop(w, line);
      case "OWNS", "CENTERS", "CENTRES" -> powers.owns(w, line);
      case "INHABITS", "HOME", "HOMES" -> powers.homes(w, line);
      case "UNITS" -> powers.clearUnits(w, line);
      case "UNOWNED", "NEUTRAL" -> powers.unowned(w, line);
      case "UNPLAYED" -> powers.unplayed(w, line);
      case "DUMMY", "DUMMIES" -> powers.dummy(w, line);
      case "FLOW", "SEQUENCE", "NEWYEAR", "ROTATE", "LEAGUE", "DIRECTIVE" ->
          throw line.error("the directive " + directive + " is not supported by dipadj");
      default -> {
        if (w.size() == 2 && (directive.equals("A") || directive.equals("F"))) {
          powers.unit(w, line);
        } else {
          powers.power(w, line);
        }
      }
    }
  }

  /** {@code USE name}: reads a file beside this one, there and then; never one outside the first file's folder. */
  private void use(String name, MapLine line) throws IOException, VariantFormatException {
    Path relative;
    try {
      relative = Path.of(name);
    } catch (java.nio.file.InvalidPathException e) {
      throw line.error("USE names '" + name + "', which is no file name");
    }
    if (relative.isAbsolute() || name.startsWith("/") || name.indexOf('\\') >= 0 || name.indexOf(':') >= 0) {
      throw line.error("USE names '" + name + "': a file is named by its path relative to this one, not an absolute path");
    }
    for (Path part : relative) {
      if (part.toString().equals("..")) {
        throw line.error("USE names '" + name + "', which leaves the folder of the first file ('..')");
      }
    }
    Path here = reading.peek().getParent();
    Path path = here.resolve(relative).normalize();
    if (!Files.isRegularFile(path) && !name.toLowerCase(Locale.ROOT).endsWith(".map")) {
      path = here.resolve(name + ".map").normalize();
    }
    if (!path.startsWith(root)) {
      throw line.error("USE names '" + name + "', which leaves the folder of the first file");
    }
    if (!Files.isRegularFile(path)) {
      throw line.error("USE names '" + name + "': no such file beside " + line.file());
    }
    Path real = path.toRealPath();
    if (reading.contains(real)) {
      throw line.error("USE names '" + name + "', which is being read: a cycle of USE lines");
    }
    Path rel = root.relativize(path);
    readFile(shownRoot == null ? rel.toString() : shownRoot.resolve(rel).toString(), path);
  }

  private Variant variant(String name, String fileName, MapLine end) throws VariantFormatException {
    if (powers.isEmpty()) {
      throw end.error("no power: a variant needs at least one ('ENGLAND (ENGLISH:E) EDI LON LVP')");
    }
    GameMapBuilder builder = new GameMapBuilder();
    List<Power> added = powers.addTo(builder, end);
    places.build(builder, powers.centres(places::forgotten));
    MapBorders.add(places, builder);
    GameMap map = builder.build();
    if (map.provinces().isEmpty()) {
      throw end.error("no place: a variant needs a map");
    }
    for (MapPlaces.Place p : places.all()) {
      if (p.terrain == MapPlaces.Terrain.PORT && !p.isCoast()
          && map.fleetNeighbours(map.location(places.spot(p.key).orElseThrow().province())).isEmpty()) {
        throw p.line.error("the PORT " + p.written + " has no fleet border: its fleet would convoy nowhere");
      }
    }
    long centres = map.provinces().stream().filter(Province::supplyCentre).count();
    int solo = directives.solo(centres, end);
    MapPowers.Setup setup = powers.setup(map, places, added, end);
    BuildPlaces builds = directives.buildAny()
        ? new BuildPlaces(BuildRule.OWNED, ImmutableMap.of(), ImmutableMap.of()) : BuildPlaces.HOME;
    // A .map file names no countries: each power's is its home centres.
    return new Variant(name, "from " + fileName, map, setup.homes(), setup.homes(),
        Position.of(directives.begin(), setup.units(), setup.owners()), solo, setup.players(),
        new VariantRules(builds, false, new VictoryRules(false, 0, 0, 0, ImmutableList.copyOf(directives.soloByYear())),
            UnorderedBuilds.WAIVED),
        RuleOptions.DATC, Calendar.CLASSIC);
  }
}
