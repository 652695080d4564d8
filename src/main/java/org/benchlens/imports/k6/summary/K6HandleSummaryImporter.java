package org.benchlens.imports.k6.summary;

import org.benchlens.imports.ImportContext;

/** Reads the data k6 gives {@code handleSummary(data)}, saved as JSON (k6 v0.30 and later), into one run. */
public final class K6HandleSummaryImporter extends K6SummaryImporterBase {

    public static final String FORMAT = "k6-handle-summary";

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "k6 handleSummary data as JSON";
    }

    @Override
    protected K6SummaryShape shape() {
        return K6SummaryShape.HANDLE_SUMMARY;
    }

    @Override
    protected K6SummaryReader reader(SummaryJsonCursor json, ImportContext context) {
        return new HandleSummaryReader(json, context);
    }
}
