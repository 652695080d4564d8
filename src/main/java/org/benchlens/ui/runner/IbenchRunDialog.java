package org.benchlens.ui.runner;

import java.util.Optional;

import javafx.beans.property.BooleanProperty;
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
 * Asks for a quick Insert-Benchmark-like run: the database, the clients, the rows of l.i0, l.i1 and
 * l.i2, how long each read-write step runs and at which background write rates, and attributes.
 * It remembers what was typed last, except the password.
 */
public final class IbenchRunDialog extends Dialog<Workload> {

    /** What the user typed last time (no password), so that the next run starts from it. */
    private static IbenchRunForm.Typed last;

    IbenchRunDialog(Window owner, IbenchRunForm form) {
        AppTheme.ensureApplied();
        initOwner(owner);
        setTitle("Run the Insert Benchmark");
        setHeaderText("Runs l.i0, l.x, l.i1 and l.i2, then qrN and qpN for each write rate checked; "
                + "stored as one run.");
        ButtonType run = new ButtonType("Run", ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(run, ButtonType.CANCEL);

        TextField clients = FormParts.field("clients", form.clientsProperty().get(), "1 to 16", 10);
        form.clientsProperty().bind(clients.textProperty());
        TextField loadRows = FormParts.field("loadRows", form.loadRowsProperty().get(), "per table", 10);
        form.loadRowsProperty().bind(loadRows.textProperty());
        TextField writeRows = FormParts.field("writeRows", form.writeRowsProperty().get(), "per table", 10);
        form.writeRowsProperty().bind(writeRows.textProperty());
        TextField smallWriteRows = FormParts.field("smallWriteRows", form.smallWriteRowsProperty().get(),
                "per table", 10);
        form.smallWriteRowsProperty().bind(smallWriteRows.textProperty());
        TextField queryDuration = FormParts.field("queryDuration", form.queryDurationProperty().get(), "60s, 2m",
                10);
        form.queryDurationProperty().bind(queryDuration.textProperty());
        HBox rates = new HBox(16, rate("100", form.rate100Property()), rate("500", form.rate500Property()),
                rate("1000", form.rate1000Property()));
        TextArea attributes = FormParts.area("attributes", form.attributesProperty().get(),
                "key=value, one a line, e.g. dbms=pg17", 2);
        form.attributesProperty().bind(attributes.textProperty());

        GridPane grid = FormParts.grid();
        int row = TargetPane.addTo(grid, 0, form.target());
        FormParts.row(grid, row++, "Clients", clients);
        FormParts.row(grid, row++, "Rows (l.i0)", loadRows);
        FormParts.row(grid, row++, "Rows (l.i1)", writeRows);
        FormParts.row(grid, row++, "Rows (l.i2)", smallWriteRows);
        FormParts.row(grid, row++, "Read-write step duration", queryDuration);
        FormParts.row(grid, row++, "Write rates (/s per client)", rates);
        FormParts.row(grid, row++, "Attributes", attributes);
        FormParts.addProblem(grid, row, form.problemProperty());
        getDialogPane().setContent(grid);
        WindowHelp.DATABASE_RUN.onF1(getDialogPane().getScene());
        getDialogPane().lookupButton(run).disableProperty().bind(form.problemProperty().isNotEmpty());
        setResultConverter(button -> button == run ? form.workload() : null);
    }

    private static CheckBox rate(String rate, BooleanProperty checked) {
        CheckBox box = new CheckBox(rate);
        box.setId("rate" + rate);
        box.setSelected(checked.get());
        checked.bind(box.selectedProperty());
        return box;
    }

    /**
     * Shows the dialog and waits.
     *
     * @return the workload to queue ({@link RunnerWindow#submit}), or empty when cancelled
     */
    public static Optional<Workload> ask(Window owner) {
        IbenchRunForm form = new IbenchRunForm();
        if (last != null) {
            form.restore(last);
        }
        Optional<Workload> workload = new IbenchRunDialog(owner, form).showAndWait();
        workload.ifPresent(w -> last = form.typed());
        return workload;
    }
}
