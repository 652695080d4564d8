package org.benchlens.runner.k6;

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
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * One k6 process: its output read line by line as it comes, and a stop that lets k6 write its
 * summary (SIGINT, as Ctrl-C would) before it is killed.
 */
final class K6Process {

    private static final Pattern ANSI = Pattern.compile("\u001b\\[[0-9;?]*[A-Za-z]");
    private static final int TAIL_LINES = 5;
    private static final Duration OWN_STOP = Duration.ofSeconds(1);

    private final Process process;
    private final Thread[] readers;
    private final ArrayDeque<String> errorTail = new ArrayDeque<>();
    /** Stops k6 when BenchLens ends while it runs, so that it does not go on loading the server alone. */
    private final Thread stopWhenBenchLensEnds;
    private boolean stopped;

    private K6Process(Process process, Consumer<String> lines) {
        this.process = process;
        this.stopWhenBenchLensEnds = new Thread(process::destroy, "benchlens-k6-stop");
        this.readers = new Thread[] {
                reader(process.getInputStream(), lines, false),
                reader(process.getErrorStream(), lines, true)};
    }

    static K6Process start(List<String> command, Path workingFolder, Consumer<String> lines) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(workingFolder.toFile());
        builder.environment().put("K6_NO_COLOR", "true");
        builder.redirectInput(ProcessBuilder.Redirect.PIPE);
        K6Process k6 = new K6Process(builder.start(), lines);
        k6.process.getOutputStream().close();
        for (Thread reader : k6.readers) {
            reader.start();
        }
        Runtime.getRuntime().addShutdownHook(k6.stopWhenBenchLensEnds);
        return k6;
    }

    /**
     * Waits for k6 to end. Once {@code cancelled} turns true, gives it a second to end by itself
     * (Ctrl-C in a terminal reaches k6 too, and a second SIGINT would make k6 quit without its
     * summary), then sends it SIGINT, and kills it if it has not ended after {@code grace}.
     *
     * @return k6's exit code
     */
    int await(BooleanSupplier cancelled, Duration grace) throws InterruptedException {
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
                // BenchLens is ending: the hook stops k6
            }
        }
    }

    /** True when it was asked to stop before it ended by itself. */
    boolean stopped() {
        return stopped;
    }

    /** The last lines k6 wrote to its error stream, joined, for a failure sentence. */
    String errorTail() {
        synchronized (errorTail) {
            return String.join(" / ", errorTail);
        }
    }

    /** SIGINT where there are signals, so that k6 stops its VUs and writes its summary. */
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
        }, "benchlens-k6-" + (errors ? "stderr" : "stdout"));
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
