package org.benchlens.ui.runner;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.StringProperty;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.stage.Window;

import org.benchlens.runner.Workload;
import org.benchlens.runner.tool.ToolOption;
import org.benchlens.runner.tool.WorkloadDescription;
import org.benchlens.ui.common.AppTheme;
import org.benchlens.ui.common.WindowHelp;

/**
 * Asks for a run of a described workload (YBIO, the Insert Benchmark, an external tool): the database
 * first, then a row a label of the workload's options (options that share a label share its row), the
 * attributes, the first problem under them, and Run, disabled while there is a problem. Each workload's
 * dialog starts from what was typed in it last, except the password.
 */
public final class DescribedRunDialog extends Dialog<Workload> {

    /** What the user typed last time in each workload's dialog, by the workload's name. */
    private static final Map<String, DescribedRunForm.Typed> LAST = new HashMap<>();

    DescribedRunDialog(Window owner, DescribedRunForm form) {
        AppTheme.ensureApplied();
        initOwner(owner);
        WorkloadDescription description = form.description();
        setTitle(description.title());
        setHeaderText(description.dialogHeader());
        ButtonType run = new ButtonType("Run", ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(run, ButtonType.CANCEL);

        TextArea attributes = FormParts.area("attributes", form.attributesProperty().get(),
                description.attributesPrompt(), 2);
        form.attributesProperty().bind(attributes.textProperty());
        GridPane grid = FormParts.grid();
        int row = TargetPane.addTo(grid, 0, form.target());
        List<ToolOption> options = description.options();
        for (int i = 0; i < options.size(); ) {
            String label = options.get(i).label();
            List<Node> fields = new ArrayList<>();
            for (; i < options.size() && options.get(i).label().equals(label); i++) {
                fields.add(field(options.get(i), form));
            }
            FormParts.row(grid, row++, label, fields.size() == 1 ? fields.get(0) : new HBox(16, fields.toArray(Node[]::new)));
        }
        FormParts.row(grid, row++, "Attributes", attributes);
        FormParts.addProblem(grid, row, form.problemProperty());
        getDialogPane().setContent(grid);
        WindowHelp.DATABASE_RUN.onF1(getDialogPane().getScene());
        getDialogPane().lookupButton(run).disableProperty().bind(form.problemProperty().isNotEmpty());
        setResultConverter(button -> button == run ? form.workload() : null);
    }

    /** The option's field, bound to the form. */
    private static Node field(ToolOption option, DescribedRunForm form) {
        return switch (option.type()) {
            case CHOICE -> {
                ChoiceBox<String> box = new ChoiceBox<>();
                box.setId(option.id());
                box.getItems().setAll(option.choices());
                box.setValue(form.text(option.name()).get());
                form.text(option.name()).bind(box.valueProperty());
                yield box;
            }
            case FLAG -> check(option.hint(), option.id(), form.flag(option.name()));
            case NUMBERS -> new HBox(16, option.choices().stream()
                    .map(choice -> check(choice, option.id() + choice, form.ticked(option.name(), choice)))
                    .toArray(Node[]::new));
            case NUMBER, COUNT, DURATION -> field(option.id(), form.text(option.name()), option.hint());
        };
    }

    /** A text field showing {@code value}, which then follows it. */
    private static TextField field(String id, StringProperty value, String prompt) {
        TextField field = FormParts.field(id, value.get(), prompt, 10);
        value.bind(field.textProperty());
        return field;
    }

    /** A check box showing {@code checked}, which then follows it. */
    private static CheckBox check(String text, String id, BooleanProperty checked) {
        CheckBox box = new CheckBox(text);
        box.setId(id);
        box.setSelected(checked.get());
        checked.bind(box.selectedProperty());
        return box;
    }

    /** Shows the dialog for {@code description}, from what was typed in it last, and waits; empty when cancelled. */
    public static Optional<Workload> ask(Window owner, WorkloadDescription description) {
        DescribedRunForm form = new DescribedRunForm(description);
        DescribedRunForm.Typed last = LAST.get(description.name());
        if (last != null) {
            form.restore(last);
        }
        Optional<Workload> workload = new DescribedRunDialog(owner, form).showAndWait();
        workload.ifPresent(w -> LAST.put(description.name(), form.typed()));
        return workload;
    }
}
