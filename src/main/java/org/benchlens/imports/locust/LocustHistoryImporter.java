package org.benchlens.imports.locust;

import java.io.IOException;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.model.RunDraft;

/** Locust's {@code PREFIX_stats_history.csv} named alone: its series, and its last totals as the run's. */
public final class LocustHistoryImporter implements Importer {

    @Override
    public String format() {
        return LocustFile.FORMAT;
    }

    @Override
    public String description() {
        return "Locust --csv statistics history (PREFIX_stats_history.csv)";
    }

    @Override
    public boolean detect(Peek peek) {
        return LocustFile.of(peek) == LocustFile.HISTORY;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        RunDraft draft = LocustRun.draft(LocustFile.runName(source.path(), LocustFile.HISTORY));
        LocustHistory history = LocustHistory.read(source, context);
        history.addSeriesTo(draft);
        history.addTotalsTo(draft);
        LocustRun.ended(draft, history.whole());
        context.emit(draft);
    }
}
