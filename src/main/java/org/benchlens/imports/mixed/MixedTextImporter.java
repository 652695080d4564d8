package org.benchlens.imports.mixed;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import org.benchlens.imports.BufferedContext;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.model.RunDraft;

/**
 * Text that mixes formats: a README with a YBIO NOTICE log and a {@code benchruns} table, a log
 * with a k6 summary and a result table. The file is split into Markdown fenced blocks and the
 * text between them ({@link TextRegion}); each region goes to the first importer that recognises
 * it, and each importer reads its regions with the other lines blanked, so that line numbers stay
 * the file's. The k6 text and table readers also get the prose around, which holds their context
 * (headings, command lines). Every run lands in the one transaction of the file; a region that no
 * importer knows, or whose importer refuses it, is a note.
 */
public final class MixedTextImporter implements Importer {

    public static final String FORMAT = "mixed-text";
    /** As the tools' text importers: a redrawn progress line pasted without its carriage returns is long. */
    private static final int MAX_LINE = 1 << 16;
    private static final int MAX_LINES = 200_000;
    /** Readers that take context (headings, command lines, "Key: value" lines) from the prose around their regions. */
    private static final Set<String> CONTEXT_READERS = Set.of("k6-text", "table");
    /** Tables a write-up makes of results; the other formats are tools' own output. */
    private static final Set<String> TABLES = Set.of("table", "result-table");

    private final List<Importer> importers;

