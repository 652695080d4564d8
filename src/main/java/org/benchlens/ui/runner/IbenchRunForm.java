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
import org.benchlens.runner.ibench.IbenchSettings;
import org.benchlens.runner.ibench.IbenchWorkload;

/**
 * The Insert Benchmark dialog's view model: the target, the clients, the rows of each step, how
 * long the read-write steps run and at which write rates, as the user typed them; the first problem
 * with them in one sentence (empty when there is none), and the workload they make. The defaults
 * are {@link IbenchSettings#defaults()}.
 */
public final class IbenchRunForm implements DatabaseRunDialog.Form {

    /** Everything typed but the password, for the next dialog to start from. */
    public record Typed(TargetForm.Typed target, String clients, String loadRows, String writeRows,
                        String smallWriteRows, String queryDuration, boolean rate100, boolean rate500,
                        boolean rate1000, String attributes) {
    }

    private final TargetForm target = new TargetForm();
    private final StringProperty clients;
    private final StringProperty loadRows;
    private final StringProperty writeRows;
    private final StringProperty smallWriteRows;
    private final StringProperty queryDuration;
    private final BooleanProperty rate100;
    private final BooleanProperty rate500;
    private final BooleanProperty rate1000;
    private final StringProperty attributes = new SimpleStringProperty("");
    private final StringBinding problem;

    public IbenchRunForm() {
        IbenchSettings defaults = IbenchSettings.defaults();
        clients = new SimpleStringProperty("" + defaults.clients());
        loadRows = new SimpleStringProperty("" + defaults.loadRows());
        writeRows = new SimpleStringProperty("" + defaults.writeRows());
        smallWriteRows = new SimpleStringProperty("" + defaults.smallWriteRows());
        queryDuration = new SimpleStringProperty(Durations.format(defaults.queryDuration()));
        rate100 = new SimpleBooleanProperty(defaults.writeRates().contains(100));
        rate500 = new SimpleBooleanProperty(defaults.writeRates().contains(500));
        rate1000 = new SimpleBooleanProperty(defaults.writeRates().contains(1000));
        List<Observable> inputs = new ArrayList<>(List.of(target.dependencies()));
        inputs.addAll(List.of(clients, loadRows, writeRows, smallWriteRows, queryDuration, rate100, rate500,
                rate1000, attributes));
        problem = Bindings.createStringBinding(this::check, inputs.toArray(Observable[]::new));
    }

    public TargetForm target() {
        return target;
    }

    public StringProperty clientsProperty() {
        return clients;
    }

    /** Rows per table l.i0 loads. */
    public StringProperty loadRowsProperty() {
        return loadRows;
    }

    /** Rows per table l.i1 inserts and deletes. */
    public StringProperty writeRowsProperty() {
        return writeRows;
    }

    /** Rows per table l.i2 inserts and deletes. */
    public StringProperty smallWriteRowsProperty() {
        return smallWriteRows;
    }

    /** How long each read-write step runs. */
    public StringProperty queryDurationProperty() {
        return queryDuration;
    }

    /** qr100 and qp100. */
    public BooleanProperty rate100Property() {
        return rate100;
    }

    public BooleanProperty rate500Property() {
        return rate500;
    }

    public BooleanProperty rate1000Property() {
        return rate1000;
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
    public IbenchSettings settings() {
        List<Integer> rates = new ArrayList<>();
        if (rate100.get()) {
            rates.add(100);
        }
        if (rate500.get()) {
            rates.add(500);
        }
        if (rate1000.get()) {
            rates.add(1000);
        }
        return new IbenchSettings(target.settings(), TypedValues.wholeInt(clients.get(), "Clients"),
                TypedValues.wholeNumber(loadRows.get(), "Rows (l.i0)"),
                TypedValues.wholeNumber(writeRows.get(), "Rows (l.i1)"),
                TypedValues.wholeNumber(smallWriteRows.get(), "Rows (l.i2)"),
                Durations.parse(queryDuration.get(), "Read-write step duration"), rates,
                TypedValues.attributes(attributes.get()));
    }

    public IbenchWorkload workload() {
        String wrong = check();
        if (!wrong.isEmpty()) {
            throw new IllegalStateException(wrong);
        }
        return new IbenchWorkload(settings());
    }

    public Typed typed() {
        return new Typed(target.typed(), clients.get(), loadRows.get(), writeRows.get(), smallWriteRows.get(),
                queryDuration.get(), rate100.get(), rate500.get(), rate1000.get(), attributes.get());
    }

    public void restore(Typed typed) {
        target.restore(typed.target());
        clients.set(typed.clients());
        loadRows.set(typed.loadRows());
        writeRows.set(typed.writeRows());
        smallWriteRows.set(typed.smallWriteRows());
        queryDuration.set(typed.queryDuration());
        rate100.set(typed.rate100());
        rate500.set(typed.rate500());
        rate1000.set(typed.rate1000());
        attributes.set(typed.attributes());
    }

    private String check() {
        String wrongTarget = target.check();
        return !wrongTarget.isEmpty() ? wrongTarget : TypedValues.problem(() -> settings().check());
    }
}
