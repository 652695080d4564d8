package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code benchlens run http} against a server on 127.0.0.1, and what {@code runs} and {@code show} then say. */
class HttpRunCommandTest {

    @TempDir
    Path folder;

    private HttpServer server;
    private final AtomicLong served = new AtomicLong();
    private Cli cli;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 64);
        server.createContext("/items", exchange -> {
            served.incrementAndGet();
            byte[] body = "[{\"id\":1}]".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        cli = new Cli(folder.resolve("store"));
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/items";
    }

    @Test
    void runsAndStoresASweepWithTheGivenAttributes() throws Exception {
        Cli.Result run = cli.run("run", "http", "--url", url(), "--sweep", "1,2", "--duration", "1s",
                "--attr", "deployment=test server", "--tag", "smoke");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out().lines().toList()).hasSize(8).first()
                .isEqualTo("Running GET " + url() + " at 2 levels of 1,2 VUs for 1s");
        assertThat(run.out()).contains("started GET " + url() + " at 1 VUs for 1s", "saved run 1: GET " + url()
                + " at 1 VUs [status=completed deployment=\"test server\" vus=1", "saved run 2: ").endsWith("done: 2 runs saved\n");

        JsonNode runs = new ObjectMapper().readTree(cli.run("runs", "--format", "json").out());
        assertThat(runs).hasSize(2);
        assertThat(runs.get(0).get("format").asText()).isEqualTo("runner-http");
        assertThat(runs.get(1).get("attributes").get("vus").asText()).isEqualTo("2");
        assertThat(runs.get(1).get("attributes").get("sweep").asText())
                .isEqualTo(runs.get(0).get("attributes").get("sweep").asText());
        assertThat(runs.get(1).get("tags").get(0).asText()).isEqualTo("smoke");

        JsonNode first = new ObjectMapper().readTree(cli.run("show", "1", "--format", "json").out());
        JsonNode second = new ObjectMapper().readTree(cli.run("show", "2", "--format", "json").out());
        // answers after each level's window are counted apart
        assertThat(requests(first) + measured(first, "http_reqs.after_window") + requests(second)
                + measured(second, "http_reqs.after_window")).isEqualTo(served.get());
        assertThat(measured(first, "duration")).isEqualTo(1.0);
        assertThat(first.get("series")).hasSize(3);
        assertThat(first.get("histograms").get(0).get("count").asLong()).isEqualTo(requests(first));
    }

    private static long requests(JsonNode show) {
        return (long) measured(show, "http_reqs.count");
    }

    private static double measured(JsonNode show, String metric) {
        for (JsonNode m : show.get("measurements")) {
            if (m.get("metric").asText().equals(metric)) {
                return m.get("value").asDouble();
            }
        }
        throw new AssertionError("no " + metric);
    }

    @Test
    void badSettingsAreOneSentenceAndStoreNothing() {
        Cli.Result header = cli.run("run", "http", "--url", url(), "-H", "Accept application/json", "-d", "1s");
        assertThat(header.exitCode()).isEqualTo(1);
        assertThat(header.err()).isEqualTo("benchlens: header 1 'Accept application/json' is not of the form "
                + "'Name: value'\n");

        Cli.Result duration = cli.run("run", "http", "--url", url(), "--duration", "0s");
        assertThat(duration.err()).isEqualTo("benchlens: the duration must be more than 0 s (it is 0s)\n");

        Cli.Result time = cli.run("run", "http", "--url", url(), "--duration", "ten seconds");
        assertThat(time.err()).isEqualTo("benchlens: --duration expects a duration such as 30s, 1m30s or 500ms, "
                + "not 'ten seconds'\n");

        Cli.Result both = cli.run("run", "http", "--url", url(), "--rate", "100", "--sweep", "1,2");
        assertThat(both.err()).isEqualTo("benchlens: --sweep is for the closed model (VUs) and --rate for the "
                + "open one; give one of them\n");

        Cli.Result body = cli.run("run", "http", "--url", url(), "--body-file", "no-such-body.json");
        assertThat(body.exitCode()).isEqualTo(1);
        assertThat(body.err()).isEqualTo("benchlens: cannot read --body-file no-such-body.json: no-such-body.json\n");

        assertThat(cli.run("runs").out()).contains("0 runs");
        assertThat(served.get()).isZero();
    }
}
