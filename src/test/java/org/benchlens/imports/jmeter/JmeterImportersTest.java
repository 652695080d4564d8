package org.benchlens.imports.jmeter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.Reader;
import java.nio.file.Files;
import java.time.Instant;
import java.util.List;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

import org.benchlens.imports.ImporterRegistry;
import org.benchlens.imports.ImportSource;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.LinearPercentile;
import org.benchlens.testing.RealWorld;

/** Real JMeter results, CSV and XML, aggregated per label as JMeter's aggregate report does. */
class JmeterImportersTest {

    private static final String TRANSACTIONS = "jmeter/performance-plugin_filewithtransactions.csv";

    private static RunDraft read(String file) throws Exception {
        var importer = ImporterRegistry.standard().detect(ImportSource.of(RealWorld.path(file)).peek()).orElseThrow();
        ImportHarness.Read read = ImportHarness.read(importer, RealWorld.path(file));
        assertThat(read.runs()).hasSize(1);
        return read.runs().get(0);
    }

    /** The elapsed column of the file, read with Commons CSV, optionally of one label. */
    private static List<Double> elapsed(String file, String label) throws Exception {
        try (Reader reader = Files.newBufferedReader(RealWorld.path(file))) {
            return CSVFormat.DEFAULT.builder().setHeader().get().parse(reader).stream()
                    .filter(row -> label == null || row.get("label").equals(label))
                    .map(row -> Double.parseDouble(row.get("elapsed"))).toList();
        }
    }

    @Test
    void csvWithHeaderIsTheAggregateReportOfEveryLabelAndTheTotal() throws Exception {
        RunDraft run = read(TRANSACTIONS);
        List<Double> all = elapsed(TRANSACTIONS, null);

        assertThat(run.format()).isEqualTo("jmeter-csv");
        assertThat(run.name()).isEqualTo("performance-plugin_filewithtransactions");
        assertThat(run.value("total", "operations")).isEqualTo(313);
        assertThat(run.value("total", "samples")).isEqualTo(313);
        assertThat(run.value("total", "latency.avg")).isCloseTo(1777.5111821086261, within(1e-9));
        assertThat(run.value("total", "latency.min")).isEqualTo(190);
        assertThat(run.value("total", "latency.max")).isEqualTo(8989);
        assertThat(run.value("total", "latency.med")).isEqualTo(1142);
        // JMeter's dashboard percentiles (position p·(n+1)), BenchLens's linear ones beside (decision 0155)
        assertThat(run.value("total", "latency.p90")).isCloseTo(4162.0, within(1e-9));
        assertThat(run.value("total", "latency.p95")).isCloseTo(5025.1, within(1e-9));
        assertThat(run.value("total", "latency.p99")).isCloseTo(8131.46, within(1e-9));
        assertThat(run.value("total", "latency.linear.p90")).isCloseTo(4138.4, within(1e-9))
                .isCloseTo(LinearPercentile.of(all, 90), within(1e-9));
        assertThat(run.value("total", "latency.linear.p95")).isCloseTo(LinearPercentile.of(all, 95), within(1e-9));
        assertThat(run.value("total", "latency.linear.p99")).isCloseTo(LinearPercentile.of(all, 99), within(1e-9));
        assertThat(run.value("total", "elapsed.p(95)")).isEqualTo(run.value("total", "latency.p95"));
        assertThat(run.value("total", "errors.rate")).isEqualTo(0);
        // JMeter's throughput: samples over first start to last end, 116.827 s
        assertThat(run.value("total", "throughput")).isCloseTo(313 / 116.827, within(1e-9));
        assertThat(run.value("total", "data.received")).isEqualTo(5_937_807);
        assertThat(run.value("total", "data.sent")).isEqualTo(262_153);
        assertThat(run.value("total", "vus.max")).isEqualTo(5);
        assertThat(run.attributes().get(AttributeKeys.VUS)).hasValue("5");
        // the earliest timeStamp of the file, whose rows are in the order samples ended
        assertThat(run.startedAt()).isEqualTo(Instant.ofEpochMilli(1547676357183L));
    }

