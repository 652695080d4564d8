/*
 * BenchLens - explorer for database and API benchmark results.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Writes a realistic k6 {@code --out json} file of a given size, the same bytes for the same
 * seed: four scenarios of an online shop at about 12 000 requests/s, 16 lines (3.8 KB) per
 * request as k6 writes them (Metric lines first, points slightly out of order, query strings
 * escaped the way Go escapes them), statuses 200/201/401/404/409/500/503 and some network
 * errors, about 2 % failed requests.
 *
 * <pre>java bench/GenerateK6Ndjson.java OUTPUT SIZE_MB [SEED]</pre>
 */
public final class GenerateK6Ndjson {

    private static final long START_NANOS = 1_715_673_600_000_000_000L; // 2024-05-14T08:00:00Z
    private static final String OFFSET = "+02:00";
    private static final long OFFSET_NANOS = 2 * 3600 * 1_000_000_000L;
    private static final int REQUESTS_PER_SECOND = 12_000;
    private static final int VUS = 240;

    private record Scenario(String name, String method, String url, String group, String check,
                            int okStatus, int failStatus, double failShare, double medianMs, long sentBytes,
                            long receivedBytes) {
    }

    private static final Scenario[] SCENARIOS = {
        new Scenario("browse", "GET", "https://shop.test/products?cat=shoes\\u0026p=2", "",
                "status is 200", 200, 404, 0.010, 8, 180, 14_200),
        new Scenario("search", "GET", "https://shop.test/search?q=red\\u0026sort=price", "::search",
                "status is 200", 200, 500, 0.030, 24, 210, 9_800),
        new Scenario("checkout", "POST", "https://shop.test/api/orders", "::checkout",
                "order created", 201, 409, 0.025, 55, 1_450, 640),
        new Scenario("login", "POST", "https://shop.test/api/login", "",
                "logged in", 200, 401, 0.015, 14, 320, 410),
    };

    private static final String[] METRICS = {
        "http_reqs", "counter", "default", "",
        "http_req_duration", "trend", "time", "\"p(95)<500\",\"p(99)<1500\"",
        "http_req_blocked", "trend", "time", "",
        "http_req_connecting", "trend", "time", "",
        "http_req_tls_handshaking", "trend", "time", "",
        "http_req_sending", "trend", "time", "",
        "http_req_waiting", "trend", "time", "",
        "http_req_receiving", "trend", "time", "",
        "http_req_failed", "rate", "default", "\"rate<0.05\"",
        "checks", "rate", "default", "\"rate>0.95\"",
        "group_duration", "trend", "time", "",
        "data_sent", "counter", "data", "",
        "data_received", "counter", "data", "",
        "iteration_duration", "trend", "time", "",
        "iterations", "counter", "default", "",
        "vus", "gauge", "default", "",
        "vus_max", "gauge", "default", "",
    };

    private final OutputStream out;
    private final SplittableRandom random;
    private final StringBuilder line = new StringBuilder(512);
    private final boolean[] announced = new boolean[METRICS.length / 4];
    private long written;
    private long lastVusSecond = -1;

