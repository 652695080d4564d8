package org.benchlens.imports.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.imports.ImportSource;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** Gatling's text simulation.log, checked against the report Gatling made of the same run where the repository has it. */
class GatlingLogImporterTest {

    private final GatlingLogImporter importer = new GatlingLogImporter();

    @TempDir
    Path dir;

    private static Path real(String name) {
        return RealWorld.path("gatling-log/" + name);
    }

    @Test
    void gatling374LogGivesTheFiguresOfGatlingsOwnReportOfTheSameRun() throws Exception {
        Path log = real("performance-report_gatling374_simulation.log");
        RunDraft run = ImportHarness.read(importer, log).runs().get(0);

        // js/global_stats.json of the same report: 245 requests, 0 KO, mean 939, min 402, max 2707,
        // percentiles 890 / 987 / 1669 / 2026, 4.224137931034483 requests a second
        assertThat(run.format()).isEqualTo("gatling-log");
        assertThat(run.name()).isEqualTo("ratesperformance");
        assertThat(run.value("total", "operations")).isEqualTo(245);
        assertThat(run.value("total", "numberOfRequests")).isEqualTo(245);
        assertThat(run.value("total", "errors.count")).isZero();
        assertThat(Math.round(run.value("total", "latency.avg"))).isEqualTo(939);
        assertThat(run.value("total", "latency.min")).isEqualTo(402);
        assertThat(run.value("total", "latency.max")).isEqualTo(2707);
        assertThat(Math.round(run.value("total", "latency.med"))).isEqualTo(890);
        assertThat(Math.round(run.value("total", "latency.p95"))).isEqualTo(1669);
        assertThat(Math.round(run.value("total", "latency.p99"))).isEqualTo(2026);
        assertThat(run.value("total", "throughput")).isCloseTo(4.224137931034483, within(1e-12));
        // js/stats.json: POST /ff_auth/login, 35 requests, mean 704, p95 772, p99 792, max 801, 0.603448275862069/s
        String login = "POST /ff_auth/login";
        assertThat(run.value(login, "operations")).isEqualTo(35);
        assertThat(Math.round(run.value(login, "latency.avg"))).isEqualTo(704);
        assertThat(Math.round(run.value(login, "latency.p95"))).isEqualTo(772);
        assertThat(Math.round(run.value(login, "latency.p99"))).isEqualTo(792);
        assertThat(run.value(login, "latency.max")).isEqualTo(801);
        assertThat(run.value(login, "throughput")).isCloseTo(0.603448275862069, within(1e-12));
        assertThat(run.attributes().get(AttributeKeys.VERSION)).hasValue("3.7.4");
        assertThat(run.attributes().get("simulation")).hasValue("rates.RatesPerformance");
        assertThat(run.startedAt()).isEqualTo(Instant.ofEpochMilli(1662461289902L));
        // seven users an iteration; the second seven START at ...302019, before the first seven END at ...303605
        assertThat(run.attributes().get(AttributeKeys.VUS)).hasValue("14");
    }

    @Test
    void gatling312LogCountsItsKoAsErrorsAndMatchesItsReportButForTheTDigestsPercentiles() throws Exception {
        RunDraft run = ImportHarness.read(importer, real("dechat-es8_gatling312_simulation.log")).runs().get(0);

        // gatling/js/global_stats.json of the same report: 4552 requests, 230 KO, min 4, max 47261, mean 8610,
        // 39.241379310344826 requests a second
        assertThat(run.value("total", "operations")).isEqualTo(4552);
        assertThat(run.value("total", "errors.count")).isEqualTo(230);
        assertThat(run.value("total", "errors.rate")).isCloseTo(230.0 / 4552, within(1e-15));
        assertThat(run.value("total", "latency.min")).isEqualTo(4);
        assertThat(run.value("total", "latency.max")).isEqualTo(47261);
        assertThat(Math.round(run.value("total", "latency.avg"))).isEqualTo(8610);
        assertThat(run.value("total", "throughput")).isCloseTo(39.241379310344826, within(1e-12));
        // the report's t-digest gives 2061 and 31056; the exact percentiles of the 4552 response times differ
        assertThat(run.value("total", "latency.med")).isEqualTo(2078);
        assertThat(run.value("total", "latency.p95")).isCloseTo(31061.45, within(1e-9));
        // js/stats.json: request_1 Redirect 1, 538 requests, 4.637931034482759 a second
        assertThat(run.value("request_1 Redirect 1", "operations")).isEqualTo(538);
        assertThat(run.value("request_1 Redirect 1", "throughput")).isCloseTo(4.637931034482759, within(1e-12));
        assertThat(run.attributes().get(AttributeKeys.VERSION)).hasValue("3.1.2");
        assertThat(run.attributes().get("description")).hasValue("testDeChat");
    }

