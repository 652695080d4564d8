package org.benchlens.imports.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** Result tables teams keep by hand or by script: one run per row, figures mapped by their column's words. */
class GenericTableImporterTest {

    private final GenericTableImporter importer = new GenericTableImporter();

    @Test
    void aCsvOfScenariosBecomesOneRunPerRowWithItsColumnsMapped() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, RealWorld.path("constructed_result-table_k6-scenarios.csv"));

        assertThat(read.runs()).extracting(RunDraft::name)
                .containsExactly("GET /products", "GET /products/{id}", "POST /orders");
        RunDraft orders = read.runs().get(2);
        assertThat(orders.attributes().get(AttributeKeys.SCENARIO)).contains("POST /orders");
        assertThat(value(orders, Metrics.THROUGHPUT)).isEqualTo(612.08);
        assertThat(value(orders, "pass_rps")).isEqualTo(598.33);
        assertThat(value(orders, Metrics.LATENCY_AVG)).isEqualTo(81.2);
        assertThat(value(orders, Metrics.ERRORS_RATE)).isCloseTo(0.0225, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(value(orders, "pass_rate")).isEqualTo(0.9775);
        assertThat(read.notes()).containsExactly("constructed_result-table_k6-scenarios.csv:1: columns read as"
                + " \"Overall RPS\" → throughput, \"Pass RPS\" → pass_rps,"
                + " \"Avg. Pass Request Duration\" → latency.avg,"
                + " \"Pass Rate\" → errors.rate (1 - pass_rate)");
    }

    @Test
    void exactPercentileNamesUnitsFromTheHeaderAndMillionsAreReadAsPrinted() throws Exception {
        String file = "table/dragonfly-documentation_benchmark_memtier.md";
        ImportHarness.Read read = ImportHarness.read(importer, RealWorld.path(file));

        assertThat(read.runs()).extracting(RunDraft::name).containsExactly("Write-Only", "Read-Only", "Pipelined Read",
                "Write-Only", "Read-Only", "Pipelined Read", "Write-Only", "Read-Only", "Pipelined Read");
        RunDraft writes = read.runs().get(0);
        assertThat(value(writes, Metrics.THROUGHPUT)).isEqualTo(5_200_000.0);
        assertThat(value(writes, "ops/sec")).isEqualTo(5_200_000.0);
        assertThat(value(writes, Metrics.LATENCY_AVG)).isEqualTo(0.25);
        assertThat(value(writes, Metrics.LATENCY_P999)).isEqualTo(0.631);
        assertThat(value(writes, "p99_9_latency_(us)")).isEqualTo(631.0);
        assertThat(writes.value(Steps.TOTAL, Metrics.LATENCY_P99)).isNaN();
        assertThat(value(read.runs().get(1), Metrics.THROUGHPUT)).isEqualTo(6_000_000.0);
        assertThat(value(read.runs().get(8), Metrics.LATENCY_P999)).isEqualTo(1.127);
        RunDraft garnetPipelined = read.runs().get(5);
        assertThat(garnetPipelined.value(Steps.TOTAL, Metrics.THROUGHPUT)).isNaN();
        assertThat(garnetPipelined.attributes().get("ops/sec")).contains("25.4M !!!");
        String mapped = " \"Avg. Latency (us)\" → latency.avg, bare numbers in us,"
                + " \"P99.9 Latency (us)\" → latency.p99.9, bare numbers in us";
        assertThat(read.notes()).containsExactly(
                "dragonfly-documentation_benchmark_memtier.md:114: columns read as \"Ops/sec\" → throughput," + mapped,
                "dragonfly-documentation_benchmark_memtier.md:188: columns read as" + mapped.replaceFirst(",$", ""),
                "dragonfly-documentation_benchmark_memtier.md:206: columns read as \"Ops/sec\" → throughput," + mapped);
    }

    @Test
    void bareTimesTakeTheUnitOfATimeUnitCommentAndUncertainPercentilesKeepTheirOwnName(@TempDir Path folder)
            throws Exception {
        Path stats = folder.resolve("histostats.csv");
        Files.writeString(stats, "#logging stats for session scenario\n#[Histogram log format version 1.0]\n"
                + "#[TimeUnit: NANOSECONDS]\n"
                + "#Tag,Interval_Start,Interval_Length,count,min,p25,p50,p75,p90,p95,p98,p99,p999,p9999,max\n"
                + "Tag=cycles.servicetime,0.5,10.0,31,4096,8191,8191,8191,8191,8191,8191,1068031,2097151,2097151,2097151\n");

        ImportHarness.Read read = ImportHarness.read(importer, stats);

        RunDraft run = read.runs().get(0);
        assertThat(value(run, Metrics.LATENCY_P99)).isEqualTo(1.068031);
        assertThat(value(run, "p99")).isEqualTo(1068031.0);
        assertThat(value(run, "p999")).isEqualTo(2097151.0);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P999)).isNaN();
        assertThat(read.notes().get(0)).contains("\"p99\" → latency.p99, bare numbers in ns",
                "\"p999\" → p999 only (which percentile its digits name is a convention)");
    }

    @Test
    void bareTimesWithoutAUnitKeepTheirOwnNameOnly(@TempDir Path folder) throws Exception {
        Path table = folder.resolve("latency.csv");
        Files.writeString(table, "test,p95\nread,12.5\n");

        ImportHarness.Read read = ImportHarness.read(importer, table);

        assertThat(value(read.runs().get(0), "p95")).isEqualTo(12.5);
        assertThat(read.runs().get(0).value(Steps.TOTAL, Metrics.LATENCY_P95)).isNaN();
        assertThat(read.notes()).containsExactly("latency.csv:1: columns read as \"p95\" → p95 only (its numbers carry"
                + " no unit and neither its header nor the file says which)");
    }

    @Test
    void aTableWithoutAColumnOfNamesIsRefusedInOneSentence() throws Exception {
        ImportFailure failure = ImportHarness.failure(importer, RealWorld.path("constructed_result-table_no-names.csv"));

        assertThat(failure.line()).isEqualTo(1);
        assertThat(failure.getMessage()).isEqualTo("expected a result table with a column of names (such as the"
                + " scenario) and columns of figures, found the columns count, rate, none of which names the rows");
    }

    @Test
    void tablesOfAMetricARowDescribeOneRunAndAreNotReadAsRuns() throws Exception {
        ImportFailure failure = ImportHarness.failure(importer,
                RealWorld.path("wrk/webapiperformance_CLibuv_Orders.md"));

        assertThat(failure.line()).isEqualTo(10);
        assertThat(failure.getMessage()).isEqualTo("expected a result table of a run a row, found one of a metric a row"
                + " (its first column \"Metric\": Requests/sec, Avg Latency, Max Latency, …), which describes one run;"
                + " the tables at lines 21, 28 are refused too");
    }

    @Test
    void aTableOfAMetricARowBesideOneOfARunARowIsANote(@TempDir Path folder) throws Exception {
        Path page = folder.resolve("results.md");
        Files.writeString(page, """
                | Stat | Avg | Max |
                |---|---|---|
                | Latency | 4.1ms | 20ms |

                | server | rps |
                |---|---|
                | nginx | 1200 |
                | caddy | 1100 |
                """);

        ImportHarness.Read read = ImportHarness.read(importer, page);

        assertThat(read.runs()).extracting(RunDraft::name).containsExactly("nginx", "caddy");
        assertThat(read.notes()).contains("results.md:1: left out: expected a result table of a run a row, found one"
                + " of a metric a row (its first column \"Stat\": Latency), which describes one run");
    }

    private static double value(RunDraft run, String metric) {
        List<Measurement> found = run.measurements().stream()
                .filter(m -> m.step().equals(Steps.TOTAL) && m.metric().equals(metric)).toList();
        assertThat(found).as(metric).hasSize(1);
        return found.get(0).value();
    }
    @Test
    void digitsGroupedWithSpacesReadAsNumbers() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer,
                RealWorld.path("pgbench-aws-vs-serverscamp_aws_bench100_mixed.md"));

        assertThat(read.runs()).extracting(RunDraft::name).containsExactly("Warmup", "Run 1", "Run 2", "Run 3");
        assertThat(read.runs()).extracting(run -> run.value(Steps.TOTAL, Metrics.THROUGHPUT))
                .containsExactly(3952.08, 3976.44, 3967.67, 4020.64);
        assertThat(read.runs()).extracting(run -> run.value(Steps.TOTAL, "transactions"))
                .containsExactly(1185125.0, 2385331.0, 2380108.0, 2411845.0);
        assertThat(read.runs().get(0).attributes().get("tps")).isEmpty();
    }

    @Test
    void aTableCutInTheMiddleOfARowSaysTheFileEndsEarly(@TempDir Path folder)
            throws Exception {
        byte[] whole = Files.readAllBytes(RealWorld.path("constructed_result-table_k6-scenarios.csv"));
        Path cut = folder.resolve("scenarios.csv");
        Files.write(cut, Arrays.copyOf(whole, whole.length * 97 / 100));

        ImportFailure failure = ImportHarness.failure(importer, cut);

        assertThat(failure.line()).isEqualTo(4);
        assertThat(failure).hasMessage("the file ends in the middle of line 4, a row of the table whose header is"
                + " line 1 (is it truncated?)");
    }

    /** A report folder holds minified scripts (Gatling's highstock.js): their lines split on commas are no table. */
    @Test
    void linesOfAProgramAreNoTable(@TempDir Path folder) throws Exception {
        Path script = Files.writeString(folder.resolve("chart.min.js"), String.join("\n",
                "a.f=function(p){return p===1?p.x:p.y},b=2,c=3",
                "d=4,5,6",
                "e=7,8,9",
                ""));

        assertThat(new GenericTableImporter().detect(ImportSource.of(script).peek())).isFalse();
    }
}
