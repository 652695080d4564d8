package org.benchlens.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import sun.misc.Signal;
import sun.misc.SignalHandler;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import org.benchlens.model.Attributes;
import org.benchlens.model.Run;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.RunnerListener;
import org.benchlens.runner.RunnerOutcome;
import org.benchlens.runner.WorkloadRunner;
import org.benchlens.runner.k6.K6Duration;
import org.benchlens.runner.k6.K6Executable;
import org.benchlens.runner.k6.K6Plan;
import org.benchlens.runner.k6.K6Workload;
import org.benchlens.store.Store;

@Command(name = "k6", mixinStandardHelpOptions = true,
        description = {"Run a k6 script and import its summary and points, one run per VU level.",
                "k6 is looked for with --k6, then the store's setting k6.path, then on PATH.",
                "Ctrl-C stops k6 so that it writes what it measured; that is stored with status=partial",
                "and the exit code is 130."})
final class RunK6Command implements Callable<Integer> {

    /** The exit code of a command stopped by Ctrl-C, as shells report it (128 + SIGINT). */
    static final int STOPPED = 130;

    @ParentCommand
    RunCommand parent;

    @Spec
    CommandSpec spec;

    @Option(names = "--vus", paramLabel = "N[,N...]",
            description = "virtual users; several (10,20,50) make a sweep, one k6 run per level "
                    + "(default: the script's own)")
    String vus;

    @Option(names = "--duration", paramLabel = "DURATION",
            description = "how long each level runs, such as 30s or 1m30s (default: the script's own)")
    String duration;

    @Option(names = "--k6", paramLabel = "PATH", description = "the k6 program (default: k6.path, else PATH)")
    String k6;

    @Option(names = "--keep", paramLabel = "FOLDER",
            description = "keep k6's summary and points in FOLDER (default: a temporary folder, removed after import)")
    Path keep;

    @Option(names = "--attr", paramLabel = "KEY=VALUE", description = "an attribute for every stored run")
    List<String> attributes = new ArrayList<>();

    @Parameters(paramLabel = "SCRIPT", description = "the k6 script")
    Path script;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Integer> levels = K6Plan.parseVus(vus, "--vus");
        K6Duration length = duration == null ? null : K6Duration.parse(duration, "--duration");
        Attributes extra = Attributes.of(KeyValues.parse(attributes, "--attr"));
        try (Store store = parent.parent.openStore()) {
            String setting = store.read(session -> session.settings().get(K6Executable.SETTING)).orElse(null);
            Path program = K6Executable.find(k6, setting, System.getenv("PATH")).orElse(null);
            K6Workload workload = new K6Workload(new K6Plan(program, script, levels, length, extra, keep),
                    K6Executable.missing(k6, setting));
            WorkloadRunner runner = new WorkloadRunner(store, ImportedRunFiles.into(store));
            return run(runner, workload, out, err);
        }
    }

    /**
     * Runs the workload. Ctrl-C cancels it instead of ending BenchLens, so that what k6 wrote is
     * still stored: a shutdown hook would come too late, the store closes itself when the JVM ends.
     */
    private static int run(WorkloadRunner runner, K6Workload workload, PrintWriter out, PrintWriter err)
            throws InterruptedException {
        SignalHandler previous = onCtrlC(signal -> runner.cancel());
        try {
            out.println("Running " + workload.describe());
            out.flush();
            RunnerOutcome outcome = runner.run(workload, new Printer(out));
            List<Run> runs = outcome.runs();
            out.println((outcome.cancelled() ? "Stopped; " : "") + "stored " + runs.size()
                    + (runs.size() == 1 ? " run" : " runs")
                    + (runs.isEmpty() ? "" : ": " + String.join(", ", runs.stream().map(r -> "run " + r.id()
                    + " " + r.name() + " (" + r.format() + ")").toList())));
            out.flush();
            return outcome.cancelled() ? STOPPED : 0;
        } catch (RunnerException e) {
            err.println("benchlens: " + e.getMessage());
            err.flush();
            return 1;
        } finally {
            if (previous != null) {
                onCtrlC(previous);
            }
        }
    }

    /** The handler that was there, or null where the JVM keeps SIGINT to itself (-Xrs). */
    private static SignalHandler onCtrlC(SignalHandler handler) {
        try {
            return Signal.handle(new Signal("INT"), handler);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** k6's lines as they come. */
    private record Printer(PrintWriter out) implements RunnerListener {
        @Override
        public void log(String line) {
            out.println(line);
            out.flush();
        }
    }
}
