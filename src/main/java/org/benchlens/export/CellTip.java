package org.benchlens.export;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.stream.Collectors;

import org.benchlens.analysis.Comparison;

/** What a report shows when the pointer is on a cell of the relative table: one fact a line. */
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
        tip.append("ratio: ").append(cell.hasRatio()
                ? new BigDecimal(cell.ratio()).round(new MathContext(6)).stripTrailingZeros().toPlainString()
                + ", shown " + cell.displayedRatio() : "none (the base has no value here)").append('\n');
        tip.append("n: ").append(cell.runIds().size()).append(cell.runIds().size() == 1 ? " run (" : " runs (")
                .append(cell.runIds().stream().map(String::valueOf).collect(Collectors.joining(", "))).append(")\n");
        tip.append("interval: ").append(cell.runIds().size() < 2 ? "none (one run)" : "not computed");
        if (cell.errorRate() != null) {
            tip.append("\nfailed: ").append(Numbers.format(100 * cell.errorRate())).append(" % of operations");
        }
        return tip.toString();
    }
}
