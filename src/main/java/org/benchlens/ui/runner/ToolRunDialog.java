package org.benchlens.ui.runner;

import java.util.List;
import java.util.Optional;

import javafx.scene.Node;
import javafx.scene.control.ChoiceBox;
import javafx.stage.Window;

import org.benchlens.runner.Workload;
import org.benchlens.runner.tool.ExternalTool;
import org.benchlens.runner.tool.ToolOption;

/** Asks for a run of an external tool: the database (the embedded PostgreSQL first), then the tool's options. */
public final class ToolRunDialog extends DatabaseRunDialog {

    ToolRunDialog(Window owner, ToolRunForm form) {
        super(owner, "Run " + form.tool().name(), form.tool().dialogHeader(), form, () -> form.tool().options()
                .stream().map(option -> new Row(option.label(), field(option, form))).toList(),
                "key=value, one a line, e.g. config=fsync-off");
    }

    /** The option's field, bound to the form. */
    private static Node field(ToolOption option, ToolRunForm form) {
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
            case NUMBER, DURATION -> field(option.id(), form.text(option.name()), option.hint());
        };
    }

    /** Shows the dialog for {@code tool} and waits; the workload to queue, or empty when cancelled. */
    public static Optional<Workload> ask(Window owner, ExternalTool tool) {
        return new ToolRunDialog(owner, new ToolRunForm(tool)).showAndWait();
    }
}
