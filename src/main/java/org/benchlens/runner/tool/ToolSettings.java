package org.benchlens.runner.tool;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.benchlens.runner.RunArguments;
import org.benchlens.runner.RunnerException;

/**
 * The values of a described workload's options, by long name: Integer, Long, a list of Integer,
 * Duration, String or Boolean as the option's type says.
 */
public record ToolSettings(Map<String, Object> values) {

    public ToolSettings {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    public int number(String name) {
        return (Integer) value(name);
    }

    public long count(String name) {
        return (Long) value(name);
    }

    @SuppressWarnings("unchecked")
    public List<Integer> numbers(String name) {
        return (List<Integer>) value(name);
    }

    public Duration duration(String name) {
        return (Duration) value(name);
    }

    public String text(String name) {
        return (String) value(name);
    }

    public boolean flag(String name) {
        return (Boolean) value(name);
    }

    private Object value(String name) {
        Object value = values.get(name);
        if (value == null) {
            throw new IllegalArgumentException("no option " + name);
        }
        return value;
    }

    /** The options as stored with a run, in the tool's order. */
    RunArguments addTo(RunArguments args, List<ToolOption> options) {
        for (ToolOption option : options) {
            switch (option.type()) {
                case NUMBER, COUNT, CHOICE -> args.option(option.name(), values.get(option.name()));
                case NUMBERS -> args.option(option.name(),
                        String.join(",", numbers(option.name()).stream().map(String::valueOf).toList()));
                case DURATION -> args.duration(option.name(), duration(option.name()));
                case FLAG -> args.flag(option.name(), flag(option.name()));
            }
        }
        return args;
    }

    /**
     * Says in one sentence what cannot work: a number below 1, the tool's own rule between options,
     * a duration under a second, a choice it does not know.
     */
    public void check(ExternalTool tool) throws RunnerException {
        List<String> numbers = new ArrayList<>();
        boolean belowOne = false;
        for (ToolOption option : tool.options()) {
            if (option.type() == ToolOption.Type.NUMBER) {
                numbers.add(option.label().toLowerCase(Locale.ROOT));
                belowOne |= number(option.name()) < 1;
            }
        }
        if (belowOne) {
            throw new RunnerException(String.join(", ", numbers.subList(0, numbers.size() - 1)) + " and "
                    + numbers.get(numbers.size() - 1) + " must be 1 or more.");
        }
        tool.check(this);
        for (ToolOption option : tool.options()) {
            if (option.type() == ToolOption.Type.DURATION && duration(option.name()).toSeconds() < 1) {
                throw new RunnerException("the " + option.label().toLowerCase(Locale.ROOT)
                        + " must be at least one second.");
            }
        }
        for (ToolOption option : tool.options()) {
            if (option.type() == ToolOption.Type.CHOICE && !option.choices().contains(text(option.name()))) {
                throw new RunnerException(option.what() + " must be one of " + String.join(", ", option.choices())
                        + ", not " + text(option.name()) + ".");
            }
        }
    }

    /** Reads the options' values as typed, each by {@code typed}; a field that cannot be read throws with its name. */
    public static ToolSettings read(List<ToolOption> options, Typed typed) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (ToolOption option : options) {
            values.put(option.name(), typed.value(option));
        }
        return new ToolSettings(values);
    }

    /** The value of one option, of the type it says. */
    @FunctionalInterface
    public interface Typed {
        Object value(ToolOption option);
    }
}
