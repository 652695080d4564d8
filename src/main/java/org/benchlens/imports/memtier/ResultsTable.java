package org.benchlens.imports.memtier;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportFailure;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * One results table of memtier_benchmark: its title, a rule of {@code =}, the column header, a rule of
 * {@code -} and a row per type of request ({@code Sets}, {@code Gets}, {@code Waits}, or the commands
 * of {@code --command}) ending with {@code Totals}. Its columns depend on the options (cluster mode adds
 * {@code MOVED/sec} and {@code ASK/sec}, {@code --print-percentiles} the {@code pNN Latency} ones; before
 * memtier 1.3 the average was headed {@code Latency}); latencies are in milliseconds, {@code ---} where
 * a figure does not apply.
 */
final class ResultsTable {

    private static final Pattern RULE = Pattern.compile("=+|-+");
    private static final Pattern PERCENTILE = Pattern.compile("p(\\d+(?:\\.\\d+)?) Latency");
    private static final Pattern COLUMN_GAP = Pattern.compile("\\s{2,}");

    private final RunDraft run;
    private final String title;
    private final long line;
    private List<String> columns;
    private boolean complete;

    ResultsTable(RunDraft run, String title, long line) {
        this.run = run;
        this.title = title;
        this.line = line;
    }

    static boolean isHeader(String text) {
        return text.startsWith("Type ") && text.contains("Ops/sec");
    }

    RunDraft run() {
        return run;
    }

    String title() {
        return title;
    }

    long line() {
        return line;
    }

    /** True once the column header was read. */
    boolean started() {
        return columns != null;
    }

    /** True once the Totals row was read. */
    boolean complete() {
        return complete;
    }

    /** Reads a line of the table; false when it is not one of its lines. */
    boolean accept(String text, long number) throws ImportFailure {
        if (complete) {
            return false;
        }
        if (RULE.matcher(text).matches()) {
            return true;
        }
        if (columns == null) {
            if (!isHeader(text)) {
                return false;
            }
            columns = List.of(COLUMN_GAP.split(text));
            return true;
        }
        String[] cells = text.split("\\s+");
        if (cells.length != columns.size()) {
            return false;
        }
        row(cells, number);
        complete = cells[0].equals("Totals");
        return true;
    }

    private void row(String[] cells, long number) throws ImportFailure {
        // memtier prints a Waits row whether or not WAIT was sent: nothing to keep where none was
        if (cells[0].equals("Waits") && number(cells[1], number) == 0) {
            return;
        }
        String step = step(cells[0]);
        for (int i = 1; i < cells.length; i++) {
            if (!cells[i].equals("---")) {
                cell(step, columns.get(i), number(cells[i], number));
            }
        }
    }

    private void cell(String step, String column, double value) {
        Matcher percentile = PERCENTILE.matcher(column);
        switch (column) {
            case "Ops/sec" -> both(step, column, Metrics.THROUGHPUT, value, Units.PER_SECOND);
            case "Avg. Latency", "Latency" -> both(step, column, Metrics.LATENCY_AVG, value, Units.MILLISECONDS);
            // memtier's kilobytes are of 1024 bytes
            case "KB/sec" -> run.measure(step, column, value * 1024, Units.BYTES_PER_SECOND);
            default -> {
                if (percentile.matches()) {
                    both(step, column, Metrics.latencyAtPercentile(Double.parseDouble(percentile.group(1))), value,
                            Units.MILLISECONDS);
                } else {
                    run.measure(step, column, value, column.endsWith("/sec") ? Units.PER_SECOND : Units.NONE);
                }
            }
        }
    }

    private void both(String step, String own, String normalised, double value, String unit) {
        run.measure(step, own, value, unit);
        run.measure(step, normalised, value, unit);
    }

    /**
     * The step of a row: the command it counts, as redis-benchmark names its tests ({@code Sets} → SET,
     * {@code Hsets} → HSET), and {@code total} for Totals.
     */
    static String step(String type) {
        if (type.equals("Totals")) {
            return Steps.TOTAL;
        }
        String command = type.endsWith("s") ? type.substring(0, type.length() - 1) : type;
        return command.toUpperCase(Locale.ROOT);
    }

    private double number(String cell, long number) throws ImportFailure {
        try {
            return Double.parseDouble(cell);
        } catch (NumberFormatException e) {
            throw ImportFailure.atLine(number, "expected a number or '---' in the " + title + " table, found '"
                    + cell + "'");
        }
    }
}
