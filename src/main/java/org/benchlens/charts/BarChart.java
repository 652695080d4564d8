package org.benchlens.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.renderer.category.StatisticalBarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.statistics.DefaultStatisticalCategoryDataset;

import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.analysis.Comparisons;
import org.benchlens.analysis.FailureRule;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;

/**
 * A metric per step (or per value of an attribute) for several variants, as grouped bars: the
 * values, or their ratios to the base variant with a line at 1. The numbers are those of
 * {@link Comparisons}, so the chart agrees with the relative table; where a cell has repeats its
 * bar has a whisker of the 95 % confidence interval of the mean.
 */
final class BarChart {

    /** Past this many bars the figures written above them would overlap. */
    private static final int MOST_LABELLED_BARS = 40;
    /** Past five groups, a name longer than this under each would be cut unless slanted. */
    private static final int LONGEST_LEVEL_NAME = 10;
    /** From this many bars on, a figure is written upwards: side by side, "2,068" is wider than its bar. */
    private static final int UPRIGHT_LABELS_FROM = 13;
    /** The room above the highest bar that a figure written upwards takes, as a share of the axis. */
    private static final double ROOM_FOR_UPRIGHT_LABELS = 0.12;

    static final String IGNORED_NOTE = "faded bars: values the source report greys, to be ignored"
            + " (the DBMS missed its insert target there)";

    private BarChart() {
    }

    private static boolean anyIgnored(Comparison comparison) {
        return comparison.rows().stream().flatMap(r -> r.cells().stream()).anyMatch(c -> c != null && c.ignored());
    }

    /** Draws a bar whose value the source says to ignore faded, in its series' colour, so it is seen as such. */
    private static final class IgnoredValuesRenderer extends StatisticalBarRenderer {
        private static final int FADED_ALPHA = 80;
        private final transient Comparison comparison;

        IgnoredValuesRenderer(Comparison comparison) {
            this.comparison = comparison;
        }

        @Override
        public Paint getItemPaint(int row, int column) {
            Paint paint = super.getItemPaint(row, column);
            Comparison.Cell cell = row < comparison.rows().size() && column < comparison.columns().size()
                    ? comparison.rows().get(row).cell(column) : null;
            if (cell != null && (cell.ignored() || cell.failed()) && paint instanceof Color color) {
                return new Color(color.getRed(), color.getGreen(), color.getBlue(), FADED_ALPHA);
            }
            return paint;
        }
    }

    private static boolean anyFailed(Comparison comparison) {
        return comparison.rows().stream().flatMap(r -> r.cells().stream()).anyMatch(c -> c != null && c.failed());
    }

    /**
     * Above each bar whose requests failed, "x 100 %" (the share that failed; ASCII: PDF's standard fonts show nothing else);
     * above the others their ratio or value, where bars are few enough to be labelled.
     */
    private static final class BarLabels extends StandardCategoryItemLabelGenerator {
        private final transient Comparison comparison;
        private final boolean labelled;
        private final boolean relative;

        BarLabels(Comparison comparison, boolean labelled, boolean relative) {
            super("{2}", new DecimalFormat("0.00"));
            this.comparison = comparison;
            this.labelled = labelled;
            this.relative = relative;
        }

        @Override
        public String generateLabel(org.jfree.data.category.CategoryDataset dataset, int row, int column) {
            Comparison.Cell cell = row < comparison.rows().size() && column < comparison.columns().size()
                    ? comparison.rows().get(row).cell(column) : null;
            if (cell != null && cell.failed()) {
                return "x " + FailureRule.percent(cell.errorRate()) + " %";
            }
            if (!labelled) {
                return null;
            }
            Number value = dataset.getValue(row, column);
            return relative || value == null ? super.generateLabel(dataset, row, column) : value(value.doubleValue());
        }

