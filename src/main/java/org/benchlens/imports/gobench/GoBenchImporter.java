package org.benchlens.imports.gobench;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.Texts;
import org.benchlens.model.RunDraft;

/**
 * {@code go test -bench} output, read line by line as golang.org/x/perf/benchfmt reads it: a run a package
 * block ({@code goos:}, {@code pkg:} … to its {@code ok} or {@code FAIL} line), a step a benchmark whose
 * {@code -count} repetitions are that step's samples, ns/op as latency and every other unit under its own name
 * (decision 0169). Text around the output (Markdown, prompts, dates) is passed over; its headings and the
 * {@code go test} command name the block that follows.
 */
public final class GoBenchImporter implements Importer {

    static final String FORMAT = "go-bench";
    private static final int MAX_LINE = 1 << 16;
    /** testing's result line: name, b.N, then value and unit pairs (BenchmarkResult.String and MemString). */
    private static final Pattern RESULT = Pattern.compile("(Benchmark\\S*)\\s+(\\d+)(\\s+\\S.*)");
    private static final Pattern NUMBER = Pattern.compile("[-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d+)?");
    private static final Pattern FAILED_REPETITION = Pattern.compile("(Benchmark\\S*)\\s+--- FAIL: .*");
    private static final Pattern FAILED = Pattern.compile("--- FAIL: (Benchmark\\S*).*");
    private static final Pattern CONFIG = Pattern.compile("(goos|goarch|pkg|cpu):\\s*(.*)");
    private static final Pattern END = Pattern.compile("(ok|FAIL)\\s+(\\S+)(?:\\s+.*)?");
    private static final Pattern HEADING = Pattern.compile("#{1,6}\\s+(.*\\S)\\s*#*");
    private static final Pattern COMMAND = Pattern.compile("(?:^|.*[\\s$>])(go test\\s.*-(?:test\\.)?bench\\b.*)");

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "go test -bench output";
    }

    /**
     * A result line of testing's with its ns/op, as every benchmark that measured time prints; or a benchmark's
     * {@code --- FAIL} line with the package's {@code FAIL} line (every benchmark failed).
     */
    @Override
    public boolean detect(Peek peek) {
        boolean failedBenchmark = false;
        boolean failedPackage = false;
        for (String line : peek.lines()) {
            String text = line.strip();
            Matcher m = RESULT.matcher(text);
            if (m.matches() && figures(m.group(3)) != null && m.group(3).contains(" ns/op")) {
                return true;
            }
            failedBenchmark |= FAILED.matcher(text).matches();
            failedPackage |= text.startsWith("FAIL") && END.matcher(text).matches();
        }
        return failedBenchmark && failedPackage;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        String fileName = source.path().getFileName().toString();
        Reading reading = new Reading(fileName, context);
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "a line of go test -bench output")) {
            for (String line = lines.next(); line != null; line = lines.next()) {
                if (lines.lastLineUnterminated() && !line.isBlank()) {
                    reading.cut(lines.lineNumber());
                } else {
                    reading.accept(line.strip(), lines.lineNumber());
                }
            }
        }
        reading.close();
        if (reading.runs.isEmpty()) {
            throw ImportFailure.whole("go test -bench printed no benchmark here: expected result lines such as"
                    + " \"BenchmarkName-8   1000000   1234 ns/op\" or a benchmark's \"--- FAIL\" line");
        }
        context.emitNamed(reading.runs, Texts.fileStem(fileName));
    }

    /** The value and unit pairs of a result line, or null where one value is not a number. */
    private static List<Map.Entry<BigDecimal, String>> figures(String pairs) {
        String[] fields = pairs.strip().split("\\s+");
        if (fields.length % 2 != 0) {
            return null;
        }
        List<Map.Entry<BigDecimal, String>> figures = new ArrayList<>();
        for (int i = 0; i + 1 < fields.length; i += 2) {
            if (!NUMBER.matcher(fields[i]).matches()) {
                return null;
            }
            figures.add(new AbstractMap.SimpleImmutableEntry<>(new BigDecimal(fields[i]), fields[i + 1]));
        }
        return figures;
    }

    /** The blocks of one file as they are read. */
    private static final class Reading {
        private final String fileName;
        private final ImportContext context;
        private final List<RunDraft> runs = new ArrayList<>();
        /** Headings and the command read outside a block: they name the block that follows. */
        private final Map<String, String> pending = new LinkedHashMap<>();
        private GoBenchBlock block;

        Reading(String fileName, ImportContext context) {
            this.fileName = fileName;
            this.context = context;
        }

        void accept(String line, long number) {
            Matcher m;
            if ((m = RESULT.matcher(line)).matches()) {
                List<Map.Entry<BigDecimal, String>> figures = figures(m.group(3));
                if (figures == null) {
                    context.note(LineNote.at(fileName, number, "expected a result such as \"1000000  1234 ns/op"
                            + "  256 B/op\" after " + m.group(1) + ": the line is left out"));
                    return;
                }
                open(number).result(m.group(1), Long.parseLong(m.group(2)), figures);
            } else if ((m = FAILED_REPETITION.matcher(line)).matches()) {
                open(number).failedRepetition(m.group(1));
            } else if ((m = FAILED.matcher(line)).matches()) {
                open(number).failed(m.group(1));
            } else if ((m = CONFIG.matcher(line)).matches()) {
                if (block != null && (block.hasResults() || block.ended())) {
                    close();
                }
                open(number).attribute(m.group(1), m.group(2).strip());
            } else if ((m = END.matcher(line)).matches()) {
                open(number).end(m.group(1), m.group(2));
                close();
            } else if ((m = HEADING.matcher(line)).matches()) {
                if (block != null && block.hasResults()) {
                    close();
                }
                pending.put("section", m.group(1));
            } else if ((m = COMMAND.matcher(line)).matches()) {
                if (block != null && block.hasResults()) {
                    close();
                }
                pending.put("command", m.group(1).strip());
            }
        }

        /**
         * The last line, which no line break ends: go test ends every line with one, so the file was cut there.
         * The line is left out, and the block under way is partial.
         */
        void cut(long number) {
            boolean partial = block != null && block.hasResults() && !block.ended();
            context.note(LineNote.at(fileName, number, "the file ends in the middle of line " + number
                    + " (is it truncated?): that line is left out"
                    + (partial ? " and the run is stored as partial" : "")));
            if (partial) {
                block.cut();
            }
        }

        /** The block under way, or a new one where none is (or the last has ended). */
        private GoBenchBlock open(long number) {
            if (block != null && block.ended()) {
                close();
            }
            if (block == null) {
                block = new GoBenchBlock(number);
                pending.forEach(block::attribute);
            }
            return block;
        }

        /** Ends the block under way: a run where it has results; the text around it names no other block. */
        void close() {
            if (block != null && block.hasResults()) {
                RunDraft run = block.run(FORMAT);
                List<String> failures = block.failures();
                if (!failures.isEmpty()) {
                    context.note(LineNote.at(fileName, block.firstLine(), "go test reported "
                            + String.join(", ", failures) + " as failed: "
                            + (failures.size() == 1 ? "its step counts" : "their steps count")
                            + " the failed repetitions as errors"));
                }
                runs.add(run);
                pending.clear();
            }
            block = null;
        }
    }
}
