package org.benchlens.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import picocli.CommandLine;

import org.benchlens.analysis.Aggregate;
import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.InsertRates;
import org.benchlens.analysis.RatioColor;
import org.benchlens.app.Workspace;
import org.benchlens.cli.BenchLensCommand;
import org.benchlens.export.CellContent;
import org.benchlens.export.TableFormat;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.testing.ImportHarness;
import org.benchlens.ui.HeldBackground;
import org.benchlens.ui.ImmediateBackground;
import org.benchlens.ui.common.CompareScope;

/** The Compare view model on the sample data, without a window. */
class CompareViewModelTest {

    @TempDir
    Path folder;

    private Store store;

    private CompareViewModel model(String sample) {
        store = Store.open(StoreLocation.file(folder.resolve("store")));
        assertThat(ImportHarness.importInto(store, Path.of("sample-data", sample)).anyFailed()).isFalse();
        return new CompareViewModel(Workspace.on(store), new ImmediateBackground());
    }

    /** The scope of a main window without a filter or a selection: every run in the store. */
    private CompareScope everything() {
        return new CompareScope(store.read(session -> session.runs().list(RunFilter.where(Map.of()))), "", false);
    }

    @AfterEach
    void close() {
        if (store != null) {
            store.close();
        }
    }

    @Test
    void runsWithoutARateOpenOnWhatTheyAllMeasuredSoNoneIsLeftOut() {
        // ClickHouse's result has a concurrency test (queries a second), DuckDB's not: both timed every query
        CompareViewModel model = model("clickbench-c6a.4xlarge");
        model.load(everything());

        assertThat(model.settings().metricProperty().get()).isEqualTo("time.hot");
        assertThat(model.settings().rowAttributeProperty().get()).isEqualTo("dbms");
        Comparison table = model.comparisonProperty().get();
        assertThat(table.rows()).extracting(Comparison.Row::name).containsExactly("ClickHouse", "DuckDB");
        assertThat(table.leftOut()).isEmpty();
        // Q9: 0.612 s for DuckDB's best hot run, 0.483 s for ClickHouse's: slower, so red
        Comparison.Cell q9 = table.row("DuckDB").orElseThrow().cell(table.columns().indexOf("Q9"));
        assertThat(q9.displayedRatio()).isEqualTo("1.27");
        assertThat(q9.color()).isEqualTo(RatioColor.RED);
    }

    /** The IO-bound Insert Benchmark runs, one row per version, one column per step. */
    private CompareViewModel ioBound() {
        CompareViewModel model = model("insert-benchmark-pg12-17");
        model.settings().whereProperty().set("workload=io-bound");
        model.load(everything());
        model.settings().rowAttributeProperty().set("version");
        return model;
    }

    /**
     * The YBIO Aurora runs as the write-up compares them: riops of runit summed over the jobs, one row
     * per instance, one column per batch size.
     */
    private CompareViewModel auroraRiops() {
        CompareViewModel model = model("ybio-aurora");
        model.settings().whereProperty().set("format=ybio");
        model.load(everything());
        model.settings().rowAttributeProperty().set("instance");
        model.settings().columnsProperty().set("batch_size");
        model.settings().stepProperty().set("runit");
        model.settings().metricProperty().set("riops");
        model.settings().aggregateProperty().set(Aggregate.SUM);
        return model;
    }

    private static Comparison.Cell cell(CompareViewModel model, String row, String column) {
        Comparison comparison = model.comparisonProperty().get();
        return comparison.row(row).orElseThrow().cell(comparison.columns().indexOf(column));
    }

    @Test
    void theRowsListOffersTheVaryingAttributesFirstAndNoneOfWhereARunWasFound() {
        CompareViewModel model = ioBound();

        // the report's folder, row and base mark name no variant; the rows loaded (80M) are the same for all
        assertThat(model.choices().attributeKeys()).startsWith("dbms", "version").contains("instance", "rows")
                .doesNotContain("report", "row", "base");
        assertThat(model.choices().columns()).doesNotContain("report", "row", "base");
    }

