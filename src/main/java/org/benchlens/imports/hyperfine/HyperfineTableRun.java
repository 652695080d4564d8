package org.benchlens.imports.hyperfine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Quantities;
import org.benchlens.imports.Texts;
import org.benchlens.imports.http.LineRules;
import org.benchlens.imports.http.TextRun;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * One table of hyperfine's Markdown or Org export, from its header row: a row a command, {@code mean ± stddev}
 * (no stddev for a command run once), min and max in the header's unit, as hyperfine rounds them (three decimals
 * in s, one in ms and µs), and the speed relative to the fastest ({@code 1.00}) or the reference command.
 */
final class HyperfineTableRun implements TextRun {

    /** What a column after the command holds, by its header. */
    private enum Column { MEAN, MIN, MAX, RANGE, RELATIVE }

    /** Markdown's {@code |:---|---:|} (or {@code | :--- | ---: |} reformatted), Org's {@code |--+--|}. */
    private static final Pattern DIVIDER = Pattern.compile("\\|[-:+| ]*-[-:+| ]*");
    /** A cell border: a bar hyperfine did not escape as {@code \|} in a command. */
    private static final Pattern BORDER = Pattern.compile("(?<!\\\\)\\|");
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
    private boolean divided;
    private int rows;

    HyperfineTableRun(ImportContext context) {
        steps = new HyperfineSteps(draft, context);
    }

    @Override
    public boolean accept(LineRules.Line line) throws ImportFailure {
        if (unit == null) {
            Matcher header = HyperfineTableImporter.HEADER.matcher(line.stripped());
            if (!header.matches()) {
                return false;
            }
            unit = header.group(1);
            powerOfTen = "s".equals(unit) ? 0 : "ms".equals(unit) ? -3 : -6;
            List<String> cells = cells(line.stripped());
            cells.subList(1, cells.size()).forEach(cell -> columns.add(column(cell)));
            return true;
        }
        if (!divided) {
            divided = DIVIDER.matcher(line.stripped()).matches();
            return divided;
        }
        if (!line.stripped().startsWith("|")) {
            return false;
        }
        row(line, cells(line.stripped()));
        return true;
    }

    private static Column column(String header) {
        return header.startsWith("Mean") ? Column.MEAN : header.startsWith("Min…Max") ? Column.RANGE
                : header.startsWith("Min") ? Column.MIN : header.startsWith("Max") ? Column.MAX : Column.RELATIVE;
    }

    private void row(LineRules.Line line, List<String> cells) throws ImportFailure {
        if (cells.size() != columns.size() + 1) {
            throw ImportFailure.atLine(line.number(), "expected " + (columns.size() + 1) + " cells as in hyperfine's"
                    + " header, found " + cells.size());
        }
        String step = steps.step("line " + line.number(), command(cells.get(0)));
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

    private static Matcher match(Pattern pattern, String cell, LineRules.Line line, String expected)
            throws ImportFailure {
        Matcher m = pattern.matcher(cell);
        if (!m.matches()) {
            throw ImportFailure.atLine(line.number(), "expected " + expected + ", found '"
                    + Texts.abbreviate(cell, 40) + "'");
        }
        return m;
    }

    private void statistic(String step, String name, String value) {
        steps.statistic(step, name, Quantities.timesPowerOfTen(Double.parseDouble(value), powerOfTen));
    }

    /** The cells between the row's outer bars, trimmed. */
    private static List<String> cells(String row) {
        String inner = row.substring(1, row.endsWith("|") && !row.endsWith("\\|") ? row.length() - 1 : row.length());
        return Arrays.stream(BORDER.split(inner, -1)).map(String::strip).toList();
    }

    private static String unemphasised(String cell) {
        Matcher m = EMPHASIS.matcher(cell);
        return m.matches() ? m.group(2).strip() : cell;
    }

    /**
     * The command as hyperfine ran it: in backticks (Markdown) or equals signs (Org), its bars escaped; words a
     * write-up added after the backticks stay, so that two rows of one command stay two steps.
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

    @Override
    public boolean complete() {
        return rows > 0;
    }

    @Override
    public RunDraft finish() {
        draft.attribute(AttributeKeys.TOOL, HyperfineImporter.FORMAT);
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        return draft;
    }
}
