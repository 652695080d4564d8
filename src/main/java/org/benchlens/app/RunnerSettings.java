package org.benchlens.app;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.benchlens.model.Attributes;
import org.benchlens.model.Run;
import org.benchlens.runner.Workload;

/**
 * The complete settings of a run made by the runner, stored with each of its runs as the command
 * that makes it again ({@code runner.command}, a JSON array of arguments such as
 * {@code ["run","ybio","--target","embedded-h2","--rows","100000",…]}), so that it can be repeated
 * (decisions 0044 and 0082). Whatever started the workload (a command, a Run menu dialog, a
 * repeat), the arguments are the workload's own ({@link Workload#arguments()}).
 */
public final class RunnerSettings {

    public static final String ATTRIBUTE = "runner.command";
    /** What the runner alone writes (decision 0144): an edit of the attributes never changes it. */
    public static final String PREFIX = "runner.";
    /** The store holds attribute values up to 4096 characters; a longer command (a long --body) is not kept. */
    private static final int LONGEST = 4000;
    private static final ObjectMapper JSON = new ObjectMapper();

    private RunnerSettings() {
    }

    /** Whether {@code key} is one of the runner's own attributes, which no edit may set, change or remove. */
    public static boolean isRunners(String key) {
        return key.startsWith(PREFIX);
    }

    /** The attribute every run of {@code workload} carries; none when its command is too long to keep. */
    static Attributes of(Workload workload) {
        try {
            String text = JSON.writeValueAsString(workload.arguments());
            return text.length() > LONGEST ? Attributes.EMPTY : Attributes.EMPTY.with(ATTRIBUTE, text);
        } catch (JsonProcessingException e) {
            return Attributes.EMPTY;
        }
    }

    /** The arguments that make {@code run} again; empty for an imported run. */
    public static Optional<List<String>> of(Run run) {
        String recorded = run.attribute(ATTRIBUTE);
        if (recorded == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(JSON.readValue(recorded, new TypeReference<List<String>>() { }));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(ATTRIBUTE + " of run " + run.id() + " is not a list of arguments: "
                    + recorded);
        }
    }
}
