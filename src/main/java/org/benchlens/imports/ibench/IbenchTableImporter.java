package org.benchlens.imports.ibench;

import java.io.IOException;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.model.IbenchNames;

/**
 * One summary table of an Insert Benchmark report read on its own: {@code tput.tab} (absolute
 * throughput), {@code tputr.tab} (relative) or {@code iput.tab} (background insert rates). Which
 * one it is comes from its content (a {@code target} row, a first row of 1.00), the file name
 * deciding only when the content does not. A run per DBMS row, in the table's order.
 */
public final class IbenchTableImporter implements Importer {

    @Override
    public String format() {
        return IbenchNames.FORMAT;
    }

    @Override
    public String description() {
        return "Insert Benchmark summary table (tput.tab, tputr.tab, iput.tab)";
    }

    @Override
    public boolean detect(Peek peek) {
        return ReportFiles.isSummaryTable(peek.text());
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        ReportFiles.readAlone(source, context);
    }
}
