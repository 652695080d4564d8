package org.benchlens.imports.hdrlog;

import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;

/**
 * An HdrHistogram interval log ({@code HistogramLogWriter}: jHiccup, YCSB, cassandra-stress, NoSQLBench): a
 * compressed histogram an interval, a step a tag (none: {@code total}); each interval a point of the step's series,
 * the intervals merged for its totals and stored histogram. The unit of the recorded values is the writer's
 * convention, told apart by the max column ({@link HdrLogUnit}).
 */
public final class HdrLogImporter implements Importer {

    static final String FORMAT = "hdrhistogram-log";
    static final String LEGEND = "\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"";
    private static final String OLD_LEGEND = "\"StartTimestamp\",\"EndTimestamp\",\"Interval_Max\","
            + "\"Interval_Compressed_Histogram\"";

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "HdrHistogram interval log (.hlog)";
    }

    /** Comments in brackets, then the legend HistogramLogWriter writes, before anything else. */
    @Override
    public boolean detect(Peek peek) {
        for (String line : peek.lines()) {
            String text = line.strip();
            if (text.equals(LEGEND) || text.equals(OLD_LEGEND)) {
                return true;
            }
            if (!text.isEmpty() && !text.startsWith("#")) {
                return false;
            }
        }
        return false;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        LogHead head = LogHead.of(source);
        Map<String, HdrLogStep> steps = new LinkedHashMap<>();
        try (InputStream in = source.openStream()) {
            HistogramLogReader reader = new HistogramLogReader(in);
            for (EncodableHistogram next = reader.nextIntervalHistogram(); next != null;
                 next = reader.nextIntervalHistogram()) {
                context.checkCancelled();
                if (!(next instanceof Histogram interval)) {
                    throw ImportFailure.whole("expected the HdrHistogram log's intervals to hold whole-number"
                            + " histograms, found a DoubleHistogram, which BenchLens does not read");
                }
                String step = next.getTag() == null ? Steps.TOTAL : next.getTag();
                steps.computeIfAbsent(step, HdrLogStep::new).add(interval);
            }
        } catch (RuntimeException e) {
            throw ImportFailure.whole("expected an HdrHistogram interval log, which HistogramLogReader could not read"
                    + " here: " + e);
        }
        if (steps.isEmpty()) {
            throw ImportFailure.whole("no intervals: the HdrHistogram log has its legend but no histogram");
        }
        HdrLogStep first = steps.getOrDefault(head.firstStep(), steps.values().iterator().next());
        HdrLogUnit unit = HdrLogUnit.of(head.firstComment(), first.firstMax(), head.maxColumn());
        context.note(source.path().getFileName() + ": " + unit.note());
        RunDraft draft = new RunDraft(FORMAT, "");
        for (HdrLogStep step : steps.values()) {
            step.addTo(draft, unit);
        }
        draft.attribute(AttributeKeys.TOOL, FORMAT);
        draft.attribute("value.unit", unit.recorded());
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_UNKNOWN);
        context.emitNamed(List.of(draft), Texts.fileStem(source.path()));
    }
}
