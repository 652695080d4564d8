package org.benchlens.imports.jmeter;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/** Damaged and cut copies of real JMeter results. */
class JmeterBadInputTest {

    @TempDir
    Path dir;

    private static List<String> real(String name) throws Exception {
        return Files.readAllLines(RealWorld.path("jmeter/" + name));
    }

    private Path write(String name, List<String> lines) throws Exception {
        Path file = dir.resolve(name);
        Files.write(file, lines);
        return file;
    }

    @Test
    void anElapsedThatIsNotANumberNamesLineAndColumn() throws Exception {
        List<String> lines = real("performance-plugin_filewithtransactions.csv");
        lines.set(9, lines.get(9).replaceFirst(",(\\d+),", ",1x2,"));

        ImportFailure failure = ImportHarness.failure(new JmeterCsvImporter(), write("results.jtl", lines));

        assertThat(failure.line()).isEqualTo(10);
        assertThat(failure.column()).isEqualTo(15);
        assertThat(failure).hasMessage("expected a whole number of milliseconds for elapsed, found '1x2'");
    }

    @Test
    void aSuccessThatIsNeitherTrueNorFalseNamesItsColumn() throws Exception {
        List<String> lines = real("performance-plugin_JENKINS-16627_CSV_instead_of_XML.jtl");
        lines.set(1, lines.get(1).replace(",true,", ",yes,"));

        ImportFailure failure = ImportHarness.failure(new JmeterCsvImporter(), write("results.jtl", lines));

        assertThat(failure.line()).isEqualTo(2);
        assertThat(failure.column()).isEqualTo(lines.get(1).indexOf(",yes,") + 2);
        assertThat(failure).hasMessage("expected true or false for success, found 'yes'");
    }

    @Test
    void aRowCutShortSaysSo() throws Exception {
        List<String> lines = real("performance-plugin_filewithtransactions.csv");
        lines.set(lines.size() - 1, lines.get(lines.size() - 1).substring(0, 30));

        ImportFailure failure = ImportHarness.failure(new JmeterCsvImporter(), write("results.csv", lines));

        assertThat(failure.line()).isEqualTo(lines.size());
        assertThat(failure).hasMessageStartingWith("expected 17 fields as in the header, found")
                .hasMessageEndingWith("(is the row cut short?)");
    }

    @Test
    void aRowCutInsideAQuotedFieldSaysWhereTheFieldStarts() throws Exception {
        List<String> lines = real("performance-plugin_filewithtransactions.csv");
        lines.set(lines.size() - 1, lines.get(lines.size() - 1).substring(0, 60));

        ImportFailure failure = ImportHarness.failure(new JmeterCsvImporter(), write("results.csv", lines));

        assertThat(failure.line()).isEqualTo(lines.size());
        assertThat(failure).hasMessage("the file ends inside a quoted field of the row that starts at line "
                + lines.size() + " (is it truncated?)");
    }

    @Test
    void xmlCutBeforeItsEndNamesWhereItStops() throws Exception {
        List<String> lines = real("performance-plugin_JMeterResults.jtl");

        ImportFailure failure = ImportHarness.failure(new JmeterXmlImporter(),
                write("results.xml", lines.subList(0, 6)));

        assertThat(failure.line()).isEqualTo(7);
        assertThat(failure).hasMessage("the file ends before </testResults> (is it truncated?)");
    }

    @Test
    void anXmlSampleWithABadTimeSaysWhichAttribute() throws Exception {
        List<String> lines = real("performance-plugin_JMeterResults.jtl");
        lines.set(4, lines.get(4).replace("t=\"278\"", "t=\"2.78s\""));

        ImportFailure failure = ImportHarness.failure(new JmeterXmlImporter(), write("results.xml", lines));

        assertThat(failure.line()).isEqualTo(5);
        assertThat(failure.column()).isEqualTo(lines.get(4).length() + 1);
        assertThat(failure).hasMessage("expected a whole number of milliseconds for elapsed, found '2.78s'"
                + " in <httpSample>");
    }

    @Test
    void aFailedFileLeavesTheStoreAsItWas() throws Exception {
        List<String> lines = real("performance-plugin_filewithtransactions.csv");
        Path good = write("good.csv", lines);
        lines.set(20, lines.get(20).replace(",true,", ",maybe,"));
        Path bad = write("bad.csv", lines);
        try (Store store = TestStores.h2()) {
            ImportHarness.importInto(store, good);
            ImportSummary summary = ImportHarness.importInto(store, bad);

            assertThat(summary.results().get(0).status()).isEqualTo(ImportResult.Status.FAILED);
            assertThat(summary.results().get(0).describe()).matches(".*bad\\.csv:21:\\d+: expected true or false for"
                    + " success, found 'maybe'");
            assertThat(ImportHarness.results(store)).hasSize(1);
        }
    }
}
