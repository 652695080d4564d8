package org.benchlens.ui.chart;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;

import org.benchlens.analysis.Aggregate;
import org.benchlens.analysis.UnlikeRuns;
import org.benchlens.analysis.UnlikeRunsException;
import org.benchlens.analysis.capacity.Capacity;
import org.benchlens.analysis.capacity.CapacityRequest;
import org.benchlens.analysis.capacity.CapacitySummary;
import org.benchlens.analysis.capacity.SloTarget;
import org.benchlens.app.CapacityCharts;
import org.benchlens.app.ChartExports;
import org.benchlens.app.Workspace;
import org.benchlens.charts.BuiltChart;
import org.benchlens.charts.ChartFormat;
import org.benchlens.charts.ChartKind;
import org.benchlens.charts.ChartSettings;
import org.benchlens.charts.ChartText;
import org.benchlens.charts.Charts;
import org.benchlens.charts.ExportSize;
import org.benchlens.export.CapacityWriter;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.ui.common.Background;
import org.benchlens.charts.ChartOpening;

/**
 * State of the chart window: the selected runs (loaded in the background), the kind of chart and
 * its choices, the person's own words, the hidden series, and the chart they make. The chart is
 * built by {@link Charts}, the same builder the command line and every export use.
 */
public final class ChartViewModel {

    private final Workspace workspace;
    private final Background background;
    private final List<Run> selected;
    /** The settings to open with (a Compare table's), or null to choose them from the runs. */
    private final ChartSettings initial;
    private List<RunContent> loadedRuns = List.of();
    /** The loaded runs, narrowed by {@link #only}. */
    private List<RunContent> runs = List.of();

    private final ObjectProperty<ChartKind> kind = new SimpleObjectProperty<>(ChartKind.SWEEP);
    private final StringProperty lines = new SimpleStringProperty("");
    private final StringProperty metric = new SimpleStringProperty("");
    private final StringProperty step = new SimpleStringProperty("");
    private final BooleanProperty log = new SimpleBooleanProperty(false);
    private final BooleanProperty relative = new SimpleBooleanProperty(false);
    private final StringProperty columns = new SimpleStringProperty("");
    private final StringProperty base = new SimpleStringProperty("");
    private final ObjectProperty<Aggregate> aggregate = new SimpleObjectProperty<>(Aggregate.MEAN);
    private final ObservableSet<String> pool = FXCollections.observableSet(new TreeSet<>());
    private final StringProperty title = new SimpleStringProperty("");
    private final StringProperty subtitle = new SimpleStringProperty("");
    private final StringProperty xLabel = new SimpleStringProperty("");
    private final StringProperty yLabel = new SimpleStringProperty("");
    private final StringProperty sourceNote = new SimpleStringProperty("");
    private final ObservableSet<String> hidden = FXCollections.observableSet();
    private final BooleanProperty capacity = new SimpleBooleanProperty(true);
    private final StringProperty slo = new SimpleStringProperty("");
    private final ObservableList<List<String>> capacityRows = FXCollections.observableArrayList();
    // read-only views made once: a view made per call drops the listeners bound to it when collected
    private final ObservableList<List<String>> capacityRowsView = FXCollections.unmodifiableObservableList(capacityRows);
    private final ObservableList<String> capacitySentences = FXCollections.observableArrayList();
    private final ObservableList<String> capacitySentencesView = FXCollections.unmodifiableObservableList(capacitySentences);

    private final ChartChoices choices = new ChartChoices();
    private final ObservableList<String> seriesKeys = FXCollections.observableArrayList();
    private final ObservableList<String> seriesKeysView = FXCollections.unmodifiableObservableList(seriesKeys);
    private final ReadOnlyObjectWrapper<BuiltChart> chart = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ChartText> defaults = new ReadOnlyObjectWrapper<>(ChartText.NONE);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<UnlikeRunsException> unlike = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper narrowing = new ReadOnlyStringWrapper("");
    private boolean loading;

    public ChartViewModel(Workspace workspace, Background background, List<Run> selected) {
        this(workspace, background, selected, null);
    }

