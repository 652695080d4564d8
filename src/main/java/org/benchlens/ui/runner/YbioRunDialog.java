package org.benchlens.ui.runner;

import java.util.Optional;

import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.stage.Window;

import org.benchlens.runner.Workload;
import org.benchlens.ui.common.AppTheme;
import org.benchlens.ui.common.WindowHelp;

/**
 * Asks for a YBIO-like run: the database, then YBIO's settings (tab_rows, batch_size, pct_update,
 * run_duration, prepared, index_only, jobs) and attributes for the runs. It remembers what was
 * typed last, except the password.
 */
public final class YbioRunDialog extends Dialog<Workload> {

    /** What the user typed last time (no password), so that the next run starts from it. */
    private static YbioRunForm.Typed last;

    YbioRunDialog(Window owner, YbioRunForm form) {
        AppTheme.ensureApplied();
        initOwner(owner);
        setTitle("Run YBIO");
        setHeaderText("setup() fills a table, then runit() reads or updates batches of rows; "
                + "the setup and each job are stored as runs.");
        ButtonType run = new ButtonType("Run", ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(run, ButtonType.CANCEL);

        TextField rows = FormParts.field("rows", form.rowsProperty().get(), "tab_rows", 10);
        form.rowsProperty().bind(rows.textProperty());
        TextField setupBatch = FormParts.field("setupBatchSize", form.setupBatchSizeProperty().get(), "", 10);
        form.setupBatchSizeProperty().bind(setupBatch.textProperty());
        TextField batch = FormParts.field("batchSize", form.batchSizeProperty().get(), "batch_size", 10);
        form.batchSizeProperty().bind(batch.textProperty());
        TextField pctUpdate = FormParts.field("pctUpdate", form.pctUpdateProperty().get(), "0 to 100", 10);
        form.pctUpdateProperty().bind(pctUpdate.textProperty());
        TextField duration = FormParts.field("duration", form.durationProperty().get(), "30s, 2m", 10);
        form.durationProperty().bind(duration.textProperty());
        CheckBox prepared = new CheckBox("prepared statements");
        prepared.setId("prepared");
        prepared.setSelected(form.preparedProperty().get());
        form.preparedProperty().bind(prepared.selectedProperty());
        CheckBox indexOnly = new CheckBox("index-only reads");
        indexOnly.setId("indexOnly");
        indexOnly.setSelected(form.indexOnlyProperty().get());
        form.indexOnlyProperty().bind(indexOnly.selectedProperty());
        TextField jobs = FormParts.field("jobs", form.jobsProperty().get(), "1 to 64", 10);
        form.jobsProperty().bind(jobs.textProperty());
        TextArea attributes = FormParts.area("attributes", form.attributesProperty().get(),
                "key=value, one a line, e.g. config=fsync-off", 2);
        form.attributesProperty().bind(attributes.textProperty());

        GridPane grid = FormParts.grid();
        int row = TargetPane.addTo(grid, 0, form.target());
        FormParts.row(grid, row++, "Rows", rows);
        FormParts.row(grid, row++, "Setup batch size", setupBatch);
        FormParts.row(grid, row++, "Batch size", batch);
        FormParts.row(grid, row++, "Update %", pctUpdate);
        FormParts.row(grid, row++, "Duration", duration);
        FormParts.row(grid, row++, "Statements", new HBox(16, prepared, indexOnly));
        FormParts.row(grid, row++, "Jobs", jobs);
        FormParts.row(grid, row++, "Attributes", attributes);
        FormParts.addProblem(grid, row, form.problemProperty());
        getDialogPane().setContent(grid);
        WindowHelp.DATABASE_RUN.onF1(getDialogPane().getScene());
        getDialogPane().lookupButton(run).disableProperty().bind(form.problemProperty().isNotEmpty());
        setResultConverter(button -> button == run ? form.workload() : null);
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
