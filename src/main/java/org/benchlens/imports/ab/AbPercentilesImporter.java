package org.benchlens.imports.ab;

import java.io.IOException;
import java.util.List;
import java.util.OptionalDouble;

import org.apache.commons.csv.CSVRecord;

import org.benchlens.imports.CsvRows;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Quantities;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;
import org.benchlens.imports.http.StepFigures;

/**
 * ApacheBench's {@code -e} CSV: the total time within which 0 to 100 % of the requests were served, in ms
 * with three decimals, as {@code latency.p0} … {@code latency.p100} of one run (0 % and 100 % also as its
 * minimum and maximum).
 */
public final class AbPercentilesImporter implements Importer {

    static final String FORMAT = "ab-percentiles";
    private static final String HEADER = "Percentage served,Time in ms";

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "ApacheBench -e percentiles CSV";
    }

    @Override
    public boolean detect(Peek peek) {
        return peek.firstNonBlankLine().equals(HEADER);
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        RunDraft draft = new RunDraft(FORMAT, "");
        StepFigures total = new StepFigures(draft, Steps.TOTAL);
        double previous = -1;
        try (CsvRows csv = new CsvRows(source, context, ',', "a row of percentage and time")) {
            csv.next();
            for (CSVRecord row = csv.next(); row != null; row = csv.next()) {
                if (row.size() != 2) {
                    throw ImportFailure.atLine(csv.line(), "expected a percentage and a time, found " + row.size()
                            + " fields");
                }
                double percent = field(csv, row, 0, "a whole percentage");
                if (percent <= previous || percent > 100 || percent != Math.rint(percent)) {
                    throw new ImportFailure(csv.line(), 1, "expected a whole percentage above " + (long) previous
                            + " and up to 100, found " + Texts.abbreviate(row.get(0), 20));
                }
                double ms = field(csv, row, 1, "a time in milliseconds");
                total.percentile("Time in ms." + (long) percent + "%", percent, ms);
                if (percent == 0) {
                    draft.measure(Steps.TOTAL, Metrics.LATENCY_MIN, ms, Units.MILLISECONDS);
                } else if (percent == 100) {
                    draft.measure(Steps.TOTAL, Metrics.LATENCY_MAX, ms, Units.MILLISECONDS);
                }
                if (csv.lastRowCut()) {
                    context.note(csv.cutNote(source, "the percentile", "Time in ms"));
                }
                previous = percent;
            }
        }
        if (previous < 0) {
            throw ImportFailure.atLine(1, "expected rows of percentage and time after ab's header, found none");
        }
        draft.attribute(AttributeKeys.TOOL, "ab");
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        context.emitNamed(List.of(draft), Texts.fileStem(source.path()));
    }

    private static double field(CsvRows csv, CSVRecord row, int index, String expected) throws ImportFailure {
        OptionalDouble value = Quantities.number(row.get(index));
        if (value.isEmpty()) {
            throw new ImportFailure(csv.line(), CsvRows.column(row, index), "expected " + expected + ", found '"
                    + Texts.abbreviate(row.get(index), 20) + "'");
        }
        return value.getAsDouble();
    }
}
