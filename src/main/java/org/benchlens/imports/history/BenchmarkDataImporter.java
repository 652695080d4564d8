package org.benchlens.imports.history;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.LocatedJson;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Better;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;

/**
 * github-action-benchmark's history: {@code dev/bench/data.js} on a gh-pages branch
 * ({@code window.BENCHMARK_DATA = {...}}) or the same object as a JSON file. One run per entry of
 * each suite, in the file's order; each bench is a step whose metric {@value Metrics#HISTORY_VALUE} is in the
 * bench's own unit. Where a bench name repeats within an entry the first counts, as in the action's
 * own charts, which draw the first of a name.
 */
public final class BenchmarkDataImporter implements Importer {

    public static final String FORMAT = "github-action-benchmark";
    /** The metric every bench's figure is stored under. */
    public static final String SUITE = "suite";
    public static final String COMMIT = "commit";

    private static final Pattern PREFIX = Pattern.compile("\\A\\s*window\\.BENCHMARK_DATA\\s*=");
    private static final String LAYOUT = "github-action-benchmark's layout {\"entries\": {\"<suite>\":"
            + " [{\"commit\", \"date\", \"tool\", \"benches\": [{\"name\", \"value\", \"unit\"}]}]}}";

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "github-action-benchmark history (dev/bench/data.js or its JSON)";
    }

    @Override
    public boolean detect(Peek peek) {
        String text = peek.text();
        if (PREFIX.matcher(text).find()) {
            return true;
        }
        return text.stripLeading().startsWith("{") && text.contains("\"entries\"") && text.contains("\"benches\"")
                && text.contains("\"tool\"");
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        LocatedJson root = LocatedJson.read(jsonOf(source));
        Map<String, LocatedJson> suites = entries(root);
        Set<String> unknownTools = new TreeSet<>();
        for (Map.Entry<String, LocatedJson> suite : suites.entrySet()) {
            for (LocatedJson entry : suite.getValue().elements("the entries of suite \"" + suite.getKey() + "\"")) {
                context.checkCancelled();
                context.emit(run(suite.getKey(), entry, unknownTools));
            }
        }
        if (!unknownTools.isEmpty()) {
            context.note("which way is better is not known for the tool " + String.join(", ", unknownTools)
                    + "; its figures are taken as higher is better");
        }
    }

    /** The JSON object, with {@code window.BENCHMARK_DATA =} blanked out so that columns stay where they were. */
    private static Reader jsonOf(ImportSource source) throws IOException {
        StringBuilder all = new StringBuilder();
        try (Reader reader = source.openReader()) {
            char[] buffer = new char[1 << 16];
            for (int n = reader.read(buffer); n >= 0; n = reader.read(buffer)) {
                all.append(buffer, 0, n);
            }
        }
        String text = all.toString();
        Matcher prefix = PREFIX.matcher(text);
        if (prefix.find()) {
            text = Texts.blankBefore(text, prefix.end());
        }
        String trimmed = text.stripTrailing();
        if (trimmed.endsWith(";")) {
            text = trimmed.substring(0, trimmed.length() - 1);
        }
        return new StringReader(text);
    }

    private static Map<String, LocatedJson> entries(LocatedJson root) throws ImportFailure {
        if (!root.isObject()) {
            throw root.failure("expected " + LAYOUT + ", found no object");
        }
        Optional<LocatedJson> entries = root.field("entries");
        if (entries.isEmpty() || !entries.get().isObject()) {
            throw root.failure("expected " + LAYOUT + ", found no \"entries\" object of suites");
        }
        return entries.get().fields("the entries");
    }

    private static RunDraft run(String suite, LocatedJson entry, Set<String> unknownTools) throws ImportFailure {
        if (!entry.isObject()) {
            throw entry.failure("expected an entry of suite \"" + suite + "\" as in " + LAYOUT);
        }
        LocatedJson commit = entry.require("commit", "an entry of suite \"" + suite + "\"");
        String id = commit.require("id", "the commit of an entry").text("the commit's id");
        String tool = entry.require("tool", "an entry of suite \"" + suite + "\"").text("the entry's tool");
        double date = entry.require("date", "an entry of suite \"" + suite + "\"").number("the entry's date");
        RunDraft run = new RunDraft(FORMAT, suite + " @ " + (id.length() > 7 ? id.substring(0, 7) : id))
                .startedAt(Instant.ofEpochMilli((long) date))
                .attribute(SUITE, suite)
                .attribute(COMMIT, id)
                .attribute(AttributeKeys.TOOL, tool);
        Optional<Better> better = BenchmarkTool.better(tool);
        better.ifPresentOrElse(b -> run.attribute(Better.ATTRIBUTE, b.id()), () -> unknownTools.add(tool));
        commitText(commit, "message", "the commit's message").map(m -> m.lines().findFirst().orElse(""))
                .ifPresent(m -> run.attribute("commit.message", m));
        Optional<LocatedJson> author = commit.field("author");
        if (author.isPresent() && author.get().isObject()) {
            commitText(author.get(), "name", "the author's name").or(() -> textOrEmpty(author.get(), "username"))
                    .ifPresent(a -> run.attribute("commit.author", a));
        }
        commitText(commit, "timestamp", "the commit's timestamp").ifPresent(t -> run.attribute("commit.timestamp", t));
        List<LocatedJson> benches = entry.require("benches", "an entry of suite \"" + suite + "\"")
                .elements("the entry's benches");
        Set<String> seen = new HashSet<>();
        for (LocatedJson bench : benches) {
            String name = bench.require("name", "a bench").text("the bench's name");
            LocatedJson located = bench.require("value", "bench \"" + name + "\"");
            double value = located.number("the value of bench \"" + name + "\"");
            // go's first figure carries its other figures in its unit ("ns/op\t 880 B/op\t 5 allocs/op")
            String unit = textOrEmpty(bench, "unit").map(u -> u.split("\t", 2)[0].strip()).orElse("");
            if (value < 0 && HistoryUnits.cannotBeNegative(unit)) {
                throw located.failure(Metrics.HISTORY_VALUE + " of step " + name + " in run '" + run.name() + "' is "
                        + java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString() + " "
                        + unit + ", but a time, size, count or rate cannot be negative");
            }
            if (seen.add(name)) {
                run.measure(name, Metrics.HISTORY_VALUE, value, unit);
            }
        }
        return run;
    }

    private static Optional<String> commitText(LocatedJson object, String field, String what) throws ImportFailure {
        Optional<LocatedJson> value = object.field(field);
        if (value.isEmpty() || value.get().isNull()) {
            return Optional.empty();
        }
        return Optional.of(value.get().text(what));
    }

    private static Optional<String> textOrEmpty(LocatedJson object, String field) {
        try {
            return commitText(object, field, field);
        } catch (ImportFailure e) {
            return Optional.empty();
        }
    }
}
