package org.benchlens.export;

import java.util.stream.Collectors;

import org.benchlens.analysis.Comparison;

/**
 * The words of a Compare cell's tooltip, one text for the window, the HTML table and the report: where it is,
 * its value and the base's, the exact ratio beside the shown one, its statistics, its runs, and what its marks
 * mean.
 */
public final class CellTip {

    private CellTip() {
    }

    /** @param inBaseRow whether the cell is the base row's, which every other row is divided by */
    public static String of(String row, String column, Comparison.Cell cell, boolean inBaseRow) {
        StringBuilder tip = new StringBuilder(row).append(" · ").append(column).append('\n');
        tip.append("value: ").append(Numbers.format(cell.value()));
        if (!inBaseRow && !Double.isNaN(cell.baseValue())) {
            tip.append(" (base ").append(Numbers.format(cell.baseValue())).append(')');
        }
        tip.append('\n');
        tip.append("ratio: ").append(cell.hasRatio() ? CellText.exactDigits(cell) + ", shown " + cell.displayedRatio()
                : "none (the base has no value here)").append('\n');
        tip.append(CellText.details(cell));
        if (!cell.statistics().hasRepeats()) {
            tip.append("\n95 % CI of the mean: none (one value)");
        }
        tip.append("\nruns: ").append(cell.runIds().stream().map(String::valueOf).collect(Collectors.joining(", ")));
        if (cell.errorRate() != null) {
            tip.append("\nfailed: ").append(Numbers.format(100 * cell.errorRate())).append(" % of operations");
        }
        if (cell.failed()) {
            tip.append("\n").append(cell.failureMark()).append(": a rate of failing requests, never coloured");
        }
        if (cell.ignored()) {
            tip.append("\n").append(ComparisonWriter.IGNORED_MARK).append(": ").append(ComparisonWriter.IGNORED_MEANING);
        }
        return tip.toString();
    }
}