    @Test
    void whileTheRunsAreReadTheWindowSaysSo() {
        model("insert-benchmark-pg12-17");
        HeldBackground held = new HeldBackground();
        CompareViewModel model = new CompareViewModel(Workspace.on(store), held);
        model.settings().whereProperty().set("workload=io-bound");
        model.load(everything());

        assertThat(model.statusProperty().get()).isEqualTo("Reading 26 runs for those with workload=io-bound…");
        held.runAll();
        assertThat(model.statusProperty().get()).isEmpty();
        assertThat(model.choices().rowNames()).hasSize(13);
    }

    @Test
    void rowsOpenOnTheShorterOfTwoAttributesThatGroupTheRunsAlike() {
        CompareViewModel model = model("insert-benchmark-pg12-17");
        model.settings().whereProperty().set("workload=io-bound");
        model.load(everything());

        // dbms (pg17beta1_o2nofp.cx10a_c24r64) and version (17beta1) tell the 13 runs apart alike
        assertThat(model.settings().rowAttributeProperty().get()).isEqualTo("version");
        assertThat(model.choices().rowNames()).hasSize(13).startsWith("12.19", "12.20");
    }

    @Test
    void comparesTheRunsAgainstTheFirstRowAndColoursTheRatiosAsShown() {
        CompareViewModel model = ioBound();

        Comparison comparison = model.comparisonProperty().get();
        assertThat(comparison.baseRow()).isEqualTo("12.19");
        assertThat(comparison.columns()).containsExactly("l.i0", "l.i1", "l.i2", "qr100", "qp100", "qr500", "qp500",
                "qr1000", "qp1000");
        assertThat(model.choices().rowNames()).hasSize(13).startsWith("12.19", "12.20");
        assertThat(cell(model, "12.20", "l.i2").displayedRatio()).isEqualTo("1.05");
        assertThat(cell(model, "12.20", "l.i2").color()).isEqualTo(RatioColor.GREEN);
        assertThat(cell(model, "17beta3", "l.i1").displayedRatio()).isEqualTo("0.88");
        assertThat(cell(model, "17beta3", "l.i1").color()).isEqualTo(RatioColor.RED);
        assertThat(cell(model, "12.19", "l.i2").color()).isEqualTo(RatioColor.GREY);
        assertThat(model.describedProperty().get()).isEqualTo("26 runs: all; 13 with workload=io-bound");
    }

    @Test
    void runsOfOneStepAreComparedByTheAttributeThatVariesWithinARow() {
        CompareViewModel model = model("ybio-aurora");
        model.settings().whereProperty().set("format=ybio");
        model.load(everything());

        assertThat(model.settings().rowAttributeProperty().get()).isEqualTo("instance");
        assertThat(model.settings().columnsProperty().get()).isEqualTo("batch_size");
        assertThat(model.comparisonProperty().get().columns()).containsExactly("10", "100000");
        model.settings().metricProperty().set("riops");
        model.settings().aggregateProperty().set(Aggregate.SUM);
        assertThat(cell(model, "db.r6g.xlarge", "10").displayedRatio()).isEqualTo("1.09");
    }

    @Test
    void runsOfSeveralStepsAreComparedByStep() {
        CompareViewModel model = ioBound();

        assertThat(model.settings().columnsProperty().get()).isEqualTo("step");
    }

    @Test
    void insertBenchmarkRunsBringTheirBackgroundInsertRatesAndTargets() {
        CompareViewModel model = ioBound();

        InsertRates rates = model.insertRatesProperty().get();
        assertThat(rates.steps()).containsExactly("qr100", "qp100", "qr500", "qp500", "qr1000", "qp1000");
        assertThat(rates.targets()).containsExactly(800.0, 800.0, 4000.0, 4000.0, 8000.0, 8000.0);
        assertThat(rates.rows()).hasSize(13);
        assertThat(rates.rows().get(0).name()).isEqualTo("12.19");
        assertThat(rates.rows().get(0).rates()).extracting(InsertRates.Rate::value)
                .containsExactly(794.0, 794.0, 3972.0, 3972.0, 7944.0, 7944.0);
        assertThat(rates.anyMissed()).isFalse();

        model.settings().whereProperty().set("format=ybio");
        assertThat(model.insertRatesProperty().get()).as("YBIO runs have no background inserts").isNull();
    }

