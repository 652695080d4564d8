package org.benchlens.ui.chart;

import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

import javafx.beans.property.StringProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.WeakChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.stage.Window;
import org.jfree.chart.entity.LegendItemEntity;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.fx.interaction.ChartMouseEventFX;
import org.jfree.chart.fx.interaction.ChartMouseListenerFX;

import org.benchlens.analysis.Aggregate;
import org.benchlens.charts.ChartFileName;
import org.benchlens.charts.ChartFormat;
import org.benchlens.charts.ChartKind;
import org.benchlens.charts.ChartText;
import org.benchlens.charts.ExportSize;
import org.benchlens.charts.InlineSvg;
import org.benchlens.charts.SeriesPalette;
import org.benchlens.ui.common.AnchoredTooltip;
import org.benchlens.ui.common.AppTheme;
import org.benchlens.ui.common.EnumNames;
import org.benchlens.ui.common.Theme;

/**
 * The chart window's content: the choices on the left, the chart (drawn by JFreeChart's JavaFX
 * viewer) in the middle, and a status line. It binds to {@link ChartViewModel} and does nothing else.
 */
public final class ChartView extends BorderPane {

    private final ChartViewModel model;
    private final BiFunction<Window, String, Path> chooseExportFile;
    private final ChartViewer viewer = new ThemedChartViewer();
    /** The value under the mouse: JFreeChart's own tooltips need a generator per renderer, the report's words need none. */
    private final Tooltip valueTip = new AnchoredTooltip();
    private final Spinner<Integer> width = new Spinner<>(200, 8000, ExportSize.STANDARD.width(), 100);
    private final Spinner<Integer> height = new Spinner<>(150, 8000, ExportSize.STANDARD.height(), 50);
    private final Spinner<Double> scale = new Spinner<>(0.5, 4.0, 2.0, 0.5);
    private final ListView<String> series = new ListView<>();
    /** The series' swatches take the chart's colours in the new theme (the theme holds this weakly). */
    private final ChangeListener<Theme> themeChanged = (o, was, now) -> series.refresh();

    /**
     * @param chooseExportFile asks where to export (a file dialog) suggesting a file name, and gives
     *                         null when the person cancels
     */
    ChartView(ChartViewModel model, BiFunction<Window, String, Path> chooseExportFile) {
        AppTheme.ensureApplied();
        this.model = model;
        this.chooseExportFile = chooseExportFile;
        getStyleClass().add("chart-view");
        viewer.setId("chart");
        viewer.addChartMouseListener(new LegendClicksAndValueTips());
        viewer.setOnMouseExited(e -> valueTip.hide());
        // the viewer takes no null chart: while there is none it is hidden, and the refusal shown instead
        model.chartProperty().addListener((o, was, now) -> {
            if (now != null) {
                viewer.setChart(now.chart());
            }
        });
        viewer.visibleProperty().bind(model.chartProperty().isNotNull());
        BorderPane chartArea = new BorderPane(new StackPane(viewer, new ChartRefusal(model)));
        chartArea.setTop(new ChartWaysBack(model));
        chartArea.setBottom(new CapacityPane(model));
        setCenter(chartArea);
        // the choices take the pane's width (no sideways scrolling) and scroll up and down only
        ScrollPane choices = new ScrollPane(controls());
        choices.setFitToWidth(true);
        choices.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        // Export… stays in sight under the choices, however far down its size fields scroll
        BorderPane left = new BorderPane(choices);
        HBox exporting = new HBox(exportButton());
        exporting.setPadding(new Insets(8, 10, 8, 10));
        left.setBottom(exporting);
        setLeft(left);
        Label status = new Label();
        status.setId("chart-status");
        status.textProperty().bind(model.statusProperty());
        status.setPadding(new Insets(4, 8, 4, 8));
        setBottom(status);
    }

