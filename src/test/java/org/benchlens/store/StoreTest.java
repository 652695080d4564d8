package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.function.IntFunction;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.testing.TestStores;

class StoreTest {

    private static RunDraft sampleRun() {
        Histogram micros = LatencyHistogram.newMicrosHistogram();
        micros.recordValue(59_210);
        micros.recordValue(133_970);
        return new RunDraft("k6-summary", "GETSingle on t3a.nano")
                .startedAt(Instant.parse("2020-09-01T10:00:00Z"))
                .endedAt(Instant.parse("2020-09-01T10:01:00Z"))
                .attribute("instance", "t3a.nano")
                .attribute("vus", "230")
                .tag("baseline")
                .measure("total", "throughput", 1372.484403, "1/s")
                .measure("total", "latency.p95", 133.97, "ms")
                .series(new Series("total", "throughput", "1/s",
                        List.of(new SeriesPoint(1_598_954_400L, 1370), new SeriesPoint(1_598_954_401L, 1375))))
                .histogram(LatencyHistogram.of("total", "http_req_duration", micros));
    }

    private static List<String> names(Store store, RunFilter filter) {
        List<Run> runs = store.read(s -> s.runs().list(filter));
        return runs.stream().map(Run::name).toList();
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void storesAndReadsBackARunWithEverythingItMeasured(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            Run saved = store.transaction(session -> session.saveInput(sampleRun(), "/results/get.json", "ab12"));

            Run run = store.read(session -> session.runs().find(saved.id())).orElseThrow();
            assertThat(run.name()).isEqualTo("GETSingle on t3a.nano");
            assertThat(run.startedAt()).isEqualTo(Instant.parse("2020-09-01T10:00:00Z"));
            assertThat(run.attributes().values()).containsExactlyEntriesOf(
                    new TreeMap<>(Map.of("instance", "t3a.nano", "vus", "230")));
            assertThat(run.tags()).containsExactly("baseline");

            List<Measurement> measurements = store.read(session -> session.measurements().forRun(run.id()));
            assertThat(measurements).containsExactly(
                    new Measurement("total", "throughput", 1372.484403, "1/s"),
                    new Measurement("total", "latency.p95", 133.97, "ms"));
            List<Series> series = store.read(session -> session.series().forRun(run.id()));
            assertThat(series.get(0).points()).extracting(SeriesPoint::value).containsExactly(1370.0, 1375.0);
            Histogram back = store.read(session -> session.histograms().forRun(run.id())).get(0).decode();
            assertThat(back.getTotalCount()).isEqualTo(2);
            assertThat(back.getValueAtPercentile(100)).isEqualTo(back.highestEquivalentValue(133_970));
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void filtersByAttributeTagAndTextAndFindsBySourceHash(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            store.transaction(session -> {
                session.saveInput(sampleRun(), "a.json", "hash-a");
                session.saveInput(new RunDraft("ybio", "job 1").attribute("instance", "db.r6g.xlarge"), "b.txt", "hash-b");
                return null;
            });
            assertThat(names(store, RunFilter.where(Map.of("instance", "db.r6g.xlarge")))).containsExactly("job 1");
            assertThat(names(store, RunFilter.where(Map.of("tag", "baseline")))).containsExactly("GETSingle on t3a.nano");
            assertThat(names(store, new RunFilter(Map.of(), "R6G"))).containsExactly("job 1");
            assertThat(names(store, RunFilter.where(Map.of("format", "ybio", "instance", "db.r6g.xlarge"))))
                    .containsExactly("job 1");
            long ybioId = store.read(s -> s.runs().list(RunFilter.where(Map.of("format", "ybio")))).get(0).id();
            OptionalLong byHash = store.read(s -> s.runs().findBySourceHash("hash-b"));
            assertThat(byHash).hasValue(ybioId);
            List<String> keys = store.read(s -> s.runs().attributeKeys());
            assertThat(keys).containsExactly("instance", "vus");
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void aFailedTransactionLeavesTheStoreUnchanged(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            assertThatThrownBy(() -> store.transaction(session -> {
                session.saveInput(sampleRun(), "a.json", "hash-a");
                throw new IllegalStateException("the file ends early");
            })).hasMessage("the file ends early");
            long count = store.read(s -> s.runs().count());
            assertThat(count).isZero();
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void aMetricNameLongerThanTheStoreKeepsIsRefusedInASentence(TestStores.Kind kind) {
        String longName = "http_req_duration{" + "tag:value,".repeat(30) + "}.p(95)";
        RunDraft run = new RunDraft("k6-text", "tagged").measure("total", longName, 1.0, "ms");
        try (Store store = TestStores.open(kind)) {
            assertThatThrownBy(() -> store.transaction(session -> session.saveInput(run, "a.txt", "h")))
                    .isInstanceOf(StoreException.class)
                    .hasMessage("the metric name 'http_req_duration{tag:value,tag:value,ta...' is " + longName.length()
                            + " characters long; the store keeps at most 256");
            long count = store.read(s -> s.runs().count());
            assertThat(count).isZero();
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void deletingARunDeletesWhatItMeasured(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            Run run = store.transaction(session -> session.saveInput(sampleRun(), "a.json", "hash-a"));
            int deleted = store.transaction(s -> s.runs().delete(List.of(run.id(), 999L)));
            assertThat(deleted).isEqualTo(1);
            List<Measurement> measurements = store.read(s -> s.measurements().forRun(run.id()));
            List<Series> series = store.read(s -> s.series().forRun(run.id()));
            List<LatencyHistogram> histograms = store.read(s -> s.histograms().forRun(run.id()));
            assertThat(measurements).isEmpty();
            assertThat(series).isEmpty();
            assertThat(histograms).isEmpty();
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void tagsAndAttributesCanBeChangedLater(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            Run run = store.transaction(session -> session.saveInput(sampleRun(), "a.json", "hash-a"));
            store.transaction(s -> {
                s.runs().addTag(run.id(), "published");
                s.runs().addTag(run.id(), "published");
                s.runs().removeTag(run.id(), "baseline");
                s.runs().setAttribute(run.id(), "vus", "300");
                return null;
            });
            Run changed = store.read(s -> s.runs().find(run.id())).orElseThrow();
            assertThat(changed.tags()).containsExactly("published");
            assertThat(changed.attribute("vus")).isEqualTo("300");
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void aDeletedRunIsPutBackWholeUnderItsOwnIdAndNewRunsGetOthers(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            Run run = store.transaction(session -> session.saveInput(sampleRun(), "/results/get.json", "ab12"));
            RunContent before = store.read(session -> session.content(run.id())).orElseThrow();
            store.transaction(s -> s.runs().delete(List.of(run.id())));
            Optional<RunContent> gone = store.read(session -> session.content(run.id()));
            assertThat(gone).isEmpty();

            Run restored = store.transaction(session -> session.restore(before));

            assertThat(restored).isEqualTo(run);
            RunContent after = store.read(session -> session.content(run.id())).orElseThrow();
            assertThat(after).isEqualTo(before);
            assertThat(after.measurements()).containsExactly(
                    new Measurement("total", "throughput", 1372.484403, "1/s"),
                    new Measurement("total", "latency.p95", 133.97, "ms"));
            assertThat(after.series()).singleElement().extracting(Series::points).asList()
                    .extracting("value").containsExactly(1370.0, 1375.0);
            assertThat(after.histograms()).hasSize(1);
            OptionalLong byHash = store.read(s -> s.runs().findBySourceHash("ab12"));
            assertThat(byHash).hasValue(run.id());
            Run next = store.transaction(session -> session.saveInput(sampleRun(), "b.json", "cd34"));
            assertThat(next.id()).isGreaterThan(run.id());
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void theHeadlineOfARunIsItsTotalElseItsFirstStep(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            Run whole = store.transaction(session -> session.saveInput(sampleRun(), "a.json", "hash-a"));
            Run stepped = store.transaction(session -> session.saveInput(new RunDraft("ibench", "steps")
                    .measure("l.i0", "throughput", 1475410, "1/s")
                    .measure("qr100", "throughput", 17512.3, "1/s")
                    .measure("total", "throughput", 9000, "1/s"), "b.txt", "hash-b"));
            Run firstOnly = store.transaction(session -> session.saveInput(new RunDraft("ybio", "job")
                    .measure("l.i0", "throughput", 48841, "1/s")
                    .measure("qr100", "throughput", 2583, "1/s"), "c.txt", "hash-c"));
            store.transaction(session -> session.saveInput(new RunDraft("ybio", "no throughput")
                    .measure("total", "latency.p95", 12.5, "ms"), "d.txt", "hash-d"));

            Map<Long, Measurement> headlines = new HashMap<>();
            store.read(StoreSession::summaries).stream().filter(summary -> summary.throughput() != null)
                    .forEach(summary -> headlines.put(summary.run().id(), summary.throughput()));

            assertThat(headlines).containsOnly(
                    Map.entry(whole.id(), new Measurement("total", "throughput", 1372.484403, "1/s")),
                    Map.entry(stepped.id(), new Measurement("total", "throughput", 9000, "1/s")),
                    Map.entry(firstOnly.id(), new Measurement("l.i0", "throughput", 48841, "1/s")));
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void listsTheRunsAmongIdsThatMatchTheFilterOldestFirstAcrossManyQueries(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            List<Run> saved = saveRuns(store, 1200, i -> new RunDraft("ybio", "run " + i)
                    .attribute("workload", i % 3 == 0 ? "cached" : "iobound"));
            // every second run, newest first, and an id no run has: more ids than one query binds
            List<Long> ids = new ArrayList<>();
            for (int i = saved.size() - 2; i >= 0; i -= 2) {
                ids.add(saved.get(i).id());
            }
            ids.add(saved.get(saved.size() - 1).id() + 1000);

            List<Run> cached = store.read(s -> s.runs().list(RunFilter.where(Map.of("workload", "cached")), ids));

            List<String> expected = new ArrayList<>();
            for (int i = 0; i < saved.size(); i += 2) {
                if (i % 3 == 0) {
                    expected.add("run " + i);
                }
            }
            assertThat(cached).extracting(Run::name).containsExactlyElementsOf(expected);
            assertThat(expected).hasSize(200);
            assertThat(cached.get(0).attributes().values()).containsExactly(Map.entry("workload", "cached"));

            // every fifth run: ids too far apart for a range, each bound in the query
            List<Long> sparse = new ArrayList<>();
            for (int i = 0; i < saved.size(); i += 5) {
                sparse.add(saved.get(i).id());
            }
            List<Run> fifth = store.read(s -> s.runs().list(RunFilter.ALL, sparse));
            assertThat(fifth).extracting(Run::id).containsExactlyElementsOf(sparse);
            assertThat(fifth.get(1).name()).isEqualTo("run 5");
            assertThat(fifth.get(1).attributes().values()).containsExactly(Map.entry("workload", "iobound"));
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void readsTheMeasurementsOfTheRunsAskedForOnlyInTheOrderAsked(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            List<Run> saved = saveRuns(store, 4, i -> new RunDraft("ybio", "run " + i)
                    .measure("total", "throughput", 100 + i, "1/s").measure("total", "latency.p95", i, "ms"));
            // runs 3 and 1: run 2 lies between them and is not asked for
            List<Long> asked = List.of(saved.get(3).id(), saved.get(1).id());

            Map<Long, List<Measurement>> measured = store.read(s -> s.measurements().forRuns(asked));

            assertThat(measured.keySet()).containsExactlyElementsOf(asked);
            assertThat(measured.get(saved.get(3).id())).containsExactly(
                    new Measurement("total", "throughput", 103, "1/s"), new Measurement("total", "latency.p95", 3, "ms"));
            assertThat(measured.get(saved.get(1).id())).extracting(Measurement::value).containsExactly(101.0, 1.0);
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void theMeasurementsAndHistogramsOfManyRunsAreReadTogetherInTheOrderAsked(TestStores.Kind kind) {
        try (Store store = TestStores.open(kind)) {
            // more runs than one query takes ids (500), every other one without a histogram
            List<Long> ids = saveRuns(store, 601, i -> {
                RunDraft draft = new RunDraft("k6-summary", "run " + i).measure("total", "throughput", i, "1/s");
                if (i % 2 == 0) {
                    Histogram micros = LatencyHistogram.newMicrosHistogram();
                    micros.recordValue(1_000L * (i + 1));
                    draft.histogram(LatencyHistogram.of("total", "http_req_duration", micros));
                }
                return draft;
            }).stream().map(Run::id).toList();
            List<Long> asked = new ArrayList<>(ids);
            Collections.reverse(asked);

            Map<Long, List<LatencyHistogram>> histograms = store.read(s -> s.histograms().forRuns(asked));
            Map<Long, List<Measurement>> measurements = store.read(s -> s.measurements().forRuns(asked));

            assertThat(histograms.keySet()).containsExactlyElementsOf(asked);
            assertThat(measurements.keySet()).containsExactlyElementsOf(asked);
            for (int i = 0; i < ids.size(); i++) {
                List<LatencyHistogram> ofRun = histograms.get(ids.get(i));
                assertThat(measurements.get(ids.get(i)))
                        .containsExactly(new Measurement("total", "throughput", i, "1/s"));
                if (i % 2 == 0) {
                    assertThat(ofRun).hasSize(1);
                    assertThat(ofRun.get(0).decode().getMaxValue())
                            .isEqualTo(ofRun.get(0).decode().highestEquivalentValue(1_000L * (i + 1)));
                } else {
                    assertThat(ofRun).isEmpty();
                }
            }
        }
    }

    /** Saves {@code count} runs, made from their index, in one transaction; file and hash differ by index. */
    private static List<Run> saveRuns(Store store, int count, IntFunction<RunDraft> draft) {
        return store.transaction(session -> {
            List<Run> runs = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                runs.add(session.saveInput(draft.apply(i), "r" + i + ".txt", "hash-" + i));
            }
            return runs;
        });
    }
}
