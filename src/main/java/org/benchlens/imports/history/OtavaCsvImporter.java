package org.benchlens.imports.history;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

import org.apache.commons.csv.CSVRecord;

import org.benchlens.imports.CsvRows;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Quantities;
import org.benchlens.imports.Texts;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;

/**
 * A history as Apache Otava reads it from CSV: a time column, attribute columns (commit, branch, …)
 * and one column per metric, one run per row, fields separated as {@link OtavaCsvLayout} finds. A column whose every value is a number is
 * a metric, stored as the step of that name with the metric {@value Metrics#HISTORY_VALUE};
 * any other column is an attribute.
 */
public final class OtavaCsvImporter implements Importer {

    public static final String FORMAT = "otava-csv";

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "history CSV as Apache Otava reads it (time, attributes, one column per metric)";
    }

    @Override
    public boolean detect(Peek peek) {
        return layout(peek.lines()) != null;
    }

    private static OtavaCsvLayout layout(List<String> lines) {
        List<String> filled = lines.stream().filter(line -> !line.isBlank()).toList();
        return filled.size() < 2 ? null : OtavaCsvLayout.of(filled.get(0).replace("\uFEFF", ""), filled.get(1));
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        OtavaCsvLayout layout = layout(source.peek().lines());
        if (layout == null) {
            throw ImportFailure.atLine(1, "expected a header with a time column and a first row whose time reads,"
                    + " fields separated by , ; | or a tab");
        }
        List<String> header;
        List<CSVRecord> rows = new ArrayList<>();
        List<Long> lines = new ArrayList<>();
        try (CsvRows csv = new CsvRows(source, context, layout.delimiter(), "a row of time, attributes and metrics")) {
            header = csv.next().toList().stream().map(String::strip).toList();
            for (CSVRecord row = csv.next(); row != null; row = csv.next()) {
                if (row.size() != header.size()) {
                    throw ImportFailure.atLine(csv.line(), "expected " + header.size() + " fields as in the header,"
                            + " found " + row.size());
                }
                rows.add(row);
                lines.add(csv.line());
                if (csv.lastRowCut()) {
                    context.note(csv.cutNote(source, "the run", header.get(header.size() - 1)));
                }
            }
        }
        if (rows.isEmpty()) {
            throw ImportFailure.atLine(1, "expected rows of runs after the header, found none");
        }
        int time = layout.timeColumn();
        if (!layout.named()) {
            context.note("the times are read from the column \"" + header.get(time) + "\" (Otava's configuration"
                    + " names it; its default, \"time\", is not in the file)");
        }
        boolean[] metric = new boolean[header.size()];
        for (int c = 0; c < header.size(); c++) {
            metric[c] = c != time && isNumeric(rows, c);
        }
        String stem = Texts.fileStem(source.path());
        int commitColumn = header.indexOf("commit");
        for (int r = 0; r < rows.size(); r++) {
            context.checkCancelled();
            CSVRecord row = rows.get(r);
            Optional<Instant> started = HistoryTime.parse(row.get(time));
            if (started.isEmpty()) {
                throw new ImportFailure(lines.get(r), time + 1, "expected a time such as 2024-01-31 03:00:00 +0100 or"
                        + " Unix seconds, found '" + row.get(time) + "'");
            }
            RunDraft run = new RunDraft(FORMAT, stem).startedAt(started.get());
            for (int c = 0; c < header.size(); c++) {
                String text = row.get(c).strip();
                OptionalDouble value = Quantities.number(text);
                if (metric[c] && value.isPresent()) {
                    run.measure(header.get(c), Metrics.HISTORY_VALUE, value.getAsDouble(), "");
                } else if (!metric[c] && c != time) {
                    run.attribute(header.get(c), text);
                }
            }
            String commit = commitColumn >= 0 ? row.get(commitColumn).strip() : "";
            context.emit(run.name(stem + " @ " + (commit.isEmpty() ? row.get(time).strip() : commit)));
        }
    }

    private static boolean isNumeric(List<CSVRecord> rows, int column) {
        boolean any = false;
        for (CSVRecord row : rows) {
            String text = row.get(column).strip();
            if (!text.isEmpty()) {
                OptionalDouble value = Quantities.number(text);
                if (value.isEmpty()) {
                    return false;
                }
                any = true;
            }
        }
        return any;
    }
}
