package org.benchlens.imports.k6.points;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;

/**
 * k6 {@code --out json} output: one JSON object a line, Metric lines describing each metric and
 * Point lines with one value each, plain or gzipped, often gigabytes. Read in chunks parsed on
 * every core and aggregated as they come (statistics, histograms, one-second series); the
 * points are never held. One file is one run.
 *
 * <p>A last line cut short (k6 still writing, or stopped) is left out with a note and the run is
 * marked aborted; gzip data that stops short likewise. Any other line that is not k6 output
 * fails the import with its line number.
 */
public final class K6NdjsonImporter implements Importer {

    public static final String FORMAT = "k6-ndjson";
    static final int DEFAULT_CHUNK_SIZE = 2 << 20;
    /** More parsing threads than this would not be fed by one reading thread, and cost memory. */
    private static final int MAX_THREADS = 8;

    private final int chunkSize;
    private final int threads;

    public K6NdjsonImporter() {
        this(DEFAULT_CHUNK_SIZE, Math.min(Runtime.getRuntime().availableProcessors(), MAX_THREADS));
    }

    /** @param chunkSize bytes parsed at a time, also the longest line accepted */
    K6NdjsonImporter(int chunkSize, int threads) {
        this.chunkSize = chunkSize;
        this.threads = Math.max(1, threads);
    }

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "k6 --out json (NDJSON points, plain or gzipped)";
    }

    /** The first line is a whole one-line JSON object of type Metric or Point. */
    @Override
    public boolean detect(Peek peek) {
        return K6NdjsonTreeLine.isK6Object(peek.firstNonBlankLine());
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        K6PointRun run = new K6PointRun();
        K6NdjsonChunkParser parser = new K6NdjsonChunkParser(run::newHistogramSet);
        try (InputStream in = utf8(source)) {
            K6NdjsonChunkReader reader = new K6NdjsonChunkReader(in, chunkSize, source.isGzip());
            K6NdjsonPipeline.run(reader, chunkSize, threads, parser::parse, chunk -> merge(run, chunk),
                    context::checkCancelled);
            if (reader.endsEarly()) {
                run.cutInput();
            }
        } catch (K6NdjsonChunkReader.LineTooLong e) {
            throw ImportFailure.atLine(run.lines() + 1,
                    "expected one k6 JSON object per line, found a line longer than " + size(chunkSize));
        }
        parser.histogramSets().forEach(run::addHistograms);
        if (!run.hasPoints()) {
            throw ImportFailure.whole("no k6 points: none of its " + run.lines() + " lines is a Point line");
        }
        K6PointDraftBuilder.emit(run, FORMAT, source.path(), context);
    }

    private static void merge(K6PointRun run, K6PointChunk chunk) throws ImportFailure {
        if (chunk.problem != null) {
            throw new ImportFailure(run.lines() + chunk.problem.lineInChunk(), chunk.problem.column(),
                    chunk.problem.message());
        }
        run.merge(chunk);
    }

    private static String size(int bytes) {
        return bytes % (1 << 20) == 0 ? (bytes >> 20) + " MiB" : (bytes >> 10) + " KiB";
    }

    private static InputStream utf8(ImportSource source) throws IOException {
        return source.peek().charset().equals(StandardCharsets.UTF_8) ? source.openStream()
                : new K6NdjsonUtf8Stream(source.openReader());
    }
}
