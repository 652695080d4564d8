package org.benchlens.runner;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * One benchmark tool's process (k6, pgbench, sysbench): its output read line by line as it comes,
 * and a stop that lets the tool write its summary (SIGINT, as Ctrl-C would) before it is killed.
 */
public final class ToolProcess {

    private static final Pattern ANSI = Pattern.compile("\u001b\\[[0-9;?]*[A-Za-z]");
    private static final int TAIL_LINES = 5;
    private static final Duration OWN_STOP = Duration.ofSeconds(1);

    private final Process process;
    private final String name;
    private final Thread[] readers;
    private final ArrayDeque<String> errorTail = new ArrayDeque<>();
    /** Stops the tool when BenchLens ends while it runs, so that it does not go on loading the server alone. */
    private final Thread stopWhenBenchLensEnds;
    private boolean stopped;

    private ToolProcess(Process process, String name, Consumer<String> lines) {
        this.process = process;
        this.name = name;
        this.stopWhenBenchLensEnds = new Thread(process::destroy, "benchlens-" + name + "-stop");
        this.readers = new Thread[] {
                reader(process.getInputStream(), lines, false),
                reader(process.getErrorStream(), lines, true)};
    }

    /**
     * Starts {@code command} in {@code workingFolder} with {@code environment} added to BenchLens's own.
     *
     * @param lines hears each line of the tool's output and error streams, from two threads
     */
    public static ToolProcess start(List<String> command, Path workingFolder, Map<String, String> environment,
                                    Consumer<String> lines) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(workingFolder.toFile());
        builder.environment().putAll(environment);
        builder.redirectInput(ProcessBuilder.Redirect.PIPE);
        String name = Path.of(command.get(0)).getFileName().toString();
        ToolProcess tool = new ToolProcess(builder.start(), name, lines);
        tool.process.getOutputStream().close();
        for (Thread reader : tool.readers) {
            reader.start();
        }
        Runtime.getRuntime().addShutdownHook(tool.stopWhenBenchLensEnds);
        return tool;
    }

    /**
     * Waits for the tool to end. Once {@code cancelled} turns true, gives it a second to end by
     * itself (Ctrl-C in a terminal reaches it too, and a second SIGINT would make k6 quit without
     * its summary), then sends it SIGINT, and kills it if it has not ended after {@code grace}.
     *
     * @return the tool's exit code
     */
    public int await(BooleanSupplier cancelled, Duration grace) throws InterruptedException {
        try {
            while (!process.waitFor(100, TimeUnit.MILLISECONDS)) {
                if (!stopped && cancelled.getAsBoolean()) {
                    stopped = true;
                    if (!process.waitFor(OWN_STOP.toMillis(), TimeUnit.MILLISECONDS)) {
                        interrupt();
                    }
                    if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
                        process.destroyForcibly().waitFor();
                    }
                }
            }
            for (Thread reader : readers) {
                reader.join(2000);
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            throw e;
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(stopWhenBenchLensEnds);
            } catch (IllegalStateException e) {
                // BenchLens is ending: the hook stops the tool
            }
        }
    }

    /** True when it was asked to stop before it ended by itself. */
    public boolean stopped() {
        return stopped;
    }

    /** The last lines the tool wrote to its error stream, joined, for a failure sentence. */
    public String errorTail() {
        synchronized (errorTail) {
            return String.join(" / ", errorTail);
        }
    }

    /** SIGINT where there are signals, so that the tool stops its load and writes its summary. */
    private void interrupt() throws InterruptedException {
        if (System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows")) {
            process.destroy();
            return;
        }
        try {
            new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).start().waitFor();
        } catch (IOException e) {
            process.destroy();
        }
    }

    private Thread reader(InputStream stream, Consumer<String> lines, boolean errors) {
        Thread thread = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    // a terminal-style progress bar redraws with \r; each redraw is a line of its own
                    for (String part : line.split("\r")) {
                        String clean = ANSI.matcher(part).replaceAll("").stripTrailing();
                        if (!clean.isBlank()) {
                            keep(clean, errors);
                            lines.accept(clean);
                        }
                    }
                }
            } catch (IOException e) {
                // the process ended and closed its output
            }
        }, "benchlens-" + name + "-" + (errors ? "stderr" : "stdout"));
        thread.setDaemon(true);
        return thread;
    }

    private void keep(String line, boolean errors) {
        if (!errors) {
            return;
        }
        synchronized (errorTail) {
            errorTail.addLast(line.strip());
            if (errorTail.size() > TAIL_LINES) {
                errorTail.removeFirst();
            }
        }
    }
}
