package org.benchlens.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import org.benchlens.analysis.Aggregate;
import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.analysis.FailureRule;
import org.benchlens.analysis.RatioRule;
import org.benchlens.analysis.SignificanceTest;
import org.benchlens.export.CellContent;

/** The options of a relative table, shared by {@code compare} and {@code report}. */
final class ComparisonOptions {

    @Option(names = "--rows", required = true, paramLabel = "ATTR", description = "the attribute whose values are the rows (dbms, version, instance, ...)")
    String rows;

    @Option(names = "--cols", paramLabel = "step|metric|ATTR",
            description = "columns: step, metric (one column per --metrics, absolute values of --step), or an attribute such as vus (default: ${DEFAULT-VALUE})")
    String cols = ComparisonRequest.STEP_COLUMNS;

    @Option(names = "--metrics", split = ",", paramLabel = "METRIC[,METRIC...]",
            description = "with --cols metric: the metrics, one column each, such as throughput,operations,latency.avg,data.received,data.sent,vus.max,errors.rate")
    List<String> metrics = new ArrayList<>();

    @Option(names = "--metric", paramLabel = "METRIC", description = "the metric compared (default: ${DEFAULT-VALUE})")
    String metric = "throughput";

    @Option(names = "--step", paramLabel = "STEP", description = "with --cols ATTR: the step whose values fill the cells, and the step charts draw (default: ${DEFAULT-VALUE})")
    String step = "total";

    @Option(names = "--base", paramLabel = "VALUE", description = "the row to divide by (default: the first row)")
    String base;

    @Option(names = "--aggregate", paramLabel = "mean|sum|min|max|median", defaultValue = "mean",
            converter = EnumWords.Aggregates.class, completionCandidates = EnumWords.Aggregates.class,
            description = "how runs in one cell combine: mean of repeats, sum of concurrent sessions (default: ${DEFAULT-VALUE})")
    Aggregate aggregate;

    @Mixin
    PoolOption pool;

    @Option(names = "--test", paramLabel = "utest|welch|none", defaultValue = "utest",
            converter = EnumWords.Tests.class, completionCandidates = EnumWords.Tests.class,
            description = "how a cell's repeats are tested against the base cell's, two-sided (default: ${DEFAULT-VALUE})")
    SignificanceTest test;

    @Option(names = "--alpha", paramLabel = "P",
            description = "a difference is significant, and coloured, when p < P (default: ${DEFAULT-VALUE})")
    double alpha = ComparisonRequest.STANDARD_ALPHA;

    @Option(names = "--per-dollar-hour",
            description = "the cost view: divide the metric by each run's price_per_hour attribute (dollars an hour); runs without one are left out and named")
    boolean perDollarHour;

    @Option(names = "--show", paramLabel = "CELLS", defaultValue = "ratio", converter = EnumWords.CellContents.class,
            completionCandidates = EnumWords.CellContents.class,
            description = "what the cells show: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})")
    CellContent show;

    @Option(names = "--red", paramLabel = "RATIO", description = "red at or below this ratio (default: ${DEFAULT-VALUE})")
    double red = RatioRule.STANDARD.low();

    @Option(names = "--green", paramLabel = "RATIO", description = "green at or above this ratio (default: ${DEFAULT-VALUE})")
    double green = RatioRule.STANDARD.high();

    @Option(names = "--precision", paramLabel = "DECIMALS", description = "decimals shown; colours follow the shown value (default: ${DEFAULT-VALUE})")
    int precision = RatioRule.STANDARD.precision();

    @Option(names = "--colour-by", paramLabel = "shown|exact", defaultValue = "shown",
            converter = EnumWords.ColourBys.class, completionCandidates = EnumWords.ColourBys.class,
            description = "colour by the ratio as shown (rounded to --precision) or by the exact ratio (default: ${DEFAULT-VALUE})")
    RatioRule.ColourBy colourBy;

    @Option(names = "--max-errors", paramLabel = "SHARE",
            description = "a cell whose runs failed more than SHARE of their requests is marked ✗ and not coloured, "
                    + "nor are the cells divided by it (default: ${DEFAULT-VALUE})")
    String maxErrors = "1%";

    ComparisonRequest request() {
        return ComparisonRequest.rows(rows).columns(cols).metric(metric).step(step).base(base)
                .rule(new RatioRule(red, green, precision, colourBy)).aggregate(aggregate).pool(Set.copyOf(pool.attributes))
                .test(test, alpha).failures(FailureRule.parse(maxErrors)).metricColumns(metrics).build();
    }

    CellContent cellContent() {
        return show;
    }
}