    private VBox controls() {
        ComboBox<ChartKind> kind = new ComboBox<>();
        kind.setId("chart-kind");
        kind.getItems().setAll(ChartKind.values());
        kind.valueProperty().bindBidirectional(model.kindProperty());

        CheckBox log = new CheckBox("Logarithmic value axis");
        log.setId("chart-log");
        log.selectedProperty().bindBidirectional(model.logProperty());
        CheckBox relative = new CheckBox("Relative to the base variant");
        relative.setId("chart-relative");
        relative.selectedProperty().bindBidirectional(model.relativeProperty());
        relative.visibleProperty().bind(model.kindProperty().isEqualTo(ChartKind.BARS));
        relative.managedProperty().bind(relative.visibleProperty());
        CheckBox capacity = new CheckBox("Capacity: USL fit, knee, SLO limit");
        capacity.setId("chart-capacity");
        capacity.selectedProperty().bindBidirectional(model.capacityProperty());
        TextField slo = new TextField();
        slo.setId("chart-slo");
        slo.setPromptText("p95<=200ms errors<=1%");
        slo.textProperty().bindBidirectional(model.sloProperty());
        slo.setTooltip(new Tooltip("SLO targets, as benchlens capacity --slo takes them: the SLO limit is the highest "
                + "load level up to which every level meets them"));
        HBox sloRow = new HBox(8, new Label("SLO"), slo);
        HBox.setHgrow(slo, Priority.ALWAYS);
        VBox capacityChoices = new VBox(6, capacity, sloRow);
        capacityChoices.visibleProperty().bind(model.kindProperty().isEqualTo(ChartKind.SWEEP));
        capacityChoices.managedProperty().bind(capacityChoices.visibleProperty());
        slo.disableProperty().bind(capacity.selectedProperty().not());

        GridPane choices = grid();
        int row = 0;
        choices.addRow(row++, new Label("Chart"), kind);
        choices.addRow(row++, new Label("Lines by"), choice("chart-lines", model.choices().attributes(), model.linesProperty()));
        choices.addRow(row++, new Label("Metric"), choice("chart-metric", model.choices().metrics(), model.metricProperty()));
        choices.addRow(row++, new Label("Step"), choice("chart-step", model.choices().steps(), model.stepProperty()));
        ComboBox<String> columns = choice("chart-columns", model.choices().columns(), model.columnsProperty());
        ComboBox<String> base = choice("chart-base", model.choices().bases(), model.baseProperty());
        ComboBox<Aggregate> aggregate = new ComboBox<>();
        aggregate.setId("chart-aggregate");
        aggregate.getItems().setAll(Aggregate.values());
        aggregate.setConverter(EnumNames.asTyped(Aggregate::valueOf));
        aggregate.valueProperty().bindBidirectional(model.aggregateProperty());
        aggregate.setTooltip(new Tooltip("How the runs of one bar combine: mean of repeats, sum of concurrent sessions"));
        Label[] barLabels = {new Label("Groups by"), new Label("Base"), new Label("Combine")};
        choices.addRow(row++, barLabels[0], columns);
        choices.addRow(row++, barLabels[1], base);
        choices.addRow(row++, barLabels[2], aggregate);
        for (Node onlyForBars : List.of(barLabels[0], barLabels[1], barLabels[2], columns, base, aggregate)) {
            onlyForBars.visibleProperty().bind(model.kindProperty().isEqualTo(ChartKind.BARS));
            onlyForBars.managedProperty().bind(onlyForBars.visibleProperty());
        }

        GridPane words = grid();
        row = 0;
        words.addRow(row++, new Label("Title"), text("chart-title", model.titleProperty(), ChartText::title));
        words.addRow(row++, new Label("Subtitle"), text("chart-subtitle", model.subtitleProperty(), ChartText::subtitle));
        words.addRow(row++, new Label("X axis"), text("chart-x-label", model.xLabelProperty(), ChartText::xLabel));
        words.addRow(row++, new Label("Y axis"), text("chart-y-label", model.yLabelProperty(), ChartText::yLabel));
        words.addRow(row++, new Label("Source note"), text("chart-note", model.sourceNoteProperty(), ChartText::sourceNote));

        series.setItems(model.seriesKeys());
        AppTheme.property().addListener(new WeakChangeListener<>(themeChanged));
        series.setId("chart-series");
        series.setPrefHeight(150);
        series.setCellFactory(list -> new SeriesCell());
        series.setTooltip(new Tooltip("Untick a series to hide it; the others keep their colours. Clicking it in the legend hides it too."));

        GridPane size = grid();
        width.setEditable(true);
        height.setEditable(true);
        scale.setEditable(true);
        size.addRow(0, new Label("Width"), width);
        size.addRow(1, new Label("Height"), height);
        size.addRow(2, new Label("PNG scale"), scale);

        VBox controls = new VBox(10, choices, log, relative, capacityChoices, heading("Words"), words, heading("Series"), series,
                heading("Export (PNG, SVG or PDF)"), size);
        controls.setPadding(new Insets(10));
        controls.setPrefWidth(350);
        return controls;
    }

