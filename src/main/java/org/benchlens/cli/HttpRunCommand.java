package org.benchlens.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.app.KeyValues;
import org.benchlens.app.RunnerSubmission;
import org.benchlens.model.Attributes;
import org.benchlens.runner.Durations;
import org.benchlens.runner.http.HttpLoadSettings;
import org.benchlens.runner.http.HttpLoadWorkload;
import org.benchlens.runner.http.LoadModel;

@Command(name = "http", mixinStandardHelpOptions = true,
        description = {"HTTP load, like k6: constant VUs (closed model), a constant arrival rate (open model, "
                + "with --rate), or a VU sweep (one run per level). Each run is stored as format runner-http.",
                "Ctrl+C stops within a second and stores what was measured, marked status=partial."})
final class HttpRunCommand implements Callable<Integer>, WorkloadCommand {

    @ParentCommand
    RunCommand run;

    @Spec
    CommandSpec spec;

    @Option(names = {"-u", "--url"}, required = true, paramLabel = "URL", description = "http:// or https:// address")
    String url;

    @Option(names = {"-X", "--method"}, paramLabel = "METHOD", defaultValue = HttpLoadSettings.DEFAULT_METHOD,
            description = "HTTP method (default ${DEFAULT-VALUE})")
    String method;

    @Option(names = {"-H", "--header"}, paramLabel = "'NAME: VALUE'", description = "a request header; repeatable")
    List<String> headers = new ArrayList<>();

    @ArgGroup(exclusive = true)
    Body body;

    @Option(names = "--expect", paramLabel = "STATUS", split = ",",
            description = "statuses that count as success, e.g. 200 or 200,201 (default: 200 to 399, as k6)")
    List<Integer> expected = new ArrayList<>();

    @Option(names = "--vus", paramLabel = "N", defaultValue = "" + HttpLoadSettings.DEFAULT_VUS,
            description = "closed model: virtual users (default ${DEFAULT-VALUE})")
    int vus;

    @Option(names = "--sweep", paramLabel = "VUS", split = ",",
            description = "closed model: one run per VU level, e.g. 10,20,30; the runs share a sweep attribute")
    List<Integer> sweep = new ArrayList<>();

    @Option(names = "--rate", paramLabel = "REQ/S",
            description = "open model: requests started per second, whatever the server's speed")
    Double rate;

    @Option(names = "--pre-allocated-vus", paramLabel = "N",
            defaultValue = "" + HttpLoadSettings.DEFAULT_PRE_ALLOCATED_VUS,
            description = "open model: VUs started beforehand (default ${DEFAULT-VALUE})")
    int preAllocatedVus;

    @Option(names = "--max-vus", paramLabel = "N", defaultValue = "" + HttpLoadSettings.DEFAULT_MAX_VUS,
            description = "open model: the most VUs when the others are busy (default ${DEFAULT-VALUE})")
    int maxVus;

    @Option(names = {"-d", "--duration"}, paramLabel = "TIME", defaultValue = "30s",
            description = "measured time of each run: 30s, 1m30s, 500ms (default ${DEFAULT-VALUE})")
    String duration;

    @Option(names = "--warmup", paramLabel = "TIME", defaultValue = "0s",
            description = "load sent before each run measures, not counted (default ${DEFAULT-VALUE})")
    String warmup;

    @Option(names = "--timeout", paramLabel = "TIME", defaultValue = "60s",
            description = "a request not answered within it fails (default ${DEFAULT-VALUE})")
    String timeout;

    @Option(names = "--attr", paramLabel = "KEY=VALUE", description = "an attribute for every run")
    List<String> attributes = new ArrayList<>();

    @Option(names = "--tag", paramLabel = "TAG", description = "a tag for every run")
    List<String> tags = new ArrayList<>();

    static final class Body {
        @Option(names = "--body", paramLabel = "TEXT", description = "request body")
        String text;

        @Option(names = "--body-file", paramLabel = "FILE", description = "request body read from a file")
        Path file;

        String read() {
            if (file == null) {
                return text;
            }
            try {
                return Files.readString(file);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read --body-file " + file + ": " + e.getMessage(), e);
            }
        }
    }

    /** A setting that cannot work throws IllegalArgumentException, which the command line says as one sentence. */
    @Override
    public Integer call() {
        return WorkloadExecution.run(run.parent, workload(null), spec.commandLine().getOut(),
                spec.commandLine().getErr());
    }

    /** Needs nothing of the store. */
    @Override
    public HttpLoadWorkload workload(RunnerSubmission submission) {
        return new HttpLoadWorkload(settings(), Attributes.of(KeyValues.option(attributes, "--attr")), tags);
    }

    HttpLoadSettings settings() {
        if (rate != null && !sweep.isEmpty()) {
            throw new IllegalArgumentException("--sweep is for the closed model (VUs) and --rate for the open one;"
                    + " give one of them");
        }
        Duration measured = Durations.parse(duration, "--duration");
        Duration warm = Durations.parse(warmup, "--warmup");
        Duration requestTimeout = Durations.parse(timeout, "--timeout");
        return new HttpLoadSettings(url, method, headers, body == null ? "" : body.read(),
                expected, rate == null ? LoadModel.CLOSED : LoadModel.OPEN, vus, sweep,
                rate == null ? HttpLoadSettings.DEFAULT_RATE : rate, preAllocatedVus, maxVus, measured, warm,
                requestTimeout);
    }
}
