package org.benchlens.ui.trend;

import java.math.BigDecimal;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.util.StringConverter;
import org.jfree.chart.fx.ChartViewer;

import org.benchlens.analysis.trend.TrendChange;
import org.benchlens.export.Numbers;
import org.benchlens.export.TrendWriter;
import org.benchlens.ui.trend.TrendViewModel.ChangeRow;
import org.benchlens.ui.chart.ThemedChartViewer;
import org.benchlens.ui.common.AppTheme;
import org.benchlens.ui.common.ColumnWidths;
import org.benchlens.ui.common.DisplayNumbers;
import org.benchlens.ui.common.CompareScope;

/**
 * The Trend window's content: the settings of {@code benchlens trend} above, the chart with its change
 * points, the table of changes below it, and a status line. Enter or a double click on a change opens
 * Compare on its two sides.
 */
public final class TrendView extends BorderPane {

    private final ChartViewer viewer = new ThemedChartViewer();
    private final TableView<ChangeRow> changes = new TableView<>();

    /** @param compareSides opens the Compare window on a change's two sides */
    TrendView(TrendViewModel model, Consumer<CompareScope> compareSides) {
        AppTheme.ensureApplied();
        getStyleClass().add("trend-view");
        viewer.setId("trend-chart");
        model.chartProperty().addListener((o, was, now) -> {
            if (now != null) {
                viewer.setChart(now.chart());
            }
        });
        viewer.visibleProperty().bind(model.chartProperty().isNotNull());
        Label problem = new Label();
        problem.setId("trend-problem");
        problem.setWrapText(true);
        problem.textProperty().bind(model.problemProperty());
        problem.visibleProperty().bind(model.problemProperty().isNotEmpty());
        StackPane chartArea = new StackPane(viewer, problem);
        chartArea.setMinHeight(200);

        changesTable(model);
        Runnable compare = () -> {
            ChangeRow row = changes.getSelectionModel().getSelectedItem();
            if (row != null) {
                compareSides.accept(model.sidesOf(row));
            }
        };
        changes.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                compare.run();
                e.consume();
            }
        });
        changes.setRowFactory(table -> {
            TableRow<ChangeRow> row = new TableRow<>() {
                @Override
                protected void updateItem(ChangeRow item, boolean empty) {
                    super.updateItem(item, empty);
                    getStyleClass().removeAll("regression", "improvement");
                    if (!empty && item != null) {
                        getStyleClass().add(item.change().direction().id());
                    }
                }
            };
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    compare.run();
                }
            });
            return row;
        });

        SplitPane middle = new SplitPane(chartArea, changes);
        middle.setOrientation(Orientation.VERTICAL);
        middle.setDividerPositions(0.65);
        setTop(settings(model));
        setCenter(middle);
        setBottom(statusBar(model, compare));
    }

    private static final double HEADER_FONT_SIZE = 13;

    private void changesTable(TrendViewModel model) {
        changes.setId("trend-changes");
        changes.setItems(model.changes());
        changes.setPlaceholder(new Label("No change point with these settings"));
        changes.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        changes.getColumns().setAll(
                column("Series", 140, row -> row.series().name()),
                column("New level from", 300, row -> row.change().x()),
                column("Run", 60, row -> Long.toString(row.change().run())),
                column("Before", 110, row -> DisplayNumbers.grouped(Numbers.format(row.change().meanBefore()))),
                column("After", 110, row -> DisplayNumbers.grouped(Numbers.format(row.change().meanAfter()))),
                column("Change %", 80, row -> TrendWriter.percent(row.change().changePercent())),
                column("p", 80, row -> TrendWriter.pValue(row.change().p())),
                column("", 130, row -> row.change().direction() == TrendChange.Direction.REGRESSION
                        ? "▼ regression" : "▲ improvement"));
    }

    private static TableColumn<ChangeRow, String> column(String title, double width, Function<ChangeRow, String> text) {
        TableColumn<ChangeRow, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        // the table fits its width by narrowing columns: never below what shows the header whole ("Change %")
        column.setMinWidth(ColumnWidths.fitted(HEADER_FONT_SIZE, title, List.of()));
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(text.apply(cell.getValue())));
        column.setSortable(false);
        return column;
    }

    private static Node settings(TrendViewModel model) {
        FlowPane bar = new FlowPane(14, 8,
                labelled("Metric", combo("trend-metric", model.metrics(), model.metricProperty())),
                labelled("Step", combo("trend-step", model.steps(), model.stepProperty())),
                labelled("Lines by", combo("trend-lines", model.lineChoices(), model.linesProperty())),
                labelled("Order by", combo("trend-order", model.orders(), model.orderProperty())),
                labelled("Window", numberField("trend-window", model.windowProperty(), Integer::valueOf, 5,
                        "points analysed at once, as Otava's --window")),
                labelled("Largest p", numberField("trend-p", model.maxPValueProperty(), Double::valueOf, 6,
                        "the largest p value of Student's t test between the two levels of a change")),
                labelled("Smallest change %", numberField("trend-magnitude", model.minMagnitudePercentProperty(),
                        Double::valueOf, 5, "changes smaller than this share of the level before are left out")));
        bar.setPadding(new Insets(8));
        return bar;
    }

    private static ComboBox<String> combo(String id, ObservableList<String> items, StringProperty value) {
        ComboBox<String> combo = new ComboBox<>(items);
        combo.setId(id);
        combo.valueProperty().bindBidirectional(value);
        return combo;
    }

    private static <T extends Number> TextField numberField(String id, ObjectProperty<T> value,
                                                            Function<String, T> parse, int columns, String tip) {
        TextField field = new TextField();
        field.setId(id);
        field.setPrefColumnCount(columns);
        field.setTooltip(new Tooltip(tip));
        TextFormatter<T> formatter = new TextFormatter<>(new StringConverter<>() {
            @Override
            public String toString(T number) {
                // 0.001 as typed, not rounded to the table's decimals
                return number == null ? "" : new BigDecimal(number.toString()).stripTrailingZeros().toPlainString();
            }

            @Override
            public T fromString(String text) {
                try {
                    return parse.apply(text.strip());
                } catch (NumberFormatException e) {
                    return null;
                }
            }
        });
        formatter.valueProperty().bindBidirectional(value);
        field.setTextFormatter(formatter);
        return field;
    }

    private static HBox labelled(String text, Node control) {
        Label label = new Label(text);
        label.setLabelFor(control);
        HBox box = new HBox(6, label, control);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private HBox statusBar(TrendViewModel model, Runnable compare) {
        Label summary = new Label();
        summary.setId("trend-summary");
        summary.textProperty().bind(model.summaryProperty());
        summary.setMinWidth(0);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Button compareButton = new Button("Compare before and after");
        compareButton.setId("trend-compare");
        compareButton.setTooltip(new Tooltip("The runs of the level before the selected change against those of the "
                + "level it starts, in the Compare window (Enter, or a double click on the change)"));
        compareButton.disableProperty().bind(Bindings.isNull(changes.getSelectionModel().selectedItemProperty()));
        compareButton.setOnAction(e -> compare.run());
        HBox bar = new HBox(8, summary, gap, compareButton);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 8, 6, 8));
        return bar;
    }
}
