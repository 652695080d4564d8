package org.benchlens.imports.gatling;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.LocatedJson;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;
import org.benchlens.imports.http.JsonReportImporter;
import org.benchlens.imports.http.StepFigures;

/**
 * The statistics of a Gatling HTML report: {@code js/stats.json} (all requests, then each request
 * and group by its path, as steps) or {@code js/global_stats.json} (all requests only). Times are
 * milliseconds; a statistic the report has none of is "-" or absent. The four percentiles are
 * those of {@code gatling.conf}, 50, 75, 95 and 99 unless changed there: the report does not say.
 */
public final class GatlingStatsImporter extends JsonReportImporter {

    static final String FORMAT = "gatling";
    /** Why a binary {@code simulation.log} is refused, and what to import instead. */
    public static final String BINARY_LOG = "the file is Gatling's binary simulation.log (Gatling 3.10 and later),"
            + " which only Gatling itself reads; import the report's index.html (Gatling 3.14 and later) or its js"
            + " folder (before)";
    /** The start of {@code js/stats.js}: the statistics object assigned to a variable. */
    private static final Pattern SCRIPT = Pattern.compile("\\s*var\\s+stats\\s*=\\s*\\{");
    private static final int MAX_SCRIPT_CHARS = 256 * 1024 * 1024;
    /** Gatling's default {@code charting.indicators.percentile1..4}. */
    private static final double[] PERCENTILES = {50, 75, 95, 99};

    public GatlingStatsImporter() {
        super("numberOfRequests", "meanNumberOfRequestsPerSecond");
    }

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "Gatling report statistics (js/stats.json, js/global_stats.json, js/stats.js)";
    }

    /** The JSON files, or {@code js/stats.js}: the same object as a script ({@code var stats = {…}}), up to 3.13.5. */
    @Override
    public boolean detect(Peek peek) {
        return super.detect(peek) || SCRIPT.matcher(peek.text()).lookingAt() && peek.text().contains("\"numberOfRequests\"");
    }

    /** The JSON files as they are; {@code js/stats.js}'s object with the text before it blanked (lines stay the file's). */
    @Override
    protected LocatedJson document(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        if (!SCRIPT.matcher(source.peek().text()).lookingAt()) {
            return LocatedJson.read(source);
        }
        String text = source.text(MAX_SCRIPT_CHARS, "a Gatling report's stats.js is far smaller");
        Matcher script = SCRIPT.matcher(text);
        if (!script.lookingAt()) {
            throw ImportFailure.whole("expected Gatling's \"var stats = {\" at the start of the file");
        }
        return LocatedJson.readScriptObject(new StringReader(Texts.blankBefore(text, script.end() - 1)));
    }

    @Override
    protected List<RunDraft> runs(LocatedJson root) throws ImportFailure {
        RunDraft draft = new RunDraft(FORMAT, "");
        if (root.field("stats").isPresent()) {
            step(draft, Steps.TOTAL, root.require("stats", "the report's statistics"));
            contents(draft, root);
        } else {
            step(draft, Steps.TOTAL, root);
        }
        draft.attribute("percentiles", "50, 75, 95, 99 (Gatling's defaults)");
        draft.attribute(AttributeKeys.TOOL, "gatling");
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        return List.of(draft);
    }

    /** A report in {@code NAME-TIMESTAMP/js/} is named after its folder, as Gatling names the run. */
    @Override
    protected String runName(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        String stem = Texts.fileStem(file);
        boolean reportFile = stem.equals("stats") || stem.equals("global_stats");
        if (reportFile && folder != null && folder.getFileName().toString().equals("js") && folder.getParent() != null
                && folder.getParent().getFileName() != null) {
            return folder.getParent().getFileName().toString();
        }
        return stem;
    }

    /** The requests and groups under a node, each a step named by its path, groups' members after them. */
    private static void contents(RunDraft draft, LocatedJson node) throws ImportFailure {
        var contents = node.field("contents");
        if (contents.isEmpty()) {
            return;
        }
        List<LocatedJson> children = new ArrayList<>(contents.get().fields("contents").values());
        for (LocatedJson child : children) {
            String name = child.field("path").isPresent() ? child.require("path", "a request").text("path")
                    : child.require("name", "a request").text("name");
            step(draft, name, child.require("stats", "the statistics of " + Texts.abbreviate(name, 60)));
            contents(draft, child);
        }
    }

    private static void step(RunDraft draft, String step, LocatedJson stats) throws ImportFailure {
        String what = "the statistics of " + Texts.abbreviate(step, 60);
        LocatedJson requests = stats.require("numberOfRequests", what);
        double[] percentiles = new double[PERCENTILES.length];
        for (int i = 0; i < percentiles.length; i++) {
            percentiles[i] = total(stats, "percentiles" + (i + 1), what);
        }
        new GatlingFigures(total(stats, "numberOfRequests", what), part(requests, "ok"), part(requests, "ko"),
                total(stats, "minResponseTime", what), total(stats, "maxResponseTime", what),
                total(stats, "meanResponseTime", what), total(stats, "standardDeviation", what), PERCENTILES,
                percentiles, total(stats, "meanNumberOfRequestsPerSecond", what)).measure(draft, step);
        StepFigures figures = new StepFigures(draft, step);
        for (Map.Entry<String, LocatedJson> field : stats.fields(what).entrySet()) {
            if (field.getKey().matches("group\\d")) {
                LocatedJson group = field.getValue();
                figures.own(field.getKey() + ": " + group.require("name", field.getKey()).text("the group's name"),
                        group.require("count", field.getKey()).count(field.getKey() + ".count"), Units.COUNT);
            }
        }
    }

    /** The {@code total} of a statistic, NaN when the report has none. */
    private static double total(LocatedJson stats, String name, String what) throws ImportFailure {
        var statistic = stats.field(name);
        return statistic.isEmpty() ? Double.NaN : part(statistic.get(), "total");
    }

    private static double part(LocatedJson statistic, String part) throws ImportFailure {
        var value = statistic.fields("a statistic of total, ok and ko").containsKey(part)
                ? statistic.field(part) : java.util.Optional.<LocatedJson>empty();
        if (value.isEmpty()) {
            return Double.NaN;
        }
        OptionalDouble number = value.get().optionalNumber(part);
        return number.orElse(Double.NaN);
    }
}
