package org.benchlens.runner.k6;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Attributes;
import org.benchlens.model.Run;
import org.benchlens.runner.RunContext;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.TemporaryFolders;
import org.benchlens.runner.ToolProcess;
import org.benchlens.runner.Workload;
import org.benchlens.runner.RunArguments;

/**
 * Runs the user's k6 script, once per VU level of a sweep, with k6 writing its summary and its
 * points to files, and hands the files to the importers: the runs are what importing those files
 * by hand would give, with {@code runner=k6}, the script, VUs and duration added.
 */
public final class K6Workload implements Workload {

    public static final String RUNNER = "runner";
    public static final String SCRIPT = "script";
    public static final String DURATION = "duration";
    /** k6 exits with this code when a threshold failed; the results are still complete. */
    static final int THRESHOLDS_FAILED = 99;
    /** k6 exits with this code when a signal (Ctrl-C) stopped it; what it wrote covers the time it ran. */
    static final int STOPPED_BY_SIGNAL = 105;
    private static final Duration STOP_GRACE = Duration.ofSeconds(10);

    private final K6Plan plan;
    private final String missingK6;

    /**
     * @param missingK6 the sentence to show when {@code plan.k6()} is null (where k6 was looked for)
     */
    public K6Workload(K6Plan plan, String missingK6) {
        this.plan = plan;
        this.missingK6 = missingK6;
    }

    public K6Plan plan() {
        return plan;
    }

    @Override
    public String kind() {
        return "k6";
    }

    @Override
    public String describe() {
        String load = plan.vus().isEmpty() ? "with the script's own load"
                : plan.vus().size() == 1 ? "at " + plan.vus().get(0) + " VUs"
                : "at " + joined(plan.vus()) + " VUs";
        String time = plan.duration() == null ? "" : " for " + plan.duration().text()
                + (plan.vus().size() > 1 ? " each" : "");
        return "k6 " + plan.script().getFileName() + " " + load + time;
    }

    /** Where k6 is is left out: a repeat looks for it again (--k6, the store's setting, PATH). */
    @Override
    public List<String> arguments() {
        return new RunArguments(kind()).joined("--vus", plan.vus())
                .optional("--duration", plan.duration() == null ? null : plan.duration().text())
                .path("--keep", plan.outputFolder()).attributes(plan.attributes())
                .positional(plan.script().toAbsolutePath()).list();
    }

    @Override
    public Duration expectedDuration() {
        return plan.expectedDuration();
    }

    @Override
    public void validate() throws RunnerException {
        if (plan.k6() == null) {
            throw new RunnerException(missingK6);
        }
        if (!Files.isRegularFile(plan.script()) || !Files.isReadable(plan.script())) {
            throw new RunnerException("the k6 script " + plan.script() + " does not exist or cannot be read.");
        }
    }

    @Override
    public void run(RunContext context) throws RunnerException, InterruptedException {
        List<Integer> levels = plan.levels();
        Path folder = outputFolder();
        long secondsRun = 0;
        try {
            for (int i = 0; i < levels.size() && !context.cancelled(); i++) {
                K6Output output = runLevel(context, levels.get(i), i, levels.size(), folder, secondsRun);
                if (output == null) {
                    break;
                }
                secondsRun += output.secondsRun();
            }
        } finally {
            if (plan.outputFolder() == null) {
                TemporaryFolders.deleteQuietly(folder);
            }
        }
    }

