package org.benchlens.ui.runner;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.benchlens.model.Attributes;
import org.benchlens.runner.k6.K6Duration;
import org.benchlens.runner.k6.K6Executable;
import org.benchlens.runner.k6.K6Plan;
import org.benchlens.runner.k6.K6Workload;

/**
 * The k6 dialog's view model: the fields as the user typed them, the first problem with them in
 * one sentence (empty when there is none), and the workload they make.
 */
public final class K6RunForm {

    /** What the next dialog starts from: the script, the VUs and the duration (k6's path is a store setting). */
    public record Typed(String script, String vus, String duration) {
    }

    private final StringProperty script = new SimpleStringProperty("");
    private final StringProperty vus = new SimpleStringProperty("10");
    private final StringProperty duration = new SimpleStringProperty("30s");
    private final StringProperty k6 = new SimpleStringProperty("");
    private final String setting;
    private final String pathEnv;
    private final StringBinding problem;

    /**
     * @param setting the store's {@value K6Executable#SETTING}, or null
     * @param pathEnv the PATH to look for k6 on
     */
    public K6RunForm(String setting, String pathEnv) {
        this.setting = setting;
        this.pathEnv = pathEnv;
        problem = Bindings.createStringBinding(this::check, script, vus, duration, k6);
    }

    public StringProperty scriptProperty() {
        return script;
    }

    /** One VU count, or several separated by commas for a sweep. */
    public StringProperty vusProperty() {
        return vus;
    }

    /** Empty to keep the script's own. */
    public StringProperty durationProperty() {
        return duration;
    }

    /** Empty to use the store's setting or PATH. */
    public StringProperty k6Property() {
        return k6;
    }

    /** The k6 program that will run, for the field's hint, or empty. */
    public Optional<Path> foundK6() {
        return K6Executable.find(k6.get(), setting, pathEnv);
    }

    /** The first problem, in one sentence; empty when the form can run. */
    public StringBinding problemProperty() {
        return problem;
    }

    /** True when the k6 path typed differs from the store's setting: it is then remembered. */
    public boolean k6PathChanged() {
        return !k6.get().isBlank() && !k6.get().strip().equals(setting);
    }

    public K6Workload workload() {
        String wrong = check();
        if (!wrong.isEmpty()) {
            throw new IllegalStateException(wrong);
        }
        List<Integer> levels = K6Plan.parseVus(vus.get(), "VUs");
        K6Duration length = duration.get().isBlank() ? null : K6Duration.parse(duration.get(), "Duration");
        K6Plan plan = new K6Plan(foundK6().orElseThrow(), Path.of(script.get().strip()), levels, length,
                Attributes.EMPTY, null);
        return new K6Workload(plan, "");
    }

    public Typed typed() {
        return new Typed(script.get(), vus.get(), duration.get());
    }

    public void restore(Typed typed) {
        script.set(typed.script());
        vus.set(typed.vus());
        duration.set(typed.duration());
    }

    private String check() {
        if (script.get().isBlank()) {
            return "Choose the k6 script to run.";
        }
        try {
            if (!Files.isRegularFile(Path.of(script.get().strip()))) {
                return "The script " + script.get().strip() + " does not exist.";
            }
        } catch (InvalidPathException e) {
            return "The script path " + script.get().strip() + " is not a valid path.";
        }
        try {
            K6Plan.parseVus(vus.get(), "VUs");
            if (!duration.get().isBlank()) {
                K6Duration.parse(duration.get(), "Duration");
            }
        } catch (IllegalArgumentException e) {
            return e.getMessage() + ".";
        }
        if (foundK6().isEmpty()) {
            String where = !k6.get().isBlank() ? "There is no k6 program at " + k6.get().strip()
                    : setting != null && !setting.isBlank() ? "There is no k6 program at " + setting.strip()
                            + " (the setting " + K6Executable.SETTING + ")"
                    : "k6 is not on PATH";
            return where
                    + "; install it as " + K6Executable.INSTALL_URL + " describes, or give the path of k6.";
        }
        return "";
    }
}