    private Button exportButton() {
        Button export = new Button("Export\u2026");
        export.setId("chart-export");
        export.setDefaultButton(false);
        export.disableProperty().bind(model.chartProperty().isNull());
        export.setOnAction(e -> export());
        return export;
    }

    /** Asks where, then exports the chart as shown (Ctrl+Shift+E). */
    public void export() {
        if (model.chartProperty().get() == null) {
            return;
        }
        Path file = chooseExportFile.apply(getScene().getWindow(),
                ChartFileName.of(model.chartProperty().get().chart(), ChartFormat.PNG));
        if (file != null) {
            model.export(file, new ExportSize(width.getValue(), height.getValue(), scale.getValue()));
        }
    }

    private static GridPane grid() {
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        // labels keep their whole text; the fields take what is left
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().setAll(labels, fields);
        return grid;
    }

    private static Label heading(String text) {
        Label label = new Label(text);
        label.setStyle("-fx-font-weight: bold");
        return label;
    }

    private static ComboBox<String> choice(String id, ObservableList<String> items, StringProperty value) {
        ComboBox<String> box = new ComboBox<>(items);
        box.setId(id);
        box.setEditable(true);
        box.setPromptText("default");
        box.setMaxWidth(Double.MAX_VALUE);
        box.valueProperty().bindBidirectional(value);
        return box;
    }

    /** A field for one of the chart's words, showing the default as its prompt until the person types. */
    private TextField text(String id, StringProperty value, Function<ChartText, String> fromDefaults) {
        TextField field = new TextField();
        field.setId(id);
        field.setPrefColumnCount(22);
        field.textProperty().bindBidirectional(value);
        model.defaultsProperty().addListener((o, was, now) -> field.setPromptText(fromDefaults.apply(now)));
        HBox.setHgrow(field, Priority.ALWAYS);
        return field;
    }

    /** A series with its colour and a tick: unticked series are hidden. */
    private final class SeriesCell extends ListCell<String> {
        @Override
        protected void updateItem(String key, boolean empty) {
            super.updateItem(key, empty);
            if (empty || key == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            CheckBox shown = new CheckBox(key);
            // "pg1219_o2nofp" keeps its underscore: a series name is no mnemonic
            shown.setMnemonicParsing(false);
            shown.setSelected(!model.hidden().contains(key));
            shown.setOnAction(e -> model.toggle(key));
            java.awt.Color colour = AppTheme.current().chartLook().series(new SeriesPalette(model.seriesKeys()).color(key));
            Rectangle swatch = new Rectangle(12, 12, Color.rgb(colour.getRed(), colour.getGreen(), colour.getBlue()));
            HBox line = new HBox(6, swatch, shown);
            line.setAlignment(Pos.CENTER_LEFT);
            setGraphic(line);
            setText(null);
        }
    }

    /** A click on a legend entry hides its series; the mouse over a point or bar shows its value. */
    private final class LegendClicksAndValueTips implements ChartMouseListenerFX {
        @Override
        public void chartMouseClicked(ChartMouseEventFX event) {
            if (event.getEntity() instanceof LegendItemEntity legend && legend.getSeriesKey() != null) {
                String key = legend.getSeriesKey().toString();
                if (model.seriesKeys().contains(key)) {
                    model.toggle(key);
                }
            }
        }

        /** Over a point or bar, its value in the words the report's hover uses. */
        @Override
        public void chartMouseMoved(ChartMouseEventFX event) {
            String tip = event.getEntity() == null ? null : InlineSvg.tip(event.getChart(), event.getEntity());
            if (tip == null) {
                valueTip.hide();
                return;
            }
            valueTip.setText(tip);
            MouseEvent mouse = event.getTrigger();
            valueTip.show(viewer, mouse.getScreenX() + 14, mouse.getScreenY() + 14);
        }
    }
}
