package org.benchlens.ui.runner;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.Property;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.benchlens.runner.Durations;
import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.tool.ExternalTool;
import org.benchlens.runner.tool.ToolOption;
import org.benchlens.runner.tool.ToolSettings;
import org.benchlens.runner.tool.ToolWorkload;

/**
 * An external tool's dialog's view model: the target (the embedded PostgreSQL first) and the tool's
 * options as typed, each by its long name, the first problem with them in one sentence, and the
 * workload they make.
 */
public final class ToolRunForm implements DatabaseRunDialog.Form {

    private final ExternalTool tool;
    private final TargetForm target = new TargetForm();
    private final Map<String, Property<?>> values = new LinkedHashMap<>();
    private final StringProperty attributes = new SimpleStringProperty("");
    private final StringBinding problem;

    public ToolRunForm(ExternalTool tool) {
        this.tool = tool;
        target.kindProperty().set(TargetKind.EMBEDDED_POSTGRESQL);
        for (ToolOption option : tool.options()) {
            values.put(option.name(), option.type() == ToolOption.Type.FLAG
                    ? new SimpleBooleanProperty(Boolean.parseBoolean(option.formDefault()))
                    : new SimpleStringProperty(option.formDefault()));
        }
        List<Observable> inputs = new ArrayList<>(List.of(target.dependencies()));
        inputs.addAll(values.values());
        inputs.add(attributes);
        problem = Bindings.createStringBinding(this::check, inputs.toArray(Observable[]::new));
    }

    public ExternalTool tool() {
        return tool;
    }

    public TargetForm target() {
        return target;
    }

    /** The text typed or chosen for the option named {@code name} (--scale, --builtin). */
    public StringProperty text(String name) {
        return (StringProperty) values.get(name);
    }

    /** Whether the flag named {@code name} (--histogram) is on. */
    public BooleanProperty flag(String name) {
        return (BooleanProperty) values.get(name);
    }

    /** key=value, one a line, given to the run. */
    public StringProperty attributesProperty() {
        return attributes;
    }

    /** The first problem, in one sentence; empty when the form can run. */
    public StringBinding problemProperty() {
        return problem;
    }

    /** The settings typed; throws IllegalArgumentException with the sentence when a field cannot be read. */
    public ToolSettings settings() {
        return ToolSettings.read(tool.options(), option -> switch (option.type()) {
            case NUMBER -> TypedValues.wholeInt(text(option.name()).get(), option.label());
            case DURATION -> Durations.parse(text(option.name()).get(), option.label());
            case CHOICE -> text(option.name()).get();
            case FLAG -> flag(option.name()).get();
        });
    }

    /** The workload, with the tool looked for on PATH. */
    public ToolWorkload workload() {
        String wrong = check();
        if (!wrong.isEmpty()) {
            throw new IllegalStateException(wrong);
        }
        return new ToolWorkload(tool, tool.find(null, System.getenv("PATH")).orElse(null),
                tool.missing(null).replace(", or give its path with --" + tool.name() + " PATH", ""),
                target.settings(), settings(), TypedValues.attributes(attributes.get()), null);
    }

    private String check() {
        String wrongTarget = target.check();
        return !wrongTarget.isEmpty() ? wrongTarget : TypedValues.problem(() -> settings().check(tool));
    }
}
