package org.benchlens.imports;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.benchlens.imports.ab.AbGnuplotImporter;
import org.benchlens.imports.artillery.ArtilleryImporter;
import org.benchlens.imports.benchbase.BenchBaseResultsImporter;
import org.benchlens.imports.benchbase.BenchBaseSummaryImporter;
import org.benchlens.imports.clickbench.ClickBenchImporter;
import org.benchlens.imports.fio.FioImporter;
import org.benchlens.imports.gatling.GatlingHtmlImporter;
import org.benchlens.imports.gatling.GatlingJsFolderImporter;
import org.benchlens.imports.gatling.GatlingLogImporter;
import org.benchlens.imports.gatling.GatlingReportFolderImporter;
import org.benchlens.imports.gobench.GoBenchImporter;
import org.benchlens.imports.hammerdb.HammerdbImporter;
import org.benchlens.imports.hdrlog.HdrLogImporter;
import org.benchlens.imports.hey.HeyCsvImporter;
import org.benchlens.imports.history.BenchmarkDataImporter;
import org.benchlens.imports.history.OtavaCsvImporter;
import org.benchlens.imports.ab.AbImporter;
import org.benchlens.imports.ab.AbPercentilesImporter;
import org.benchlens.imports.gatling.GatlingStatsImporter;
import org.benchlens.imports.hey.HeyImporter;
import org.benchlens.imports.jmeter.JmeterStatisticsImporter;
import org.benchlens.imports.oha.OhaImporter;
import org.benchlens.imports.oha.OhaTextImporter;
import org.benchlens.imports.vegeta.VegetaJsonImporter;
import org.benchlens.imports.vegeta.VegetaTextImporter;
import org.benchlens.imports.wrk.WrkImporter;
import org.benchlens.imports.hyperfine.HyperfineCsvImporter;
import org.benchlens.imports.hyperfine.HyperfineImporter;
import org.benchlens.imports.hyperfine.HyperfineTableImporter;
import org.benchlens.imports.ibench.IbenchFolderImporter;
import org.benchlens.imports.ibench.IbenchPageImporter;
import org.benchlens.imports.ibench.IbenchTableImporter;
import org.benchlens.imports.jmeter.JmeterCsvImporter;
import org.benchlens.imports.jmh.JmhImporter;
import org.benchlens.imports.jmeter.JmeterXmlImporter;
import org.benchlens.imports.k6.points.K6CsvImporter;
import org.benchlens.imports.k6.points.K6NdjsonImporter;
import org.benchlens.imports.k6.summary.K6HandleSummaryImporter;
import org.benchlens.imports.k6.summary.K6SummaryExportImporter;
import org.benchlens.imports.k6.summary.K6SummaryV1Importer;
import org.benchlens.imports.k6.text.K6TextSummaryImporter;
import org.benchlens.imports.locust.LocustFolderImporter;
import org.benchlens.imports.locust.LocustHistoryImporter;
import org.benchlens.imports.locust.LocustStatsImporter;
import org.benchlens.imports.memtier.MemtierImporter;
import org.benchlens.imports.mixed.MixedTextImporter;
import org.benchlens.imports.pgbench.PgbenchImporter;
import org.benchlens.imports.pgbench.PgbenchLogImporter;
import org.benchlens.imports.redisbench.RedisBenchmarkImporter;
import org.benchlens.imports.sysbench.SysbenchImporter;
import org.benchlens.imports.table.GenericTableImporter;
import org.benchlens.imports.table.ResultTableImporter;
import org.benchlens.imports.vegeta.VegetaResultsImporter;
import org.benchlens.imports.ybio.YbioBenchrunsImporter;
import org.benchlens.imports.ybio.YbioNoticeImporter;
import org.benchlens.imports.ycsb.YcsbImporter;

/** The importers BenchLens knows, asked in order; the first that recognises an input reads it. */
public final class ImporterRegistry {

    private final List<Importer> importers;
    private final List<FolderImporter> folderImporters;

    public ImporterRegistry(List<Importer> importers, List<FolderImporter> folderImporters) {
        this.importers = List.copyOf(importers);
        this.folderImporters = List.copyOf(folderImporters);
    }

