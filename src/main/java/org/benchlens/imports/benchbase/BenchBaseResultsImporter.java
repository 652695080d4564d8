package org.benchlens.imports.benchbase;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.commons.csv.CSVRecord;

import org.benchlens.imports.CsvRows;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * BenchBase's {@code .results.csv} ({@code ResultWriter.writeResults}, with {@code -s <window>}): a row a window
 * of the measured transactions, every one counted (a failed one too), their rate and latency distribution in ms.
 * The rows become series from second 0 (the file gives no clock time); a {@code .results.<Type>.csv} of one
 * transaction type is that type's step. The run's figures are what the rows add up to.
 */
public final class BenchBaseResultsImporter implements Importer {

    static final String FORMAT = "benchbase-results";
    private static final String HEADER = "Time (seconds),Throughput (requests/second),Average Latency (millisecond),"
            + "Minimum Latency (millisecond),25th Percentile Latency (millisecond),Median Latency (millisecond),"
            + "75th Percentile Latency (millisecond),90th Percentile Latency (millisecond),"
            + "95th Percentile Latency (millisecond),99th Percentile Latency (millisecond),"
            + "Maximum Latency (millisecond)";
    private static final String[] COLUMN_METRICS = {null, Metrics.SERIES_RATE, Metrics.LATENCY_AVG,
        Metrics.LATENCY_MIN, "latency.p25", Metrics.LATENCY_MED, "latency.p75", Metrics.LATENCY_P90,
        Metrics.LATENCY_P95, Metrics.LATENCY_P99, Metrics.LATENCY_MAX};
    private static final Pattern TYPE = Pattern.compile("\\.results\\.([^.]+)\\.csv(\\.gz)?$");
    static final String COUNTS_FAILED = "BenchBase's window throughput counts every measured transaction, failed"
            + " ones too; its summary's goodput counts only those that succeeded";

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "BenchBase .results.csv (a row a window)";
    }

    @Override
    public boolean detect(Peek peek) {
        return peek.firstNonBlankLine().startsWith(HEADER);
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        String fileName = source.path().getFileName().toString();
        Matcher type = TYPE.matcher(fileName);
        String step = type.find() ? type.group(1) : Steps.TOTAL;
        Map<String, List<SeriesPoint>> series = new LinkedHashMap<>();
        List<Long> times = new ArrayList<>();
        List<Double> rates = new ArrayList<>();
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        try (CsvRows rows = new CsvRows(source, context, ',', "a row of BenchBase's results")) {
            rows.next();
            for (CSVRecord row = rows.next(); row != null; row = rows.next()) {
                if (row.size() < COLUMN_METRICS.length) {
                    throw ImportFailure.atLine(rows.line(), "expected " + COLUMN_METRICS.length + " fields or more"
                            + " in a row of BenchBase's results, found " + row.size());
                }
                long second = (long) number(row, 0, rows.line());
                times.add(second);
                double rate = number(row, 1, rows.line());
                rates.add(rate);
                for (int i = 1; i < COLUMN_METRICS.length; i++) {
                    double value = number(row, i, rows.line());
                    // a window without a transaction has its latencies written as -0.001: there are none
                    if (i == 1 || rate > 0) {
                        series.computeIfAbsent(COLUMN_METRICS[i], m -> new ArrayList<>())
                                .add(new SeriesPoint(second, value));
                    }
                }
                if (rate > 0) {
                    min = Math.min(min, number(row, 3, rows.line()));
                    max = Math.max(max, number(row, 10, rows.line()));
                }
            }
        }
        if (times.isEmpty()) {
            throw ImportFailure.whole("no windows: BenchBase's results have a header but no rows");
        }
        RunDraft draft = new RunDraft(FORMAT, "");
        series.forEach((metric, points) -> draft.series(new Series(step, metric,
                metric.equals(Metrics.SERIES_RATE) ? Units.PER_SECOND : Units.MILLISECONDS, points)));
        totals(draft, step, times, rates, min, max);
        draft.attribute(AttributeKeys.TOOL, "benchbase");
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_UNKNOWN);
        draft.attribute(AttributeKeys.THROUGHPUT_SOURCE, "Throughput (requests/second), every measured transaction");
        context.note(fileName + ": " + COUNTS_FAILED);
        context.emitNamed(List.of(draft), Texts.fileStem(source.path()));
    }

    /**
     * The transactions (each window's rate times its length, the window being the step between the first two
     * rows), their rate over all windows, and the extremes; one row alone gives no window length.
     */
    private static void totals(RunDraft draft, String step, List<Long> times, List<Double> rates, double min,
                               double max) {
        if (max >= 0) {
            draft.measure(step, Metrics.LATENCY_MIN, min, Units.MILLISECONDS);
            draft.measure(step, Metrics.LATENCY_MAX, max, Units.MILLISECONDS);
        }
        if (times.size() < 2) {
            return;
        }
        long window = times.get(1) - times.get(0);
        double transactions = rates.stream().mapToDouble(rate -> Math.round(rate * window)).sum();
        double seconds = (double) window * times.size();
        draft.measure(step, Metrics.OPERATIONS, transactions, Units.COUNT);
        draft.measure(step, Metrics.DURATION, seconds, Units.SECONDS);
        draft.measure(step, Metrics.THROUGHPUT, transactions / seconds, Units.PER_SECOND);
    }

    private static double number(CSVRecord row, int index, long line) throws ImportFailure {
        String text = row.get(index).strip();
        try {
            double value = Double.parseDouble(text);
            if (Double.isFinite(value)) {
                return value;
            }
        } catch (NumberFormatException e) {
            // the sentence below
        }
        throw new ImportFailure(line, CsvRows.column(row, index), "expected a number in column " + (index + 1)
                + " of BenchBase's results, found " + Texts.abbreviate(text, 40));
    }
}
