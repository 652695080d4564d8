package org.benchlens.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.charts.ChartKind;

/** The command a report prints to write it again: only what differs from the defaults, quoted for a shell. */
class ReportRequestTest {

    @Test
    void wordsWithSpacesOrQuotesAreQuotedForAShell() {
        Map<String, String> where = new LinkedHashMap<>();
        where.put("deployment", "2 postgrest behind nginx");
        where.put("note", "it's $HOME");
        ReportRequest request = new ReportRequest(where, List.of(3L, 5L),
                ComparisonRequest.rows("deployment").columns("vus").step("GETSingle").build(),
                false, CellContent.BOTH, List.of(ChartKind.LATENCY_THROUGHPUT, ChartKind.SWEEP), null);

        assertThat(request.command("my report.html")).isEqualTo("benchlens report 3 5 --where "
                + "'deployment=2 postgrest behind nginx' --where 'note=it'\\''s $HOME' --rows deployment --cols vus "
                + "--step GETSingle --show both --chart latency-throughput --chart sweep -o 'my report.html'");
    }

    @Test
    void theDefaultsAreLeftOut() {
        ReportRequest request = new ReportRequest(Map.of(), List.of(), ComparisonRequest.rows("version").build(), false,
                null, List.of(ChartKind.BARS), null);

        assertThat(request.command("r.html")).isEqualTo("benchlens report --rows version -o r.html");
        assertThat(request.linesAttribute()).isEqualTo("version");
    }
}
