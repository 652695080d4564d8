package org.benchlens.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One row of {@code realworld/CORPUS.tsv}: a real file, the format it is detected as ({@value #NONE} when no
 * importer takes it), what importing it does ({@code N runs} or {@value #REFUSED}) and, in the cells after, either
 * the figures its runs must hold ({@code [#run ]step | metric = value}) or the words of the refusal. A file
 * BenchLens reads wrong today is {@code known failure: N runs}, its first cell saying what goes wrong and the
 * figures after it holding the present behaviour, so that a change to it is seen.
 */
public record CorpusRow(int line, String file, String format, String outcome, List<String> figures) {

    public static final String NONE = "none";
    public static final String REFUSED = "refused";
    private static final String KNOWN_FAILURE = "known failure: ";
    private static final Pattern RUNS = Pattern.compile("(?:" + KNOWN_FAILURE + ")?(\\d+) runs?");
    private static final Pattern FIGURE = Pattern.compile("(?:#(\\d+) )?(.*) \\| (\\S+) = (-?[0-9.]+(?:[eE]-?\\d+)?)");

    /** The rows of the table; lines starting with {@code #} and blank lines are comments. */
    public static List<CorpusRow> read(Path table) {
        List<String> lines;
        try {
            lines = Files.readAllLines(table, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<CorpusRow> rows = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i);
            if (text.isBlank() || text.startsWith("#")) {
                continue;
            }
            String[] cells = text.split("\t");
            if (cells.length < 3) {
                throw new IllegalArgumentException(table + ":" + (i + 1) + ": expected file, format and outcome");
            }
            CorpusRow row = new CorpusRow(i + 1, cells[0], cells[1], cells[2],
                    Arrays.stream(cells).skip(3).filter(cell -> !cell.isBlank()).toList());
            row.check(table);
            rows.add(row);
        }
        return rows;
    }

    private void check(Path table) {
        if (!refused()) {
            runs();
            expectedFigures();
        } else if (figures.isEmpty()) {
            throw new IllegalArgumentException(table + ":" + line + ": a refusal names the words its sentence holds");
        }
        if (!refused() && figures.isEmpty()) {
            throw new IllegalArgumentException(table + ":" + line + ": an imported file states a figure at least");
        }
    }

    public Path path(Path root) {
        return root.resolve(file);
    }

    public boolean refused() {
        return REFUSED.equals(outcome);
    }

    public boolean knownFailure() {
        return outcome.startsWith(KNOWN_FAILURE);
    }

    /** What BenchLens does wrong with the file, for a known failure. */
    public String whatGoesWrong() {
        return knownFailure() ? figures.get(0) : "";
    }

    public int runs() {
        Matcher matcher = RUNS.matcher(outcome);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("line " + line + ": expected 'N runs' or 'refused', found " + outcome);
        }
        return Integer.parseInt(matcher.group(1));
    }

    public List<Figure> expectedFigures() {
        return figures.stream().skip(knownFailure() ? 1 : 0).map(cell -> {
            Matcher matcher = FIGURE.matcher(cell);
            if (!matcher.matches()) {
                throw new IllegalArgumentException("line " + line + ": expected '[#run ]step | metric = value', found "
                        + cell);
            }
            int run = matcher.group(1) == null ? 1 : Integer.parseInt(matcher.group(1));
            return new Figure(run, matcher.group(2), matcher.group(3), Double.parseDouble(matcher.group(4)));
        }).toList();
    }

    /** A figure of one run: {@code value} of {@code metric} in {@code step}, in BenchLens's units. */
    public record Figure(int run, String step, String metric, double value) {
        @Override
        public String toString() {
            return "#" + run + " " + step + " | " + metric + " = " + value;
        }
    }
}