    /** A chart of {@code selected} drawn with {@code initial} settings, such as those of a Compare table. */
    public ChartViewModel(Workspace workspace, Background background, List<Run> selected, ChartSettings initial) {
        this.workspace = workspace;
        this.background = background;
        this.selected = List.copyOf(selected);
        this.initial = initial;
        List.of(lines, metric, step, columns, base, title, subtitle, xLabel, yLabel, sourceNote, slo)
                .forEach(p -> p.addListener((o, was, now) -> redraw()));
        List.of(log, relative, capacity).forEach(p -> p.addListener((o, was, now) -> redraw()));
        aggregate.addListener((o, was, now) -> redraw());
        lines.addListener((o, was, now) -> {
            choices.bases(values(now));
            base.set("");
        });
        kind.addListener((o, was, now) -> {
            hidden.clear();
            redraw();
        });
        hidden.addListener((SetChangeListener<String>) change -> redraw());
        pool.addListener((SetChangeListener<String>) change -> redraw());
    }

    /** Reads the runs' measurements, series and histograms in the background, then draws. */
    public void load() {
        status.set("Loading " + selected.size() + " runs");
        background.run("Loading the runs to chart", progress -> {
            List<RunContent> loaded = workspace.charts().load(selected, EnumSet.allOf(ChartKind.class));
            return new Loaded(loaded, ChartOpening.of(loaded, initial == null));
        }, done -> {
            loadedRuns = done.runs();
            runs = done.runs();
            chooseDefaults(done.opening());
            if (initial != null) {
                apply(initial);
            }
            status.set("");
            redraw();
        }, e -> {
            status.set("");
            problem.set("Could not load the runs: " + e.getMessage());
        });
    }

    /** The runs read, and what the window opens on for them. */
    private record Loaded(List<RunContent> runs, ChartOpening opening) {
    }

    private void chooseDefaults(ChartOpening opening) {
        loading = true;
        try {
            choices.offer(opening.varying(), opening.shared(), metrics(),
                    runs.stream().flatMap(r -> r.result().steps().stream()).distinct().toList());
            kind.set(opening.kind());
            // runs without a rate (ClickBench's queries, a history's values) open on what they measured
            String measured = ChartOpening.metric(runs, kind.get());
            if (metric.get().isBlank() && measured != null) {
                metric.set(measured);
            }
            lines.set(opening.lines());
            columns.set(opening.groups());
            choices.bases(values(lines.get()));
        } finally {
            loading = false;
        }
    }

    /** Sets every choice as {@code settings} has it (the person's words and hidden series stay). */
    private void apply(ChartSettings settings) {
        loading = true;
        try {
            kind.set(settings.kind());
            lines.set(nonNull(settings.kind() == ChartKind.BARS ? settings.rows() : settings.lines()));
            metric.set(nonNull(settings.metric()));
            step.set(nonNull(settings.step()));
            columns.set(nonNull(settings.cols()));
            base.set(nonNull(settings.base()));
            relative.set(settings.relative());
            aggregate.set(settings.aggregate());
            log.set(settings.log());
            pool.clear();
            pool.addAll(settings.pool());
        } finally {
            loading = false;
        }
    }

    private static String nonNull(String text) {
        return text == null ? "" : text;
    }

    /** The values of the attribute among the runs, sorted: the variants a base can be chosen from. */
    private List<String> values(String key) {
        return key == null || key.isBlank() ? List.of() : new TreeSet<>(ChartOpening.distinct(runs, key.strip())).stream().toList();
    }

    private List<String> metrics() {
        Set<String> seen = new LinkedHashSet<>();
        runs.forEach(r -> r.result().measurements().stream().map(Measurement::metric).forEach(seen::add));
        List<String> ordered = new ArrayList<>(Metrics.NORMALISED.stream().filter(seen::contains).toList());
        seen.stream().filter(m -> !ordered.contains(m)).forEach(ordered::add);
        return ordered;
    }

    /** The settings as they stand; the command line builds the same ones from its options. */
    public ChartSettings settings() {
        return ChartSettings.builder(kind.get()).lines(lines.get()).step(step.get()).metric(metric.get())
                .rows(lines.get()).cols(columns.get()).base(base.get()).relative(relative.get())
                .aggregate(aggregate.get()).pool(pool).log(log.get())
                .text(new ChartText(blankToNull(title.get()), blankToNull(subtitle.get()), blankToNull(xLabel.get()),
                        blankToNull(yLabel.get()), blankToNull(sourceNote.get())))
                .hidden(new HashSet<>(hidden)).build();
    }

