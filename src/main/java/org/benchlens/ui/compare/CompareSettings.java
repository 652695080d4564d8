package org.benchlens.ui.compare;

import java.util.List;
import java.util.TreeSet;

import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;

import org.benchlens.analysis.Aggregate;
import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.analysis.FailureRule;
import org.benchlens.analysis.RatioRule;
import org.benchlens.analysis.SignificanceTest;
import org.benchlens.export.CellContent;
import org.benchlens.model.Metrics;
import org.benchlens.model.Steps;

/**
 * The settings of a Compare window, as the options of {@code benchlens compare}: what the fields of
 * its bar show, and the request they make.
 */
public final class CompareSettings {

    /** The metrics of a write-up's whole table, one column each, until the user names others. */
    public static final String STANDARD_METRIC_COLUMNS = String.join(",", Metrics.THROUGHPUT, Metrics.OPERATIONS,
            "latency.avg", Metrics.DATA_RECEIVED, Metrics.DATA_SENT, Metrics.VUS_MAX, Metrics.ERRORS_RATE);

    final StringProperty rowAttribute = new SimpleStringProperty();
    final StringProperty columns = new SimpleStringProperty();
    final StringProperty step = new SimpleStringProperty(Steps.TOTAL);
    /** Null until runs are loaded: then the one the most of them measured ({@link Metrics#likeliest}). */
    final StringProperty metric = new SimpleStringProperty();
    final StringProperty base = new SimpleStringProperty();
    final StringProperty where = new SimpleStringProperty("");
    final StringProperty metricColumns = new SimpleStringProperty(STANDARD_METRIC_COLUMNS);
    final ObjectProperty<Aggregate> aggregate = new SimpleObjectProperty<>(Aggregate.MEAN);
    final ObjectProperty<CellContent> content = new SimpleObjectProperty<>(CellContent.RATIO);
    final ObjectProperty<Double> red = new SimpleObjectProperty<>(RatioRule.STANDARD.low());
    final ObjectProperty<Double> green = new SimpleObjectProperty<>(RatioRule.STANDARD.high());
    final ObjectProperty<Integer> precision = new SimpleObjectProperty<>(RatioRule.STANDARD.precision());
    final ObjectProperty<RatioRule.ColourBy> colourBy = new SimpleObjectProperty<>(RatioRule.ColourBy.SHOWN);
    /** The --max-errors of the window, in percent as the field shows it. */
    final ObjectProperty<Double> maxErrorsPercent = new SimpleObjectProperty<>(FailureRule.STANDARD.maxErrors() * 100);
    final BooleanProperty perDollarHour = new SimpleBooleanProperty(false);
    final ObservableSet<String> pool = FXCollections.observableSet(new TreeSet<>());
    final ObjectProperty<SignificanceTest> test = new SimpleObjectProperty<>(SignificanceTest.UTEST);
    final BooleanProperty showStatistics = new SimpleBooleanProperty(false);

    /** The settings whose change makes another table ("only runs with" reads the runs again instead). */
    List<Observable> ofTheTable() {
        return List.of(rowAttribute, columns, step, metric, base, aggregate, content, red, green, precision, colourBy,
                maxErrorsPercent, perDollarHour, pool, test, metricColumns);
    }

    /**
     * The request these settings make, as {@code compare} makes it of its options; a field left empty
     * or not a number is a sentence saying what it expects.
     */
    ComparisonRequest request() {
        RatioRule rule = new RatioRule(number(red.get(), "red threshold"), number(green.get(), "green threshold"),
                precision.get() == null ? RatioRule.STANDARD.precision() : precision.get(), colourBy.get());
        boolean metricsAreColumns = ComparisonRequest.METRIC_COLUMNS.equals(columns.get());
        return ComparisonRequest.rows(rowAttribute.get()).columns(columns.get()).metric(metric.get()).step(step.get())
                .base(base.get()).rule(rule).aggregate(aggregate.get()).pool(pool)
                .test(test.get(), ComparisonRequest.STANDARD_ALPHA)
                .failures(new FailureRule(number(maxErrorsPercent.get(), "share of failed requests") / 100))
                // the typed list stays in its field while other columns are chosen
                .metricColumns(metricsAreColumns && metricColumns.get() != null ? List.of(metricColumns.get()) : List.of())
                .build();
    }

    private static double number(Double number, String what) {
        if (number == null || number.isNaN()) {
            throw new IllegalArgumentException("the " + what + " must be a number, such as 0.95");
        }
        return number;
    }

    /** Decimals shown, the standard while the field is empty. */
    int decimals() {
        return precision.get() == null ? RatioRule.STANDARD.precision() : precision.get();
    }

    public StringProperty rowAttributeProperty() {
        return rowAttribute;
    }

    /** {@code step}, {@code metric}, or an attribute whose values are the columns. */
    public StringProperty columnsProperty() {
        return columns;
    }

    /** With columns by attribute: the step whose values fill the cells. */
    public StringProperty stepProperty() {
        return step;
    }

    public StringProperty metricProperty() {
        return metric;
    }

    /** The row divided by; null for the first row. */
    public StringProperty baseProperty() {
        return base;
    }

    /** With columns by metric: the metrics, separated by commas, as {@code --metrics}. */
    public StringProperty metricColumnsProperty() {
        return metricColumns;
    }

    /** "Only runs with": key=value pairs, as {@code --where}. */
    public StringProperty whereProperty() {
        return where;
    }

    public ObjectProperty<Aggregate> aggregateProperty() {
        return aggregate;
    }

    /** Relative (ratio), absolute (value), both, or the difference. */
    public ObjectProperty<CellContent> contentProperty() {
        return content;
    }

    public ObjectProperty<Double> redProperty() {
        return red;
    }

    public ObjectProperty<Double> greenProperty() {
        return green;
    }

    public ObjectProperty<Integer> precisionProperty() {
        return precision;
    }

    /** Whether colours follow the ratio as shown or the exact ratio (--colour-by). */
    public ObjectProperty<RatioRule.ColourBy> colourByProperty() {
        return colourBy;
    }

    /** Past this percentage of failed requests a cell is marked ✗ and not coloured (--max-errors). */
    public ObjectProperty<Double> maxErrorsPercentProperty() {
        return maxErrorsPercent;
    }

    /** The cost view: the metric divided by each run's price_per_hour. */
    public BooleanProperty perDollarHourProperty() {
        return perDollarHour;
    }

    /** Attributes in which the runs of a cell may differ, on purpose (--pool). */
    public ObservableSet<String> pool() {
        return pool;
    }

    public ObjectProperty<SignificanceTest> testProperty() {
        return test;
    }

    /** Cells show n and p beside the ratio. */
    public BooleanProperty showStatisticsProperty() {
        return showStatistics;
    }
}
