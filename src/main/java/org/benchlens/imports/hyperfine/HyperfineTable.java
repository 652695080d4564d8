package org.benchlens.imports.hyperfine;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Quantities;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * One table of hyperfine's markup exports, whatever the markup: its header cells, then a row of cells a command,
 * {@code mean ± stddev} (no stddev for a command run once), min and max in the header's unit, as hyperfine rounds
 * them (three decimals in s, one in ms and µs), and the speed relative to the fastest ({@code 1.00}) or the
 * reference command.
 */
final class HyperfineTable {

    /** What a column after the command holds, by its header. */
    private enum Column { MEAN, MIN, MAX, RANGE, RELATIVE }

    private static final Pattern HEADER_CELL = Pattern.compile("(Mean|Min…Max|Min|Max) \\[(s|ms|µs|μs|us)]|Relative");
    private static final String NUMBER = "(\\d+(?:\\.\\d+)?)";
    private static final Pattern WITH_STDDEV = Pattern.compile(NUMBER + "(?:\\s*±\\s*" + NUMBER + ")?");
    private static final Pattern RANGE = Pattern.compile(NUMBER + "\\s*…\\s*" + NUMBER);
    private static final Pattern PLAIN = Pattern.compile(NUMBER);
    /** Bold or italics a write-up puts around the winner's figures ({@code **0.997 ± 0.006**}). */
    private static final Pattern EMPHASIS = Pattern.compile("([*_]{1,2})(.+)\\1");
    /** A command in backticks, with a word of the write-up after it ({@code `sd -A 'foo' 'qux'` (across)}). */
    private static final Pattern QUOTED = Pattern.compile("`([^`]+)`(.*)");

    private final RunDraft draft = new RunDraft(HyperfineTableImporter.FORMAT, "");
    private final HyperfineSteps steps;
    private final List<Column> columns = new ArrayList<>();
    private String unit;
    /** From the table's unit to seconds. */
    private int powerOfTen;
    private int rows;

    HyperfineTable(ImportContext context) {
        steps = new HyperfineSteps(draft, context);
    }

    /** Reads the header's cells; false when they are not hyperfine's: {@code Command}, {@code Mean} first, one unit. */
    boolean header(List<String> cells) {
        if (cells.size() < 2 || !cells.get(0).equals("Command")) {
            return false;
        }
        for (String cell : cells.subList(1, cells.size())) {
            Matcher m = HEADER_CELL.matcher(cell);
            if (!m.matches() || m.group(2) != null && unit != null && !unit.equals(m.group(2))) {
                return false;
            }
            unit = unit == null ? m.group(2) : unit;
            columns.add(column(cell));
        }
        powerOfTen = "s".equals(unit) ? 0 : "ms".equals(unit) ? -3 : -6;
        return columns.get(0) == Column.MEAN;
    }

    boolean hasHeader() {
        return !columns.isEmpty();
    }

    int cellsInARow() {
        return columns.size() + 1;
    }

    private static Column column(String header) {
        return header.startsWith("Mean") ? Column.MEAN : header.startsWith("Min…Max") ? Column.RANGE
                : header.startsWith("Min") ? Column.MIN : header.startsWith("Max") ? Column.MAX : Column.RELATIVE;
    }

    /** A command's row, from the line it starts on. */
    void row(long line, List<String> cells) throws ImportFailure {
        if (cells.size() != cellsInARow()) {
            throw ImportFailure.atLine(line, "expected " + cellsInARow() + " cells as in hyperfine's header, found "
                    + cells.size());
        }
        String step = steps.step("line " + line, command(cells.get(0)));
        for (int i = 0; i < columns.size(); i++) {
            String cell = unemphasised(cells.get(i + 1));
            switch (columns.get(i)) {
                case MEAN -> {
                    Matcher mean = match(WITH_STDDEV, cell, line, "the mean as 'mean ± stddev' in " + unit);
                    statistic(step, "mean", mean.group(1));
                    if (mean.group(2) != null) {
                        statistic(step, "stddev", mean.group(2));
                    }
                }
                case MIN -> statistic(step, "min", match(PLAIN, cell, line, "the minimum in " + unit).group(1));
                case MAX -> statistic(step, "max", match(PLAIN, cell, line, "the maximum in " + unit).group(1));
                case RANGE -> {
                    Matcher range = match(RANGE, cell, line, "the range as 'min…max' in " + unit);
                    statistic(step, "min", range.group(1));
                    statistic(step, "max", range.group(2));
                }
                case RELATIVE -> {
                    Matcher relative = match(WITH_STDDEV, cell, line, "the relative speed as 'ratio ± stddev'");
                    draft.measure(step, "relative", Double.parseDouble(relative.group(1)), Units.NONE);
                    if (relative.group(2) != null) {
                        draft.measure(step, "relative.stddev", Double.parseDouble(relative.group(2)), Units.NONE);
                    }
                }
            }
        }
        rows++;
    }

    private static Matcher match(Pattern pattern, String cell, long line, String expected) throws ImportFailure {
        Matcher m = pattern.matcher(cell);
        if (!m.matches()) {
            throw ImportFailure.atLine(line, "expected " + expected + ", found '" + Texts.abbreviate(cell, 40) + "'");
        }
        return m;
    }

    private void statistic(String step, String name, String value) {
        steps.statistic(step, name, Quantities.timesPowerOfTen(Double.parseDouble(value), powerOfTen));
    }

    private static String unemphasised(String cell) {
        Matcher m = EMPHASIS.matcher(cell);
        return m.matches() ? m.group(2).strip() : cell;
    }

    /**
     * The command as hyperfine ran it: in backticks (Markdown, AsciiDoc) or equals signs (Org), its bars escaped;
     * words a write-up added after the backticks stay, so that two rows of one command stay two steps.
     */
    private static String command(String cell) {
        Matcher quoted = QUOTED.matcher(cell);
        String command;
        if (quoted.matches()) {
            command = (quoted.group(1) + " " + quoted.group(2).strip()).strip();
        } else if (cell.length() >= 2 && cell.startsWith("=") && cell.endsWith("=")) {
            command = cell.substring(1, cell.length() - 1);
        } else {
            command = cell;
        }
        return command.replace("\\|", "|");
    }

    boolean hasRows() {
        return rows > 0;
    }

    RunDraft finish() {
        draft.attribute(AttributeKeys.TOOL, HyperfineImporter.FORMAT);
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        return draft;
    }
}
