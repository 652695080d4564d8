package org.benchlens.imports.k6.summary;

import org.benchlens.imports.ImportContext;

/** Reads the end-of-test summary that {@code k6 run --summary-export} writes, of any k6 version, into one run. */
public final class K6SummaryExportImporter extends K6SummaryImporterBase {

    public static final String FORMAT = "k6-summary";

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "k6 --summary-export JSON (end-of-test summary)";
    }

    @Override
    protected K6SummaryShape shape() {
        return K6SummaryShape.SUMMARY_EXPORT;
    }

    @Override
    protected K6SummaryReader reader(SummaryJsonCursor json, ImportContext context) {
        return new SummaryExportReader(json, context);
    }
}
