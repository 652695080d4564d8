package org.benchlens.ui.compare;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.analysis.InsertRates;
import org.benchlens.analysis.PooledPercentiles;
import org.benchlens.analysis.UnlikeRunsException;
import org.benchlens.app.ComparisonTables;
import org.benchlens.app.TableChart;
import org.benchlens.app.Workspace;
import org.benchlens.export.CellContent;
import org.benchlens.export.ComparisonWriter;
import org.benchlens.export.TableFormat;
import org.benchlens.export.TerminalPaint;
import org.benchlens.model.Attributes;
import org.benchlens.model.AttributesText;
import org.benchlens.model.Counted;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.ui.chart.ChartViewModel;
import org.benchlens.model.AttributeChoices;
import org.benchlens.ui.common.Background;
import org.benchlens.ui.common.CompareScope;
import org.benchlens.ui.common.CompareSides;

/**
 * State of the Compare view: the runs compared, the settings of {@code benchlens compare} as
 * properties, and the resulting table, sorted as the user asked. The table is the one the command
 * prints for the same settings; exports write it with the command's writers.
 */
public final class CompareViewModel {

    private final Workspace workspace;
    private final Background background;
    private final List<RunResult> runs = new ArrayList<>();
    /** The compared runs by id: each cell of the table asks for its own among thousands. */
    private final Map<Long, Run> runsById = new HashMap<>();
    private CompareScope scope = new CompareScope(List.of(), "", false);
    private Supplier<CompareScope> newerScope;

    private final CompareSettings settings = new CompareSettings();
    /** The rows a person chose (not a default this model picked), for the next Compare window to start from. */
    private final StringProperty rowsChosen = new SimpleStringProperty();

    private final CompareChoices choices = new CompareChoices();
    private final RowOrder order = new RowOrder();
    private final ReadOnlyObjectWrapper<Comparison> comparison = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<InsertRates> insertRates = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper described = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<UnlikeRunsException> unlike = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper refreshOffer = new ReadOnlyStringWrapper("");
    private Comparison unsorted;
    private boolean choosingDefaults;
    private long loadGeneration;
    /** The header as the runs were loaded, before the table says what it holds of them. */
    private String loadedDescription = "";
    private final PercentilePooling percentiles;
    private final CompareExports exports;

    public CompareViewModel(Workspace workspace, Background background) {
        this.workspace = workspace;
        this.background = background;
        this.percentiles = new PercentilePooling(workspace, background, this::recompute);
        this.exports = new CompareExports(this, workspace, background);
        settings.rowAttribute.addListener((o, was, now) -> settings.base.set(null));
        settings.rowAttribute.addListener((o, was, now) -> {
            if (!choosingDefaults && now != null) {
                rowsChosen.set(now);
            }
        });
        for (Observable setting : settings.ofTheTable()) {
            setting.addListener(o -> recompute());
        }
        settings.where.addListener(o -> reload());
    }

    /** Compares the runs of the scope: the selected runs, or the main window's filtered list. */
    public void load(CompareScope newScope) {
        scope = newScope;
        refreshOffer.set("");
        reload();
    }

    /**
     * The main window's filter changed: when this window compares the filtered list, it offers to
     * compare the new one ({@link #refreshScope}); a selection stays as it was chosen.
     */
    public void offerScope(Supplier<CompareScope> current, String newFilter) {
        if (scope.selection()) {
            return;
        }
        newerScope = current;
        refreshOffer.set(newFilter.strip().equals(scope.filter()) ? ""
                : "The main window's filter is now " + (newFilter.isBlank() ? "empty" : "\"" + newFilter.strip() + "\""));
    }

    /** The compared runs among {@code ids}, such as the runs of one cell. */
    public List<Run> runsOf(List<Long> ids) {
        return ids.stream().map(runsById::get).filter(Objects::nonNull).toList();
    }

    /**
     * Adds runs just made (repeats of the cell of {@code cellRuns}) to what the window compares, and
     * compares again; on a change point's sides they join the side of the cell they repeat.
     */
    public void include(List<Run> more, List<Long> cellRuns) {
        List<Run> all = new ArrayList<>(scope.runs());
        all.addAll(more);
        CompareSides sides = scope.sides() == null || cellRuns.isEmpty() ? scope.sides()
                : scope.sides().with(more.stream().map(Run::id).toList(), scope.sides().sideOf().get(cellRuns.get(0)));
        scope = new CompareScope(all, scope.filter(), scope.selection(), sides);
        reload();
    }