    /** @param importers the importers a region may belong to, in the registry's order */
    public MixedTextImporter(List<Importer> importers) {
        this.importers = List.copyOf(importers);
    }

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "text mixing formats (Markdown with fenced blocks, logs), each part read by its own importer";
    }

    /** Two regions or more that different importers recognise. */
    @Override
    public boolean detect(Peek peek) {
        if (peek.binary()) {
            return false;
        }
        List<String> lines = peek.lines();
        return assign(peek.fileName(), lines, TextRegion.split(lines)).keySet().stream()
                .filter(importer -> importer != null).count() >= 2;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        boolean[] cut = new boolean[1];
        List<String> lines = lines(source, context, cut);
        String fileName = source.path().getFileName().toString();
        List<TextRegion> regions = TextRegion.split(lines);
        Map<Importer, List<TextRegion>> assigned = assign(fileName, lines, regions);
        List<TextRegion> prose = assigned.getOrDefault(null, List.of()).stream().filter(r -> !r.fenced()).toList();
        noteUnknown(fileName, lines, assigned.getOrDefault(null, List.of()), context);
        Map<Importer, BufferedContext> read = new LinkedHashMap<>();
        ImportFailure first = null;
        Path folder = Files.createTempDirectory("benchlens-regions");
        try {
            for (Map.Entry<Importer, List<TextRegion>> group : assigned.entrySet()) {
                Importer importer = group.getKey();
                if (importer == null) {
                    continue;
                }
                List<TextRegion> readRegions = new ArrayList<>(group.getValue());
                if (CONTEXT_READERS.contains(importer.format())) {
                    readRegions.addAll(prose);
                }
                Path file = folder.resolve(fileName);
                Files.writeString(file, blankedBut(lines, readRegions, cut[0]), StandardCharsets.UTF_8);
                BufferedContext buffered = new BufferedContext(context);
                try {
                    importer.read(ImportSource.of(file), buffered);
                    read.put(importer, buffered);
                } catch (ImportFailure failure) {
                    first = first == null ? failure : first;
                    context.note(LineNote.at(fileName, failure.line(), "the " + importer.format() + " part at lines "
                            + ranges(group.getValue()) + " was left out: " + failure.getMessage()));
                }
            }
        } finally {
            try (Stream<Path> files = Files.list(folder)) {
                for (Path file : files.toList()) {
                    Files.deleteIfExists(file);
                }
            }
            Files.deleteIfExists(folder);
        }
        int runs = emitUnlessRestated(fileName, read, assigned, context);
        if (runs == 0 && first != null) {
            throw first;
        }
    }

    /**
     * Emits every part's runs, but a table whose rows are runs the file's tools' outputs already gave
     * (a summary of them in a write-up) is a note; storing it would count them twice.
     */
    private static int emitUnlessRestated(String fileName, Map<Importer, BufferedContext> read,
                                          Map<Importer, List<TextRegion>> assigned, ImportContext context) {
        List<RunDraft> fromOutputs = read.entrySet().stream().filter(e -> !TABLES.contains(e.getKey().format()))
                .flatMap(e -> e.getValue().runs().stream()).toList();
        int emitted = 0;
        for (Map.Entry<Importer, BufferedContext> part : read.entrySet()) {
            List<RunDraft> runs = part.getValue().runs();
            String format = part.getKey().format();
            if (TABLES.contains(format) && RestatedRuns.restate(runs, fromOutputs)) {
                List<TextRegion> regions = assigned.get(part.getKey());
                context.note(LineNote.at(fileName, regions.get(0).first() + 1, "the table at lines " + ranges(regions)
                        + " restates " + runs.size() + " of the runs read from the tools' output in this file"
                        + " (the same throughput, as the table rounds it): left out, not stored a second time"));
                continue;
            }
            for (RunDraft run : runs) {
                context.emit(run);
                emitted++;
            }
        }
        return emitted;
    }

    /** Each region's importer, in the order of first appearance; regions nobody recognises under null. */
    private Map<Importer, List<TextRegion>> assign(String fileName, List<String> lines, List<TextRegion> regions) {
        Map<Importer, List<TextRegion>> assigned = new LinkedHashMap<>();
        for (TextRegion region : regions) {
            Peek peek = new Peek(fileName, region.text(lines), StandardCharsets.UTF_8, false, true, false);
            Optional<Importer> importer = importers.stream().filter(i -> i.detect(peek)).findFirst();
            assigned.computeIfAbsent(importer.orElse(null), i -> new ArrayList<>()).add(region);
        }
        return assigned;
    }

    /** Fenced blocks that hold figures but no format BenchLens knows; prose is left out without a word. */
    private static void noteUnknown(String fileName, List<String> lines, List<TextRegion> unknown, ImportContext context) {
        List<TextRegion> data = unknown.stream().filter(r -> r.looksLikeFigures(lines)).toList();
        if (!data.isEmpty()) {
            context.note(LineNote.at(fileName, data.get(0).first() + 1, data.size() + (data.size() == 1
                    ? " fenced block holds" : " fenced blocks hold") + " figures in no format BenchLens knows and "
                    + (data.size() == 1 ? "was" : "were") + " left out (lines " + ranges(data) + ")"));
        }
    }

    private static String ranges(List<TextRegion> regions) {
        return String.join(", ", regions.stream().map(TextRegion::lineRange).toList());
    }

    /** @param cut true when the file's last line has no line break: the copy keeps it so, for the importers to see */
    private static String blankedBut(List<String> lines, List<TextRegion> kept, boolean cut) {
        boolean[] keep = new boolean[lines.size()];
        kept.forEach(region -> Arrays.fill(keep, region.first(), region.end(), true));
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            text.append(keep[i] ? lines.get(i) : "");
            if (i < lines.size() - 1 || !cut) {
                text.append('\n');
            }
        }
        return text.toString();
    }

    /** The file's lines; {@code cut[0]} tells whether its last line lacks a line break. */
    private static List<String> lines(ImportSource source, ImportContext context, boolean[] cut)
            throws IOException, ImportFailure {
        List<String> lines = new ArrayList<>();
        try (TextLines text = new TextLines(source, context, MAX_LINE, "a line of text")) {
            for (String line = text.next(); line != null; line = text.next()) {
                if (lines.size() == MAX_LINES) {
                    throw ImportFailure.atLine(text.lineNumber(), "expected a text file of at most " + MAX_LINES
                            + " lines to split into its formats, found more");
                }
                lines.add(line);
            }
            cut[0] = text.lastLineUnterminated();
        }
        return lines;
    }
}
