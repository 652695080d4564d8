package org.benchlens.ui;

import java.util.function.Function;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.benchlens.export.Numbers;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;

/** The selected run: its parameters (always shown with a result) and every measurement. */
final class RunDetailView extends VBox {

    private static final double PARAMETERS_HEIGHT = 240;

    RunDetailView(RunsViewModel model) {
        setSpacing(6);
        setPadding(new Insets(8));
        Label title = new Label();
        title.getStyleClass().add("run-title");
        title.textProperty().bind(Bindings.createStringBinding(() -> describe(model.selectedProperty().get()),
                model.selectedProperty()));
        title.setWrapText(true);
        Label parameters = new Label();
        parameters.setWrapText(true);
        parameters.getStyleClass().add("run-parameters");
        parameters.textProperty().bind(Bindings.createStringBinding(() -> parameters(model.selectedProperty().get()),
                model.selectedProperty()));

        TableView<Measurement> table = new TableView<>(model.measurements());
        table.setId("measurements");
        table.setPlaceholder(new Label("Select a run to see what it measured"));
        table.getColumns().add(column("Step", m -> m.step(), 110));
        table.getColumns().add(column("Metric", m -> m.metric(), 190));
        TableColumn<Measurement, String> value = column("Value", m -> Numbers.format(m.value()), 110);
        value.setStyle("-fx-alignment: CENTER-RIGHT;");
        table.getColumns().add(value);
        table.getColumns().add(column("Unit", m -> m.unit(), 60));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        VBox.setVgrow(table, Priority.ALWAYS);
        // a run may carry twenty attributes: they scroll rather than being cut off or crowding out the table
        parameters.setMinHeight(Region.USE_PREF_SIZE);
        ScrollPane parameterScroll = new ScrollPane(parameters);
        parameterScroll.setFitToWidth(true);
        parameterScroll.setMaxHeight(PARAMETERS_HEIGHT);
        parameterScroll.getStyleClass().add("run-parameters-scroll");
        getChildren().addAll(title, parameterScroll, table);
    }

    private static TableColumn<Measurement, String> column(String name, Function<Measurement, String> text,
                                                           double width) {
        TableColumn<Measurement, String> column = new TableColumn<>(name);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        column.setPrefWidth(width);
        return column;
    }

    private static String describe(Run run) {
        if (run == null) {
            return "No run selected";
        }
        return "Run " + run.id() + ": " + run.name() + "  (" + run.format() + ")";
    }

    private static String parameters(Run run) {
        if (run == null) {
            return "";
        }
        StringBuilder text = new StringBuilder();
        if (run.startedAt() != null) {
            text.append("started ").append(run.startedAt()).append('\n');
        }
        run.attributes().values().forEach((k, v) -> text.append(k).append(" = ").append(v).append('\n'));
        if (!run.tags().isEmpty()) {
            text.append("tags: ").append(String.join(", ", run.tags())).append('\n');
        }
        if (run.sourceFile() != null) {
            text.append("from ").append(run.sourceFile());
        }
        return text.toString().strip();
    }
}
