package org.benchlens.imports.clickbench;

import java.io.IOException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.LocatedJson;
import org.benchlens.imports.Peek;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * A ClickBench result ({@code <system>/results/…/<machine>.json}): one run a file, a step a query
 * ({@code Q0} … {@code Q42}) with its three tries in seconds, the cold run (the first try) and the hot run
 * (the better of the other two, none where either failed, as ClickBench's page takes them); a try written
 * as null is a failed operation (decision 0166). The files are a few kilobytes, so they are read whole.
 */
public final class ClickBenchImporter implements Importer {

    static final String FORMAT = "clickbench";
    static final String COLD = "time.cold";
    static final String HOT = "time.hot";
    static final String LOAD_STEP = "load";
    static final String CONCURRENT_STEP = "concurrent";
    private static final String WHAT = "ClickBench's result";
    private static final List<String> FIELDS = List.of("system", "machine", "load_time", "data_size", "result");
    /** Attributes kept as ClickBench writes them, under its own names. */
    private static final List<String> PLAIN_ATTRIBUTES = List.of("cluster_size", "proprietary", "hardware", "tuned",
            "comment");

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "ClickBench result JSON";
    }

    /** A JSON object whose first bytes name the fields of ClickBench's result. */
    @Override
    public boolean detect(Peek peek) {
        return peek.isJsonObjectNaming(FIELDS);
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        LocatedJson root = LocatedJson.read(source);
        String system = root.require("system", WHAT).text("the system of " + WHAT);
        String machine = root.require("machine", WHAT).text("the machine of " + WHAT);
        RunDraft draft = new RunDraft(FORMAT, system + " on " + machine);
        List<LocatedJson> queries = root.require("result", WHAT).elements("the queries' tries of " + WHAT);
        for (int i = 0; i < queries.size(); i++) {
            query(draft, "Q" + i, queries.get(i));
        }
        load(draft, root);
        concurrent(draft, root);
        draft.attribute(AttributeKeys.TOOL, FORMAT);
        draft.attribute(AttributeKeys.DBMS, system);
        draft.attribute(AttributeKeys.INSTANCE, machine);
        attributes(draft, root);
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        context.emit(draft);
    }

    /**
     * A query's tries: each in seconds where it ran, the cold and hot runs, and the failed ones as errors.
     * ClickBench runs a query 3 times unless told otherwise ({@code BENCH_TRIES}); its page reads the first
     * three.
     */
    private static void query(RunDraft draft, String step, LocatedJson query) throws ImportFailure {
        List<LocatedJson> tries = query.elements(step + "'s tries in " + WHAT);
        if (tries.isEmpty()) {
            throw query.failure("expected " + step + " of " + WHAT + " to hold its tries (times in seconds, or"
                    + " null), found none");
        }
        List<OptionalDouble> seconds = new ArrayList<>();
        int failed = 0;
        for (int t = 0; t < tries.size(); t++) {
            OptionalDouble time = seconds(tries.get(t), "try " + (t + 1) + " of " + step);
            seconds.add(time);
            if (time.isEmpty()) {
                failed++;
            } else {
                draft.measure(step, "time.try" + (t + 1), time.getAsDouble(), Units.SECONDS);
            }
        }
        if (seconds.get(0).isPresent()) {
            draft.measure(step, COLD, seconds.get(0).getAsDouble(), Units.SECONDS);
        }
        if (seconds.size() >= 3 && seconds.get(1).isPresent() && seconds.get(2).isPresent()) {
            draft.measure(step, HOT, Math.min(seconds.get(1).getAsDouble(), seconds.get(2).getAsDouble()),
                    Units.SECONDS);
        }
        draft.measure(step, Metrics.OPERATIONS, tries.size(), Units.COUNT);
        draft.measure(step, Metrics.ERRORS, failed, Units.COUNT);
        draft.measure(step, Metrics.ERRORS_RATE, (double) failed / tries.size(), Units.RATIO);
    }

    private static OptionalDouble seconds(LocatedJson value, String what) throws ImportFailure {
        OptionalDouble time = value.optionalNumber(what + " (seconds) in " + WHAT);
        if (time.isPresent() && time.getAsDouble() < 0) {
            throw value.failure("expected " + what + " in " + WHAT + " to be at least 0 seconds, found "
                    + time.getAsDouble());
        }
        return time;
    }

    /** The time the data took to load, in seconds, and its size on disk, in bytes (null where not measured). */
    private static void load(RunDraft draft, LocatedJson root) throws ImportFailure {
        OptionalDouble loadTime = seconds(root.require("load_time", WHAT), "load_time");
        if (loadTime.isPresent()) {
            draft.measure(LOAD_STEP, "load_time", loadTime.getAsDouble(), Units.SECONDS);
        }
        OptionalDouble size = root.require("data_size", WHAT).optionalNumber("data_size (bytes) in " + WHAT);
        if (size.isPresent()) {
            draft.measure(LOAD_STEP, "data_size", size.getAsDouble(), Units.BYTES);
        }
    }

    /** The concurrency test of newer results: queries a second and the share of them that failed. */
    private static void concurrent(RunDraft draft, LocatedJson root) throws ImportFailure {
        Optional<LocatedJson> qps = root.field("concurrent_qps");
        OptionalDouble rate = qps.isEmpty() ? OptionalDouble.empty()
                : qps.get().optionalNumber("concurrent_qps in " + WHAT);
        if (rate.isEmpty()) {
            return;
        }
        draft.measure(CONCURRENT_STEP, Metrics.THROUGHPUT, rate.getAsDouble(), Units.PER_SECOND);
        Optional<LocatedJson> errors = root.field("concurrent_error_ratio");
        OptionalDouble share = errors.isEmpty() ? OptionalDouble.empty()
                : errors.get().optionalNumber("concurrent_error_ratio in " + WHAT);
        if (share.isPresent()) {
            draft.measure(CONCURRENT_STEP, Metrics.ERRORS_RATE, share.getAsDouble(), Units.RATIO);
        }
    }

    /** The date (a day) as the run's start, and what ClickBench says of the system. */
    private static void attributes(RunDraft draft, LocatedJson root) throws ImportFailure {
        Optional<LocatedJson> date = root.field("date");
        if (date.isPresent() && !date.get().isNull()) {
            String day = date.get().text("the date of " + WHAT);
            if (!day.isBlank()) {
                try {
                    draft.startedAt(LocalDate.parse(day.strip()).atStartOfDay().toInstant(ZoneOffset.UTC));
                    // the day is what tells two results of one system on one machine apart
                    draft.attribute("date", day.strip());
                } catch (DateTimeParseException e) {
                    throw date.get().failure("expected the date of " + WHAT + " as YYYY-MM-DD, found \"" + day + "\"");
                }
            }
        }
        for (String name : PLAIN_ATTRIBUTES) {
            Optional<LocatedJson> value = root.field(name);
            if (value.isPresent() && !value.get().isNull()) {
                String text = plain(value.get(), name);
                if (!text.isBlank()) {
                    draft.attribute(name, text);
                }
            }
        }
        Optional<LocatedJson> tags = root.field("tags");
        if (tags.isPresent()) {
            List<String> words = new ArrayList<>();
            for (LocatedJson tag : tags.get().elements("the tags of " + WHAT)) {
                words.add(tag.text("a tag of " + WHAT));
            }
            if (!words.isEmpty()) {
                draft.attribute("tags", String.join(", ", words));
            }
        }
    }

    /** A text, or a number as written ({@code cluster_size} is 1, 16 or "serverless"). */
    private static String plain(LocatedJson value, String name) throws ImportFailure {
        try {
            return value.text(name + " in " + WHAT);
        } catch (ImportFailure notText) {
            return value.decimal(name + " in " + WHAT).toPlainString();
        }
    }
}