    /** Every format of this version of BenchLens. */
    public static ImporterRegistry standard() {
        List<Importer> importers = new ArrayList<>();
        List<FolderImporter> folders = new ArrayList<>();
        // strict: a header naming every benchruns column, before looser table formats
        importers.add(new YbioBenchrunsImporter());
        importers.add(new YbioNoticeImporter());
        // one-line objects of type Metric or Point, before the summaries (pretty-printed objects)
        importers.add(new K6NdjsonImporter());
        // a header naming k6's first three columns, before looser table formats
        importers.add(new K6CsvImporter());
        // Locust's --csv files, recognised by the header Locust writes, before the histories and table formats
        importers.add(new LocustStatsImporter());
        importers.add(new LocustHistoryImporter());
        // one line a request or transaction, each recognised by its header or the shape of its lines
        List<Importer> requestLogs = List.of(new JmeterCsvImporter(), new JmeterXmlImporter(), new HeyCsvImporter(),
                new VegetaResultsImporter(), new PgbenchLogImporter(), new GatlingLogImporter(),
                new AbGnuplotImporter());
        importers.addAll(requestLogs);
        // histories of many runs: github-action-benchmark's data.js (its own prefix, or JSON with "benches"),
        // and Otava's CSV (a time column first), before the summaries and the looser table formats
        importers.add(new BenchmarkDataImporter());
        importers.add(new OtavaCsvImporter());
        importers.add(new K6SummaryV1Importer());
        importers.add(new K6HandleSummaryImporter());
        importers.add(new K6SummaryExportImporter());
        importers.add(new IbenchPageImporter());
        // Gatling's report page from 3.14 on, with its statistics table filled in
        importers.add(new GatlingHtmlImporter());
        importers.add(new IbenchTableImporter());
        // JSON of load tools, hyperfine, fio, ClickBench and JMH, recognised by field names only each tool writes
        importers.add(new ArtilleryImporter());
        importers.add(new BenchBaseSummaryImporter());
        importers.add(new VegetaJsonImporter());
        importers.add(new OhaImporter());
        importers.add(new GatlingStatsImporter());
        importers.add(new JmeterStatisticsImporter());
        importers.add(new HyperfineImporter());
        importers.add(new ClickBenchImporter());
        importers.add(new JmhImporter());
        // fio's report, after the lines fio may print before it
        importers.add(new FioImporter());
        // hyperfine's CSV and Markdown tables, ab's -e CSV and BenchBase's results by their headers, before the pasted
        // tables that would take them unitless
        importers.add(new HyperfineCsvImporter());
        importers.add(new HyperfineTableImporter());
        importers.add(new AbPercentilesImporter());
        importers.add(new BenchBaseResultsImporter());
        // HdrHistogram's interval log: bracketed comments, then its legend
        importers.add(new HdrLogImporter());
        // tool reports recognised by their own lines, before the looser k6 text and pasted tables
        importers.add(new PgbenchImporter());
        importers.add(new SysbenchImporter());
        importers.add(new WrkImporter());
        importers.add(new HeyImporter());
        importers.add(new OhaTextImporter());
        importers.add(new AbImporter());
        importers.add(new VegetaTextImporter());
        importers.add(new YcsbImporter());
        importers.add(new RedisBenchmarkImporter());
        importers.add(new MemtierImporter());
        importers.add(new HammerdbImporter());
        // go test -bench's result lines, which a pasted-table reader would take for rows without units
        importers.add(new GoBenchImporter());
        // text formats last: the k6 end-of-test summary, then the loosest, pasted tables
        importers.add(new K6TextSummaryImporter());
        importers.add(new ResultTableImporter());
        // any table of one row per scenario with figures: after every format that knows its columns
        importers.add(new GenericTableImporter());
        folders.add(new IbenchFolderImporter());
        folders.add(new LocustFolderImporter());
        // a report folder before its js/ folder, which it reads with its simulation.log as one run
        folders.add(new GatlingReportFolderImporter());
        folders.add(new GatlingJsFolderImporter());
        // first: a file whose parts different importers recognise is split before any of them takes it whole
        // request logs are files of their own, never a part of a write-up: a manual quoting a few log lines
        // stays the one report it is
        importers.add(0, new MixedTextImporter(importers.stream().filter(i -> !requestLogs.contains(i)).toList()));
        return new ImporterRegistry(importers, folders);
    }

    /**
     * The first importer that recognises the input; none for a tool's output BenchLens knows it does not
     * read ({@link #unreadNote}) when only a guessing table reader would take it.
     */
    public Optional<Importer> detect(Peek peek) {
        if (peek.binary() || peek.isEmpty()) {
            return Optional.empty();
        }
        Optional<Importer> first = importers.stream().filter(importer -> importer.detect(peek)).findFirst();
        boolean guess = first.isPresent()
                && (first.get() instanceof GenericTableImporter || first.get() instanceof ResultTableImporter);
        return guess && unreadNote(peek).isPresent() ? Optional.empty() : first;
    }

    /** What a text input is when it is a tool's output BenchLens does not read, and what to import instead. */
    public Optional<String> unreadNote(Peek peek) {
        return LocustFolderImporter.partAlone(peek);
    }

    public Optional<FolderClaim> claim(Path folder) throws IOException {
        for (FolderImporter importer : folderImporters) {
            List<Path> files = importer.claim(folder);
            if (!files.isEmpty()) {
                return Optional.of(new FolderClaim(importer, files));
            }
        }
        return Optional.empty();
    }

    /** Why a binary file is refused, when it is one a known tool writes (Gatling's simulation.log). */
    public Optional<String> binaryNote(Peek peek) {
        return "simulation.log".equals(peek.fileName()) ? Optional.of(GatlingStatsImporter.BINARY_LOG) : Optional.empty();
    }

    public List<Importer> importers() {
        return importers;
    }

    /** How many formats are known. */
    public long formatCount() {
        return importers.stream().map(Importer::format).distinct().count();
    }

    /** A folder read as one result, and the files of it that the importer reads. */
    public record FolderClaim(FolderImporter importer, List<Path> files) {
    }
}
