package org.benchlens.ui.compare;

import java.math.BigDecimal;

import javafx.beans.binding.Bindings;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableStringValue;
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

/** The settings of {@code benchlens compare} as controls, each bound to the Compare window's settings. */
public final class CompareSettingsBar extends FlowPane {

    /** How "Columns" offers one column per metric. */
    static final String METRICS_CHOICE = "metrics…";

    private final CompareSettings settings;

    /**
     * @param turned whether the table's figures improve downwards, where the low threshold makes green
     *               and the high one red (decision 0176)
     */
    CompareSettingsBar(CompareSettings settings, CompareChoices choices, ObservableBooleanValue turned) {
        super(14, 8);
        this.settings = settings;
        ComboBox<String> rowsBox = combo("rows", choices.attributeKeys());
        rowsBox.valueProperty().bindBidirectional(settings.rowAttributeProperty());
        ComboBox<String> columnsBox = combo("columns", choices.columns());
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
        columnsBox.valueProperty().bindBidirectional(settings.columnsProperty());
        TextField metricColumns = metricColumnsField();
        ComboBox<String> stepBox = combo("step", choices.steps());
        stepBox.valueProperty().bindBidirectional(settings.stepProperty());
        stepBox.disableProperty().bind(settings.columnsProperty().isEqualTo("step"));
        ComboBox<String> metricBox = combo("metric", choices.metrics());
        metricBox.valueProperty().bindBidirectional(settings.metricProperty());
        metricBox.disableProperty().bind(settings.columnsProperty().isEqualTo(ComparisonRequest.METRIC_COLUMNS));
        ComboBox<Aggregate> aggregateBox = new ComboBox<>(FXCollections.observableArrayList(Aggregate.values()));
        aggregateBox.setId("aggregate");
        aggregateBox.setConverter(EnumNames.asTyped(Aggregate::valueOf));
        aggregateBox.valueProperty().bindBidirectional(settings.aggregateProperty());
        aggregateBox.setTooltip(new Tooltip("How the runs that fall in one cell combine: the mean of repeats, "
                + "the sum of sessions that ran at the same time"));
        ComboBox<String> baseBox = combo("base", choices.rowNames());
        baseBox.valueProperty().bindBidirectional(settings.baseProperty());
        baseBox.setPromptText("first row");
        CheckBox perDollar = new CheckBox("per $/h");
        perDollar.setId("per-dollar-hour");
        perDollar.selectedProperty().bindBidirectional(settings.perDollarHourProperty());
        perDollar.setTooltip(new Tooltip("The cost view: the metric divided by each run's price_per_hour"));

        Spinner<Double> red = ratioSpinner("red", settings.redProperty().get());
        red.getValueFactory().valueProperty().bindBidirectional(settings.redProperty());
        Spinner<Double> green = ratioSpinner("green", settings.greenProperty().get());
        green.getValueFactory().valueProperty().bindBidirectional(settings.greenProperty());
        Spinner<Integer> precision = new Spinner<>(0, 6, settings.precisionProperty().get());
        precision.setId("precision");
        precision.setEditable(true);
        precision.setPrefWidth(70);
        precision.getValueFactory().valueProperty().bindBidirectional(settings.precisionProperty());

        CheckBox exact = new CheckBox("colour by exact ratio");
        exact.setId("colour-by-exact");
        exact.setSelected(settings.colourByProperty().get() == RatioRule.ColourBy.EXACT);
        exact.selectedProperty().addListener((o, was, now) ->
                settings.colourByProperty().set(now ? RatioRule.ColourBy.EXACT : RatioRule.ColourBy.SHOWN));
        exact.setTooltip(new Tooltip("Colours follow the unrounded ratio, as a report's own script colours it "
                + "(1.0467 shows as 1.05 and stays grey); off, they follow the ratio as shown"));
        Spinner<Double> maxErrors = ratioSpinner("max-errors", settings.maxErrorsPercentProperty().get());
        maxErrors.getValueFactory().valueProperty().bindBidirectional(settings.maxErrorsPercentProperty());
        maxErrors.setTooltip(new Tooltip("A cell whose runs failed more than this percentage of their requests is "
                + "marked ✗ and never coloured: its rate is one of failing requests"));

        TextField where = new TextField(settings.whereProperty().get());
        where.setId("where");
        where.setPromptText("workload=cached format=ybio");
        where.setPrefColumnCount(18);
        where.setOnAction(e -> settings.whereProperty().set(where.getText()));
        where.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                settings.whereProperty().set(where.getText());
            }
        });

        getChildren().addAll(
                labelled("Rows", rowsBox), labelled("Columns", columnsBox), metricColumns, labelled("Step", stepBox),
                labelled("Metric", metricBox), perDollar, labelled("Aggregate", aggregateBox),
                labelled("Base", baseBox), contentToggle(),
                labelled(Bindings.when(turned).then("Green ≤").otherwise("Red ≤"), red),
                labelled(Bindings.when(turned).then("Red ≥").otherwise("Green ≥"), green), labelled("Decimals", precision), exact,
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
        TextField field = new TextField(settings.metricColumnsProperty().get());
        field.setId("metric-columns");
        field.setPrefColumnCount(40);
        field.setTooltip(new Tooltip("The metrics, one column each, separated by commas: absolute values of the "
                + "step, each column with its unit"));
        field.setOnAction(e -> settings.metricColumnsProperty().set(field.getText()));
        field.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                settings.metricColumnsProperty().set(field.getText());
            }
        });
        settings.metricColumnsProperty().addListener((o, was, now) -> field.setText(now));
        field.visibleProperty().bind(settings.columnsProperty().isEqualTo(ComparisonRequest.METRIC_COLUMNS));
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
            button.setSelected(settings.contentProperty().get() == content);
            buttons.getChildren().add(button);
        }
        group.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null) {
                was.setSelected(true); // one of them is always chosen
            } else {
                settings.contentProperty().set((CellContent) now.getUserData());
            }
        });
        settings.contentProperty().addListener((o, was, now) -> group.getToggles().forEach(t ->
                t.setSelected(t.getUserData() == now)));
        // metrics as columns are shown as measured: a pressed "Relative" there would say otherwise
        buttons.visibleProperty().bind(settings.columnsProperty().isNotEqualTo(ComparisonRequest.METRIC_COLUMNS));
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
        return labelled(new SimpleStringProperty(text), control);
    }

    private static HBox labelled(ObservableStringValue text, Node control) {
        Label label = new Label();
        label.textProperty().bind(text);
        label.setLabelFor(control);
        HBox box = new HBox(6, label, control);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }
}