    private void redraw() {
        if (loading || runs.isEmpty()) {
            return;
        }
        List<String> notes = new ArrayList<>();
        try {
            refuseGroupsByTheLines();
            Drawn drawn = draw(runs, settings(), capacity.get(), slo.get(), notes);
            BuiltChart built = drawn.chart();
            seriesKeys.setAll(built.seriesKeys());
            defaults.set(built.defaults());
            chart.set(built);
            showCapacity(drawn.capacity());
            notes.addAll(built.notes());
            status.set(String.join("; ", notes));
            unlike.set(null);
            problem.set("");
        } catch (IllegalArgumentException e) {
            chart.set(null);
            seriesKeys.clear();
            defaults.set(ChartText.NONE); // no chart, no words to prompt with
            showCapacity(null);
            status.set("");
            unlike.set(e instanceof UnlikeRunsException refusal ? refusal : null);
            problem.set(e instanceof UnlikeRunsException refusal ? refusal.inWindowWords() : e.getMessage());
        }
    }

    /** Bars grouped by the attribute that also makes their colours would be one bar a group. */
    private void refuseGroupsByTheLines() {
        String by = lines.get() == null ? "" : lines.get().strip();
        if (kind.get() == ChartKind.BARS && !by.isEmpty() && by.equals(columns.get() == null ? "" : columns.get().strip())) {
            throw new IllegalArgumentException("Groups by and Lines by are both " + by
                    + ": choose another attribute for one of them (Groups by step is the usual one)");
        }
    }

    /** A chart, and the capacity drawn over it where there is one. */
    private record Drawn(BuiltChart chart, Capacity capacity) {
    }

    /**
     * The chart of the settings; a sweep of throughput with Capacity on also gets its USL fits,
     * knees and SLO limits. SLO targets that cannot be read are said in {@code notes} and left out.
     */
    private static Drawn draw(List<RunContent> drawn, ChartSettings settings, boolean withCapacity, String slo,
                              List<String> notes) {
        if (!withCapacity || settings.kind() != ChartKind.SWEEP || !Metrics.THROUGHPUT.equals(settings.metric())) {
            return new Drawn(Charts.build(drawn, settings), null);
        }
        List<SloTarget> targets = new ArrayList<>();
        for (String target : slo.trim().split("[\\s,;]+")) {
            if (target.isEmpty()) {
                continue;
            }
            try {
                targets.add(SloTarget.parse(target));
            } catch (IllegalArgumentException e) {
                notes.add(e.getMessage());
            }
        }
        CapacityCharts.CapacitySweep sweep = CapacityCharts.sweep(drawn, settings, targets,
                CapacityRequest.DEFAULT_KNEE_SHARE);
        return new Drawn(sweep.chart(), sweep.capacity());
    }

    private void showCapacity(Capacity shown) {
        if (shown == null) {
            capacityRows.clear();
            capacitySentences.clear();
            return;
        }
        capacityRows.setAll(CapacityWriter.rows(shown));
        capacitySentences.setAll(shown.lines().stream().map(line -> CapacitySummary.of(shown, line)).toList());
    }

    /**
     * Draws only the runs whose {@code key} is {@code value}: the way out a refusal to mix unlike runs
     * offers ("only workload=cached"). The run's format counts as the key {@code format}.
     */
    public void only(String key, String value) {
        runs = runs.stream().filter(r -> value.equals(UnlikeRuns.FORMAT.equals(key) ? r.run().format()
                : String.valueOf(r.run().attribute(key)))).toList();
        narrowing.set((narrowing.get().isEmpty() ? "" : narrowing.get() + " ") + key + "=" + value);
        redraw();
    }

    /** Draws every loaded run again, after {@link #only}. */
    public void showAll() {
        runs = loadedRuns;
        narrowing.set("");
        redraw();
    }

    /**
     * The way out of a refusal that splits by the attribute: a group of bars per value of it, or
     * (for the other kinds) a line per value.
     */
    public void splitBy(String attribute) {
        (kind.get() == ChartKind.BARS ? columns : lines).set(attribute);
    }

    /** Bars: lets the runs of one bar differ in this attribute, on purpose; the subtitle says so. */
    public void poolOver(String attribute) {
        pool.add(attribute);
    }

    /** Hides a shown series or shows a hidden one; the others keep their colours. */
    public void toggle(String seriesKey) {
        if (!hidden.remove(seriesKey)) {
            hidden.add(seriesKey);
        }
    }

