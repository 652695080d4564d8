package org.benchlens.imports.gatling;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;
import org.jsoup.select.Elements;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;

/**
 * The {@code index.html} of a Gatling report from 3.14 on, which keeps its statistics in the page only (the JSON files
 * went in 3.13.5, {@code js/stats.js} in 3.14): the table {@code GlobalStatsTableComponent} writes, a row for all
 * requests, then each group and request with its parent's id, numbers as {@code DecimalFormat("###.##")} prints
 * them and "-" for none. The header names the four percentiles; the run's date, duration and Gatling's version are in
 * the page too. Groups and requests are steps named by their path, as in {@code stats.json} (decision 0185).
 */
public final class GatlingHtmlImporter implements Importer {

    static final String FORMAT = "gatling-html";
    private static final String HEAD_TABLE = "container_statistics_head";
    private static final String BODY_TABLE = "container_statistics_body";
    private static final String ROOT = "ROOT";
    private static final int MAX_CHARS = 64 * 1024 * 1024;
    /** A percentile's header: its rank and "pct" ("50th pct", "99.9th pct"). */
    private static final Pattern PERCENTILE_HEADER = Pattern.compile("(\\d+(?:\\.\\d+)?)\\w{2} pct");
    /** {@code SimulationCardComponent}'s duration: "1d 0h0m5s", "2h 3m 4s", "11s " (days and hours only when some). */
    private static final Pattern DURATION_PART = Pattern.compile("(\\d+)([dhms])");
    /** {@code SimulationCardComponent}'s date: the injection's start at the report's zone ("GMT", "GMT+2", "GMT-5:30"). */
    private static final DateTimeFormatter RUN_DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss O", Locale.ROOT);

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "Gatling report index.html (3.14 and later)";
    }

    /** Gatling's page with its statistics table filled in (before 3.14 a script fills it from js/stats.json). */
    @Override
    public boolean detect(Peek peek) {
        String text = peek.text();
        return text.contains("<title>Gatling Stats - ") && text.contains("id=\"" + HEAD_TABLE + "\"")
                && text.contains("<tr id=\"" + ROOT + "\"");
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        Document page = Parser.htmlParser().parseInput(source.text(MAX_CHARS, "a Gatling report page is far smaller"),
                "");
        Element head = page.getElementById(HEAD_TABLE);
        Element root = page.getElementById(ROOT);
        if (head == null || root == null) {
            throw ImportFailure.whole("expected Gatling's statistics table (" + HEAD_TABLE + ") with its row of all"
                    + " requests");
        }
        double[] percentiles = percentileLevels(head);
        RunDraft draft = new RunDraft(FORMAT, "");
        step(draft, Steps.TOTAL, root, percentiles);
        Element body = page.getElementById(BODY_TABLE);
        Map<String, String> paths = new HashMap<>();
        for (Element row : body == null ? new Elements() : body.select("tbody > tr[id]")) {
            String parent = paths.get(row.attr("data-parent"));
            Element nameCell = row.selectFirst("span.ellipsed-name");
            String name = nameCell == null ? row.id() : nameCell.text();
            String path = parent == null ? name : parent + " / " + name;
            paths.put(row.id(), path);
            step(draft, path, row, percentiles);
        }
        runInformation(page, draft);
        draft.attribute("percentiles", levelsText(percentiles));
        draft.attribute(AttributeKeys.TOOL, "gatling");
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        int errors = page.select("#container_errors tbody > tr").size();
        if (errors > 0) {
            context.note(source.path().getFileName() + ": the report's table of " + errors + " kind"
                    + (errors == 1 ? "" : "s") + " of error is not kept; the KO counts are");
        }
        context.emitNamed(List.of(draft), runName(source.path()));
    }

    /** The four percentile levels the header names ("50th pct" …), which gatling.conf may have changed. */
    private static double[] percentileLevels(Element head) throws ImportFailure {
        double[] levels = new double[4];
        for (int i = 0; i < levels.length; i++) {
            Element header = head.getElementById("col-" + (8 + i));
            Matcher level = header == null ? null : PERCENTILE_HEADER.matcher(header.text());
            if (level == null || !level.matches()) {
                throw ImportFailure.whole("expected a percentile such as \"50th pct\" as column " + (8 + i) + " of"
                        + " Gatling's statistics table, found " + (header == null ? "none" : "\"" + header.text()
                        + "\""));
            }
            levels[i] = Double.parseDouble(level.group(1));
        }
        return levels;
    }

    /** A row's cells 2 to 14: total, OK, KO, % KO, count/s, min, the four percentiles, max, mean, std dev. */
    private static void step(RunDraft draft, String step, Element row, double[] levels) throws ImportFailure {
        double[] percentiles = new double[levels.length];
        for (int i = 0; i < percentiles.length; i++) {
            percentiles[i] = cell(row, 8 + i, step);
        }
        new GatlingFigures(cell(row, 2, step), cell(row, 3, step), cell(row, 4, step), cell(row, 7, step),
                cell(row, 12, step), cell(row, 13, step), cell(row, 14, step), levels, percentiles,
                cell(row, 6, step)).measure(draft, step);
    }

    /** The number in column {@code column} of a row; NaN for Gatling's "-" (none of them). */
    private static double cell(Element row, int column, String step) throws ImportFailure {
        Element cell = row.selectFirst("td.col-" + column);
        String text = cell == null ? "" : cell.text().strip();
        if (text.equals("-")) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw ImportFailure.whole("expected a number in column " + column + " of the row of "
                    + Texts.abbreviate(step, 60) + " in Gatling's statistics table, found \""
                    + Texts.abbreviate(text, 40) + "\"");
        }
    }

    /** The run's date and duration, and Gatling's version, from the page's information card. */
    private static void runInformation(Document page, RunDraft draft) {
        for (Element item : page.select("span.simulation-information-item")) {
            Element label = item.selectFirst("span.simulation-information-label");
            Element value = label == null ? null : label.nextElementSibling();
            if (value == null) {
                continue;
            }
            switch (label.text().strip()) {
                case "Version:" -> draft.attribute("gatling.version", value.text());
                case "Date:" -> start(value.text()).ifPresent(draft::startedAt);
                case "Duration:" -> duration(value.text()).ifPresent(length -> {
                    if (draft.startedAt() != null) {
                        draft.endedAt(draft.startedAt().plus(length));
                    }
                });
                default -> { }
            }
        }
    }

    /** The run's start as the page gives it; none for another layout, rather than a wrong one. */
    static Optional<Instant> start(String text) {
        try {
            return Optional.of(OffsetDateTime.parse(text.strip(), RUN_DATE).toInstant());
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /** The run's length as the page gives it. */
    static Optional<Duration> duration(String text) {
        Matcher part = DURATION_PART.matcher(text);
        Duration total = Duration.ZERO;
        boolean any = false;
        while (part.find()) {
            long amount = Long.parseLong(part.group(1));
            total = total.plus(switch (part.group(2)) {
                case "d" -> Duration.ofDays(amount);
                case "h" -> Duration.ofHours(amount);
                case "m" -> Duration.ofMinutes(amount);
                default -> Duration.ofSeconds(amount);
            });
            any = true;
        }
        return any ? Optional.of(total) : Optional.empty();
    }

    private static String levelsText(double[] levels) {
        StringBuilder text = new StringBuilder();
        for (double level : levels) {
            text.append(text.isEmpty() ? "" : ", ").append(level == Math.rint(level) ? String.valueOf((long) level)
                    : String.valueOf(level));
        }
        return text + " (the report's)";
    }

    /** A report's index.html is named after its folder, as Gatling names the run; a page saved apart by its name. */
    private static String runName(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        String stem = file.getFileName().toString().replaceFirst("(?i)\\.html?$", "");
        return stem.equals("index") && folder != null && folder.getFileName() != null
                ? folder.getFileName().toString() : stem;
    }
}
