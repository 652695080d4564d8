package org.benchlens.imports.hyperfine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Percentage.withPercentage;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/**
 * hyperfine's Markdown, Org and AsciiDoc tables, as its markup exporters write them from 1.0 to 1.20, and as
 * write-ups keep them.
 */
class HyperfineTableImporterTest {

    private final HyperfineTableImporter importer = new HyperfineTableImporter();

    private static List<String> steps(RunDraft run) {
        return run.measurements().stream().map(Measurement::step).distinct().toList();
    }

    private static double rounded(double value, int decimals) {
        return new BigDecimal(value).setScale(decimals, RoundingMode.HALF_EVEN).doubleValue();
    }

    /**
     * The same run exported as CSV (seconds as Rust prints a double) and as Markdown (ms with one decimal): every
     * figure of the table is the CSV's rounded so, and the relative speed is the mean over the fastest mean, its
     * spread propagated from both standard deviations, to two decimals.
     */
    @Test
    void everyFigureOfTheTableIsTheCsvsOfTheSameRunRoundedAsHyperfineRoundsIt() throws Exception {
        RunDraft table = ImportHarness.read(importer,
                RealWorld.path("hyperfine-markdown/scientific-bench_basic_sum_bench.md")).runs().get(0);
        RunDraft csv = ImportHarness.read(new HyperfineCsvImporter(),
                RealWorld.path("hyperfine-csv/scientific-bench_basic_sum_bench.csv")).runs().get(0);

        assertThat(table.format()).isEqualTo("hyperfine-markdown");
        assertThat(table.attributes().values()).containsEntry(AttributeKeys.TOOL, "hyperfine");
        assertThat(steps(table)).hasSize(15).isEqualTo(steps(csv));
        String fastest = "./rust_for/target/release/rust_for 4";
        for (String step : steps(csv)) {
            for (String latency : List.of(Metrics.LATENCY_AVG, Metrics.LATENCY_STDDEV, Metrics.LATENCY_MIN,
                    Metrics.LATENCY_MAX)) {
                assertThat(table.value(step, latency)).as(step + " " + latency)
                        .isEqualTo(rounded(csv.value(step, latency), 1));
            }
            double ratio = csv.value(step, "mean") / csv.value(fastest, "mean");
            assertThat(table.value(step, "relative")).as(step).isEqualTo(rounded(ratio, 2));
            if (!step.equals(fastest)) {
                double spread = ratio * Math.hypot(csv.value(step, "stddev") / csv.value(step, "mean"),
                        csv.value(fastest, "stddev") / csv.value(fastest, "mean"));
                assertThat(table.value(step, "relative.stddev")).as(step).isEqualTo(rounded(spread, 2));
            }
        }
        assertThat(table.value("./rust_for/target/release/rust_for 8", "mean")).isEqualTo(0.3458);
        assertThat(table.measurements())
                .noneMatch(m -> m.step().equals(fastest) && m.metric().equals("relative.stddev"));
    }

    @Test
    void aCommandRunOnceHasNoStandardDeviationInAReformattedTableInSeconds() throws Exception {
        RunDraft run = ImportHarness.read(importer, RealWorld.path(
                "hyperfine-markdown/1brc_results_comparison_measurements-100000000.txt.md")).runs().get(0);

        assertThat(steps(run)).hasSize(9).startsWith("python bruteforce measurements-100000000.txt")
                .endsWith("go track_aggregates_v2");
        assertThat(run.value("python bruteforce measurements-100000000.txt", "mean")).isEqualTo(102.878);
        assertThat(run.value("python bruteforce measurements-100000000.txt", Metrics.LATENCY_AVG)).isEqualTo(102878);
        assertThat(run.value("python bruteforce measurements-100000000.txt", "relative")).isEqualTo(8.35);
        assertThat(run.value("go track_aggregates_v2", Metrics.LATENCY_MIN)).isEqualTo(12324);
        assertThat(run.measurements()).noneMatch(m -> m.metric().contains("stddev"));
    }