    @Test
    void anotherBaseDividesByItsValues() {
        CompareViewModel model = ioBound();

        model.settings().baseProperty().set("12.20");

        assertThat(model.comparisonProperty().get().baseRow()).isEqualTo("12.20");
        // 12000 against 12600 inserts/s: 0.952 shows as 0.95, and 0.95 is red
        assertThat(cell(model, "12.19", "l.i2").displayedRatio()).isEqualTo("0.95");
        assertThat(cell(model, "12.19", "l.i2").color()).isEqualTo(RatioColor.RED);
        assertThat(cell(model, "12.20", "l.i2").displayedRatio()).isEqualTo("1.00");

        model.settings().rowAttributeProperty().set("dbms");
        assertThat(model.settings().baseProperty().get()).as("a new row attribute starts from its first row").isNull();
        assertThat(model.comparisonProperty().get().baseRow()).isEqualTo("pg1219_o2nofp.cx10a_c24r64");
    }

    @Test
    void thresholdsAndPrecisionChangeTheColoursAndAWrongPairIsExplained() {
        CompareViewModel model = ioBound();
        assertThat(cell(model, "17beta3", "l.i0").color()).isEqualTo(RatioColor.GREY); // 0.96

        model.settings().redProperty().set(0.96);
        assertThat(cell(model, "17beta3", "l.i0").color()).isEqualTo(RatioColor.RED);

        model.settings().precisionProperty().set(1);
        assertThat(cell(model, "17beta3", "l.i0").displayedRatio()).isEqualTo("1.0");
        assertThat(cell(model, "17beta3", "l.i0").color()).isEqualTo(RatioColor.GREY);

        model.settings().redProperty().set(1.1);
        assertThat(model.problemProperty().get()).isEqualTo("the red threshold (1.1) must be below the green one (1.05)");
        assertThat(cell(model, "17beta3", "l.i0").displayedRatio()).as("the last table stays").isEqualTo("1.0");
        model.settings().redProperty().set(0.95);
        assertThat(model.problemProperty().get()).isEmpty();
    }

    @Test
    void sortsByAColumnOrByNameAndExportsInTheOrderShown() {
        CompareViewModel model = ioBound();

        model.sortBy(2, true); // l.i2, highest first
        assertThat(model.comparisonProperty().get().rows()).extracting(Comparison.Row::name)
                .startsWith("16.4", "16.3", "15.8");
        model.sortBy(2, false);
        assertThat(model.comparisonProperty().get().rows()).extracting(Comparison.Row::name)
                .startsWith("12.19", "17beta1", "17beta2", "17beta3", "12.20");
        assertThat(model.text(TableFormat.CSV).lines().skip(2).map(l -> l.substring(0, l.indexOf(','))).limit(3))
                .containsExactly("12.19", "17beta1", "17beta2");
        model.sortBy(RowOrder.ROW_NAMES, true);
        assertThat(model.comparisonProperty().get().rows().get(0).name()).isEqualTo("17beta3");
        model.sortBy(null, false);
        assertThat(model.comparisonProperty().get().rows().get(0).name()).isEqualTo("12.19");
    }

    @Test
    void theTextIsExactlyWhatCompareWritesForTheSameSettings() throws Exception {
        CompareViewModel model = auroraRiops();
        model.settings().contentProperty().set(CellContent.BOTH);
        assertThat(cell(model, "db.r6g.xlarge", "10").displayedRatio()).isEqualTo("1.09");
        assertThat(cell(model, "db.r6g.xlarge", "100000").displayedRatio()).isEqualTo("0.98");

        for (TableFormat format : List.of(TableFormat.TABLE, TableFormat.MD, TableFormat.CSV, TableFormat.HTML,
                TableFormat.JSON)) {
            assertThat(model.text(format)).as(format.name()).isEqualTo(command("compare", "--rows", "instance",
                    "--cols", "batch_size", "--step", "runit", "--where", "format=ybio", "--aggregate", "sum",
                    "--metric", "riops", "--show", "both", "--format", format.name().toLowerCase()));
        }
    }

