package org.benchlens.imports.ybio;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;
import org.benchlens.model.YbioNames;

/** One setup() call: "Inserting N rows in B batches of S", then one progress line per batch. */
final class SetupRun extends NoticeRun {

    private final NoticeLine.Inserting inserting;
    private NoticeLine.Progress last;

    SetupRun(YbioCall call, long firstLine, NoticeLine.Inserting inserting) {
        super(call, firstLine);
        this.inserting = inserting;
    }

    /** The table this setup fills, null until a progress line names it. */
    String table() {
        return last == null ? null : last.table();
    }

    void progress(NoticeLine.Progress progress) {
        last = progress;
        if (progress.rateShown()) {
            rate(progress.rate());
        }
    }

    @Override
    End endWhenNotShown() {
        return last != null && last.percent() >= 100 ? End.COMPLETED : End.UNKNOWN;
    }

    @Override
    String step() {
        return YbioNames.STEP_SETUP;
    }

    @Override
    String name() {
        return "ybio setup" + (table() == null ? "" : " " + table());
    }

    @Override
    void describe(RunDraft run) {
        run.attribute(YbioNames.TABLE_NAME, table());
        if (inserting != null) {
            run.attribute(YbioNames.TAB_ROWS, Long.toString(inserting.rows()));
            run.attribute(YbioNames.BATCHES, Long.toString(inserting.batches()));
            run.attribute(YbioNames.BATCH_SIZE, Long.toString(inserting.batchSize()));
        }
        if (last != null) {
            run.measure(step(), YbioNames.ROWS, last.rows(), Units.COUNT);
            run.measure(step(), Metrics.OPERATIONS, last.rows(), Units.COUNT);
            run.measure(step(), YbioNames.PCT_DONE, last.percent(), Units.PERCENT);
            if (inserting != null) {
                run.measure(step(), YbioNames.BATCHES, Math.round(last.percent() * inserting.batches() / 100),
                        Units.COUNT);
            }
        }
    }
}
