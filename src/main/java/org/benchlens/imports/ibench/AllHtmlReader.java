package org.benchlens.imports.ibench;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.jsoup.nodes.Element;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.Units;

/**
 * Reads a report page ({@code all.html}): the introduction (rows, clients, workload), the three
 * summary tables under {@code <h1 id="summary">}, and for each step its {@code <step>.metrics}
 * section (a {@code <pre>} block of hardware-efficiency metrics per DBMS) and its
 * {@code <step>.rt} section (response-time histograms). The {@code <step>.graph} sections repeat
 * the same numbers for the DBMS of the summary and are not read again.
 */
final class AllHtmlReader {

    private static final String SUMMARY = "summary";
    private static final String METRICS_SUFFIX = ".metrics";
    private static final String RT_SUFFIX = ".rt";

    private final ReportDocument document;
    private final ImportContext context;
    private final ReportRuns runs;

    AllHtmlReader(ReportDocument document, ImportContext context, ReportRuns runs) {
        this.document = document;
        this.context = context;
        this.runs = runs;
    }

    void read() throws ImportFailure {
        // A cut-off page would lose its last sections without a trace, so it is refused whole.
        document.requireEnd("</html>", "the report ends early: expected the page to end with </html>");
        ReportIntro intro = ReportIntro.of(document.document());
        runs.reportAttribute(IbenchAttributes.ROWS, intro.rows());
        runs.reportAttribute(IbenchAttributes.CLIENTS, intro.clients());
        runs.reportAttribute(AttributeKeys.WORKLOAD, intro.workload());
        readSummary();
        readSections();
    }

    private void readSummary() throws ImportFailure {
        List<Element> tables = new ArrayList<>();
        Element heading = null;
        for (Element element : document.document().select("h1, table")) {
            if (element.normalName().equals("h1")) {
                if (heading != null) {
                    break;
                }
                heading = element.id().equals(SUMMARY) ? element : null;
            } else if (heading != null) {
                tables.add(element);
            }
        }
        if (tables.isEmpty()) {
            throw new ImportFailure(heading == null ? 0 : ReportDocument.line(heading), 0,
                    "expected the summary tables (throughput by DBMS and step) under <h1 id=\"summary\">, found "
                            + (heading == null ? "no such heading" : "no table"));
        }
        if (tables.size() > TableKind.values().length) {
            context.note("all.html: the summary has " + tables.size() + " tables; read the first "
                    + TableKind.values().length + " (throughput, relative throughput, insert rates)");
        }
        SummaryTableReader reader = new SummaryTableReader(document, context);
        for (int i = 0; i < Math.min(tables.size(), TableKind.values().length); i++) {
            runs.add(reader.read(tables.get(i), Optional.of(TableKind.values()[i])));
        }
    }

    /** Walks the headings, captions and {@code <pre>} blocks in document order. */
    private void readSections() throws ImportFailure {
        String section = "";
        String caption = "";
        int metricsBlocks = 0;
        ResponseTimes responseTimes = new ResponseTimes(runs);
        for (Element element : document.document().select("h1, p, pre")) {
            context.checkCancelled();
            switch (element.normalName()) {
                case "h1" -> {
                    section = element.id();
                    caption = "";
                }
                case "p" -> caption = element.text().strip();
                default -> {
                    if (section.endsWith(METRICS_SUFFIX)) {
                        readMetrics(stepOf(section, METRICS_SUFFIX), element);
                        metricsBlocks++;
                    } else if (section.endsWith(RT_SUFFIX)) {
                        responseTimes.read(stepOf(section, RT_SUFFIX), caption,
                                PreTable.read(document, element, "response time histogram of " + section));
                    }
                }
            }
        }
        if (metricsBlocks == 0) {
            context.note("all.html has no per-step metrics sections (<h1 id=\"l.i0.metrics\">…); only its summary was read");
        }
        responseTimes.noteUnread(context);
    }

    private void readMetrics(String step, Element pre) throws ImportFailure {
        for (PreTable.Cell cell : PreTable.read(document, pre, "metrics of " + step).cells()) {
            if (cell.text().equals("NA")) {
                continue;
            }
            runs.stepMetric(cell.dbms(), step, cell.column(), cell.number(), MetricColumns.unitOf(cell.column()));
            if (cell.column().equals(MetricColumns.MAX_OPERATION)) {
                // decimal shift, so that 0.007 s is 7 ms and not 7.000000000000001
                runs.stepMetric(cell.dbms(), step, Metrics.LATENCY_MAX,
                        new BigDecimal(cell.text()).movePointRight(3).doubleValue(), Units.MILLISECONDS);
            }
        }
    }

    /** {@code qr100.L1.metrics} → {@code qr100}. */
    private static String stepOf(String section, String suffix) {
        return StepName.normalise(section.substring(0, section.length() - suffix.length()));
    }
}
