package org.benchlens.imports.k6.summary;

import java.io.IOException;
import java.util.Locale;
import java.util.Set;

import com.fasterxml.jackson.core.JsonProcessingException;

import org.benchlens.imports.Texts;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.model.RunDraft;

/**
 * What the importers of the k6 summary shapes share: recognising their shape, refusing files
 * too large to be a summary, reading the JSON with locations for every problem, and mapping the
 * summary to one run named after the file.
 */
abstract class K6SummaryImporterBase implements Importer {

    /** A summary is a few kB, a few MB with thousands of sub-metrics; never this. */
    static final long MAX_CHARACTERS = 100L * 1024 * 1024;

    /** File names that say nothing of the run; the script's name says more. */
    private static final Set<String> GENERIC_NAMES = Set.of(
            "summary", "summary-export", "summary_export", "export", "result", "results", "k6", "k6-summary");

    protected abstract K6SummaryShape shape();

    protected abstract K6SummaryReader reader(SummaryJsonCursor json, ImportContext context);

    @Override
    public final boolean detect(Peek peek) {
        return K6SummaryShape.of(peek) == shape();
    }

    @Override
    public final void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        if (source.size() > MAX_CHARACTERS) {
            throw tooLarge(String.format(Locale.ROOT, "is %.0f MB", source.size() / 1024.0 / 1024.0));
        }
        K6Summary summary;
        try (SummaryJsonCursor json = new SummaryJsonCursor(
                new SizeLimitedReader(source.openReader(), MAX_CHARACTERS))) {
            try {
                summary = reader(json, context).read();
            } catch (JsonProcessingException e) {
                throw json.failure(e);
            }
        } catch (SizeLimitedReader.TooLarge e) {
            throw tooLarge("unpacks to more than " + MAX_CHARACTERS / 1024 / 1024 + " MB");
        }
        context.emit(K6SummaryMapper.toRun(format(), runName(source, summary), summary, context));
    }

    private ImportFailure tooLarge(String size) {
        return ImportFailure.whole("the file " + size + ", too large for " + description()
                + " (a summary is at most a few MB); refused to keep memory safe."
                + " For k6's per-request output (--out json) use its own format");
    }

    /** The file's name without {@code .json} or {@code .gz}, unless only the script says what ran. */
    static String runName(ImportSource source, K6Summary summary) {
        String stem = Texts.fileStem(source.path());
        if (GENERIC_NAMES.contains(stem.toLowerCase(Locale.ROOT)) && summary.script().isPresent()) {
            String script = summary.script().get().replace('\\', '/');
            return Texts.fileStem(script.substring(script.lastIndexOf('/') + 1));
        }
        return stem;
    }
}