    @Test
    void gatling2LogWithTheTypeInTheThirdFieldTimesFromRequestStartToResponseEnd() throws Exception {
        Path log = real("jboss-gatling-log-parser_gatling2_simulation.log");
        RunDraft run = ImportHarness.read(importer, log).runs().get(0);

        // 122 REQUEST records of one name; the first runs from 1462831088129 to its response's end 1462831088151
        assertThat(run.name()).isEqualTo("put");
        assertThat(run.value("total", "operations")).isEqualTo(122);
        assertThat(run.value("JaxbXmlSimulations.Put", "operations")).isEqualTo(122);
        assertThat(run.value("total", "latency.max")).isEqualTo(22);
        assertThat(run.value("total", "latency.min")).isEqualTo(1);
        // USER and REQUEST times span 1462831084084 to 1462831091756: 8 whole seconds
        assertThat(run.value("total", "throughput")).isEqualTo(15.25);
        // "2.0" closing the RUN record is the log's format, not Gatling's version
        assertThat(run.attributes().get(AttributeKeys.VERSION)).isEmpty();
        assertThat(ImporterRegistry.standard().detect(ImportSource.of(log).peek())).get()
                .isInstanceOf(GatlingLogImporter.class);
    }

    @Test
    void gatling395LogHasAStepPerRequestName() throws Exception {
        Path log = real("gatling-performance-framework_simulation.log");
        RunDraft run = ImportHarness.read(importer, log).runs().get(0);

        assertThat(run.name()).isEqualTo("computerdatabasesimulation");
        assertThat(run.attributes().get(AttributeKeys.VERSION)).hasValue("3.9.5");
        assertThat(run.value("total", "operations")).isEqualTo(60);
        assertThat(run.value("01_Get_Specific_Post", "operations")).isEqualTo(20);
        assertThat(run.value("03_Create_Post", "operations")).isEqualTo(20);
        assertThat(run.value("total", "errors.count")).isZero();
        assertThat(ImporterRegistry.standard().detect(ImportSource.of(log).peek())).get()
                .isInstanceOf(GatlingLogImporter.class);
    }

    @Test
    void olderLayoutsAndKoCountAsFailuresUnderTheirGroups() throws Exception {
        // Gatling 3.0's columns (a user id before the groups) and 2.2's (scenario and user id, format 2.0)
        Path v30 = write("v30.log", "RUN\tsim.Basic\tbasic\t1000000000000\t \t3.0.3\n"
                + "USER\tScn\t1\tSTART\t1000000000000\t1000000000000\n"
                + "REQUEST\t1\tShop,Cart\tadd\t1000000000100\t1000000000150\tOK\t \n"
                + "REQUEST\t1\t\thome\t1000000000200\t1000000000290\tKO\tstatus.find.is(200), but actually found 500\n"
                + "USER\tScn\t1\tEND\t1000000000000\t1000000001500\n");
        RunDraft run = ImportHarness.read(importer, v30).runs().get(0);
        assertThat(run.value("total", "operations")).isEqualTo(2);
        assertThat(run.value("total", "errors.count")).isEqualTo(1);
        assertThat(run.value("Shop / Cart / add", "latency.max")).isEqualTo(50);
        assertThat(run.value("home", "latency.max")).isEqualTo(90);
        // two requests over the run's 1.5 s, counted as Gatling does in whole seconds
        assertThat(run.value("total", "throughput")).isEqualTo(1.0);

        Path v22 = write("v22.log", "RUN\tsim.Basic\t\tbasic\t1000000000000\t \t2.0\n"
                + "REQUEST\tScn\t1\t\thome\t1000000000200\t1000000000230\tKO\ti/o timeout\n");
        RunDraft old = ImportHarness.read(importer, v22).runs().get(0);
        assertThat(old.value("home", "errors.count")).isEqualTo(1);
        assertThat(old.value("home", "latency.max")).isEqualTo(30);
        assertThat(old.attributes().get(AttributeKeys.VERSION)).isEmpty();
    }

    @Test
    void aDamagedRequestIsRefusedAtItsLine() throws Exception {
        Path log = write("bad.log", "RUN\tsim.Basic\tbasic\t1000000000000\t \t3.9.5\n"
                + "REQUEST\t\thome\t1000000000200\tsoon\tOK\t \n");
        ImportFailure failure = ImportHarness.failure(importer, log);
        assertThat(failure.line()).isEqualTo(2);
        assertThat(failure.getMessage()).contains("expected a REQUEST record");
    }

    private Path write(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }
}
