package org.benchlens.export;

import java.time.Instant;
import java.util.List;

import org.benchlens.analysis.Comparison;
import org.benchlens.charts.ChartKind;
import org.benchlens.model.Run;

/**
 * Everything one report page shows, computed: the relative table, the charts drawn as inline SVG
 * (or the sentence that refused them), the runs involved, and how to write the report again.
 *
 * @param command the command line that rebuilds the report on the same store
 * @param written when the report was made
 */
public record Report(ReportRequest request, Comparison table, List<Figure> charts, List<Run> runs,
                     String version, String command, Instant written) {

    public Report {
        charts = List.copyOf(charts);
        runs = List.copyOf(runs);
    }

    /**
     * One chart: its SVG element, or the sentence BenchLens refused it with; with the notes on runs it left out.
     *
     * @param svg     an {@code <svg>} element from {@link org.benchlens.charts.InlineSvg}, or null when refused
     * @param refusal why the chart could not be drawn, or null
     */
    public record Figure(ChartKind kind, String title, String svg, String refusal, List<String> notes) {
        public Figure {
            notes = List.copyOf(notes);
        }

        /** The refusal as the command prints it: "no sweep chart: " and the sentence; null when drawn. */
        public String refusalLine() {
            return refusal == null ? null : "no " + ReportRequest.name(kind) + " chart: " + refusal;
        }
    }
}
