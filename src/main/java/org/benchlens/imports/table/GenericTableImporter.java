package org.benchlens.imports.table;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * Result tables of one row per scenario with metric columns, as teams keep k6 and other results:
 * CSV ({@code "scenario","Overall RPS","Pass RPS","Avg. Pass Request Duration","Pass Rate"}) or
 * Markdown. The first column of text names the rows; columns of figures are mapped to normalised
 * metrics by their words and units where recognisable ({@link MetricColumn}) and every column
 * keeps its own name too; a note lists the mapping. Other text columns become attributes.
 */
public final class GenericTableImporter implements Importer {

    public static final String FORMAT = "result-table";
    private static final int MAX_LINE = 16_384;
    /** A file this large is no pasted table: the importer reads tables that fit in memory. */
    private static final int MAX_LINES = 100_000;
    /**
     * A first column so named holds metrics ("Metric | Value", wrk's "Stat | Avg | Stdev | Max"): the
     * table describes one run, and its rows are not runs (decision 0177).
     */
    private static final Pattern METRIC_A_ROW = Pattern.compile(
            "(?i)metrics?|stats?|statistics?|measures?|measurements?|kpis?|indicators?|properties|property");

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "result tables of one row per scenario (CSV or Markdown)";
    }

    @Override
    public boolean detect(Peek peek) {
        return !peek.binary() && !GenericTable.find(peek.lines(), 1).isEmpty();
    }

    /**
     * A file that ends without a line break in a line that would be the next row of a table, but is
     * no row, was cut in the middle of that row: refused, rather than the row left out unsaid.
     */
    private static void refuseARowCutShort(List<String> lines, List<GenericTable> tables) throws ImportFailure {
        long last = lines.size();
        if (lines.get(lines.size() - 1).isBlank()) {
            return;
        }
        for (GenericTable table : tables) {
            List<Long> rowLines = table.rows().stream().map(GenericTable.Row::line).toList();
            if (rowLines.contains(last - 1) && !rowLines.contains(last)) {
                throw ImportFailure.atLine(last, "the file ends in the middle of line " + last + ", a row of the table"
                        + " whose header is line " + table.line() + " (is it truncated?)");
            }
        }
    }

    /** A last row without its line break that still reads may have lost figures at its end: said, and kept. */
    private static void noteALastRowThatReads(ImportSource source, long last, List<GenericTable> tables,
                                              ImportContext context) {
        boolean aRow = tables.stream().anyMatch(table -> table.rows().stream().anyMatch(row -> row.line() == last));
        if (aRow) {
            context.note(LineNote.at(source, last, "the file ends in the middle of line " + last + " (is it truncated?):"
                    + " the row on it is read as it is, but its last figures may be short"));
        }
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        List<String> lines = new ArrayList<>();
        boolean cut;
        try (TextLines text = new TextLines(source, context, MAX_LINE, "a line of a result table")) {
            for (String line = text.next(); line != null; line = text.next()) {
                if (lines.size() == MAX_LINES) {
                    throw ImportFailure.atLine(text.lineNumber(), "expected a result table of at most " + MAX_LINES
                            + " lines, found more");
                }
                lines.add(line);
            }
            cut = text.lastLineUnterminated();
        }
        List<GenericTable> tables = GenericTable.find(lines, 1);
        if (cut) {
            refuseARowCutShort(lines, tables);
            noteALastRowThatReads(source, lines.size(), tables, context);
        }
        List<ImportFailure> refusals = new ArrayList<>();
        int runs = 0;
        for (GenericTable table : tables) {
            int name = nameColumn(table);
            if (name >= 0 && METRIC_A_ROW.matcher(table.header().get(name).strip()).matches()) {
                refusals.add(ImportFailure.atLine(table.line(), "expected a result table of a run a row, found one of"
                        + " a metric a row (its first column \"" + table.header().get(name).strip() + "\": "
                        + firstNames(table, name) + "), which describes one run"));
                continue;
            }
            boolean anyNumbers = IntStream.range(0, table.columns()).anyMatch(table::isNumeric);
            if (name < 0 || !anyNumbers) {
                ImportFailure refusal = ImportFailure.atLine(table.line(), "expected a result table with a column of"
                        + " names (such as the scenario) and columns of figures, found the columns "
                        + String.join(", ", table.header()) + (name < 0 ? ", none of which names the rows" : ", none of figures"));
                refusals.add(refusal);
                continue;
            }
            runs += read(source, table, name, TimeUnitComment.before(lines, table.line()), context);
        }
        if (runs == 0 && !refusals.isEmpty()) {
            throw refusals.size() == 1 ? refusals.get(0) : ImportFailure.atLine(refusals.get(0).line(),
                    refusals.get(0).getMessage() + "; the tables at lines " + String.join(", ", refusals.stream()
                            .skip(1).map(refusal -> Long.toString(refusal.line())).toList()) + " are refused too");
        }
        refusals.forEach(refusal -> context.note(LineNote.at(source, refusal.line(), "left out: " + refusal.getMessage())));
    }

    private static int read(ImportSource source, GenericTable table, int nameColumn, String fileTimeUnit,
                            ImportContext context) {
        List<MetricColumn> columns = IntStream.range(0, table.columns())
                .mapToObj(c -> MetricColumn.of(table.header().get(c), fileTimeUnit)
                        .certainFor(table.rows().stream().map(row -> row.cells().get(c)).toList()))
                .toList();
        List<String> mapping = new ArrayList<>();
        for (int c = 0; c < table.columns(); c++) {
            if (c != nameColumn && table.isNumeric(c)) {
                mapping.add(columns.get(c).describe());
            }
        }
        context.note(LineNote.at(source, table.line(), "columns read as " + String.join(", ", mapping)));
        for (GenericTable.Row row : table.rows()) {
            context.checkCancelled();
            String name = row.cells().get(nameColumn);
            RunDraft run = new RunDraft(FORMAT, name).attribute(AttributeKeys.SCENARIO, name);
            for (int c = 0; c < table.columns(); c++) {
                String cell = row.cells().get(c);
                if (c == nameColumn || TableRows.isMissing(cell)) {
                    continue;
                }
                MetricColumn column = columns.get(c);
                if (!table.isNumeric(c)) {
                    run.attribute(column.own(), cell);
                    continue;
                }
                measure(run, column, cell);
            }
            context.emit(run);
        }
        return table.rows().size();
    }

    private static void measure(RunDraft run, MetricColumn column, String cell) {
        TableColumn.Reading own = TableColumn.of(column.header()).read(GenericTable.plainNumber(cell));
        if (own != null) {
            run.measure(Steps.TOTAL, column.own(), own.value(), own.unit());
        }
        if (column.metric() == null) {
            return;
        }
        OptionalDouble value = column.normalised(cell);
        if (value.isEmpty()) {
            return;
        }
        run.measure(Steps.TOTAL, column.metric(), value.getAsDouble(), column.unit());
        if (column.isLoad()) {
            run.attribute(AttributeKeys.VUS, Long.toString(Math.round(value.getAsDouble())));
        }
    }

    /** The rows' names, as far as three, to say what a table holds. */
    private static String firstNames(GenericTable table, int column) {
        List<String> names = table.rows().stream().map(row -> row.cells().get(column).strip()).toList();
        return String.join(", ", names.subList(0, Math.min(3, names.size()))) + (names.size() > 3 ? ", …" : "");
    }

    /** The first column of text, preferring one whose header says it names the rows. */
    private static int nameColumn(GenericTable table) {
        int first = -1;
        for (int c = 0; c < table.columns(); c++) {
            if (table.isNumeric(c)) {
                continue;
            }
            int column = c;
            boolean named = table.rows().stream().allMatch(r -> !r.cells().get(column).isBlank());
            if (!named) {
                continue;
            }
            if (table.header().get(c).strip().toLowerCase(Locale.ROOT)
                    .matches("scenario|name|test|endpoint|benchmark|benchmark_name|case|api|test name|server|profile")) {
                return c;
            }
            first = first < 0 ? c : first;
        }
        return first;
    }
}
