package org.benchlens.imports.ibench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Pattern;

import org.jsoup.nodes.Element;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Quantities;
import org.benchlens.imports.Texts;

/**
 * Reads one summary table ({@code <tr><th>dbms</th><th>l.i0</th>…}) into numbers, strictly:
 * every row must have a cell per header cell and every cell a number (or nothing), so that a
 * damaged table fails at the row that is wrong instead of shifting values into other steps.
 */
final class SummaryTableReader {

    static final int MAX_NAME_LENGTH = 1000;
    static final int MAX_STEP_LENGTH = 200;
    static final String TARGET_ROW = "target";

    /** The id the report gives a cell whose value is to be ignored: the DBMS missed its insert target. */
    private static final String GREY_CELL = "cgray";
    private static final Pattern TWO_DECIMALS = Pattern.compile("\\d+\\.\\d\\d");

    private final ReportDocument document;
    private final ImportContext context;

    SummaryTableReader(ReportDocument document, ImportContext context) {
        this.document = document;
        this.context = context;
    }

    /**
     * @param hint the kind the file name or the table's place in the report suggests, used when
     *             the content does not decide it
     */
    SummaryTable read(Element table, Optional<TableKind> hint) throws ImportFailure {
        List<Element> rows = table.select("tr");
        Element header = rows.isEmpty() ? null : rows.get(0);
        if (header == null || cellsOf(header).stream().noneMatch(c -> c.normalName().equals("th"))) {
            throw new ImportFailure(ReportDocument.line(table), ReportDocument.column(table),
                    "expected the table to start with a header row (<tr><th>dbms</th><th>l.i0</th>…), found none");
        }
        List<String> steps = steps(header);
        List<RawRow> raw = new ArrayList<>();
        RawRow target = null;
        for (Element row : rows.subList(1, rows.size())) {
            List<Element> cells = cellsOf(row);
            if (cells.isEmpty()) {
                continue;
            }
            if (cells.size() != steps.size() + 1) {
                throw new ImportFailure(ReportDocument.line(row), ReportDocument.column(row),
                        "expected a row of " + (steps.size() + 1) + " cells (the DBMS and " + steps.size()
                                + " steps) in the " + document.fileName() + " table, found " + cells.size());
            }
            RawRow parsed = new RawRow(row, cells);
            if (parsed.dbms().equalsIgnoreCase(TARGET_ROW)) {
                if (target != null) {
                    throw new ImportFailure(ReportDocument.line(row), ReportDocument.column(row),
                            "expected one 'target' row in the insert rate table, found a second one");
                }
                target = parsed;
            } else {
                raw.add(parsed);
            }
        }
        if (raw.isEmpty()) {
            throw new ImportFailure(ReportDocument.line(header), ReportDocument.column(header),
                    "expected DBMS rows after the header row, found none");
        }
        TableKind kind = kindOf(raw, target, hint);
        List<SummaryTable.Row> values = new ArrayList<>();
        for (RawRow row : raw) {
            values.add(row.values(steps, kind));
        }
        SummaryTable.Row targetValues = target == null ? null : target.values(steps, kind);
        return new SummaryTable(kind, steps, values, targetValues, document.fileName());
    }

    private List<String> steps(Element header) throws ImportFailure {
        List<Element> cells = cellsOf(header);
        String first = cells.get(0).text().strip();
        if (!first.equalsIgnoreCase("dbms")) {
            throw new ImportFailure(ReportDocument.line(cells.get(0)), ReportDocument.column(cells.get(0)),
                    "expected the first header cell to be 'dbms', found '" + Texts.abbreviate(first, 60) + "'");
        }
        List<String> steps = new ArrayList<>();
        Map<String, String> reportNames = new HashMap<>();
        for (Element cell : cells.subList(1, cells.size())) {
            String reportName = cell.text().strip();
            String step = StepName.normalise(reportName);
            if (step.isEmpty() || step.length() > MAX_STEP_LENGTH) {
                throw new ImportFailure(ReportDocument.line(cell), ReportDocument.column(cell),
                        "expected a step name such as l.i0 or qr100 in the header, found '" + Texts.abbreviate(reportName, 60) + "'");
            }
            String earlier = reportNames.putIfAbsent(step, reportName);
            if (earlier != null) {
                throw new ImportFailure(ReportDocument.line(cell), ReportDocument.column(cell),
                        "expected each step once in the header, found step " + step + " twice ("
                                + earlier + " and " + reportName + ")");
            }
            steps.add(step);
        }
        if (steps.isEmpty()) {
            throw new ImportFailure(ReportDocument.line(header), ReportDocument.column(header),
                    "expected steps after 'dbms' in the header row, found none");
        }
        return steps;
    }

    /** A target row means insert rates; a first row of 1.00 in %.2f cells means relative throughput. */
    private static TableKind kindOf(List<RawRow> rows, RawRow target, Optional<TableKind> hint) {
        if (target != null) {
            return TableKind.IPUT;
        }
        boolean baseIsOne = rows.get(0).texts().stream().allMatch(t -> t.isEmpty() || t.equals("1.00"));
        boolean twoDecimals = rows.stream().flatMap(r -> r.texts().stream())
                .allMatch(t -> t.isEmpty() || TWO_DECIMALS.matcher(t).matches());
        if (baseIsOne && twoDecimals) {
            return TableKind.TPUTR;
        }
        return hint.orElse(TableKind.TPUT);
    }

    private static List<Element> cellsOf(Element row) {
        return row.children().stream().filter(c -> c.normalName().equals("td") || c.normalName().equals("th")).toList();
    }

    /** A row as text, before its kind is known. */
    private final class RawRow {
        private final Element row;
        private final List<Element> cells;

        RawRow(Element row, List<Element> cells) throws ImportFailure {
            this.row = row;
            this.cells = cells;
            String dbms = dbms();
            if (dbms.isEmpty() || dbms.length() > MAX_NAME_LENGTH) {
                throw new ImportFailure(ReportDocument.line(row), ReportDocument.column(row),
                        "expected a DBMS name such as pg163_def.cx9a2a_c32r128 in the first cell, found '"
                                + Texts.abbreviate(dbms, 60) + "'");
            }
        }

        String dbms() {
            return cells.get(0).text().strip();
        }

        List<String> texts() {
            return cells.subList(1, cells.size()).stream().map(c -> c.text().strip()).toList();
        }

        SummaryTable.Row values(List<String> steps, TableKind kind) throws ImportFailure {
            List<Double> values = new ArrayList<>();
            List<Boolean> grey = new ArrayList<>();
            for (int i = 0; i < steps.size(); i++) {
                Element cell = cells.get(i + 1);
                grey.add(cell.id().equals(GREY_CELL));
                String text = cell.text().strip();
                if (text.isEmpty()) {
                    context.note(document.fileName() + ": the " + kind.description() + " has no value for "
                            + dbms() + " at " + steps.get(i) + " (line " + ReportDocument.line(row) + ")");
                    values.add(Double.NaN);
                } else {
                    OptionalDouble number = Quantities.number(text);
                    if (number.isEmpty()) {
                        throw new ImportFailure(ReportDocument.line(cell), ReportDocument.column(cell),
                                "expected a number in the " + kind.description() + " for " + dbms() + " at "
                                        + steps.get(i) + ", found '" + Texts.abbreviate(text, 60) + "'");
                    }
                    values.add(number.getAsDouble());
                }
            }
            return new SummaryTable.Row(dbms(), values, grey);
        }
    }
}
