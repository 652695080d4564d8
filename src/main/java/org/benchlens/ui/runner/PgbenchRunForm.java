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
import org.benchlens.runner.pgbench.PgbenchSettings;
import org.benchlens.runner.pgbench.PgbenchWorkload;

/**
 * The pgbench dialog's view model: the target (the embedded PostgreSQL first) and pgbench's
 * settings as typed, the first problem with them in one sentence, and the workload they make.
 */
public final class PgbenchRunForm {

    private final TargetForm target = new TargetForm();
    private final StringProperty scale = new SimpleStringProperty("" + PgbenchSettings.DEFAULT_SCALE);
    private final StringProperty clients = new SimpleStringProperty("" + PgbenchSettings.DEFAULT_CLIENTS);
    private final StringProperty threads = new SimpleStringProperty("1");
    private final StringProperty duration = new SimpleStringProperty(Durations.format(PgbenchSettings.DEFAULT_DURATION));
    private final StringProperty script = new SimpleStringProperty(PgbenchSettings.SCRIPTS.get(0));
    private final StringProperty protocol = new SimpleStringProperty(PgbenchSettings.PROTOCOLS.get(0));
    private final BooleanProperty perStatement = new SimpleBooleanProperty(false);
    private final StringProperty attributes = new SimpleStringProperty("");
    private final StringBinding problem;

    public PgbenchRunForm() {
        target.kindProperty().set(TargetKind.EMBEDDED_POSTGRESQL);
        List<Observable> inputs = new ArrayList<>(List.of(target.dependencies()));
        inputs.addAll(List.of(scale, clients, threads, duration, script, protocol, perStatement, attributes));
        problem = Bindings.createStringBinding(this::check, inputs.toArray(Observable[]::new));
    }

    public TargetForm target() {
        return target;
    }

    public StringProperty scaleProperty() {
        return scale;
    }

    public StringProperty clientsProperty() {
        return clients;
    }

    public StringProperty threadsProperty() {
        return threads;
    }

    public StringProperty durationProperty() {
        return duration;
    }

    /** tpcb-like, simple-update or select-only. */
    public StringProperty scriptProperty() {
        return script;
    }

    /** simple, extended or prepared. */
    public StringProperty protocolProperty() {
        return protocol;
    }

    public BooleanProperty perStatementProperty() {
        return perStatement;
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
    public PgbenchSettings settings() {
        return new PgbenchSettings(TypedValues.wholeInt(scale.get(), "Scale"), TypedValues.wholeInt(clients.get(), "Clients"),
                TypedValues.wholeInt(threads.get(), "Threads"), Durations.parse(duration.get(), "Duration"), script.get(),
                protocol.get(), perStatement.get());
    }

    /** The workload, with pgbench looked for on PATH. */
    public PgbenchWorkload workload() {
        String wrong = check();
        if (!wrong.isEmpty()) {
            throw new IllegalStateException(wrong);
        }
        return new PgbenchWorkload(PgbenchWorkload.find(null, System.getenv("PATH")).orElse(null),
                PgbenchWorkload.missing(null).replace(", or give its path with --pgbench PATH", ""),
                target.settings(), settings(), TypedValues.attributes(attributes.get()), null);
    }

    private String check() {
        String wrongTarget = target.check();
        return !wrongTarget.isEmpty() ? wrongTarget : TypedValues.problem(() -> settings().check());
    }
}
