package org.benchlens.imports.table;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

import org.benchlens.imports.Quantities;

/**
 * A table of one row per scenario as teams keep results: CSV (comma, semicolon or tab) or a
 * Markdown table ({@code | Test | RPS | p95 |} over {@code |---|---:|}). Found by its shape: a
 * header of words, then rows with as many cells.
 *
 * @param line the line of the header, 1-based
 * @param rows each row's cells and its line
 */
record GenericTable(long line, List<String> header, List<Row> rows) {

    private static final Pattern MARKDOWN_RULE = Pattern.compile("^\\s*\\|?\\s*:?-{3,}:?\\s*(\\|\\s*:?-{3,}:?\\s*)*\\|?\\s*$");
    private static final Pattern THOUSANDS = Pattern.compile("(?<=\\d),(?=\\d{3}(?!\\d))");
    /** Digits grouped by threes with a space, a no-break or a thin space: {@code 3 952.08}, {@code 1 185 125}. */
    private static final Pattern SPACED_GROUPS =
            Pattern.compile("^[+-]?\\d{1,3}(?:[ \\u00A0\\u2009\\u202F]\\d{3})+(?:\\.\\d+)?(?=\\s*[^\\d\\s]*$)");
    private static final Pattern GROUP_SPACE = Pattern.compile("[ \\u00A0\\u2009\\u202F]");
    /** Tokens of program text no column name holds: comparisons, arrows, blocks, functions. */
    private static final Pattern CODE = Pattern.compile("===|!==|=>|\\)\\s*\\{|\\};|\\bfunction\\s*\\(|\\breturn\\b");
    private static final Pattern UNIT_GAP = Pattern.compile("(?<=\\d)\\s+(?=[a-zA-Zµ%])");

    record Row(long line, List<String> cells) {
    }

    /** The tables in {@code lines} (numbered from {@code firstLine}); text between them is left to the caller. */
    static List<GenericTable> find(List<String> lines, long firstLine) {
        List<GenericTable> tables = new ArrayList<>();
        int i = 0;
        while (i < lines.size()) {
            int end = markdown(lines, i, firstLine, tables);
            if (end == i) {
                end = delimited(lines, i, firstLine, tables);
            }
            i = end == i ? i + 1 : end;
        }
        return tables;
    }

    /** A Markdown table starting at {@code i}: header, rule, rows; answers the index after it, or i. */
    private static int markdown(List<String> lines, int i, long firstLine, List<GenericTable> tables) {
        if (i + 2 >= lines.size() || !lines.get(i).contains("|") || !MARKDOWN_RULE.matcher(lines.get(i + 1)).matches()) {
            return i;
        }
        List<String> header = pipeCells(lines.get(i));
        List<Row> rows = new ArrayList<>();
        int j = i + 2;
        while (j < lines.size() && lines.get(j).contains("|") && !lines.get(j).isBlank()) {
            List<String> cells = pipeCells(lines.get(j));
            if (cells.size() == header.size()) {
                rows.add(new Row(firstLine + j, cells));
            }
            j++;
        }
        if (header.size() >= 2 && rows.stream().flatMap(r -> r.cells().stream()).anyMatch(GenericTable::isFigure)) {
            tables.add(new GenericTable(firstLine + i, header, rows));
        }
        return j;
    }

    /** A CSV table starting at {@code i}: a header of words and rows of as many cells; answers the index after it, or i. */
    private static int delimited(List<String> lines, int i, long firstLine, List<GenericTable> tables) {
        char separator = separatorOf(lines.get(i));
        if (separator == 0) {
            return i;
        }
        List<String> header = split(lines.get(i), separator);
        if (header.size() < 2 || header.stream().anyMatch(h -> h.isBlank() || isFigure(h) || isCode(h))) {
            return i;
        }
        List<Row> rows = new ArrayList<>();
        int j = i + 1;
        while (j < lines.size() && !lines.get(j).isBlank()) {
            List<String> cells = split(lines.get(j), separator);
            if (cells.size() != header.size()) {
                break;
            }
            rows.add(new Row(firstLine + j, cells));
            j++;
        }
        if (rows.isEmpty() || rows.stream().flatMap(r -> r.cells().stream()).noneMatch(GenericTable::isFigure)) {
            return i;
        }
        tables.add(new GenericTable(firstLine + i, header, rows));
        return j;
    }

    /** A header cell that is a piece of a program (minified JavaScript beside a report), not a column's name. */
    private static boolean isCode(String cell) {
        return CODE.matcher(cell).find();
    }

    private static char separatorOf(String line) {
        for (char c : new char[] {'\t', ';', ','}) {
            if (line.indexOf(c) >= 0) {
                return c;
            }
        }
        return 0;
    }

    private static List<String> split(String line, char separator) {
        try {
            List<CSVRecord> records = CSVFormat.DEFAULT.builder().setDelimiter(separator).get()
                    .parse(new StringReader(line)).getRecords();
            return records.isEmpty() ? List.of() : records.get(0).stream().map(String::strip).toList();
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    private static List<String> pipeCells(String line) {
        String text = line.strip();
        if (text.startsWith("|")) {
            text = text.substring(1);
        }
        if (text.endsWith("|")) {
            text = text.substring(0, text.length() - 1);
        }
        List<String> cells = new ArrayList<>();
        for (String cell : text.split("(?<!\\\\)\\|", -1)) {
            cells.add(cell.strip().replaceAll("^\\*\\*|\\*\\*$", "").strip());
        }
        return cells;
    }

    /** A cell that holds a figure: a number, with or without a unit, rate, percent sign or {@code k}/{@code M}/{@code G}. */
    static boolean isFigure(String cell) {
        String text = plainNumber(cell);
        return Quantities.number(text).isPresent() || Quantities.millis(text).isPresent()
                || Quantities.perSecond(text).isPresent() || Quantities.percentAsFraction(text).isPresent()
                || Quantities.bytes(text).isPresent() || Quantities.withMetricPrefix(text).isPresent();
    }

    /**
     * {@code 3,432.36} → 3432.36, {@code 3 952.08} (spaces or thin spaces between groups of digits) →
     * 3952.08, {@code 1,427 ms} → 1427ms, Markdown bold removed.
     */
    static String plainNumber(String cell) {
        String text = cell.strip().replaceAll("^\\*\\*|\\*\\*$", "").strip();
        Matcher grouped = SPACED_GROUPS.matcher(text);
        if (grouped.find()) {
            text = GROUP_SPACE.matcher(grouped.group()).replaceAll("") + text.substring(grouped.end());
        }
        return UNIT_GAP.matcher(THOUSANDS.matcher(text).replaceAll("")).replaceAll("");
    }

    int columns() {
        return header.size();
    }

    /** True when every cell of column {@code c} that is not blank is a figure. */
    boolean isNumeric(int c) {
        return rows.stream().map(r -> r.cells().get(c)).filter(cell -> !TableRows.isMissing(cell))
                .allMatch(GenericTable::isFigure)
                && rows.stream().anyMatch(r -> !TableRows.isMissing(r.cells().get(c)));
    }
}
