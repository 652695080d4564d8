package org.benchlens.ui.runner;

import java.util.List;
import java.util.Optional;

import javafx.scene.Node;
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
import org.benchlens.runner.tool.ExternalTool;
import org.benchlens.runner.tool.ToolOption;
import org.benchlens.ui.common.AppTheme;
import org.benchlens.ui.common.WindowHelp;

/** Asks for a run of an external tool: the database (the embedded PostgreSQL first), then the tool's options. */
public final class ToolRunDialog extends Dialog<Workload> {

    ToolRunDialog(Window owner, ToolRunForm form) {
        AppTheme.ensureApplied();
        initOwner(owner);
        setTitle("Run " + form.tool().name());
        setHeaderText(form.tool().dialogHeader());
        ButtonType run = new ButtonType("Run", ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(run, ButtonType.CANCEL);

        GridPane grid = FormParts.grid();
        int row = TargetPane.addTo(grid, 0, form.target());
        for (ToolOption option : form.tool().options()) {
            FormParts.row(grid, row++, option.label(), field(option, form));
        }
        TextArea attributes = FormParts.area("attributes", "", "key=value, one a line, e.g. config=fsync-off", 2);
        form.attributesProperty().bind(attributes.textProperty());
        FormParts.row(grid, row++, "Attributes", attributes);
        FormParts.addProblem(grid, row, form.problemProperty());
        getDialogPane().setContent(grid);
        WindowHelp.DATABASE_RUN.onF1(getDialogPane().getScene());
        getDialogPane().lookupButton(run).disableProperty().bind(form.problemProperty().isNotEmpty());
        setResultConverter(button -> button == run ? form.workload() : null);
    }

    /** The option's field, bound to the form. */
    private static Node field(ToolOption option, ToolRunForm form) {
        switch (option.type()) {
            case CHOICE -> {
                ChoiceBox<String> box = choice(option.id(), option.choices(), form.text(option.name()).get());
                form.text(option.name()).bind(box.valueProperty());
                return box;
            }
            case FLAG -> {
                CheckBox box = new CheckBox(option.hint());
                box.setId(option.id());
                box.setSelected(form.flag(option.name()).get());
                form.flag(option.name()).bind(box.selectedProperty());
                return box;
            }
            default -> {
                TextField field = FormParts.field(option.id(), form.text(option.name()).get(), option.hint(), 10);
                form.text(option.name()).bind(field.textProperty());
                return field;
            }
        }
    }

    private static ChoiceBox<String> choice(String id, List<String> values, String selected) {
        ChoiceBox<String> box = new ChoiceBox<>();
        box.setId(id);
        box.getItems().setAll(values);
        box.setValue(selected);
        return box;
    }

    /** Shows the dialog for {@code tool} and waits; the workload to queue, or empty when cancelled. */
    public static Optional<Workload> ask(Window owner, ExternalTool tool) {
        return new ToolRunDialog(owner, new ToolRunForm(tool)).showAndWait();
    }
}
