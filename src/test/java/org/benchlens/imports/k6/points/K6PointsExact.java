package org.benchlens.imports.k6.points;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.benchlens.model.Steps;

/**
 * The numbers of a k6 NDJSON file computed the slow, obvious way, independently of the importer:
 * every line through Jackson's tree model, every latency kept in a list and sorted.
 */
final class K6PointsExact {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final Map<String, Step> steps = new LinkedHashMap<>();

    /** What one step (a scenario, or "total") holds. */
    static final class Step {
        final List<Double> durations = new ArrayList<>();
        double requests;
        long failed;
        double received;
        double sent;
        double maxVus;
        OffsetDateTime first;
        OffsetDateTime last;
        /** Requests, and the latencies, by the second their points are stamped with. */
        final Map<Long, Double> requestsBySecond = new TreeMap<>();
        final Map<Long, List<Double>> durationsBySecond = new TreeMap<>();

        long count() {
            return durations.size();
        }

        double mean() {
            return durations.stream().mapToDouble(Double::doubleValue).sum() / durations.size();
        }

        double percentile(double p) {
            return K6PointsExact.percentile(durations, p);
        }

        /** As k6's summary and numpy.percentile compute it: linear between the values around rank p/100·(n−1). */
        double linear(double p) {
            List<Double> sorted = new ArrayList<>(durations);
            Collections.sort(sorted);
            double rank = p / 100 * (sorted.size() - 1);
            int below = (int) Math.floor(rank);
            int above = (int) Math.ceil(rank);
            return sorted.get(below) + (sorted.get(above) - sorted.get(below)) * (rank - below);
        }
    }

    /** The nearest-rank percentile: the smallest value with at least {@code p} % of values at or below it. */
    static double percentile(List<Double> values, double p) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int rank = (int) Math.ceil(p / 100 * sorted.size());
        return sorted.get(Math.max(rank, 1) - 1);
    }

    static K6PointsExact of(Path file) throws IOException {
        K6PointsExact exact = new K6PointsExact();
        try (InputStream raw = Files.newInputStream(file);
             InputStream in = file.toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw;
             BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (!line.isBlank()) {
                    exact.add(MAPPER.readTree(line));
                }
            }
        }
        return exact;
    }

    Step step(String name) {
        return steps.get(name);
    }

    List<String> scenarios() {
        return steps.keySet().stream().filter(name -> !name.equals(Steps.TOTAL)).toList();
    }

    private void add(JsonNode line) {
        if (!line.path("type").asText().equals("Point")) {
            return;
        }
        JsonNode data = line.path("data");
        String scenario = data.path("tags").path("scenario").asText("");
        add(steps.computeIfAbsent(Steps.TOTAL, s -> new Step()), line.path("metric").asText(), data);
        if (!scenario.isEmpty()) {
            add(steps.computeIfAbsent(scenario, s -> new Step()), line.path("metric").asText(), data);
        }
    }

    private static void add(Step step, String metric, JsonNode data) {
        double value = data.path("value").asDouble();
        OffsetDateTime time = OffsetDateTime.parse(data.path("time").asText());
        if (step.first == null || time.isBefore(step.first)) {
            step.first = time;
        }
        if (step.last == null || time.isAfter(step.last)) {
            step.last = time;
        }
        long second = time.toEpochSecond();
        switch (metric) {
            case "http_req_duration" -> {
                step.durations.add(value);
                step.durationsBySecond.computeIfAbsent(second, s -> new ArrayList<>()).add(value);
            }
            case "http_reqs" -> {
                step.requests += value;
                step.requestsBySecond.merge(second, value, Double::sum);
            }
            case "http_req_failed" -> step.failed += value != 0 ? 1 : 0;
            case "data_received" -> step.received += value;
            case "data_sent" -> step.sent += value;
            case "vus" -> step.maxVus = Math.max(step.maxVus, value);
            default -> { }
        }
    }
}
