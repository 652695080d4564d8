package org.benchlens.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import org.benchlens.analysis.Aggregate;
import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.analysis.FailureRule;
import org.benchlens.analysis.RatioRule;
import org.benchlens.analysis.SignificanceTest;
import org.benchlens.charts.ChartKind;
import org.benchlens.model.Metrics;
import org.benchlens.model.Steps;

/**
 * What a report shows: the runs (chosen by attributes, and by id when ids are given), the relative
 * table's settings and the charts drawn beside it. The command line and the window both describe
 * a report this way, and {@link #command} gives the command that writes the same report again.
 *
 * @param where         attributes every run has ({@code format}, {@code name} and {@code tag} match those fields)
 * @param ids           the runs, when chosen one by one (the window's selection); empty for every run of {@code where}
 * @param table         the relative table
 * @param perDollarHour the table of the metric divided by each run's price_per_hour
 * @param content       what the cells show
 * @param charts        the charts, in order
 * @param lines         sweep, latency and timeline: the attribute of the lines; null for the table's rows
 * @param origin        how the runs were chosen where their ids do not say it ("the main window's filter: cached
 *                      pg17beta3"); null where the options say it
 */
public record ReportRequest(Map<String, String> where, List<Long> ids, ComparisonRequest table,
                            boolean perDollarHour, CellContent content, List<ChartKind> charts, String lines,
                            String origin) {

    /** What the command line may take unquoted: anything else is put in single quotes. */
    private static final Pattern PLAIN_WORD = Pattern.compile("[A-Za-z0-9_./=:,+@%-]+");

    public ReportRequest {
        where = new LinkedHashMap<>(where);
        ids = List.copyOf(ids);
        content = content == null ? CellContent.RATIO : content;
        charts = List.copyOf(charts);
    }

    public ReportRequest(Map<String, String> where, List<Long> ids, ComparisonRequest table, boolean perDollarHour,
                         CellContent content, List<ChartKind> charts, String lines) {
        this(where, ids, table, perDollarHour, content, charts, lines, null);
    }

    /**
     * The runs in words: "every run with workload=cached", "runs 3, 5", and how the window chose them;
     * what a report, an export and a chart say they were made from.
     */
    public String scope() {
        return RunScope.describe(where, ids, origin, table.poolPhrase());
    }

    /** The attribute whose values are the lines of sweeps, latency and timelines. */
    public String linesAttribute() {
        return lines == null || lines.isBlank() ? table.rowAttribute() : lines;
    }

    /**
     * {@code benchlens report …} with the settings that differ from the defaults, in the order
     * {@code --help} lists them, quoted for a POSIX shell; run on the same store it writes this report.
     */
    public String command(String output) {
        List<String> words = new ArrayList<>(List.of("benchlens", "report"));
        ids.forEach(id -> words.add(Long.toString(id)));
        where.forEach((key, value) -> words.addAll(List.of("--where", key + "=" + value)));
        words.addAll(List.of("--rows", table.rowAttribute()));
        option(words, "--cols", table.columns(), ComparisonRequest.STEP_COLUMNS);
        option(words, "--metrics", String.join(",", table.metrics()), "");
        option(words, "--metric", table.columnsAreMetrics() ? null : table.metric(), Metrics.THROUGHPUT);
        // with a column per step, the step matters only to the charts that draw one step
        boolean stepDrawn = !table.columnsAreSteps() || charts.stream().anyMatch(kind -> kind != ChartKind.BARS);
        option(words, "--step", stepDrawn ? table.step() : null, Steps.TOTAL);
        option(words, "--base", table.base(), null);
        option(words, "--aggregate", table.aggregate().name().toLowerCase(Locale.ROOT),
                Aggregate.MEAN.name().toLowerCase(Locale.ROOT));
        table.pool().stream().sorted().forEach(attribute -> words.addAll(List.of("--pool", attribute)));
        option(words, "--test", table.test().name().toLowerCase(Locale.ROOT),
                SignificanceTest.UTEST.name().toLowerCase(Locale.ROOT));
        option(words, "--alpha", Double.toString(table.alpha()), Double.toString(ComparisonRequest.STANDARD_ALPHA));
        option(words, "--show", content.word(), "ratio");
        RatioRule rule = table.rule();
        option(words, "--red", Double.toString(rule.low()), Double.toString(RatioRule.STANDARD.low()));
        option(words, "--green", Double.toString(rule.high()), Double.toString(RatioRule.STANDARD.high()));
        option(words, "--precision", Integer.toString(rule.precision()),
                Integer.toString(RatioRule.STANDARD.precision()));
        option(words, "--colour-by", rule.colourBy().id(), RatioRule.ColourBy.SHOWN.id());
        option(words, "--max-errors", FailureRule.percent(table.failures().maxErrors()) + "%",
                FailureRule.percent(FailureRule.STANDARD.maxErrors()) + "%");
        if (perDollarHour) {
            words.add("--per-dollar-hour");
        }
        if (charts.isEmpty()) {
            words.addAll(List.of("--chart", "none"));
        } else if (!charts.equals(List.of(ChartKind.BARS))) {
            charts.forEach(kind -> words.addAll(List.of("--chart", name(kind))));
        }
        option(words, "--lines", lines, null);
        option(words, "--origin", origin, null);
        words.addAll(List.of("-o", output));
        return String.join(" ", words.stream().map(ReportRequest::quote).toList());
    }

    /** The kind as {@code --chart} takes it: latency-throughput. */
    public static String name(ChartKind kind) {
        return kind.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static void option(List<String> words, String name, String value, String standard) {
        if (value != null && !value.isBlank() && !value.equals(standard)) {
            words.add(name);
            words.add(value);
        }
    }

    static String quote(String word) {
        return PLAIN_WORD.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
    }
}
