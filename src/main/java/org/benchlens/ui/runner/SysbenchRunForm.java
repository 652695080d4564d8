package org.benchlens.ui.runner;

import java.util.ArrayList;
import java.util.List;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.benchlens.runner.Durations;
import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.sysbench.SysbenchSettings;
import org.benchlens.runner.sysbench.SysbenchWorkload;

/**
 * The sysbench dialog's view model: the target (the embedded PostgreSQL first) and the OLTP test's
 * settings as typed, the first problem with them in one sentence, and the workload they make.
 */
public final class SysbenchRunForm {

    private final TargetForm target = new TargetForm();
    private final StringProperty test = new SimpleStringProperty(SysbenchSettings.TESTS.get(0));
    private final StringProperty tables = new SimpleStringProperty("" + SysbenchSettings.DEFAULT_TABLES);
    private final StringProperty tableSize = new SimpleStringProperty("" + SysbenchSettings.DEFAULT_TABLE_SIZE);
    private final StringProperty threads = new SimpleStringProperty("" + SysbenchSettings.DEFAULT_THREADS);
    private final StringProperty duration = new SimpleStringProperty(Durations.format(SysbenchSettings.DEFAULT_DURATION));
    private final BooleanProperty histogram = new SimpleBooleanProperty(true);
    private final StringProperty attributes = new SimpleStringProperty("");
    private final StringBinding problem;

    public SysbenchRunForm() {
        target.kindProperty().set(TargetKind.EMBEDDED_POSTGRESQL);
        List<Observable> inputs = new ArrayList<>(List.of(target.dependencies()));
        inputs.addAll(List.of(test, tables, tableSize, threads, duration, histogram, attributes));
        problem = Bindings.createStringBinding(this::check, inputs.toArray(Observable[]::new));
    }

    public TargetForm target() {
        return target;
    }

    /** oltp_read_write, oltp_read_only, … */
    public StringProperty testProperty() {
        return test;
    }

    public StringProperty tablesProperty() {
        return tables;
    }

    public StringProperty tableSizeProperty() {
        return tableSize;
    }

    public StringProperty threadsProperty() {
        return threads;
    }

    public StringProperty durationProperty() {
        return duration;
    }

    public BooleanProperty histogramProperty() {
        return histogram;
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
    public SysbenchSettings settings() {
        return new SysbenchSettings(test.get(), TypedValues.wholeInt(tables.get(), "Tables"),
                TypedValues.wholeInt(tableSize.get(), "Table size"), TypedValues.wholeInt(threads.get(), "Threads"),
                Durations.parse(duration.get(), "Duration"), histogram.get());
    }

    /** The workload, with sysbench looked for on PATH. */
    public SysbenchWorkload workload() {
        String wrong = check();
        if (!wrong.isEmpty()) {
            throw new IllegalStateException(wrong);
        }
        return new SysbenchWorkload(SysbenchWorkload.find(null, System.getenv("PATH")).orElse(null),
                SysbenchWorkload.missing(null).replace(", or give its path with --sysbench PATH", ""),
                target.settings(), settings(), TypedValues.attributes(attributes.get()), null);
    }

    private String check() {
        String wrongTarget = target.check();
        return !wrongTarget.isEmpty() ? wrongTarget : TypedValues.problem(() -> settings().check());
    }
}
