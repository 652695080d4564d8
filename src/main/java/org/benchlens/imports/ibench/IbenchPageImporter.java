package org.benchlens.imports.ibench;

import java.io.IOException;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.model.IbenchNames;

/**
 * An Insert Benchmark report page ({@code all.html}) read on its own: its summary tables, per-step
 * metrics and response-time histograms, a run per DBMS row in the report's order.
 */
public final class IbenchPageImporter implements Importer {

    @Override
    public String format() {
        return IbenchNames.FORMAT;
    }

    @Override
    public String description() {
        return "Insert Benchmark report page (all.html)";
    }

    @Override
    public boolean detect(Peek peek) {
        return ReportFiles.isReportPage(peek.text());
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        ReportFiles.readAlone(source, context);
    }
}