        /** A value as short as it reads: 2,068 req/s, 28.4, 0.52. */
        static String value(double value) {
            double size = Math.abs(value);
            String pattern = size >= 100 ? "#,##0" : size >= 10 ? "0.0" : "0.00";
            return new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT)).format(value);
        }
    }

    /** The runs behind the bars drawn: a hidden variant's runs are not named in the source note. */
    private static List<Long> shownRunIds(Comparison comparison, Set<String> hidden) {
        return comparison.rows().stream().filter(row -> !hidden.contains(row.name()))
                .flatMap(row -> row.cells().stream()).filter(Objects::nonNull)
                .flatMap(cell -> cell.runIds().stream()).toList();
    }

    static BuiltChart build(List<RunContent> runs, ChartSettings settings) {
        if (settings.rows() == null || settings.rows().isBlank()) {
            throw new IllegalArgumentException("a bar chart needs the attribute of its variants (--rows), "
                    + "such as dbms, version or instance");
        }
        ComparisonRequest request = ComparisonRequest.rows(settings.rows()).columns(settings.cols())
                .metric(settings.metric()).step(settings.step()).base(settings.base())
                .aggregate(settings.aggregate()).pool(settings.pool()).failures(settings.failures()).build();
        Comparison comparison = Comparisons.compare(runs.stream().map(RunContent::result).toList(), request);
        if (comparison.rows().isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", comparison.notes()));
        }
        // each bar with a whisker of its 95 % confidence interval where its cell has repeats
        DefaultStatisticalCategoryDataset dataset = new DefaultStatisticalCategoryDataset();
        List<String> keys = comparison.rows().stream().map(Comparison.Row::name).toList();
        for (Comparison.Row row : comparison.rows()) {
            for (int c = 0; c < comparison.columns().size(); c++) {
                Comparison.Cell cell = row.cell(c);
                double value = cell == null ? Double.NaN : settings.relative() ? cell.ratio() : cell.value();
                double whisker = cell == null ? Double.NaN
                        : settings.relative() ? cell.ratioHalfWidth() : cell.statistics().ciHalfWidth();
                dataset.add(Double.isNaN(value) ? null : value, Double.isNaN(whisker) ? null : whisker, row.name(),
                        comparison.columns().get(c));
            }
        }
        List<Run> plain = runs.stream().map(RunContent::run).toList();
        String metricName = ChartWords.metricName(request.metric());
        String unit = runs.stream().flatMap(r -> r.result().measurements().stream())
                .filter(m -> m.metric().equals(request.metric())).map(m -> m.unit()).findFirst().orElse("");
        String columnsName = request.columnsAreSteps() ? "step" : request.columns();
        ChartText defaults = new ChartText(
                metricName + (settings.relative() ? " relative to " + comparison.baseForCaption() : "") + " by "
                        + columnsName + " and " + request.rowAttribute(),
                ChartWords.shared(plain, Set.of(request.rowAttribute(), request.columns()),
                        request.columnsAreSteps() ? "" : ChartWords.stepPhrase(request.step()), request.poolPhrase()),
                columnsName,
                settings.relative() ? metricName.toLowerCase(Locale.ROOT) + " / " + comparison.baseForCaption()
                        : ChartWords.valueLabel(request.metric(), unit, plain, request.step()),
                ChartWords.sourceNote(plain, shownRunIds(comparison, settings.hidden()))
                        + (anyIgnored(comparison) ? "; " + IGNORED_NOTE : "")
                        + (anyFailed(comparison) ? "; faded bars marked x N %: N % of their requests failed (past "
                        + settings.failures().option() + "), a rate of failing requests" : ""));
        ChartText text = settings.text().orElse(defaults);

        SeriesPalette palette = new SeriesPalette(keys);
        StatisticalBarRenderer renderer = new IgnoredValuesRenderer(comparison);
        renderer.setErrorIndicatorPaint(ChartTheme.INK);
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setDrawBarOutline(false);
        renderer.setItemMargin(0.04);
        // ratios: the axis is made from the bars, not from 0 (decision 0125)
        renderer.setIncludeBaseInRange(!settings.relative());
        for (int i = 0; i < keys.size(); i++) {
            renderer.setSeriesPaint(i, palette.color(keys.get(i)));
            renderer.setSeriesVisible(i, !settings.hidden().contains(keys.get(i)));
        }
        int bars = keys.size() * comparison.columns().size();
        boolean labelled = bars <= MOST_LABELLED_BARS;
        if (labelled || anyFailed(comparison)) {
            renderer.setDefaultItemLabelGenerator(new BarLabels(comparison, labelled, settings.relative()));
            renderer.setDefaultItemLabelsVisible(true);
            renderer.setDefaultItemLabelFont(new Font(ChartTheme.FONT, Font.PLAIN, 10));
            renderer.setDefaultItemLabelPaint(ChartTheme.SOFT_INK);
            if (bars >= UPRIGHT_LABELS_FROM) {
                renderer.setDefaultPositiveItemLabelPosition(new ItemLabelPosition(ItemLabelAnchor.OUTSIDE12,
                        TextAnchor.CENTER_LEFT, TextAnchor.CENTER_LEFT, -Math.PI / 2));
            }
        }
        CategoryAxis x = new CategoryAxis(text.xLabel());
        x.setCategoryMargin(0.2);
        if (comparison.columns().size() > 8 || comparison.columns().size() > 4
                && comparison.columns().stream().anyMatch(name -> name.length() > LONGEST_LEVEL_NAME)) {
            // level names side by side would be cut to "GETSing…": slanted, they are read whole
            x.setCategoryLabelPositions(CategoryLabelPositions.UP_45);
        }
        // ratios are read against the line at 1: their axis starts near the lowest, so 0.92 is seen beside 1.00
        // (decision 0125); values start at zero, so no bar looks bigger than it is
        ValueAxis y = settings.relative() ? ValueAxes.ratios(text.yLabel(), settings.log())
                : ValueAxes.values(text.yLabel(), settings.log());
        if (labelled && bars >= UPRIGHT_LABELS_FROM) {
            y.setUpperMargin(ROOM_FOR_UPRIGHT_LABELS);
        }
        CategoryPlot plot = new CategoryPlot(dataset, x, y, renderer);
        if (settings.relative()) {
            ValueMarker one = new ValueMarker(1.0, ChartTheme.INK, new BasicStroke(1.2f));
            plot.addRangeMarker(one);
        }
        ChartTheme.style(plot);
        return new BuiltChart(ChartTheme.chart(plot, text, ChartTheme.barLegend(keys, palette, settings.hidden())),
                defaults, keys, comparison.notes());
    }
}