    /** Compares the main window's filtered list as it is now. */
    public void refreshScope() {
        if (newerScope != null) {
            load(newerScope.get());
        }
    }

    /** Reads the runs again, for instance after the "only runs with" filter changed. */
    public void reload() {
        Map<String, String> filter;
        try {
            filter = parseWhere(settings.where.get());
        } catch (IllegalArgumentException e) {
            problem.set(e.getMessage());
            return;
        }
        if (scope.runs().isEmpty()) {
            runs.clear();
            runsById.clear();
            loadedDescription = scope.describe();
            described.set(loadedDescription);
            recompute();
            return;
        }
        long generation = ++loadGeneration;
        List<Long> ids = scope.runs().stream().map(Run::id).toList();
        // reading hundreds of runs takes seconds on a busy machine: say so where the table is
        String reading = "Reading " + Counted.runs(ids.size()) + (filter.isEmpty() ? "" : " for those with "
                + settings.where.get().strip()) + "…";
        status.set(reading);
        background.run("Loading runs to compare", progress -> workspace.runs().results(filter, ids),
                loaded -> {
                    if (generation == loadGeneration) {
                        if (reading.equals(status.get())) {
                            status.set("");
                        }
                        loaded(loaded);
                    }
                },
                failure -> status.set("Failed: " + failure.getMessage()));
    }

    private void loaded(List<RunResult> read) {
        List<RunResult> loaded = scope.sides() == null ? read : read.stream().map(scope.sides()::marked).toList();
        runs.clear();
        runs.addAll(loaded);
        runsById.clear();
        loaded.forEach(result -> runsById.put(result.run().id(), result.run()));
        Set<String> keys = new TreeSet<>();
        Set<String> metricNames = new TreeSet<>();
        Set<String> stepNames = new TreeSet<>();
        for (RunResult result : loaded) {
            keys.addAll(result.run().attributes().values().keySet());
            for (Measurement m : result.measurements()) {
                metricNames.add(m.metric());
                stepNames.add(m.step());
            }
        }
        choosingDefaults = true;
        // a combo box whose choices are replaced forgets its value: keep the settings across the update
        List<String> kept = new ArrayList<>(List.of(nonNull(settings.rowAttribute.get()), nonNull(settings.columns.get()),
                nonNull(settings.step.get()), nonNull(settings.metric.get()), nonNull(settings.base.get())));
        try {
            // the varying attributes first, none of where a run was found: "report" or "row" is no variant
            List<String> offered = AttributeChoices.of(loaded.stream().map(RunResult::run).toList());
            choices.offer(offered, metricNames, stepNames);
            settings.rowAttribute.set(emptyToNull(kept.get(0)));
            settings.columns.set(emptyToNull(kept.get(1)));
            settings.step.set(emptyToNull(kept.get(2)));
            settings.metric.set(emptyToNull(kept.get(3)));
            settings.base.set(emptyToNull(kept.get(4)));
            chooseDefaults(keys, metricNames, stepNames);
            if (scope.sides() != null) {
                comparingSides(keys);
            }
        } finally {
            choosingDefaults = false;
        }
        loadedDescription = scope.describe() + (settings.where.get().isBlank() ? ""
                : "; " + loaded.size() + " with " + settings.where.get().strip());
        described.set(loadedDescription);
        recompute();
    }

    /**
     * The sides of a change point are the rows, "before" the base, the trend's metric in every step's
     * column; what else differs between the runs of a side (version, commit, date) is pooled, as the
     * runs of a level are its repeats.
     */
    private void comparingSides(Set<String> keys) {
        settings.rowAttribute.set(CompareSides.ATTRIBUTE);
        settings.base.set(CompareSides.BEFORE);
        settings.columns.set(ComparisonRequest.STEP_COLUMNS);
        settings.metric.set(scope.sides().metric());
        // n and p in the cells: whether the change is real is the question asked
        settings.showStatistics.set(true);
        keys.stream().filter(key -> !key.equals(CompareSides.ATTRIBUTE))
                .filter(key -> runs.stream().map(r -> String.valueOf(r.run().attribute(key))).distinct().count() > 1)
                .forEach(settings.pool::add);
    }

