package org.benchlens.imports.table;

import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Quantities;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/** Runs made of table rows and sweep lines, with the figures under their column names and normalised. */
final class TableRows {

    /** Sweep blocks name their columns {@code VUs, failed %, rate/s}; the figures keep those names. */
    static final String SWEEP_RATE = "rate/s";
    static final String SWEEP_FAILED = "failed %";
    private static final Set<String> MISSING = Set.of("", "-", "x", "n/a", "na");

    /** The attribute naming the file a run's table came from: two tables' rows are two tests, not repeats. */
    static final String TABLE = "table";

    private final String format;
    private final String fileName;
    private int missingCells;
    private int unclearFailures;
    private int unknownFailureRates;

    TableRows(String format, String fileName) {
        this.format = format;
        this.fileName = fileName;
    }

    /** A cell that says no figure was given. */
    static boolean isMissing(String cell) {
        return MISSING.contains(cell.strip().toLowerCase(Locale.ROOT));
    }

    RunDraft row(TableHeader header, TableCells cells, Map<String, String> headings, long line) throws ImportFailure {
        RunDraft run = start(cells.cell(0), headings);
        for (int i = 1; i < header.size(); i++) {
            TableColumn column = header.columns().get(i);
            String cell = cells.cell(i);
            if (isMissing(cell)) {
                missingCells++;
                continue;
            }
            TableColumn.Reading reading = column.read(cell);
            if (reading == null) {
                String expected = column.kind() == TableColumn.Kind.OTHER
                        ? "a number, rate, duration, size or percentage" : column.kind().expected();
                throw new ImportFailure(line, cells.column(i), "expected " + expected
                        + " in column " + describe(column) + ", found '" + cell + "'");
            }
            run.measure(Steps.TOTAL, column.header(), reading.value(), reading.unit());
            if (!reading.exact()) {
                unclearFailures++;
            } else if (column.normalised() != null) {
                // a bare 0 of failures is a rate of 0 whatever the column meant
                String unit = column.kind() == TableColumn.Kind.FAILED ? Units.RATIO : reading.unit();
                run.measure(Steps.TOTAL, column.normalised(), reading.value(), unit);
            }
            if (column.kind() == TableColumn.Kind.VUS && header.copiedFromSummaries()) {
                run.measure(Steps.TOTAL, Metrics.VUS_MAX, reading.value(), Units.COUNT);
            }
        }
        return run.name(name(run, headings));
    }

    RunDraft sweep(String scenario, SweepLine sweep, Map<String, String> headings) {
        RunDraft run = start(scenario, headings).attribute(AttributeKeys.VUS, Integer.toString(sweep.vus()));
        run.measure(Steps.TOTAL, SWEEP_RATE, sweep.rate(), Units.PER_SECOND);
        run.measure(Steps.TOTAL, Metrics.THROUGHPUT, sweep.rate(), Units.PER_SECOND);
        if (sweep.failedPercent() == null) {
            unknownFailureRates++;
        } else {
            run.measure(Steps.TOTAL, SWEEP_FAILED, sweep.failedPercent(), Units.PERCENT);
            run.measure(Steps.TOTAL, Metrics.ERRORS_RATE, Quantities.fractionOfPercent(sweep.failedPercent()), Units.RATIO);
        }
        return run.name(name(run, headings));
    }

    /** What was read but could not be stored as a figure, for the user. */
    String notes() {
        StringBuilder notes = new StringBuilder();
        if (unknownFailureRates > 0) {
            notes.append(unknownFailureRates).append(" sweep line(s) give X for the failure rate: stored without errors.rate. ");
        }
        if (unclearFailures > 0) {
            notes.append(unclearFailures).append(" failed_requests value(s) are bare numbers other than 0, which may be")
                    .append(" counts or rates: kept under the column's name only, without errors.rate. ");
        }
        if (missingCells > 0) {
            notes.append(missingCells).append(" empty cell(s) gave no figure. ");
        }
        return notes.toString().strip();
    }

    private RunDraft start(String scenario, Map<String, String> headings) {
        RunDraft run = new RunDraft(format, scenario).attribute(AttributeKeys.SCENARIO, scenario);
        headings.forEach(run::attribute);
        run.attribute(TABLE, fileName);
        return run;
    }

    /** {@code GETSingle 40 VUs on m5a.4xlarge (2pgrest)}, {@code GETSingle on c5xlarge (master)}. */
    private static String name(RunDraft run, Map<String, String> headings) {
        StringBuilder name = new StringBuilder(run.name());
        run.attributes().get(AttributeKeys.VUS).ifPresent(vus -> name.append(' ').append(vus).append(" VUs"));
        if (headings.containsKey(AttributeKeys.INSTANCE)) {
            name.append(" on ").append(headings.get(AttributeKeys.INSTANCE));
        }
        String qualifiers = String.join(", ", Stream.of(AttributeKeys.VERSION, AttributeKeys.DEPLOYMENT, TableHeadings.VARIANT)
                .filter(headings::containsKey).map(headings::get).toList());
        if (!qualifiers.isEmpty()) {
            name.append(" (").append(qualifiers).append(')');
        }
        return name.toString();
    }

    private static String describe(TableColumn column) {
        return column.header().isEmpty() ? "1" : column.header();
    }
}