    /**
     * Writes the chart, as shown, to {@code file} in the background (the format from its extension);
     * the export builds its own copy, so drawing it never races the one on screen.
     */
    public void export(Path file, ExportSize size) {
        if (runs.isEmpty()) {
            return;
        }
        ChartFormat format;
        try {
            format = ChartFormat.of(file);
        } catch (IllegalArgumentException e) {
            status.set(e.getMessage());
            return;
        }
        ChartSettings settings = settings();
        List<RunContent> drawn = runs;
        boolean withCapacity = capacity.get();
        String targets = slo.get();
        // a PNG at scale 2 takes seconds: the chart window says it is on it, not only the main window's bar
        status.set("Exporting " + file.getFileName() + "…");
        background.run("Exporting " + file.getFileName(), progress -> {
            ChartExports.write(draw(drawn, settings, withCapacity, targets, new ArrayList<>()).chart().chart(), file,
                    format, size);
            return file;
        }, written -> status.set("Exported " + written), e -> status.set("Could not export " + file + ": "
                + e.getMessage()));
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }

    public ObjectProperty<ChartKind> kindProperty() {
        return kind;
    }

    public StringProperty linesProperty() {
        return lines;
    }

    public StringProperty metricProperty() {
        return metric;
    }

    public StringProperty stepProperty() {
        return step;
    }

    public BooleanProperty logProperty() {
        return log;
    }

    public BooleanProperty relativeProperty() {
        return relative;
    }

    /** Bars: a group of bars per step ({@code step}, the default) or per value of an attribute. */
    public StringProperty columnsProperty() {
        return columns;
    }

    /** Bars: the variant the others are divided by; blank for the first. */
    public StringProperty baseProperty() {
        return base;
    }

    /** Bars: how the runs of one bar combine (mean of repeats, sum of concurrent sessions, ...). */
    public ObjectProperty<Aggregate> aggregateProperty() {
        return aggregate;
    }

    public StringProperty titleProperty() {
        return title;
    }

    public StringProperty subtitleProperty() {
        return subtitle;
    }

    public StringProperty xLabelProperty() {
        return xLabel;
    }

    public StringProperty yLabelProperty() {
        return yLabel;
    }

    public StringProperty sourceNoteProperty() {
        return sourceNote;
    }

    /** Draw the USL fit, N* and the SLO limit over a sweep of throughput, with the table under it. */
    public BooleanProperty capacityProperty() {
        return capacity;
    }

    /** SLO targets as the command line takes them, apart: {@code p95<=200ms errors<=1%}. */
    public StringProperty sloProperty() {
        return slo;
    }

    /** The capacity table's rows, cells under {@link CapacityWriter#HEADERS}; empty where none is drawn. */
    public ObservableList<List<String>> capacityRows() {
        return capacityRowsView;
    }

    /** The answer of each series in a sentence, as the command prints it. */
    public ObservableList<String> capacitySentences() {
        return capacitySentencesView;
    }

    public ObservableSet<String> hidden() {
        return FXCollections.unmodifiableObservableSet(hidden);
    }

    /** What the settings may choose among, for the runs loaded. */
    public ChartChoices choices() {
        return choices;
    }

    /** Every series of the chart, hidden ones included, in colour order. */
    public ObservableList<String> seriesKeys() {
        return seriesKeysView;
    }

    public ReadOnlyObjectProperty<BuiltChart> chartProperty() {
        return chart.getReadOnlyProperty();
    }

    /** The words the chart has where the person wrote none: the fields show them as prompts. */
    public ReadOnlyObjectProperty<ChartText> defaultsProperty() {
        return defaults.getReadOnlyProperty();
    }

    /** Notes on the chart drawn, and what an export did. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Why the chart cannot be drawn, in the sentence the command line prints; empty while one is drawn. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** The attribute and values the runs of a bar differ in, when that is why; else null. */
    public ReadOnlyObjectProperty<UnlikeRunsException> unlikeProperty() {
        return unlike.getReadOnlyProperty();
    }

    /** The values {@link #only} kept ("vus=50"), empty while every run is drawn. */
    public ReadOnlyStringProperty narrowingProperty() {
        return narrowing.getReadOnlyProperty();
    }

    /** Bars: the attributes the runs of one bar may differ in, on purpose. */
    public ObservableSet<String> pool() {
        return pool;
    }
}