    /** Runs k6 at one level and imports what it wrote; null when the user stopped it. */
    private K6Output runLevel(RunContext context, Integer vus, int index, int count, Path folder, long offset)
            throws RunnerException, InterruptedException {
        String name = scriptStem() + (vus == null ? "" : "-" + vus + "vus");
        Path summary = folder.resolve(name + ".json");
        Path points = folder.resolve(name + ".json.gz");
        List<String> command = command(vus, summary, points);
        String level = count > 1 ? " (level " + (index + 1) + " of " + count + ")" : "";
        context.log("$ " + String.join(" ", command));
        context.progress((double) index / count, "k6 " + name + level);
        K6Output output = new K6Output(context, index, count, name + level, offset);
        ToolProcess process;
        try {
            process = ToolProcess.start(command, plan.script().toAbsolutePath().getParent(),
                    Map.of("K6_NO_COLOR", "true"), output::line);
        } catch (IOException e) {
            throw new RunnerException("could not start k6 at " + plan.k6() + ": " + e.getMessage() + ".", e);
        }
        int exit = process.await(context::cancelled, STOP_GRACE);
        boolean stopped = process.stopped() || exit == STOPPED_BY_SIGNAL;
        if (!stopped && exit != 0 && exit != THRESHOLDS_FAILED) {
            String tail = process.errorTail();
            throw new RunnerException("k6 stopped with exit code " + exit + " at " + name
                    + (tail.isEmpty() ? "" : ": " + tail) + ".");
        }
        List<Path> written = Stream.of(summary, points).filter(Files::isRegularFile).toList();
        if (written.isEmpty()) {
            if (stopped) {
                context.log("k6 was stopped before it wrote any results; nothing stored for " + name + ".");
                return null;
            }
            throw new RunnerException("k6 ended without writing " + summary.getFileName() + " or "
                    + points.getFileName() + "; nothing to import for " + name + ".");
        }
        List<Run> runs = context.importFiles(written, attributes(vus, stopped));
        context.log(describe(name, runs, exit, stopped));
        return stopped ? null : output;
    }

    private List<String> command(Integer vus, Path summary, Path points) {
        List<String> command = new ArrayList<>(List.of(plan.k6().toString(), "run",
                "--summary-export", summary.toString(), "--out", "json=" + points));
        if (vus != null) {
            command.addAll(List.of("--vus", vus.toString()));
        }
        if (plan.duration() != null) {
            command.addAll(List.of("--duration", plan.duration().text()));
        }
        command.add(plan.script().toAbsolutePath().toString());
        return command;
    }

    private Attributes attributes(Integer vus, boolean stopped) {
        Attributes attributes = plan.attributes().with(RUNNER, "k6")
                .with(SCRIPT, plan.script().getFileName().toString());
        if (vus != null) {
            attributes = attributes.with(AttributeKeys.VUS, vus.toString());
        }
        if (plan.duration() != null) {
            attributes = attributes.with(DURATION, plan.duration().text());
        }
        if (stopped) {
            attributes = attributes.with(AttributeKeys.STATUS, AttributeKeys.STATUS_PARTIAL);
        }
        return attributes;
    }

    private static String describe(String name, List<Run> runs, int exit, boolean stopped) {
        String stored = runs.isEmpty() ? "nothing stored" : "stored " + (runs.size() == 1 ? "run " : "runs ")
                + String.join(", ", runs.stream().map(r -> r.id() + " (" + r.format() + ")").toList());
        String how = stopped ? "stopped, the results cover the time it ran"
                : exit == THRESHOLDS_FAILED ? "k6 says thresholds failed (exit code 99)"
                : "finished";
        return name + ": " + how + "; " + stored + ".";
    }

    private Path outputFolder() throws RunnerException {
        try {
            if (plan.outputFolder() != null) {
                return Files.createDirectories(plan.outputFolder());
            }
            return Files.createTempDirectory("benchlens-k6-");
        } catch (IOException e) {
            throw new RunnerException("cannot create the folder for k6's results: " + e.getMessage() + ".", e);
        }
    }

    /** The script's file name without {@code .js} or {@code .ts}, to name the runs. */
    private String scriptStem() {
        String file = plan.script().getFileName().toString();
        return file.replaceFirst("\\.(js|mjs|cjs|ts)$", "");
    }

    private static String joined(List<Integer> values) {
        return String.join(", ", values.stream().map(String::valueOf).toList());
    }
}