    @Test
    void eachLabelIsAStepWithItsOwnExactPercentilesHistogramAndSeries() throws Exception {
        RunDraft run = read(TRANSACTIONS);
        List<Double> hp1 = elapsed(TRANSACTIONS, "HP-1");

        assertThat(run.measurements().stream().map(m -> m.step()).distinct())
                .containsExactly("total", "HP-0", "HP-1", "HP-2", "HP", "Search-0", "Search-1", "Search-2", "Search",
                        "Scenario");
        assertThat(run.value("HP-0", "samples")).isEqualTo(37);
        assertThat(run.value("HP-0", "latency.avg")).isCloseTo(1137.6486486486488, within(1e-9));
        assertThat(run.value("HP-0", "latency.p90")).isCloseTo(1929.6, within(1e-9));
        assertThat(run.value("HP-0", "latency.linear.p90")).isCloseTo(1733.0, within(1e-9));
        assertThat(run.value("HP-1", "latency.p95")).isCloseTo(1059.1, within(1e-9));
        assertThat(run.value("HP-1", "latency.linear.p95")).isCloseTo(LinearPercentile.of(hp1, 95), within(1e-9));
        assertThat(run.histograms()).extracting(h -> h.step()).contains("total", "HP-0", "Scenario");
        assertThat(run.histograms().stream().filter(h -> h.step().equals("total")).findFirst().orElseThrow()
                .decode().getTotalCount()).isEqualTo(313);
        assertThat(run.series()).anySatisfy(series -> {
            assertThat(series.step()).isEqualTo("total");
            assertThat(series.metric()).isEqualTo("throughput");
            assertThat(series.points().stream().mapToDouble(p -> p.value()).sum()).isEqualTo(313);
        });
    }

    @Test
    void aQuotedLabelOverThreeLinesIsOneSampleAndAFailedOneIsAnError() throws Exception {
        RunDraft run = read("jmeter/performance-plugin_multiLineCSV.jtl");

        assertThat(run.value("total", "samples")).isEqualTo(2);
        assertThat(run.value("total", "errors.count")).isEqualTo(1);
        assertThat(run.value("total", "errors.rate")).isEqualTo(0.5);
        assertThat(run.value("total", "latency.avg")).isEqualTo((1898 + 118) / 2.0);
        assertThat(run.measurements()).anySatisfy(m -> assertThat(m.step())
                .startsWith("no such element: Unable to locate element").contains("\n                  Session ID:"));
    }

    @Test
    void withoutHeaderJMeterTwosDefaultColumnsAreRead() throws Exception {
        RunDraft run = read("jmeter/performance-plugin_JENKINS-16627_CSV_instead_of_XML.jtl");

        assertThat(run.value("total", "samples")).isEqualTo(3);
        assertThat(run.value("total", "latency.max")).isEqualTo(2204);
        assertThat(run.value("total", "data.received")).isEqualTo(3478 + 3100 + 19714);
        assertThat(run.value("GET /ordermgmt/inventory", "latency.avg")).isEqualTo(59);
    }

    @Test
    void formattedTimeStampsAreReadAsUtcWithANote() throws Exception {
        var importer = new JmeterCsvImporter();
        ImportHarness.Read read = ImportHarness.read(importer,
                RealWorld.path("jmeter/performance-plugin_JMeterPublisher_formatted_timeStamp.csv"));
        RunDraft run = read.runs().get(0);

        assertThat(run.startedAt()).isEqualTo(Instant.parse("2014-02-24T07:42:21.256Z"));
        assertThat(run.value("total", "errors.count")).isEqualTo(1);
        assertThat(read.notes()).contains("timeStamp is a formatted date without a time zone: read as UTC");
    }

    @Test
    void xmlSamplesAreAggregatedLikeCsvRows() throws Exception {
        RunDraft run = read("jmeter/performance-plugin_JMeterResults.jtl");

        assertThat(run.format()).isEqualTo("jmeter-xml");
        assertThat(run.value("total", "samples")).isEqualTo(8);
        assertThat(run.value("Home", "samples")).isEqualTo(4);
        assertThat(run.value("Home", "latency.avg")).isEqualTo((14720 + 15902 + 598 + 501) / 4.0);
        assertThat(run.value("Workgroup", "latency.med")).isEqualTo(LinearPercentile.of(List.of(278.0, 1017.0,
                63.0, 58.0), 50));
        assertThat(run.value("total", "data.received")).isEqualTo(2 * 771065 + 2 * 744705 + 2 * 771149 + 2 * 744705);
    }

