package org.benchlens.ui.compare;

import java.math.BigDecimal;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.util.StringConverter;

import org.benchlens.analysis.Aggregate;
import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.analysis.RatioRule;
import org.benchlens.export.CellContent;
import org.benchlens.ui.common.EnumNames;

/** The settings of {@code benchlens compare} as controls, each bound to the Compare view model. */
public final class CompareSettingsBar extends FlowPane {

    /** How "Columns" offers one column per metric. */
    static final String METRICS_CHOICE = "metrics…";

    private final CompareViewModel model;

    CompareSettingsBar(CompareViewModel model) {
        super(14, 8);
        this.model = model;
        ComboBox<String> rowsBox = combo("rows", model.attributeKeys());
        rowsBox.valueProperty().bindBidirectional(model.settings().rowAttributeProperty());
        ComboBox<String> columnsBox = combo("columns", model.columnChoices());
        columnsBox.setConverter(new StringConverter<>() {
            @Override
            public String toString(String choice) {
                return ComparisonRequest.METRIC_COLUMNS.equals(choice) ? METRICS_CHOICE : choice;
            }

            @Override
            public String fromString(String text) {
                return METRICS_CHOICE.equals(text) ? ComparisonRequest.METRIC_COLUMNS : text;
            }
        });
        columnsBox.valueProperty().bindBidirectional(model.settings().columnsProperty());
        TextField metricColumns = metricColumnsField();
        ComboBox<String> stepBox = combo("step", model.steps());
        stepBox.valueProperty().bindBidirectional(model.settings().stepProperty());
        stepBox.disableProperty().bind(model.settings().columnsProperty().isEqualTo("step"));
        ComboBox<String> metricBox = combo("metric", model.metrics());
        metricBox.valueProperty().bindBidirectional(model.settings().metricProperty());
        metricBox.disableProperty().bind(model.settings().columnsProperty().isEqualTo(ComparisonRequest.METRIC_COLUMNS));
        ComboBox<Aggregate> aggregateBox = new ComboBox<>(FXCollections.observableArrayList(Aggregate.values()));
        aggregateBox.setId("aggregate");
        aggregateBox.setConverter(EnumNames.asTyped(Aggregate::valueOf));
        aggregateBox.valueProperty().bindBidirectional(model.settings().aggregateProperty());
        aggregateBox.setTooltip(new Tooltip("How the runs that fall in one cell combine: the mean of repeats, "
                + "the sum of sessions that ran at the same time"));
        ComboBox<String> baseBox = combo("base", model.rowNames());
        baseBox.valueProperty().bindBidirectional(model.settings().baseProperty());
        baseBox.setPromptText("first row");
        CheckBox perDollar = new CheckBox("per $/h");
        perDollar.setId("per-dollar-hour");
        perDollar.selectedProperty().bindBidirectional(model.settings().perDollarHourProperty());
        perDollar.setTooltip(new Tooltip("The cost view: the metric divided by each run's price_per_hour"));

        Spinner<Double> red = ratioSpinner("red", model.settings().redProperty().get());
        red.getValueFactory().valueProperty().bindBidirectional(model.settings().redProperty());
        Spinner<Double> green = ratioSpinner("green", model.settings().greenProperty().get());
        green.getValueFactory().valueProperty().bindBidirectional(model.settings().greenProperty());
        Spinner<Integer> precision = new Spinner<>(0, 6, model.settings().precisionProperty().get());
        precision.setId("precision");
        precision.setEditable(true);
        precision.setPrefWidth(70);
        precision.getValueFactory().valueProperty().bindBidirectional(model.settings().precisionProperty());

        CheckBox exact = new CheckBox("colour by exact ratio");
        exact.setId("colour-by-exact");
        exact.setSelected(model.settings().colourByProperty().get() == RatioRule.ColourBy.EXACT);
        exact.selectedProperty().addListener((o, was, now) ->
                model.settings().colourByProperty().set(now ? RatioRule.ColourBy.EXACT : RatioRule.ColourBy.SHOWN));
        exact.setTooltip(new Tooltip("Colours follow the unrounded ratio, as a report's own script colours it "
                + "(1.0467 shows as 1.05 and stays grey); off, they follow the ratio as shown"));
        Spinner<Double> maxErrors = ratioSpinner("max-errors", model.settings().maxErrorsPercentProperty().get());
        maxErrors.getValueFactory().valueProperty().bindBidirectional(model.settings().maxErrorsPercentProperty());
        maxErrors.setTooltip(new Tooltip("A cell whose runs failed more than this percentage of their requests is "
                + "marked ✗ and never coloured: its rate is one of failing requests"));

        TextField where = new TextField(model.settings().whereProperty().get());
        where.setId("where");
        where.setPromptText("workload=cached format=ybio");
        where.setPrefColumnCount(18);
        where.setOnAction(e -> model.settings().whereProperty().set(where.getText()));
        where.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                model.settings().whereProperty().set(where.getText());
            }
        });

        getChildren().addAll(
                labelled("Rows", rowsBox), labelled("Columns", columnsBox), metricColumns, labelled("Step", stepBox),
                labelled("Metric", metricBox), perDollar, labelled("Aggregate", aggregateBox),
                labelled("Base", baseBox), contentToggle(),
                labelled("Red ≤", red), labelled("Green ≥", green), labelled("Decimals", precision), exact,
                labelled("Failed above %", maxErrors),
                labelled("Only runs with", where));
        setPadding(new Insets(10, 12, 8, 12));
        getStyleClass().add("compare-settings");
    }

    /**
     * The metrics of "Columns: metrics…", as {@code --metrics}: shown only then; taken on Enter or when the
     * field is left.
     */
    private TextField metricColumnsField() {
        TextField field = new TextField(model.settings().metricColumnsProperty().get());
        field.setId("metric-columns");
        field.setPrefColumnCount(40);
        field.setTooltip(new Tooltip("The metrics, one column each, separated by commas: absolute values of the "
                + "step, each column with its unit"));
        field.setOnAction(e -> model.settings().metricColumnsProperty().set(field.getText()));
        field.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                model.settings().metricColumnsProperty().set(field.getText());
            }
        });
        model.settings().metricColumnsProperty().addListener((o, was, now) -> field.setText(now));
        field.visibleProperty().bind(model.settings().columnsProperty().isEqualTo(ComparisonRequest.METRIC_COLUMNS));
        field.managedProperty().bind(field.visibleProperty());
        return field;
    }

    /** Relative (ratio to the base), absolute (the value) or both: the command's --show. */
    private HBox contentToggle() {
        ToggleGroup group = new ToggleGroup();
        HBox buttons = new HBox();
        buttons.getStyleClass().add("segmented");
        for (CellContent content : CellContent.values()) {
            ToggleButton button = new ToggleButton(content.label());
            button.setId("show-" + content.word());
            button.setUserData(content);
            button.setToggleGroup(group);
            button.setSelected(model.settings().contentProperty().get() == content);
            buttons.getChildren().add(button);
        }
        group.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null) {
                was.setSelected(true); // one of them is always chosen
            } else {
                model.settings().contentProperty().set((CellContent) now.getUserData());
            }
        });
        model.settings().contentProperty().addListener((o, was, now) -> group.getToggles().forEach(t ->
                t.setSelected(t.getUserData() == now)));
        // metrics as columns are shown as measured: a pressed "Relative" there would say otherwise
        buttons.visibleProperty().bind(model.settings().columnsProperty().isNotEqualTo(ComparisonRequest.METRIC_COLUMNS));
        buttons.managedProperty().bind(buttons.visibleProperty());
        return buttons;
    }

    private static ComboBox<String> combo(String id, ObservableList<String> items) {
        ComboBox<String> box = new ComboBox<>(items);
        box.setId(id);
        box.setVisibleRowCount(16);
        return box;
    }

    private static Spinner<Double> ratioSpinner(String id, double value) {
        Spinner<Double> spinner = new Spinner<>(new SpinnerValueFactory.DoubleSpinnerValueFactory(0, 100, value, 0.01));
        spinner.setId(id);
        spinner.setEditable(true);
        spinner.setPrefWidth(84);
        spinner.getValueFactory().setConverter(new StringConverter<>() {
            @Override
            public String toString(Double number) {
                return number == null ? "" : new BigDecimal(Double.toString(number)).stripTrailingZeros().toPlainString();
            }

            @Override
            public Double fromString(String text) {
                try {
                    return Double.valueOf(text.strip());
                } catch (NumberFormatException e) {
                    return Double.NaN; // the view model says what is wrong
                }
            }
        });
        return spinner;
    }

    private static HBox labelled(String text, Node control) {
        Label label = new Label(text);
        label.setLabelFor(control);
        HBox box = new HBox(6, label, control);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }
}