    @Test
    void theCostViewDividesByThePricePerHour() throws Exception {
        CompareViewModel model = auroraRiops();

        model.settings().perDollarHourProperty().set(true);

        assertThat(model.comparisonProperty().get().request().metric()).isEqualTo("riops and riops per $/h");
        assertThat(cell(model, "db.r5.xlarge", "10").value()).isEqualTo(10323);
        assertThat(cell(model, "db.r5.xlarge", "10 per $/h").value()).isEqualTo(16129.6875);
        assertThat(cell(model, "db.r6g.xlarge", "10 per $/h").displayedRatio()).isEqualTo("1.21");
        assertThat(cell(model, "db.r6g.xlarge", "100000").displayedRatio()).isEqualTo("0.98");
        assertThat(cell(model, "db.r6g.xlarge", "100000 per $/h").displayedRatio()).isEqualTo("1.09");
        assertThat(model.text(TableFormat.JSON)).isEqualTo(command("compare", "--rows", "instance", "--cols",
                "batch_size", "--step", "runit", "--where", "format=ybio", "--aggregate", "sum", "--metric", "riops",
                "--per-dollar-hour", "--format", "json"));
    }

    @Test
    void exportsByTheFileExtensionAndSaysWhatItCannotWrite() throws Exception {
        CompareViewModel model = ioBound();

        Path html = folder.resolve("io-bound.html");
        model.export(html);
        String page = Files.readString(html, StandardCharsets.UTF_8);
        assertThat(page).startsWith("<!DOCTYPE html>").contains("td.green{background:#c9e7c4}")
                .contains("<th scope=\"row\">12.20</th>");
        assertThat(model.statusProperty().get()).isEqualTo("Wrote " + html);

        Path markdown = folder.resolve("io-bound.md");
        model.export(markdown);
        assertThat(Files.readString(markdown)).contains("| 17beta3 | 0.96 | 0.88 | 1.01 |");

        model.export(folder.resolve("table.xlsx"));
        assertThat(model.statusProperty().get()).isEqualTo(
                "Not written: table.xlsx has no extension BenchLens writes; use .csv, .md, .html, .json or .txt");
        assertThat(folder.resolve("table.xlsx")).doesNotExist();
    }

    @Test
    void aFilterThatIsNotKeyValuePairsIsExplained() {
        CompareViewModel model = ioBound();
        model.settings().whereProperty().set("io-bound");
        assertThat(model.problemProperty().get()).isEqualTo(
                "\"Only runs with\" expects key=value pairs such as workload=cached; at position 9: expected '=' after "
                        + "the key io-bound (pairs are key=value; a value with spaces is written in quotes: key=\"a b\")");
    }

    @Test
    void onlyAValueWritesItAsTheBoxReadsItBack() {
        CompareViewModel model = ioBound();
        model.only("deployment", "2 postgrest \"edge\"");
        assertThat(CompareViewModel.parseWhere(model.settings().whereProperty().get()))
                .containsEntry("deployment", "2 postgrest \"edge\"");
    }

    @Test
    void anEmptyStoreSaysThereIsNothingToCompareOrExport() {
        store = Store.open(StoreLocation.file(folder.resolve("store")));
        CompareViewModel model = new CompareViewModel(Workspace.on(store), new ImmediateBackground());

        model.load(everything());

        assertThat(model.problemProperty().get()).isEqualTo("No runs to compare");
        assertThat(model.comparisonProperty().get()).isNull();
        assertThat(model.describedProperty().get()).isEqualTo("0 runs: all");
        model.export(folder.resolve("empty.csv"));
        assertThat(model.statusProperty().get()).isEqualTo("Nothing to export: No runs to compare");
        assertThat(folder.resolve("empty.csv")).doesNotExist();
    }

    /** What {@code benchlens} prints for the arguments, on the same store. */
    private String command(String... args) {
        StringWriter out = new StringWriter();
        String[] all = new String[args.length + 2];
        all[0] = "--store";
        all[1] = folder.resolve("store").toString();
        System.arraycopy(args, 0, all, 2, args.length);
        CommandLine commandLine = BenchLensCommand.commandLine(location -> {
            throw new AssertionError("a command must not open the window");
        }, all);
        commandLine.setOut(new PrintWriter(out));
        assertThat(commandLine.execute(all)).isZero();
        return out.toString();
    }
}
