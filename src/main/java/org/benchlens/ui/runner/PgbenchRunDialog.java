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
import org.benchlens.runner.pgbench.PgbenchSettings;
import org.benchlens.ui.common.AppTheme;
import org.benchlens.ui.common.WindowHelp;

/** Asks for a pgbench run: the database (the embedded PostgreSQL first), then pgbench's settings. */
public final class PgbenchRunDialog extends Dialog<Workload> {

    PgbenchRunDialog(Window owner, PgbenchRunForm form) {
        AppTheme.ensureApplied();
        initOwner(owner);
        setTitle("Run pgbench");
        setHeaderText("pgbench -i fills its tables, then a built-in script runs with a progress line each second;"
                + " its output is stored as a pgbench run.");
        ButtonType run = new ButtonType("Run", ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(run, ButtonType.CANCEL);

        TextField scale = FormParts.field("scale", form.scaleProperty().get(), "100 000 accounts each", 10);
        form.scaleProperty().bind(scale.textProperty());
        TextField clients = FormParts.field("clients", form.clientsProperty().get(), "-c", 10);
        form.clientsProperty().bind(clients.textProperty());
        TextField threads = FormParts.field("threads", form.threadsProperty().get(), "-j", 10);
        form.threadsProperty().bind(threads.textProperty());
        TextField duration = FormParts.field("duration", form.durationProperty().get(), "30s, 2m", 10);
        form.durationProperty().bind(duration.textProperty());
        ChoiceBox<String> script = choice("script", PgbenchSettings.SCRIPTS, form.scriptProperty().get());
        form.scriptProperty().bind(script.valueProperty());
        ChoiceBox<String> protocol = choice("protocol", PgbenchSettings.PROTOCOLS, form.protocolProperty().get());
        form.protocolProperty().bind(protocol.valueProperty());
        CheckBox perStatement = new CheckBox("latencies per statement (-r)");
        perStatement.setId("perStatement");
        form.perStatementProperty().bind(perStatement.selectedProperty());
        TextArea attributes = FormParts.area("attributes", "", "key=value, one a line, e.g. config=fsync-off", 2);
        form.attributesProperty().bind(attributes.textProperty());

        GridPane grid = FormParts.grid();
        int row = TargetPane.addTo(grid, 0, form.target());
        FormParts.row(grid, row++, "Scale", scale);
        FormParts.row(grid, row++, "Clients", clients);
        FormParts.row(grid, row++, "Threads", threads);
        FormParts.row(grid, row++, "Duration", duration);
        FormParts.row(grid, row++, "Script", script);
        FormParts.row(grid, row++, "Protocol", protocol);
        FormParts.row(grid, row++, "Report", perStatement);
        FormParts.row(grid, row++, "Attributes", attributes);
        FormParts.addProblem(grid, row, form.problemProperty());
        getDialogPane().setContent(grid);
        WindowHelp.DATABASE_RUN.onF1(getDialogPane().getScene());
        getDialogPane().lookupButton(run).disableProperty().bind(form.problemProperty().isNotEmpty());
        setResultConverter(button -> button == run ? form.workload() : null);
    }

    static ChoiceBox<String> choice(String id, java.util.List<String> values, String selected) {
        ChoiceBox<String> box = new ChoiceBox<>();
        box.setId(id);
        box.getItems().setAll(values);
        box.setValue(selected);
        return box;
    }

    /** Shows the dialog and waits; the workload to queue, or empty when cancelled. */
    public static Optional<Workload> ask(Window owner) {
        return new PgbenchRunDialog(owner, new PgbenchRunForm()).showAndWait();
    }
}
