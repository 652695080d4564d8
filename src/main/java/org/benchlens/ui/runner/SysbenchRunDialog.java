package org.benchlens.ui.runner;

import java.util.Optional;

import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

import org.benchlens.runner.Workload;
import org.benchlens.runner.sysbench.SysbenchSettings;
import org.benchlens.ui.common.AppTheme;
import org.benchlens.ui.common.WindowHelp;

/** Asks for a sysbench OLTP run: the database (the embedded PostgreSQL first), then the test's settings. */
public final class SysbenchRunDialog extends Dialog<Workload> {

    SysbenchRunDialog(Window owner, SysbenchRunForm form) {
        AppTheme.ensureApplied();
        initOwner(owner);
        setTitle("Run sysbench");
        setHeaderText("sysbench prepares its tables, runs the OLTP test with an interval line each second and"
                + " cleans up; its output is stored as a sysbench run.");
        ButtonType run = new ButtonType("Run", ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(run, ButtonType.CANCEL);

        ChoiceBox<String> test = PgbenchRunDialog.choice("test", SysbenchSettings.TESTS, form.testProperty().get());
        form.testProperty().bind(test.valueProperty());
        TextField tables = FormParts.field("tables", form.tablesProperty().get(), "--tables", 10);
        form.tablesProperty().bind(tables.textProperty());
        TextField tableSize = FormParts.field("tableSize", form.tableSizeProperty().get(), "rows a table", 10);
        form.tableSizeProperty().bind(tableSize.textProperty());
        TextField threads = FormParts.field("threads", form.threadsProperty().get(), "--threads", 10);
        form.threadsProperty().bind(threads.textProperty());
        TextField duration = FormParts.field("duration", form.durationProperty().get(), "30s, 2m", 10);
        form.durationProperty().bind(duration.textProperty());
        CheckBox histogram = new CheckBox("latency histogram (--histogram)");
        histogram.setId("histogram");
        histogram.setSelected(form.histogramProperty().get());
        form.histogramProperty().bind(histogram.selectedProperty());
        TextArea attributes = FormParts.area("attributes", "", "key=value, one a line, e.g. config=fsync-off", 2);
        form.attributesProperty().bind(attributes.textProperty());

        GridPane grid = FormParts.grid();
        int row = TargetPane.addTo(grid, 0, form.target());
        FormParts.row(grid, row++, "Test", test);
        FormParts.row(grid, row++, "Tables", tables);
        FormParts.row(grid, row++, "Table size", tableSize);
        FormParts.row(grid, row++, "Threads", threads);
        FormParts.row(grid, row++, "Duration", duration);
        FormParts.row(grid, row++, "Report", histogram);
        FormParts.row(grid, row++, "Attributes", attributes);
        FormParts.addProblem(grid, row, form.problemProperty());
        getDialogPane().setContent(grid);
        WindowHelp.DATABASE_RUN.onF1(getDialogPane().getScene());
        getDialogPane().lookupButton(run).disableProperty().bind(form.problemProperty().isNotEmpty());
        setResultConverter(button -> button == run ? form.workload() : null);
    }

    /** Shows the dialog and waits; the workload to queue, or empty when cancelled. */
    public static Optional<Workload> ask(Window owner) {
        return new SysbenchRunDialog(owner, new SysbenchRunForm()).showAndWait();
    }
}