    /**
     * A README: tables of hyperfine before 1.6 ({@code Min…Max} in seconds) under a heading, each after its
     * {@code hyperfine} command (continued over lines with {@code \\}), the winner's mean in bold; and two tables whose Min and Max the writer left out,
     * with words after a command's backticks.
     */
    @Test
    void aReadmesTablesOldAndHandEditedAreARunEach() throws Exception {
        List<RunDraft> runs = ImportHarness.read(importer, RealWorld.path("hyperfine-markdown/sd_README.md")).runs();

        assertThat(runs).hasSize(4);
        RunDraft first = runs.get(0);
        assertThat(first.attributes().values()).containsEntry("section", "Benchmarks")
                .containsEntry("command", "hyperfine --warmup 3 --export-markdown out.md 'sed -E \"s/\\\"/'\"'\"'/g\""
                        + " *.json > /dev/null' 'sed    \"s/\\\"/'\"'\"'/g\" *.json > /dev/null' 'sd     \"\\\"\""
                        + " \"'\"'\"'\"   *.json > /dev/null'");
        assertThat(steps(first)).containsExactly("sed -E \"s/\\\"/'/g\" *.json > /dev/null",
                "sed    \"s/\\\"/'/g\" *.json > /dev/null", "sd     \"\\\"\" \"'\"   *.json > /dev/null");
        assertThat(first.value("sd     \"\\\"\" \"'\"   *.json > /dev/null", "mean")).isEqualTo(0.997);
        assertThat(first.value("sd     \"\\\"\" \"'\"   *.json > /dev/null", "stddev")).isEqualTo(0.006);
        assertThat(first.value("sed -E \"s/\\\"/'/g\" *.json > /dev/null", Metrics.LATENCY_MAX)).isEqualTo(2358);
        assertThat(runs.get(1).value("sd     \"(\\w+)\" \"$1$1\"      dump.json > /dev/null", "mean"))
                .isEqualTo(0.942);
        RunDraft edited = runs.get(2);
        assertThat(steps(edited)).containsExactly("sd -A 'foo' 'qux' (across)", "sed s/foo/qux/g",
                "sd 'foo' 'qux' (line-by-line, default)");
        assertThat(edited.value("sed s/foo/qux/g", Metrics.LATENCY_AVG)).isEqualTo(316.4);
        assertThat(edited.value("sed s/foo/qux/g", "relative")).isEqualTo(2.52);
        assertThat(edited.measurements()).noneMatch(m -> m.metric().equals("min"));
        assertThat(runs.get(3).value("sed -E 's/(\\w+) world/\\1 earth/g'", "mean")).isEqualTo(4.4327);
    }

    /**
     * Any figures, written as hyperfine's markup exporters (1.14–1.20) write them: the unit of the first mean (µs
     * below 1 ms, ms below 1 s, else s), three decimals in s and one in ms and µs, Markdown's, Org's or AsciiDoc's
     * cells, a bar in a command escaped. Each figure read back is the written one in seconds.
     */
    @Test
    void anyFiguresInEveryMarkupReadBackAsWritten(@TempDir Path dir) throws Exception {
        Random random = new Random(20261205);
        for (int table = 0; table < 300; table++) {
            double scale = Math.pow(10, random.nextInt(8) - 6);
            double first = scale * (1 + 9 * random.nextDouble());
            String unit = first < 0.001 ? "µs" : first < 1 ? "ms" : "s";
            int power = unit.equals("s") ? 0 : unit.equals("ms") ? 3 : 6;
            int decimals = unit.equals("s") ? 3 : 1;
            Markup markup = Markup.values()[random.nextInt(3)];
            StringBuilder text = new StringBuilder(markup.start());
            text.append(markup.row("Command", "Mean [" + unit + "]", "Min [" + unit + "]", "Max [" + unit + "]",
                    "Relative")).append(markup.divider());
            double[] means = new double[3];
            for (int row = 0; row < 3; row++) {
                means[row] = row == 0 ? first : scale * (1 + 9 * random.nextDouble());
                double shown = means[row] * Math.pow(10, power);
                String relative = format(means[row] / means[0], 2) + (row == 0 ? "" : " ± 0.10");
                text.append(markup.row(markup.command("cmd " + row + " \\| tee"),
                        format(shown, decimals) + " ± " + format(shown * 0.05, decimals),
                        format(shown * 0.9, decimals), format(shown * 1.2, decimals), relative));
            }
            text.append(markup.end());
            Path file = dir.resolve("t" + table + "." + markup.name().toLowerCase(Locale.ROOT));
            Files.writeString(file, text);

            RunDraft run = ImportHarness.read(importer, file).runs().get(0);

            for (int row = 0; row < 3; row++) {
                String step = "cmd " + row + " | tee";
                double written = Double.parseDouble(format(means[row] * Math.pow(10, power), decimals));
                assertThat(run.value(step, "mean")).as(text.toString())
                        .isCloseTo(written / Math.pow(10, power), withPercentage(1e-9));
                assertThat(run.value(step, Metrics.LATENCY_AVG)).as(text.toString())
                        .isCloseTo(written * Math.pow(10, 3 - power), withPercentage(1e-9));
                assertThat(run.value(step, "relative")).isEqualTo(Double.parseDouble(format(means[row] / means[0], 2)));
            }
        }
    }

    /** The three markups as hyperfine's {@code markdown.rs}, {@code orgmode.rs} and {@code asciidoc.rs} write them. */
    private enum Markup {
        MD, ORG, ADOC;

