package org.benchlens.ui.runner;

import java.util.List;
import java.util.function.Supplier;

import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.StringProperty;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

import org.benchlens.runner.Workload;
import org.benchlens.ui.common.AppTheme;
import org.benchlens.ui.common.WindowHelp;

/**
 * What the database workloads' dialogs share: the target first, then the workload's own rows, the
 * attributes, the first problem under them, and Run, disabled while there is a problem.
 */
abstract class DatabaseRunDialog extends Dialog<Workload> {

    /** A database workload's form, as its dialog's frame sees it. */
    interface Form {
        TargetForm target();

        /** key=value, one a line, given to the runs. */
        StringProperty attributesProperty();

        /** The first problem, in one sentence; empty when the form can run. */
        StringBinding problemProperty();

        Workload workload();
    }

    /** One labelled row of the workload's own settings. */
    record Row(String label, Node field) {
    }

    /**
     * @param rows             the workload's own rows, made once the theme is applied
     * @param attributesPrompt the attributes field's prompt, with an example
     */
    DatabaseRunDialog(Window owner, String title, String header, Form form, Supplier<List<Row>> rows,
                      String attributesPrompt) {
        AppTheme.ensureApplied();
        initOwner(owner);
        setTitle(title);
        setHeaderText(header);
        ButtonType run = new ButtonType("Run", ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(run, ButtonType.CANCEL);

        List<Row> own = rows.get();
        TextArea attributes = FormParts.area("attributes", form.attributesProperty().get(), attributesPrompt, 2);
        form.attributesProperty().bind(attributes.textProperty());

        GridPane grid = FormParts.grid();
        int row = TargetPane.addTo(grid, 0, form.target());
        for (Row each : own) {
            FormParts.row(grid, row++, each.label(), each.field());
        }
        FormParts.row(grid, row++, "Attributes", attributes);
        FormParts.addProblem(grid, row, form.problemProperty());
        getDialogPane().setContent(grid);
        WindowHelp.DATABASE_RUN.onF1(getDialogPane().getScene());
        getDialogPane().lookupButton(run).disableProperty().bind(form.problemProperty().isNotEmpty());
        setResultConverter(button -> button == run ? form.workload() : null);
    }

    /** A text field showing {@code value}, which then follows it. */
    static TextField field(String id, StringProperty value, String prompt) {
        TextField field = FormParts.field(id, value.get(), prompt, 10);
        value.bind(field.textProperty());
        return field;
    }

    /** A check box showing {@code checked}, which then follows it. */
    static CheckBox check(String text, String id, BooleanProperty checked) {
        CheckBox box = new CheckBox(text);
        box.setId(id);
        box.setSelected(checked.get());
        checked.bind(box.selectedProperty());
        return box;
    }
}
