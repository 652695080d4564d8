package org.benchlens.imports.locust;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.ThroughputUnit;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** Locust's _stats.csv of three versions (1.0, 1.1, 2.16), each figure as the file has it. */
class LocustStatsImporterTest {

    private static final String PHOENIX = "locust/phoenix-loadgen/example_stats.csv";

    private final LocustStatsImporter importer = new LocustStatsImporter();

    @TempDir
    Path temp;

    private static ImportHarness.Read read(Path file) throws Exception {
        return ImportHarness.read(new LocustStatsImporter(), file);
    }

    @Test
    void locust216AggregatedRowIsTheTotalWithItsFailuresAsErrors() throws Exception {
        ImportHarness.Read read = read(RealWorld.path(PHOENIX));
        RunDraft run = read.runs().get(0);

        assertThat(run.name()).isEqualTo("example");
        assertThat(run.format()).isEqualTo("locust");
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(13);
        assertThat(run.value(Steps.TOTAL, "Request Count")).isEqualTo(13);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isEqualTo(1);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(1.0 / 13);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MED)).isEqualTo(28);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(214.42835561510248);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MIN)).isEqualTo(8.565291005652398);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MAX)).isEqualTo(1039.5496669807471);
        assertThat(run.value(Steps.TOTAL, "Average Content Size")).isEqualTo(21332.30769230769);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(0.658555259460807);
        assertThat(ThroughputUnit.of(run.format(), Steps.TOTAL)).isEqualTo("req/s");
        assertThat(run.value(Steps.TOTAL, "Failures/s")).isEqualTo(0.050658096881600535);
        assertThat(run.value(Steps.TOTAL, "latency.p66")).isEqualTo(300);
        assertThat(run.value(Steps.TOTAL, "latency.p80")).isEqualTo(370);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P90)).isEqualTo(430);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(1000);
        assertThat(run.value(Steps.TOTAL, "latency.p99.99")).isEqualTo(1000);
        assertThat(run.value(Steps.TOTAL, "100%")).isEqualTo(1000);
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.TOOL, "locust")
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
    }

    @Test
    void eachRequestTypeAndNameIsAStepAndLocustsMedianIsTheMedian() throws Exception {
        RunDraft run = read(RealWorld.path(PHOENIX)).runs().get(0);

        assertThat(run.measurements().stream().map(m -> m.step()).distinct()).hasSize(11)
                .contains("GET /login", "POST /login", "GET /project/[id]/output/output.log?build=[id]");
        assertThat(run.value("POST /project/[id]/users", Metrics.ERRORS_RATE)).isEqualTo(1.0);
        // the median column (300.0), not the 50% column (370): both are kept, each under its name
        assertThat(run.value("POST /project/[id]/compile", Metrics.LATENCY_MED)).isEqualTo(300.0);
        assertThat(run.value("POST /project/[id]/compile", "50%")).isEqualTo(370);
        assertThat(run.value("POST /project/[id]/compile", Metrics.OPERATIONS)).isEqualTo(2);
    }

    @Test
    void locust10QuotedFileWithoutItsLastLineBreakIsWholeAndItsNoneTypedRowTheTotal() throws Exception {
        ImportHarness.Read read = read(RealWorld.path("locust/xfj_locust10_gbk_example_stats.csv"));
        RunDraft run = read.runs().get(0);

        // its names are in GBK (Locust on Windows): no cut is noted, only the encoding and the run's other files
        assertThat(read.notes()).containsExactly("xfj_locust10_gbk_example_stats.csv:2: the request names are not"
                + " UTF-8 text (Locust writes them in the system's encoding): the bytes that are not UTF-8 are shown"
                + " as \uFFFD", "xfj_locust10_gbk_example_stats_history.csv.gz, xfj_locust10_gbk_example_failures.csv of"
                + " the same run lie beside xfj_locust10_gbk_example_stats.csv: import the folder to read the files of"
                + " the prefix xfj_locust10_gbk_example as one run");
        assertThat(run.name()).isEqualTo("xfj_locust10_gbk_example");
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(84115);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isEqualTo(1681);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(1681.0 / 84115);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(8.59);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P99)).isEqualTo(30000);
        assertThat(run.value(Steps.TOTAL, "latency.p99.999")).isEqualTo(91000);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MAX)).isEqualTo(91321);
        // eleven names, each its own step even where two read the same once undecodable
        assertThat(run.measurements().stream().map(m -> m.step()).distinct()).hasSize(12);
        assertThat(run.measurements().stream().filter(m -> m.metric().equals(Metrics.OPERATIONS))
                .mapToDouble(m -> m.value()).sum()).isEqualTo(2 * 84115);
        assertThat(run.value("None Aggregated", Metrics.OPERATIONS)).isNaN();
    }

    @Test
    void locust11FileKeepsItsFiveNinesPercentile() throws Exception {
        RunDraft run = read(RealWorld.path("locust/locust-experiments_locust11_example_stats.csv")).runs().get(0);

        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(39444);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(0);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(98.17705465273642);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MED)).isEqualTo(84);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P99)).isEqualTo(390);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P999)).isEqualTo(750);
        assertThat(run.value(Steps.TOTAL, "latency.p99.999")).isEqualTo(1800);
        assertThat(run.value(Steps.TOTAL, "99.999%")).isEqualTo(1800);
        assertThat(run.value("POST /metrics", Metrics.OPERATIONS)).isEqualTo(39400);
    }

    @Test
    void locust014HeaderNamesAndNotAvailablePercentilesAreRead() throws Exception {
        Path file = write("old_stats.csv", "\"Type\",\"Name\",\"# requests\",\"# failures\",\"Median response time\","
                + "\"Average response time\",\"Min response time\",\"Max response time\",\"Average Content Size\","
                + "\"Requests/s\",\"Requests Failed/s\",\"50%\",\"66%\",\"75%\",\"80%\",\"90%\",\"95%\",\"98%\",\"99%\","
                + "\"99.9%\",\"99.99%\",\"99.999\",\"100%\"\n"
                + "\"GET\",\"/\",0,3,0,0,0,0,0,0.00,0.10,\"N/A\",\"N/A\",\"N/A\",\"N/A\",\"N/A\",\"N/A\",\"N/A\",\"N/A\","
                + "\"N/A\",\"N/A\",\"N/A\",\"N/A\"\n"
                + "\"None\",\"Aggregated\",0,3,0,0,0,0,0,0.00,0.10,\"N/A\",\"N/A\",\"N/A\",\"N/A\",\"N/A\",\"N/A\","
                + "\"N/A\",\"N/A\",\"N/A\",\"N/A\",\"N/A\",\"N/A\"");

        RunDraft run = read(file).runs().get(0);

        assertThat(run.value(Steps.TOTAL, "# failures")).isEqualTo(3);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(1.0);
        assertThat(run.value(Steps.TOTAL, "Requests Failed/s")).isEqualTo(0.1);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isNaN();
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MED)).isNaN();
        assertThat(run.value("GET /", Metrics.OPERATIONS)).isEqualTo(0);
    }

    @Test
    void locustBefore013RequestsFileIsReadWithItsTotalRow() throws Exception {
        Path file = write("old_requests.csv", "\"Method\",\"Name\",\"# requests\",\"# failures\",\"Median response"
                + " time\",\"Average response time\",\"Min response time\",\"Max response time\",\"Average Content"
                + " Size\",\"Requests/s\"\n"
                + "\"GET\",\"/\",120,2,45,51,12,230,5120,4.00\n"
                + "\"None\",\"Total\",120,2,45,51,12,230,5120,4.00");

        ImportHarness.Read read = read(file);
        RunDraft run = read.runs().get(0);

        assertThat(read.notes()).isEmpty();
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(120);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(2.0 / 120);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(4.0);
        assertThat(run.value("GET /", Metrics.LATENCY_MAX)).isEqualTo(230);
    }

    @Test
    void aNameLongerThanBenchLensStoresIsCutWithANote() throws Exception {
        String path = "/search?q=" + "x".repeat(600);
        String header = "Type,Name,Request Count,Failure Count,Median Response Time,Average Response Time,"
                + "Min Response Time,Max Response Time,Average Content Size,Requests/s,Failures/s,50%,100%\r\n";
        Path file = write("long_stats.csv", header + "GET," + path + ",4,0,12,12.5,10,15,100,2.0,0.0,12,15\r\n"
                + ",Aggregated,4,0,12,12.5,10,15,100,2.0,0.0,12,15\r\n");

        ImportHarness.Read read = read(file);

        String step = ("GET " + path).substring(0, 500);
        assertThat(read.runs().get(0).value(step, Metrics.OPERATIONS)).isEqualTo(4);
        assertThat(read.notes()).containsExactly("long_stats.csv:2: the name " + step.substring(0, 57)
                + "... is longer than BenchLens stores: it is kept cut to 500 characters");
    }

    @Test
    void aFileCutInItsAggregatedRowIsReadWithANoteAndNoTotal() throws Exception {
        String whole = Files.readString(RealWorld.path(PHOENIX));
        Path file = write("cut_stats.csv", whole.substring(0, whole.indexOf(",Aggregated,13,1,28,214") + 30));

        ImportHarness.Read read = read(file);
        RunDraft run = read.runs().get(0);

        assertThat(read.notes()).containsExactly("cut_stats.csv:12: the file ends in the middle of line 12 (is it"
                + " truncated?): the row on it is left out");
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isNaN();
        assertThat(run.value("GET /login", Metrics.OPERATIONS)).isEqualTo(1);
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_ABORTED);
    }

    @Test
    void aNewerFileCutInItsLastFieldIsReadWithANote() throws Exception {
        String whole = Files.readString(RealWorld.path(PHOENIX));
        Path file = write("cut_stats.csv", whole.substring(0, whole.length() - 4));

        ImportHarness.Read read = read(file);

        assertThat(read.notes()).containsExactly("cut_stats.csv:12: the file ends in the middle of line 12 (is it"
                + " truncated?): the row of total on it is read as it is, but its last field, 100%, may be short");
        assertThat(read.runs().get(0).value(Steps.TOTAL, "100%")).isEqualTo(10);
        assertThat(read.runs().get(0).attributes().values())
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_ABORTED);
    }

    @Test
    void aFileWithoutItsAggregatedRowSaysSo() throws Exception {
        String whole = Files.readString(RealWorld.path(PHOENIX));
        Path file = write("short_stats.csv", whole.substring(0, whole.indexOf(",Aggregated")));

        ImportHarness.Read read = read(file);

        assertThat(read.notes()).containsExactly("short_stats.csv: the file ends before the Aggregated row Locust"
                + " writes last (is it truncated?): the run has no total");
        assertThat(read.runs().get(0).attributes().values())
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_ABORTED);
    }

    @Test
    void aWordForAFigureIsNamedWithItsLineAndColumn() throws Exception {
        String whole = Files.readString(RealWorld.path(PHOENIX));
        Path file = write("bad_stats.csv", whole.replaceFirst("GET,/login,1,0,", "GET,/login,one,0,"));

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.line()).isEqualTo(2);
        assertThat(failure.column()).isEqualTo(12);
        assertThat(failure.getMessage()).isEqualTo("expected a number or N/A under 'Request Count', found 'one'");
    }

    private Path write(String name, String text) throws Exception {
        Path file = temp.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
