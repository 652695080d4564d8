package org.benchlens.ui.runner;

import java.util.List;
import java.util.Optional;

import javafx.scene.layout.HBox;
import javafx.stage.Window;

import org.benchlens.runner.Workload;

/**
 * Asks for a YBIO-like run: the database, then YBIO's settings (tab_rows, batch_size, pct_update,
 * run_duration, prepared, index_only, jobs) and attributes for the runs. It remembers what was
 * typed last, except the password.
 */
public final class YbioRunDialog extends DatabaseRunDialog {

    /** What the user typed last time (no password), so that the next run starts from it. */
    private static YbioRunForm.Typed last;

    YbioRunDialog(Window owner, YbioRunForm form) {
        super(owner, "Run YBIO", "setup() fills a table, then runit() reads or updates batches of rows; "
                + "the setup and each job are stored as runs.", form, () -> rows(form),
                "key=value, one a line, e.g. config=fsync-off");
    }

    private static List<Row> rows(YbioRunForm form) {
        return List.of(new Row("Rows", field("rows", form.rowsProperty(), "tab_rows")),
                new Row("Setup batch size", field("setupBatchSize", form.setupBatchSizeProperty(), "")),
                new Row("Batch size", field("batchSize", form.batchSizeProperty(), "batch_size")),
                new Row("Update %", field("pctUpdate", form.pctUpdateProperty(), "0 to 100")),
                new Row("Duration", field("duration", form.durationProperty(), "30s, 2m")),
                new Row("Statements", new HBox(16, check("prepared statements", "prepared", form.preparedProperty()),
                        check("index-only reads", "indexOnly", form.indexOnlyProperty()))),
                new Row("Jobs", field("jobs", form.jobsProperty(), "1 to 64")));
    }

    /**
     * Shows the dialog and waits.
     *
     * @return the workload to queue ({@link RunnerWindow#submit}), or empty when cancelled
     */
    public static Optional<Workload> ask(Window owner) {
        YbioRunForm form = new YbioRunForm();
        if (last != null) {
            form.restore(last);
        }
        Optional<Workload> workload = new YbioRunDialog(owner, form).showAndWait();
        workload.ifPresent(w -> last = form.typed());
        return workload;
    }
}
