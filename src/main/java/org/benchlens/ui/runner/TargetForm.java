package org.benchlens.ui.runner;

import javafx.beans.Observable;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.db.TargetSettings;

/**
 * The database a YBIO or Insert Benchmark dialog runs against: embedded H2 (the default), embedded
 * PostgreSQL, or a JDBC URL with its user and password. The password is only used to connect: it
 * is not part of what the dialogs remember.
 */
public final class TargetForm {

    /** What is remembered for the next dialog: everything but the password. */
    public record Typed(TargetKind kind, String url, String user) {
    }

    private final ObjectProperty<TargetKind> kind = new SimpleObjectProperty<>(TargetKind.EMBEDDED_H2);
    private final StringProperty url = new SimpleStringProperty("");
    private final StringProperty user = new SimpleStringProperty("");
    private final StringProperty password = new SimpleStringProperty("");

    public ObjectProperty<TargetKind> kindProperty() {
        return kind;
    }

    public StringProperty urlProperty() {
        return url;
    }

    public StringProperty userProperty() {
        return user;
    }

    public StringProperty passwordProperty() {
        return password;
    }

    /** What the problem sentence of a dialog holding this form depends on. */
    Observable[] dependencies() {
        return new Observable[] {kind, url, user, password};
    }

    /** The first problem, in one sentence; empty when the target can be used. */
    public String check() {
        if (kind.get() != TargetKind.JDBC) {
            return "";
        }
        if (url.get().isBlank()) {
            return "Type the JDBC URL of the database, such as jdbc:postgresql://127.0.0.1:5432/bench.";
        }
        if (!url.get().strip().startsWith("jdbc:")) {
            return "JDBC URL expects an address starting with jdbc:, such as jdbc:postgresql://127.0.0.1:5432/bench, "
                    + "not '" + url.get().strip() + "'.";
        }
        return "";
    }

    public TargetSettings settings() {
        return switch (kind.get()) {
            case EMBEDDED_H2 -> TargetSettings.embeddedH2();
            case EMBEDDED_POSTGRESQL -> TargetSettings.embeddedPostgresql();
            case JDBC -> TargetSettings.jdbc(url.get().strip(), user.get().strip(), password.get());
        };
    }

    public Typed typed() {
        return new Typed(kind.get(), url.get(), user.get());
    }

    /** Fills the form with what was typed last; the password stays empty. */
    public void restore(Typed typed) {
        kind.set(typed.kind());
        url.set(typed.url());
        user.set(typed.user());
    }
}
