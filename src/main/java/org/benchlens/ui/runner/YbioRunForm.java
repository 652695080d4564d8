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
import org.benchlens.runner.ybio.YbioSettings;
import org.benchlens.runner.ybio.YbioWorkload;

/**
 * The YBIO dialog's view model: the target and YBIO's settings as the user typed them, the first
 * problem with them in one sentence (empty when there is none), and the workload they make. The
 * defaults are {@link YbioSettings#defaults()}.
 */
public final class YbioRunForm implements DatabaseRunDialog.Form {

    /** Everything typed but the password, for the next dialog to start from. */
    public record Typed(TargetForm.Typed target, String rows, String setupBatchSize, String batchSize,
                        String pctUpdate, String duration, boolean prepared, boolean indexOnly, String jobs,
                        String attributes) {
    }

    private final TargetForm target = new TargetForm();
    private final StringProperty rows;
    private final StringProperty setupBatchSize;
    private final StringProperty batchSize;
    private final StringProperty pctUpdate;
    private final StringProperty duration;
    private final BooleanProperty prepared;
    private final BooleanProperty indexOnly;
    private final StringProperty jobs;
    private final StringProperty attributes = new SimpleStringProperty("");
    private final StringBinding problem;

    public YbioRunForm() {
        YbioSettings defaults = YbioSettings.defaults();
        rows = new SimpleStringProperty("" + defaults.tableRows());
        setupBatchSize = new SimpleStringProperty("" + defaults.setupBatchSize());
        batchSize = new SimpleStringProperty("" + defaults.batchSize());
        pctUpdate = new SimpleStringProperty("" + defaults.pctUpdate());
        duration = new SimpleStringProperty(Durations.format(defaults.duration()));
        prepared = new SimpleBooleanProperty(defaults.prepared());
        indexOnly = new SimpleBooleanProperty(defaults.indexOnly());
        jobs = new SimpleStringProperty("" + defaults.jobs());
        List<Observable> inputs = new ArrayList<>(List.of(target.dependencies()));
        inputs.addAll(List.of(rows, setupBatchSize, batchSize, pctUpdate, duration, prepared, indexOnly, jobs,
                attributes));
        problem = Bindings.createStringBinding(this::check, inputs.toArray(Observable[]::new));
    }

    public TargetForm target() {
        return target;
    }

    /** tab_rows: rows setup() inserts. */
    public StringProperty rowsProperty() {
        return rows;
    }

    public StringProperty setupBatchSizeProperty() {
        return setupBatchSize;
    }

    /** batch_size: rows per transaction of runit(). */
    public StringProperty batchSizeProperty() {
        return batchSize;
    }

    /** pct_update: 0 to 100. */
    public StringProperty pctUpdateProperty() {
        return pctUpdate;
    }

    /** run_duration: 30s, 2m, or seconds. */
    public StringProperty durationProperty() {
        return duration;
    }

    public BooleanProperty preparedProperty() {
        return prepared;
    }

    public BooleanProperty indexOnlyProperty() {
        return indexOnly;
    }

    public StringProperty jobsProperty() {
        return jobs;
    }

    /** key=value, one a line, given to every run. */
    public StringProperty attributesProperty() {
        return attributes;
    }

    /** The first problem, in one sentence; empty when the form can run. */
    public StringBinding problemProperty() {
        return problem;
    }

    /** The settings typed; throws IllegalArgumentException with the sentence when a field cannot be read. */
    public YbioSettings settings() {
        return new YbioSettings(target.settings(), TypedValues.wholeNumber(rows.get(), "Rows"),
                TypedValues.wholeInt(setupBatchSize.get(), "Setup batch size"),
                TypedValues.wholeInt(batchSize.get(), "Batch size"),
                TypedValues.wholeInt(pctUpdate.get(), "Update %"),
                Durations.parse(duration.get(), "Duration"), prepared.get(), indexOnly.get(),
                TypedValues.wholeInt(jobs.get(), "Jobs"), TypedValues.attributes(attributes.get()));
    }

    public YbioWorkload workload() {
        String wrong = check();
        if (!wrong.isEmpty()) {
            throw new IllegalStateException(wrong);
        }
        return new YbioWorkload(settings());
    }

    public Typed typed() {
        return new Typed(target.typed(), rows.get(), setupBatchSize.get(), batchSize.get(), pctUpdate.get(),
                duration.get(), prepared.get(), indexOnly.get(), jobs.get(), attributes.get());
    }

    public void restore(Typed typed) {
        target.restore(typed.target());
        rows.set(typed.rows());
        setupBatchSize.set(typed.setupBatchSize());
        batchSize.set(typed.batchSize());
        pctUpdate.set(typed.pctUpdate());
        duration.set(typed.duration());
        prepared.set(typed.prepared());
        indexOnly.set(typed.indexOnly());
        jobs.set(typed.jobs());
        attributes.set(typed.attributes());
    }

    private String check() {
        String wrongTarget = target.check();
        return !wrongTarget.isEmpty() ? wrongTarget : TypedValues.problem(() -> settings().check());
    }
}
