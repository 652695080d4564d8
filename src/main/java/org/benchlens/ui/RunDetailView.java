package org.benchlens.ui;

import java.util.List;
import java.util.function.Function;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.benchlens.export.Numbers;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Run;

/**
 * The selected runs: for each, its parameters (attributes, tags, thresholds and checks, source
 * file: always shown with a result), then every measurement of all of them.
 */
final class RunDetailView extends VBox {

    private static final double PARAMETERS_HEIGHT = 240;
    /** Runs whose parameters are written out; more are named by count only. */
    private static final int DESCRIBED = 8;

    RunDetailView(RunsViewModel model) {
        setSpacing(6);
        setPadding(new Insets(8));
        Label title = new Label();
        title.getStyleClass().add("run-title");
        title.setWrapText(true);
        title.textProperty().bind(Bindings.createStringBinding(() -> title(model.selectedRuns()),
                model.selectedRuns()));
        Label parameters = new Label();
        parameters.setWrapText(true);
        parameters.getStyleClass().add("run-parameters");
        parameters.textProperty().bind(Bindings.createStringBinding(() -> parameters(model.selectedRuns()),
                model.selectedRuns()));

        TableView<MeasurementRow> table = new TableView<>(model.measurements());
        table.setId("measurements");
        table.setPlaceholder(new Label("Select a run to see what it measured"));
        TableColumn<MeasurementRow, String> run = column("Run", r -> "#" + r.run().id() + " " + r.run().name(), 140);
        table.getColumns().add(run);
        table.getColumns().add(column("Step", r -> r.measurement().step(), 110));
        table.getColumns().add(column("Metric", r -> r.measurement().metric(), 170));
        TableColumn<MeasurementRow, String> value = column("Value", r -> Numbers.format(r.measurement().value()), 100);
        value.setStyle("-fx-alignment: CENTER-RIGHT;");
        table.getColumns().add(value);
        table.getColumns().add(column("Unit", r -> r.measurement().unit(), 60));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        run.setVisible(false);
        model.selectedRuns().addListener((ListChangeListener<Run>) c -> run.setVisible(model.selectedRuns().size() > 1));
        VBox.setVgrow(table, Priority.ALWAYS);
        // a run may carry twenty attributes: they scroll rather than being cut off or crowding out the table
        parameters.setMinHeight(Region.USE_PREF_SIZE);
        ScrollPane parameterScroll = new ScrollPane(parameters);
        parameterScroll.setFitToWidth(true);
        parameterScroll.setPrefViewportHeight(PARAMETERS_HEIGHT * 0.75);
        parameterScroll.setMaxHeight(PARAMETERS_HEIGHT);
        parameterScroll.getStyleClass().add("run-parameters-scroll");
        getChildren().addAll(title, parameterScroll, table);
    }

    private static TableColumn<MeasurementRow, String> column(String name, Function<MeasurementRow, String> text,
                                                              double width) {
        TableColumn<MeasurementRow, String> column = new TableColumn<>(name);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        column.setPrefWidth(width);
        return column;
    }

    static String title(List<Run> runs) {
        if (runs.isEmpty()) {
            return "No run selected";
        }
        if (runs.size() == 1) {
            Run run = runs.get(0);
            return "Run " + run.id() + ": " + run.name() + "  (" + run.format() + ")";
        }
        String more = runs.size() > RunsViewModel.DETAIL_LIMIT
                ? ", measurements of the first " + RunsViewModel.DETAIL_LIMIT : "";
        return runs.size() + " runs selected" + more;
    }

    static String parameters(List<Run> runs) {
        StringBuilder text = new StringBuilder();
        for (Run run : runs.subList(0, Math.min(runs.size(), DESCRIBED))) {
            if (runs.size() > 1) {
                text.append("Run ").append(run.id()).append(": ").append(run.name()).append('\n');
            }
            text.append(parameters(run)).append("\n\n");
        }
        if (runs.size() > DESCRIBED) {
            text.append("and ").append(runs.size() - DESCRIBED).append(" more runs");
        }
        return text.toString().strip();
    }

    private static String parameters(Run run) {
        StringBuilder text = new StringBuilder();
        if (run.startedAt() != null) {
            text.append("started ").append(run.startedAt());
            if (run.endedAt() != null) {
                text.append(", ended ").append(run.endedAt());
            }
            text.append('\n');
        }
        String thresholds = run.attribute(AttributeKeys.THRESHOLDS);
        if (thresholds != null) {
            text.append("thresholds ").append(thresholds);
            String failed = run.attribute(AttributeKeys.THRESHOLDS + ".failed");
            text.append(failed == null ? "" : ": " + failed).append('\n');
        }
        run.attributes().values().forEach((k, v) -> text.append(k).append(" = ").append(v).append('\n'));
        if (!run.tags().isEmpty()) {
            text.append("tags: ").append(String.join(", ", run.tags())).append('\n');
        }
        text.append("from ").append(run.sourceFile() == null ? "the built-in runner" : run.sourceFile())
                .append(", imported ").append(run.importedAt());
        return text.toString();
    }
}
