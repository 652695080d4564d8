package org.benchlens.imports.jmeter;

import java.util.List;
import java.util.Map;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LocatedJson;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;
import org.benchlens.imports.http.JsonReportImporter;
import org.benchlens.imports.http.StepFigures;

/**
 * {@code statistics.json} of JMeter's HTML dashboard: one object per sampler label and "Total",
 * each a step ("Total" is the total step). Times are milliseconds; {@code pct1ResTime} to
 * {@code pct3ResTime} are the 90th, 95th and 99th percentiles unless
 * {@code aggregate_rpt_pct1..3} were changed: the file does not say.
 */
public final class JmeterStatisticsImporter extends JsonReportImporter {

    static final String FORMAT = "jmeter-dashboard";
    private static final String TOTAL = "Total";
    private static final String[][] TIMES = {
            {"meanResTime", Metrics.LATENCY_AVG}, {"medianResTime", Metrics.LATENCY_MED},
            {"minResTime", Metrics.LATENCY_MIN}, {"maxResTime", Metrics.LATENCY_MAX},
            {"pct1ResTime", Metrics.LATENCY_P90}, {"pct2ResTime", Metrics.LATENCY_P95},
            {"pct3ResTime", Metrics.LATENCY_P99}};

    public JmeterStatisticsImporter() {
        super("transaction", "sampleCount", "pct1ResTime");
    }

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "JMeter HTML dashboard statistics.json";
    }

    @Override
    protected List<RunDraft> runs(LocatedJson root) throws ImportFailure {
        RunDraft draft = new RunDraft(FORMAT, "");
        for (Map.Entry<String, LocatedJson> label : root.fields("JMeter's statistics").entrySet()) {
            step(draft, label.getKey().equals(TOTAL) ? Steps.TOTAL : label.getKey(), label.getValue());
        }
        if (root.field(TOTAL).isEmpty()) {
            throw root.failure("expected the \"Total\" entry of JMeter's statistics.json");
        }
        draft.attribute("percentiles", "90, 95, 99 (JMeter's defaults)");
        draft.attribute(AttributeKeys.TOOL, "jmeter");
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        return List.of(draft);
    }

    private static void step(RunDraft draft, String step, LocatedJson stats) throws ImportFailure {
        StepFigures figures = new StepFigures(draft, step);
        String what = "the statistics of \"" + Texts.abbreviate(step, 60) + "\"";
        double samples = stats.require("sampleCount", what).count("sampleCount");
        double errors = stats.require("errorCount", what).count("errorCount");
        figures.own("sampleCount", samples, Units.COUNT);
        figures.own("errorCount", errors, Units.COUNT);
        figures.own("errorPct", stats.require("errorPct", what).number("errorPct"), Units.PERCENT);
        figures.outcome(samples, errors, samples);
        for (String[] time : TIMES) {
            var value = stats.field(time[0]);
            if (value.isPresent()) {
                figures.both(time[0], time[1], value.get().number(time[0]), Units.MILLISECONDS);
            }
        }
        figures.both("throughput", Metrics.THROUGHPUT, stats.require("throughput", what).number("throughput"),
                Units.PER_SECOND);
        kilobytes(figures, stats, "receivedKBytesPerSec");
        kilobytes(figures, stats, "sentKBytesPerSec");
    }

    /** JMeter's kilobytes are 1024 bytes. */
    private static void kilobytes(StepFigures figures, LocatedJson stats, String field) throws ImportFailure {
        var value = stats.field(field);
        if (value.isPresent()) {
            figures.own(field, value.get().number(field), "KiB/s");
        }
    }
}