    @Test
    void xmlWithAssertionResultsCountsOnlyTheSamples() throws Exception {
        RunDraft run = read("jmeter/performance-plugin_JMeterResultsMultiLevel.jtl");

        assertThat(run.value("total", "samples")).isEqualTo(10);
        assertThat(run.value("Home", "samples")).isEqualTo(6);
        assertThat(run.value("Workgroup", "latency.max")).isEqualTo(420);
    }

    @Test
    void jmeterThreeSamplesGiveThreadsBytesSentAndFailures() throws Exception {
        RunDraft run = read("jmeter/performance-plugin_single_result_nested_res.jtl");

        assertThat(run.value("total", "samples")).isEqualTo(2);
        assertThat(run.value("total", "errors.rate")).isEqualTo(0.5);
        assertThat(run.value("total", "vus.max")).isEqualTo(1);
        assertThat(run.value("total", "data.sent")).isEqualTo(0);
        assertThat(run.value("total", "data.received")).isEqualTo(228);
    }

    @Test
    void subResultsSavedAsRowsAreLeftOutWithANoteSayingHowMany() throws Exception {
        var file = RealWorld.path("jmeter/enuygun_results.jtl");
        var importer = ImporterRegistry.standard().detect(ImportSource.of(file).peek()).orElseThrow();
        ImportHarness.Read read = ImportHarness.read(importer, file);
        RunDraft run = read.runs().get(0);

        // 22 rows: 16 samples and 6 redirects JMeter saved after them as 02_Flight_Search_Page-0 and -1
        assertThat(run.value("total", "samples")).isEqualTo(16);
        assertThat(run.value("total", "latency.avg")).isCloseTo(437.5, within(1e-9));
        // 16 samples from 1757243711358 to 1757243817873 (start plus elapsed of the last)
        assertThat(run.value("total", "throughput")).isCloseTo(16 / 106.515, within(1e-9));
        assertThat(run.value("02_Flight_Search_Page", "samples")).isEqualTo(5);
        assertThat(run.value("02_Flight_Search_Page", "latency.avg")).isCloseTo(130.0, within(1e-9));
        assertThat(run.measurements().stream().map(m -> m.step()).distinct())
                .containsExactly("total", "Extract Cloudflare Cookies", "01_Homepage", "02_Flight_Search_Page",
                        "03_Search_IST_ESB");
        assertThat(read.notes()).anySatisfy(note -> assertThat(note).startsWith("6 rows are sub-results of the sample"
                + " on the row before them (their label is its label and -0, -1, …"));
    }

    @Test
    void labelsEndingInANumberThatAreNotTheNextSubResultOfTheRowBeforeAreSamples() {
        SubResultRows rows = new SubResultRows();

        // a transaction controller's samplers before it (HP-0, HP-1, then HP) are samples
        assertThat(rows.isSubResult("HP-0", "t1")).isFalse();
        assertThat(rows.isSubResult("HP-1", "t1")).isFalse();
        assertThat(rows.isSubResult("HP", "t1")).isFalse();
        // a redirect's chain, then its own sub-result (JMeter 5.5 saves them recursively)
        assertThat(rows.isSubResult("Login", "t1")).isFalse();
        assertThat(rows.isSubResult("Login-0", "t1")).isTrue();
        assertThat(rows.isSubResult("Login-0-0", "t1")).isTrue();
        assertThat(rows.isSubResult("Login-1", "t1")).isTrue();
        assertThat(rows.isSubResult("Login-3", "t1")).isFalse();
        // another thread's row is not the sub-result of this one's sample
        assertThat(rows.isSubResult("Cart", "t1")).isFalse();
        assertThat(rows.isSubResult("Cart-0", "t2")).isFalse();
        assertThat(rows.count()).isEqualTo(3);
    }
}