    private static String nonNull(String text) {
        return text == null ? "" : text;
    }

    private static String emptyToNull(String text) {
        return text.isEmpty() ? null : text;
    }

    /** Keeps settings that still make sense for the runs loaded, and picks the likeliest for the others. */
    private void chooseDefaults(Set<String> keys, Set<String> metricNames, Set<String> stepNames) {
        if (settings.rowAttribute.get() == null || !keys.contains(settings.rowAttribute.get())) {
            settings.rowAttribute.set(LikeliestSettings.rowAttribute(runs, keys));
        }
        if (settings.base.get() != null && runs.stream().noneMatch(r -> settings.base.get().equals(r.run().attribute(settings.rowAttribute.get())))) {
            settings.base.set(null);
        }
        if (settings.columns.get() == null || !ComparisonRequest.STEP_COLUMNS.equals(settings.columns.get())
                && !ComparisonRequest.METRIC_COLUMNS.equals(settings.columns.get()) && !keys.contains(settings.columns.get())) {
            settings.columns.set(LikeliestSettings.columns(runs, keys, stepNames, settings.rowAttribute.get()));
        }
        if ((settings.metric.get() == null || !metricNames.contains(settings.metric.get())) && !metricNames.isEmpty()) {
            settings.metric.set(Metrics.likeliest(runs));
        }
        if ((settings.step.get() == null || !stepNames.contains(settings.step.get())) && !stepNames.isEmpty()) {
            settings.step.set(stepNames.iterator().next());
        }
    }


    private void recompute() {
        if (choosingDefaults) {
            return;
        }
        if (settings.rowAttribute.get() == null) {
            problem.set(runs.isEmpty() ? "No runs to compare" : "Choose the attribute whose values are the rows");
            insertRates.set(null);
            setComparison(null);
            return;
        }
        Comparison result;
        try {
            ComparisonRequest request = settings.request();
            result = ComparisonTables.compare(runs, request, settings.perDollarHour.get(), percentiles.of(runs, settings.metric.get()));
        } catch (UnlikeRunsException e) {
            unlike.set(e);
            problem.set(e.inWindowWords());
            insertRates.set(null);
            setComparison(null);
            return;
        } catch (IllegalArgumentException e) {
            problem.set(e.getMessage());
            return;
        }
        unlike.set(null);
        problem.set(result.rows().isEmpty() ? String.join("; ", result.notes()) : "");
        InsertRates rates = ComparisonTables.insertRates(runs, settings.rowAttribute.get());
        insertRates.set(rates.isEmpty() ? null : rates);
        List<String> names = result.rows().stream().map(Comparison.Row::name).toList();
        choices.rows(names);
        if (unsorted != null && !unsorted.columns().equals(result.columns())) {
            order.forget();
        }
        setComparison(result);
    }

    private void setComparison(Comparison result) {
        unsorted = result;
        // the header says what the table holds where that is not every run compared (decision 0150)
        String holdings = result == null ? "" : result.holdings();
        described.set(holdings.isEmpty() ? loadedDescription : loadedDescription + "; " + holdings);
        comparison.set(order.applied(result));
    }

    /**
     * Orders the rows by a column's values (nulls last), by row name ({@link RowOrder#ROW_NAMES}), or as
     * the runs came (null). Exports follow this order, as the window shows it.
     */
    public void sortBy(Integer column, boolean descending) {
        if (order.changes(column, descending)) {
            order.set(column, descending);
            comparison.set(order.applied(unsorted));
        }
    }

    /** The table as {@code benchlens compare --format FORMAT} writes it for these settings, in the order shown. */
    public String text(TableFormat format) {
        return exports.text(format);
    }

    /** Writes the table in the format the file's extension asks for: .csv, .md, .html, .json or .txt. */
    public void export(Path file) {
        exports.export(file);
    }

    /** Writes the table to a file in the background, and says where it went. */
    public void export(Path file, TableFormat format) {
        exports.export(file, format);
    }

    /** Writes the report of these settings, as {@code benchlens report} writes it, in the background. */
    public void exportReport(Path file) {
        exports.exportReport(file);
    }

