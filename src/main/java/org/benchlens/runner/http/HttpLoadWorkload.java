package org.benchlens.runner.http;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

import org.benchlens.model.Attributes;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.runner.Durations;
import org.benchlens.runner.RunContext;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.Workload;
import org.benchlens.runner.RunArguments;

/**
 * HTTP load like k6's constant-vus and constant-arrival-rate executors, or a VU sweep (one run
 * per level, grouped by a {@code sweep} attribute), measured by the built-in client and emitted as
 * {@code runner-http} runs.
 */
public final class HttpLoadWorkload implements Workload {

    /** How long the check before the run waits for the server to accept a connection. */
    private static final int PROBE_MILLIS = 5000;
    private static final DateTimeFormatter SWEEP_ID = DateTimeFormatter.ofPattern("'http-'yyyyMMdd-HHmmss");

    private final HttpLoadSettings settings;
    private final Attributes extraAttributes;
    private final List<String> tags;
    private HttpLoadPlan plan;
    private InetSocketAddress address;

    /**
     * @param extraAttributes given by the user for every run (they win over the runner's own)
     * @param tags            given by the user for every run
     */
    public HttpLoadWorkload(HttpLoadSettings settings, Attributes extraAttributes, List<String> tags) {
        this.settings = settings;
        this.extraAttributes = extraAttributes;
        this.tags = List.copyOf(tags);
    }

    public HttpLoadWorkload(HttpLoadSettings settings) {
        this(settings, Attributes.EMPTY, List.of());
    }

    public HttpLoadSettings settings() {
        return settings;
    }

    @Override
    public String kind() {
        return "http";
    }

    @Override
    public String describe() {
        String load = settings.model() == LoadModel.OPEN ? HttpRunNames.rate(settings.rate()) + " req/s"
                : settings.sweep().isEmpty() ? settings.vus() + " VUs"
                : settings.sweep().size() + " levels of " + joined(settings.sweep()) + " VUs";
        return settings.method().toUpperCase(Locale.ROOT) + " " + settings.url() + " at " + load + " for "
                + Durations.format(settings.duration())
                + (settings.warmup().isZero() ? "" : " after " + Durations.format(settings.warmup()) + " of warm-up");
    }

    @Override
    public List<String> arguments() {
        RunArguments args = new RunArguments(kind()).option("--url", settings.url())
                .option("--method", settings.method()).each("--header", settings.headers())
                .optional("--body", settings.body()).joined("--expect", settings.expectedStatuses());
        if (settings.model() == LoadModel.OPEN) {
            args.number("--rate", settings.rate()).option("--pre-allocated-vus", settings.preAllocatedVus())
                    .option("--max-vus", settings.maxVus());
        } else if (settings.sweep().isEmpty()) {
            args.option("--vus", settings.vus());
        } else {
            args.joined("--sweep", settings.sweep());
        }
        return args.duration("--duration", settings.duration()).duration("--warmup", settings.warmup())
                .duration("--timeout", settings.timeout()).attributes(extraAttributes).each("--tag", tags).list();
    }

    @Override
    public Duration expectedDuration() {
        int levels = settings.model() == LoadModel.CLOSED && !settings.sweep().isEmpty() ? settings.sweep().size() : 1;
        return settings.warmup().plus(settings.duration()).multipliedBy(levels);
    }

    /** Checks the settings and that the server accepts connections. */
    @Override
    public void validate() throws RunnerException {
        plan = HttpLoadPlan.of(settings);
        address = probe(plan.request());
    }

