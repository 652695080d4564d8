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
import org.benchlens.runner.Workload;
import org.benchlens.runner.tool.ToolOption;
import org.benchlens.runner.tool.ToolSettings;
import org.benchlens.runner.tool.WorkloadDescription;

/**
 * A described workload's dialog's view model: the target (the description's default first) and its
 * options as typed, each by its long name (a numbers option a check box a choice), the first problem
 * with them in one sentence, and the workload they make.
 */
public final class DescribedRunForm {

    /** Everything typed but the password, for the next dialog to start from. */
    public record Typed(TargetForm.Typed target, Map<String, Object> values, String attributes) {
    }

    private final WorkloadDescription description;
    private final TargetForm target = new TargetForm();
    /** By option name; a numbers option's check boxes by "name=choice". */
    private final Map<String, Property<?>> values = new LinkedHashMap<>();
    private final StringProperty attributes = new SimpleStringProperty("");
    private final StringBinding problem;

    public DescribedRunForm(WorkloadDescription description) {
        this.description = description;
        target.kindProperty().set(description.defaultTarget());
        for (ToolOption option : description.options()) {
            switch (option.type()) {
                case FLAG -> values.put(option.name(), new SimpleBooleanProperty(Boolean.parseBoolean(option.formDefault())));
                case NUMBERS -> {
                    List<String> ticked = List.of(option.formDefault().split(","));
                    option.choices().forEach(choice -> values.put(option.name() + "=" + choice,
                            new SimpleBooleanProperty(ticked.contains(choice))));
                }
                default -> values.put(option.name(), new SimpleStringProperty(option.formDefault()));
            }
        }
        List<Observable> inputs = new ArrayList<>(List.of(target.dependencies()));
        inputs.addAll(values.values());
        inputs.add(attributes);
        problem = Bindings.createStringBinding(this::check, inputs.toArray(Observable[]::new));
    }

    public WorkloadDescription description() {
        return description;
    }

    public TargetForm target() {
        return target;
    }

    /** The text typed or chosen for the option named {@code name} (--scale, --builtin). */
    public StringProperty text(String name) {
        return (StringProperty) values.get(name);
    }

    /** Whether the flag named {@code name} (--index-only) is on. */
    public BooleanProperty flag(String name) {
        return (BooleanProperty) values.get(name);
    }

    /** Whether {@code choice} of the numbers option {@code name} (--write-rate 500) is ticked. */
    public BooleanProperty ticked(String name, String choice) {
        return (BooleanProperty) values.get(name + "=" + choice);
    }

    /** key=value, one a line, given to the runs. */
    public StringProperty attributesProperty() {
        return attributes;
    }

    /** The first problem, in one sentence; empty when the form can run. */
    public StringBinding problemProperty() {
        return problem;
    }

    /** The settings typed; throws IllegalArgumentException with the sentence when a field cannot be read. */
    public ToolSettings settings() {
        return ToolSettings.read(description.options(), option -> switch (option.type()) {
            case NUMBER -> TypedValues.wholeInt(text(option.name()).get(), option.label());
            case COUNT -> TypedValues.wholeNumber(text(option.name()).get(), option.label());
            case NUMBERS -> option.choices().stream().filter(choice -> ticked(option.name(), choice).get())
                    .map(Integer::valueOf).toList();
            case DURATION -> Durations.parse(text(option.name()).get(), option.label());
            case CHOICE -> text(option.name()).get();
            case FLAG -> flag(option.name()).get();
        });
    }

    /** The workload; throws IllegalStateException with the sentence while there is a problem. */
    public Workload workload() {
        String wrong = check();
        if (!wrong.isEmpty()) {
            throw new IllegalStateException(wrong);
        }
        return description.workload(target.settings(), settings(), TypedValues.attributes(attributes.get()));
    }

    public Typed typed() {
        Map<String, Object> typed = new LinkedHashMap<>();
        values.forEach((name, value) -> typed.put(name, value.getValue()));
        return new Typed(target.typed(), typed, attributes.get());
    }

    @SuppressWarnings("unchecked")
    public void restore(Typed typed) {
        target.restore(typed.target());
        typed.values().forEach((name, value) -> {
            Property<Object> property = (Property<Object>) values.get(name);
            if (property != null) {
                property.setValue(value);
            }
        });
        attributes.set(typed.attributes());
    }

    private String check() {
        String wrongTarget = target.check();
        return !wrongTarget.isEmpty() ? wrongTarget : TypedValues.problem(() -> {
            ToolSettings typed = settings();
            TypedValues.attributes(attributes.get());
            description.verify(target.settings(), typed);
        });
    }
}