    /** The table as shown, sorted as the person sorted it; null while there is none. */
    Comparison shown() {
        return comparison.get();
    }

    /** The table as computed, before any sorting; null while there is none. */
    Comparison unsorted() {
        return unsorted;
    }

    CompareScope scope() {
        return scope;
    }

    /** The runs of the table, read from the store. */
    List<RunResult> loadedRuns() {
        return List.copyOf(runs);
    }

    /** How latency percentiles of several runs pool for the metric shown. */
    PooledPercentiles pooledPercentiles() {
        return percentiles.of(runs, settings.metric.get());
    }

    /** Puts {@code words} in the status line. */
    void say(String words) {
        status.set(words);
    }

    /**
     * The Chart window's model of exactly this table: its runs, drawn as {@code chart bars} with its
     * rows, columns, metric, step, base, aggregate and pool; ratios when the cells show ratios.
     * Null while there is no table.
     */
    public ChartViewModel chartOfTable() {
        if (unsorted == null || settings.perDollarHour.get() || unsorted.request().columnsAreMetrics()) {
            return null;
        }
        return new ChartViewModel(workspace, background, runs.stream().map(RunResult::run).toList(),
                TableChart.bars(unsorted.request(), settings.content.get() == CellContent.RATIO).build());
    }

    /** The runs the table was made of (the scope, narrowed by "only runs with"). */
    int runCount() {
        return runs.size();
    }

    /** Says that the table went to the clipboard (the view puts it there: the clipboard needs a window). */
    void copied() {
        status.set("Copied the table (HTML with its colours, and Markdown)");
    }

    /** {@code key=value} pairs written as the runs table writes attributes ({@link AttributesText}). */
    static Map<String, String> parseWhere(String text) {
        try {
            return AttributesText.parse(text).values();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("\"Only runs with\" expects key=value pairs such as workload=cached; "
                    + e.getMessage());
        }
    }

    public ReadOnlyObjectProperty<Comparison> comparisonProperty() {
        return comparison.getReadOnlyProperty();
    }

    /** Background insert rates against their target, for runs that have them (Insert Benchmark); null otherwise. */
    public ReadOnlyObjectProperty<InsertRates> insertRatesProperty() {
        return insertRates.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Splits the refused cells: one column per value of the attribute they differ in. */
    public void splitBy(String attribute) {
        settings.columns.set(attribute);
    }

    /** Keeps only the runs whose attribute has this value, as {@code --where} does. */
    public void only(String attribute, String value) {
        // written as the box reads it back: quoted where the value needs it
        String added = AttributesText.format(Attributes.EMPTY.with(attribute, value));
        settings.where.set(settings.where.get().isBlank() ? added : settings.where.get().strip() + " " + added);
    }

    /** Lets the runs of a cell differ in this attribute, on purpose; the caption says so. */
    public void poolOver(String attribute) {
        settings.pool.add(attribute);
    }

    /** The attribute and values the runs of a cell differ in, when the table is refused; else null. */
    public ReadOnlyObjectProperty<UnlikeRunsException> unlikeProperty() {
        return unlike.getReadOnlyProperty();
    }

    /** Says the main window's filter changed, when this window compares its filtered list; else empty. */
    public ReadOnlyStringProperty refreshOfferProperty() {
        return refreshOffer.getReadOnlyProperty();
    }

    /** The settings of the table, as the options of {@code compare}. */
    public CompareSettings settings() {
        return settings;
    }

    /** How many runs are compared and which. */
    public ReadOnlyStringProperty describedProperty() {
        return described.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty rowsChosenProperty() {
        return rowsChosen;
    }

    /** What the cells show: as chosen, except the values where the columns are metrics. */
    public CellContent shownContent() {
        return unsorted == null ? settings.content.get() : CellContent.of(unsorted.request(), settings.content.get());
    }

    /** How the window writes its cells: what they show, values with the Decimals set. */
    ComparisonWriter writer() {
        return writer("");
    }

    /** The same, saying which runs the table was made from ({@code scope}, empty for none). */
    ComparisonWriter writer(String scope) {
        return new ComparisonWriter(shownContent(), TerminalPaint.NONE, settings.decimals(), scope);
    }

    /** What the settings may choose among, for the runs loaded. */
    public CompareChoices choices() {
        return choices;
    }
}