    @Override
    public void run(RunContext context) throws RunnerException, InterruptedException {
        if (plan == null) {
            validate();
        }
        WorkloadProgress progress = new WorkloadProgress(plan);
        String sweepId = plan.sweep() ? ZonedDateTime.now(ZoneOffset.UTC).format(SWEEP_ID) : null;
        List<HttpLoadPlan.Level> levels = plan.levels();
        for (int i = 0; i < levels.size() && !context.cancelled(); i++) {
            HttpLoadPlan.Level level = levels.get(i);
            progress.startLevel(i);
            context.log("started " + HttpRunNames.run(plan, level) + " for " + Durations.format(settings.duration())
                    + (settings.warmup().isZero() ? "" : " after " + Durations.format(settings.warmup())
                    + " of warm-up"));
            LevelResult result = new LoadLevel(plan, level, address, context, progress).run();
            if (result.partial() && result.requests() == 0) {
                context.log("cancelled before any request was measured; nothing is saved");
                return;
            }
            RunDraft draft = HttpRunDraft.of(plan, result, sweepId).attributes(extraAttributes);
            tags.forEach(draft::tag);
            context.log(summary(draft, result));
            context.emit(draft);
        }
    }

    private static String summary(RunDraft draft, LevelResult result) {
        StringBuilder line = new StringBuilder();
        line.append(result.partial() ? "cancelled, partial: " : "finished: ")
                .append(result.requests()).append(" requests in ")
                .append(String.format(Locale.ROOT, "%.1f s, %.2f req/s", result.seconds(), result.throughput()));
        if (result.counts().afterWindow() > 0) {
            line.append(" (").append(result.counts().afterWindow()).append(" more answered after the window, not counted)");
        }
        double p95 = draft.value(Steps.TOTAL, Metrics.LATENCY_P95);
        if (!Double.isNaN(p95)) {
            line.append(String.format(Locale.ROOT, ", p95 %.2f ms", p95));
        }
        line.append(", ").append(result.counts().failures()).append(" failed");
        if (result.counts().failures() > 0) {
            line.append(" (").append(result.failureReasons()).append(')');
        }
        if (result.dropped() > 0) {
            line.append(", ").append(result.dropped()).append(" dropped iterations");
        }
        return line.toString();
    }

    /** Resolves the host and opens one connection, so that a wrong address is said before the run starts. */
    private static InetSocketAddress probe(PreparedRequest request) throws RunnerException {
        String where = request.host() + ":" + request.port();
        InetAddress host;
        try {
            host = InetAddress.getByName(request.host());
        } catch (UnknownHostException e) {
            throw new RunnerException("the host '" + request.host() + "' of the URL " + request.uri()
                    + " is unknown");
        }
        InetSocketAddress address = new InetSocketAddress(host, request.port());
        try (Socket socket = new Socket()) {
            socket.connect(address, PROBE_MILLIS);
            if (request.https()) {
                handshake(socket, request);
            }
        } catch (ConnectException e) {
            throw new RunnerException("nothing accepts connections at " + where + " (" + e.getMessage()
                    + "): is the server running?", e);
        } catch (SocketTimeoutException e) {
            throw new RunnerException(where + " did not accept a connection within " + PROBE_MILLIS / 1000
                    + " s: is the host reachable?", e);
        } catch (IOException e) {
            throw new RunnerException("cannot connect to " + where + ": " + e.getMessage(), e);
        }
        return address;
    }

    /** A certificate the JVM does not trust is said before the run, not as failed requests during it. */
    private static void handshake(Socket socket, PreparedRequest request) throws RunnerException, IOException {
        socket.setSoTimeout(PROBE_MILLIS);
        try (SSLSocket tls = (SSLSocket) ((SSLSocketFactory) SSLSocketFactory.getDefault())
                .createSocket(socket, request.host(), request.port(), true)) {
            tls.startHandshake();
        } catch (SSLException e) {
            String why = String.valueOf(e.getMessage()).contains("PKIX")
                    ? "Java does not trust the server's certificate (give a trust store that holds it with "
                    + "-Djavax.net.ssl.trustStore=FILE)" : e.getMessage();
            throw new RunnerException("the TLS handshake with " + request.host() + ":" + request.port()
                    + " failed: " + why, e);
        }
    }

    private static String joined(List<Integer> levels) {
        return String.join(",", levels.stream().map(String::valueOf).toList());
    }
}
