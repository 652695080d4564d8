package org.benchlens.runner;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.benchlens.model.Attributes;
import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.db.TargetSettings;

/**
 * The arguments of {@code benchlens run KIND …} that make a workload again, every setting written
 * out (defaults too, so that a later change of a default does not change a repeat). A password is
 * written as a bare {@code --password}, so that it is asked for again and never stored; a
 * {@code repeat} attribute is left out, as it numbers a run, not its settings.
 */
public final class RunArguments {

    /** The attribute that numbers the repeats of one set of settings. */
    public static final String REPEAT = "repeat";

    private final List<String> args = new ArrayList<>();

    public RunArguments(String kind) {
        args.add("run");
        args.add(kind);
    }

    public RunArguments option(String name, Object value) {
        args.add(name);
        args.add(String.valueOf(value));
        return this;
    }

    /** The option only when {@code value} is neither null nor empty. */
    public RunArguments optional(String name, Object value) {
        return value == null || value.toString().isEmpty() ? this : option(name, value);
    }

    public RunArguments duration(String name, Duration value) {
        return option(name, Durations.format(value));
    }

    /** A number as typed: 100 rather than 100.0. */
    public RunArguments number(String name, double value) {
        return option(name, value == Math.rint(value) && Math.abs(value) < 1e15 ? "" + (long) value : "" + value);
    }

    public RunArguments flag(String name, boolean on) {
        if (on) {
            args.add(name);
        }
        return this;
    }

    /** The option once for each value. */
    public RunArguments each(String name, Collection<String> values) {
        values.forEach(value -> option(name, value));
        return this;
    }

    /** The values joined by commas in one option; nothing when there are none. */
    public RunArguments joined(String name, Collection<?> values) {
        return values.isEmpty() ? this
                : option(name, values.stream().map(String::valueOf).collect(Collectors.joining(",")));
    }

    public RunArguments path(String name, Path value) {
        return value == null ? this : option(name, value.toAbsolutePath());
    }

    /** {@code --target}, and for a server its URL, user and a bare {@code --password} when it has one. */
    public RunArguments target(TargetSettings target) {
        option("--target", target.kind().label());
        if (target.kind() == TargetKind.JDBC) {
            optional("--url", target.url());
            optional("--user", target.user());
            flag("--password", target.password() != null && !target.password().isEmpty());
        }
        return this;
    }

    /** {@code --attr KEY=VALUE} for each attribute given by the user, but a repeat's number. */
    public RunArguments attributes(Attributes extra) {
        for (Map.Entry<String, String> attribute : extra.values().entrySet()) {
            if (!attribute.getKey().equals(REPEAT)) {
                option("--attr", attribute.getKey() + "=" + attribute.getValue());
            }
        }
        return this;
    }

    /** A value given as the last, positional argument. */
    public RunArguments positional(Object value) {
        args.add(String.valueOf(value));
        return this;
    }

    public List<String> list() {
        return List.copyOf(args);
    }
}