    private GenerateK6Ndjson(OutputStream out, long seed) {
        this.out = out;
        this.random = new SplittableRandom(seed);
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: java bench/GenerateK6Ndjson.java OUTPUT SIZE_MB [SEED]");
            System.exit(2);
        }
        Path output = Path.of(args[0]);
        long target = Long.parseLong(args[1]) << 20;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 42;
        try (OutputStream file = new BufferedOutputStream(Files.newOutputStream(output), 1 << 20)) {
            GenerateK6Ndjson generator = new GenerateK6Ndjson(file, seed);
            long requests = generator.generate(target);
            System.err.printf("wrote %s: %d requests, %d bytes%n", output, requests, generator.written);
        }
    }

    private long generate(long target) throws IOException {
        long request = 0;
        while (written < target) {
            long nanos = START_NANOS + request * 1_000_000_000L / REQUESTS_PER_SECOND;
            vusPoints(nanos);
            // k6 flushes buffered samples of many VUs together: up to 300 ms out of order
            long time = nanos + random.nextLong(300_000_000L);
            iteration(SCENARIOS[random.nextInt(SCENARIOS.length)], time);
            request++;
        }
        vusPoints(START_NANOS + (request + REQUESTS_PER_SECOND) * 1_000_000_000L / REQUESTS_PER_SECOND);
        return request;
    }

    private void vusPoints(long nanos) throws IOException {
        long second = nanos / 1_000_000_000L;
        if (second != lastVusSecond) {
            lastVusSecond = second;
            long vus = Math.min(VUS, 40 + (second - START_NANOS / 1_000_000_000L) * 40);
            point("vus", nanos, Long.toString(vus), "{}");
            point("vus_max", nanos, Long.toString(VUS), "{}");
        }
    }

    private void iteration(Scenario s, long time) throws IOException {
        boolean networkError = random.nextInt(2000) == 0;
        boolean failed = networkError || random.nextDouble() < s.failShare;
        int status = networkError ? 0 : failed ? s.failStatus : s.okStatus;
        long duration = latencyNanos(s.medianMs, failed && status >= 500);
        long blocked = random.nextInt(50) == 0 ? 800_000 + random.nextLong(4_000_000) : 1_500 + random.nextLong(6_000);
        long connecting = blocked > 100_000 ? blocked / 2 : 0;
        long tls = blocked > 100_000 ? blocked / 3 : 0;
        long sending = 12_000 + random.nextLong(60_000);
        long receiving = 30_000 + random.nextLong(400_000);
        long waiting = Math.max(duration - sending - receiving, 1_000);
        String tags = "{\"expected_response\":\"" + !failed + "\"" + (networkError
                ? ",\"error\":\"dial tcp 10.0.3.17:443: i/o timeout\",\"error_code\":\"1211\"" : "")
                + ",\"group\":\"" + s.group + "\",\"method\":\"" + s.method + "\",\"name\":\"" + s.url
                + "\",\"proto\":\"HTTP/2.0\",\"scenario\":\"" + s.name + "\",\"status\":\"" + status
                + "\",\"tls_version\":\"tls1.3\",\"url\":\"" + s.url + "\"}";
        point("http_reqs", time, "1", tags);
        point("http_req_duration", time, millis(duration), tags);
        point("http_req_blocked", time, millis(blocked), tags);
        point("http_req_connecting", time, millis(connecting), tags);
        point("http_req_tls_handshaking", time, millis(tls), tags);
        point("http_req_sending", time, millis(sending), tags);
        point("http_req_waiting", time, millis(waiting), tags);
        point("http_req_receiving", time, millis(receiving), tags);
        point("http_req_failed", time, failed ? "1" : "0", tags);
        String scenarioTags = "{\"group\":\"" + s.group + "\",\"scenario\":\"" + s.name + "\"}";
        String checkTags = "{\"check\":\"" + s.check + "\",\"group\":\"" + s.group + "\",\"scenario\":\"" + s.name
                + "\"}";
        point("checks", time, failed ? "0" : "1", checkTags);
        point("checks", time, "1", "{\"check\":\"body is json\",\"group\":\"" + s.group + "\",\"scenario\":\""
                + s.name + "\"}");
        long after = time + duration + 150_000;
        point("group_duration", after, millis(duration + 150_000), scenarioTags);
        point("data_sent", after, Long.toString(s.sentBytes + random.nextInt(40)), scenarioTags);
        point("data_received", after, Long.toString(failed ? 180 : s.receivedBytes + random.nextInt(400)),
                scenarioTags);
        point("iteration_duration", after, millis(duration + 400_000), scenarioTags);
        point("iterations", after, "1", scenarioTags);
    }

    /** A latency around the median with a long tail, in nanoseconds. */
    private long latencyNanos(double medianMs, boolean serverError) {
        double factor = Math.exp(random.nextGaussian() * 0.45);
        if (random.nextInt(100) == 0) {
            factor *= 4 + random.nextDouble() * 20;
        }
        double ms = medianMs * factor * (serverError ? 0.3 : 1);
        return Math.max(200_000L, (long) (ms * 1_000_000));
    }

    private void point(String metric, long nanos, String value, String tags) throws IOException {
        announce(metric);
        line.setLength(0);
        line.append("{\"metric\":\"").append(metric).append("\",\"type\":\"Point\",\"data\":{\"time\":\"");
        appendTime(nanos);
        line.append("\",\"value\":").append(value).append(",\"tags\":").append(tags).append("}}\n");
        write(line);
    }

    /** The Metric line k6 writes before the first point of each metric. */
    private void announce(String metric) throws IOException {
        for (int i = 0; i < announced.length; i++) {
            if (METRICS[i * 4].equals(metric)) {
                if (!announced[i]) {
                    announced[i] = true;
                    String submetrics = metric.equals("http_req_duration")
                            ? "[{\"name\":\"http_req_duration{expected_response:true}\",\"suffix\":"
                                    + "\"expected_response:true\",\"tags\":{\"expected_response\":\"true\"}}]"
                            : "null";
                    line.setLength(0);
                    line.append("{\"type\":\"Metric\",\"data\":{\"name\":\"").append(metric)
                            .append("\",\"type\":\"").append(METRICS[i * 4 + 1]).append("\",\"contains\":\"")
                            .append(METRICS[i * 4 + 2]).append("\",\"thresholds\":[").append(METRICS[i * 4 + 3])
                            .append("],\"submetrics\":").append(submetrics).append("},\"metric\":\"").append(metric)
                            .append("\"}\n");
                    write(line);
                }
                return;
            }
        }
        throw new IllegalArgumentException("no Metric line for " + metric);
    }

    /** RFC 3339 with nanoseconds, trailing zeros dropped, in the local time of +02:00, as Go writes it. */
    private void appendTime(long epochNanos) {
        long local = epochNanos + OFFSET_NANOS;
        long seconds = Math.floorDiv(local, 1_000_000_000L);
        long nanos = Math.floorMod(local, 1_000_000_000L);
        java.time.LocalDateTime t = java.time.LocalDateTime.ofEpochSecond(seconds, 0, java.time.ZoneOffset.UTC);
        line.append(t.getYear()).append('-');
        two(t.getMonthValue());
        line.append('-');
        two(t.getDayOfMonth());
        line.append('T');
        two(t.getHour());
        line.append(':');
        two(t.getMinute());
        line.append(':');
        two(t.getSecond());
        if (nanos != 0) {
            String digits = Long.toString(1_000_000_000L + nanos).substring(1);
            int end = digits.length();
            while (digits.charAt(end - 1) == '0') {
                end--;
            }
            line.append('.').append(digits, 0, end);
        }
        line.append(OFFSET);
    }

    private void two(int value) {
        if (value < 10) {
            line.append('0');
        }
        line.append(value);
    }

    /** Nanoseconds as k6 writes milliseconds: up to six decimals, trailing zeros dropped. */
    private static String millis(long nanos) {
        if (nanos % 1_000_000 == 0) {
            return Long.toString(nanos / 1_000_000);
        }
        String fraction = Long.toString(1_000_000 + nanos % 1_000_000).substring(1);
        int end = fraction.length();
        while (fraction.charAt(end - 1) == '0') {
            end--;
        }
        return nanos / 1_000_000 + "." + fraction.substring(0, end);
    }

    private void write(CharSequence text) throws IOException {
        byte[] bytes = text.toString().getBytes(StandardCharsets.US_ASCII);
        out.write(bytes);
        written += bytes.length;
    }
}
