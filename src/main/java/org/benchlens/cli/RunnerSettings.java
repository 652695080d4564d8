package org.benchlens.cli;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import picocli.CommandLine.Model.CommandSpec;

import org.benchlens.model.Attributes;

/**
 * The complete settings of a run made by the runner, stored with each of its runs as the command
 * that makes it again ({@code runner.command}, a JSON array of arguments such as
 * {@code ["run","ybio","--rows","100000"]}), so that {@code benchlens repeat} can queue more of the
 * same (decision 0044). The store option and a password are never kept.
 */
final class RunnerSettings {

    static final String ATTRIBUTE = "runner.command";
    /** The store holds attribute values up to 4096 characters; a longer command (a long --body) is not kept. */
    private static final int LONGEST = 4000;
    private static final ObjectMapper JSON = new ObjectMapper();

    private RunnerSettings() {
    }

    /** {@code extra} with the command line that ran, from {@code run} on. */
    static Attributes recorded(Attributes extra, CommandSpec spec) {
        List<String> args = arguments(spec.commandLine().getParseResult().originalArgs());
        try {
            String text = JSON.writeValueAsString(args);
            return text.length() > LONGEST ? extra : extra.with(ATTRIBUTE, text);
        } catch (JsonProcessingException e) {
            return extra;
        }
    }

    /** The arguments that make a run again, read back from its attribute. */
    static List<String> read(String recorded) {
        try {
            return JSON.readValue(recorded, new TypeReference<List<String>>() { });
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(ATTRIBUTE + " is not a list of arguments: " + recorded);
        }
    }

    /** A repeat's number is the repeat's, not the settings'. */
    private static final String REPEAT = "repeat=";

    /** From {@code run} on, without the store, a repeat number or a password (it is asked for again). */
    static List<String> arguments(List<String> original) {
        List<String> args = new ArrayList<>();
        boolean started = false;
        for (int i = 0; i < original.size(); i++) {
            String arg = original.get(i);
            if (!started) {
                started = arg.equals("run");
                if (!started) {
                    continue;
                }
            }
            if (arg.startsWith("--password=")) {
                continue;
            }
            if (arg.equals("--attr") && i + 1 < original.size() && original.get(i + 1).startsWith(REPEAT)
                    || arg.startsWith("--attr=" + REPEAT)) {
                i += arg.equals("--attr") ? 1 : 0;
                continue;
            }
            if (arg.equals("--password")) {
                args.add(arg);
                if (i + 1 < original.size() && !original.get(i + 1).startsWith("-")) {
                    i++;
                }
                continue;
            }
            args.add(arg);
        }
        return args;
    }
}
