package org.benchlens.export;

import java.util.stream.Collectors;

import org.benchlens.analysis.Comparison;

/**
 * What a report shows when the pointer is on a cell of the relative table, one fact a line: the
 * value beside the base's, the exact ratio, n and the interval with the other statistics of the
 * cell's repeats (as the Compare window's tooltip gives them), the runs and the failed share.
 */
final class CellTip {

    private CellTip() {
    }

    static String of(String row, String column, Comparison.Cell cell, Comparison.Cell base) {
        StringBuilder tip = new StringBuilder(row).append(" · ").append(column).append('\n');
        tip.append("value: ").append(Numbers.format(cell.value()));
        if (base != null && cell != base) {
            tip.append(" (base ").append(Numbers.format(base.value())).append(')');
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
            tip.append("\n").append(cell.failureMark()).append(": a rate of failing requests, not coloured");
        }
        return tip.toString();
    }
}