        String start() {
            return this == ADOC ? "[cols=\"<,>,>,>,>\"]\n|===" : "";
        }

        String row(String... cells) {
            return switch (this) {
                case MD -> "| " + String.join(" | ", cells) + " |\n";
                case ORG -> "| " + cells[0] + "  |  " + String.join(" |  ", List.of(cells).subList(1, cells.length))
                        + " |\n";
                case ADOC -> "\n| " + String.join(" \n| ", cells) + " \n";
            };
        }

        String divider() {
            return switch (this) {
                case MD -> "|:---|---:|---:|---:|---:|\n";
                case ORG -> "|--+--+--+--+--|\n";
                case ADOC -> "";
            };
        }

        String command(String command) {
            return this == ORG ? "=" + command + "=" : "`" + command + "`";
        }

        String end() {
            return this == ADOC ? "|===\n" : "";
        }
    }

    private static String format(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** AsciiDoc as 1.6–1.13 wrote it: the header's cells on one line, a cell a line for the rows. */
    @Test
    void theFirstAsciidocLayoutHasItsHeaderOnOneLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bench.adoc");
        Files.writeString(file, "[cols=\"<,>,>\"]\n|===\n| Command | Mean [s] | Min…Max [s]\n\n| `sleep 1\\|`\n"
                + "| 1.005 ± 0.002\n| 1.002…1.008\n|===\n");

        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        assertThat(steps(run)).containsExactly("sleep 1|");
        assertThat(run.value("sleep 1|", Metrics.LATENCY_MAX)).isEqualTo(1008);
        assertThat(run.value("sleep 1|", "stddev")).isEqualTo(0.002);
    }

    @Test
    void anAsciidocRowCutShortIsNamedWithItsLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bench.adoc");
        Files.writeString(file, "[cols=\"<,>,>\"]\n|===\n| Command | Mean [s] | Min…Max [s]\n\n| `a`\n"
                + "| 1.005 ± 0.002\n| 1.002…1.008\n\n| `b`\n| 2.000 ± 0.010\n|===\n");

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.line()).isEqualTo(11);
        assertThat(failure.getMessage())
                .contains("expected 3 cells in the row of line 9 of hyperfine's table, found 2");
    }

    @Test
    void aFigureThatIsNotOneIsNamedWithItsLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bench.md");
        Files.writeString(file, """
                # Results

                | Command | Mean [ms] | Min [ms] | Max [ms] | Relative |
                |:---|---:|---:|---:|---:|
                | `a` | 1.0 ± 0.1 | 0.9 | 1.2 | 1.00 |
                | `b` | fast | 0.9 | 1.2 | 1.10 ± 0.05 |
                """);

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.line()).isEqualTo(6);
        assertThat(failure.getMessage()).contains("expected the mean as 'mean ± stddev' in ms, found 'fast'");
    }

    @Test
    void aRowWithAnotherNumberOfCellsIsNamedWithItsLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bench.md");
        Files.writeString(file, """
                | Command | Mean [s] | Min…Max [s] |
                |:---|---:|---:|
                | `a` | 1.000 ± 0.010 | 0.990…1.020 |
                | `b` | 1.500 ± 0.020 |
                """);

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.line()).isEqualTo(4);
        assertThat(failure.getMessage()).contains("expected 3 cells as in hyperfine's header, found 2");
    }

    @Test
    void theStandardRegistryTakesTheTablesForHyperfinesNotForPastedOnes(@TempDir Path dir) throws Exception {
        ImporterRegistry registry = ImporterRegistry.standard();
        for (String file : List.of("scientific-bench_basic_sum_bench.md",
                "1brc_results_comparison_measurements-100000000.txt.md", "sd_README.md")) {
            var peek = ImportSource.of(RealWorld.path("hyperfine-markdown/" + file)).peek();
            assertThat(registry.detect(peek)).get().extracting(i -> i.format()).as(file)
                    .isEqualTo("hyperfine-markdown");
        }
        // a pasted table of commands without hyperfine's bracketed unit after Mean, and one of another tool
        Path pasted = Files.writeString(dir.resolve("pasted.md"), """
                | Command | Mean | Runs |
                |---|---|---|
                | make | 12.5 s | 3 |
                """);
        assertThat(registry.detect(ImportSource.of(pasted).peek()).map(i -> i.format()))
                .isNotEqualTo(Optional.of("hyperfine-markdown"));
        Path other = Files.writeString(dir.resolve("latency.md"), """
                | Command | Mean [ms] Latency | p99 [ms] |
                |---|---|---|
                | GET | 12.5 | 30.1 |
                """);
        assertThat(registry.detect(ImportSource.of(other).peek()).map(i -> i.format()))
                .isNotEqualTo(Optional.of("hyperfine-markdown"));
    }
}
