package org.benchlens.imports.k6.summary;

import org.benchlens.imports.ImportContext;

/** Reads the machine-readable summary of k6 1.5 and later ({@code --new-machine-readable-summary}) into one run. */
public final class K6SummaryV1Importer extends K6SummaryImporterBase {

    public static final String FORMAT = "k6-summary-v1";

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "k6 1.5+ machine-readable summary JSON";
    }

    @Override
    protected K6SummaryShape shape() {
        return K6SummaryShape.MACHINE_READABLE_V1;
    }

    @Override
    protected K6SummaryReader reader(SummaryJsonCursor json, ImportContext context) {
        return new SummaryV1Reader(json, context);
    }
}
