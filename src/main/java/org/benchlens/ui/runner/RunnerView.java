package org.benchlens.ui.runner;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ChangeListener;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.benchlens.ui.common.AppTheme;

/** The queue on the left; the selected workload's live chart and log on the right. */
public final class RunnerView extends BorderPane {

    private final RunQueue queue;
    private final ListView<QueuedRun> list = new ListView<>();
    private final LiveChart chart = new LiveChart();
    private final TextArea log = new TextArea();
    private final ListChangeListener<String> followLog = change -> {
        while (change.next()) {
            if (change.wasRemoved()) {
                showLog(change.getList());
                return;
            }
            change.getAddedSubList().forEach(line -> log.appendText(line + "\n"));
        }
    };
    private QueuedRun shown;

    public RunnerView(RunQueue queue) {
        AppTheme.ensureApplied();
        this.queue = queue;
        getStylesheets().add(RunnerView.class.getResource("runner.css").toExternalForm());
        list.setId("queue");
        list.setItems(queue.runs());
        list.setCellFactory(view -> new QueuedCell());
        list.setPlaceholder(new Label("Nothing queued. Choose a benchmark in the Run menu."));
        list.getSelectionModel().selectedItemProperty().addListener((o, old, run) -> show(run));
        queue.runs().addListener((ListChangeListener<QueuedRun>) change -> {
            while (change.next()) {
                if (change.wasAdded() && (shown == null || shown.isFinished())) {
                    list.getSelectionModel().select(change.getAddedSubList().get(0));
                }
                if (change.wasAdded()) {
                    change.getAddedSubList().forEach(this::followWhenItStarts);
                }
            }
        });

        Button cancel = new Button("_Cancel run");
        cancel.setId("cancel");
        SimpleObjectProperty<QueuedRun.State> selectedState = new SimpleObjectProperty<>();
        list.getSelectionModel().selectedItemProperty().addListener((o, old, run) -> {
            selectedState.unbind();
            selectedState.set(null);
            if (run != null) {
                selectedState.bind(run.stateProperty());
            }
        });
        // read through the property, so that it is valid again and reports the next change
        cancel.disableProperty().bind(Bindings.createBooleanBinding(() -> {
            QueuedRun.State state = selectedState.get();
            return state == null || state == QueuedRun.State.DONE || state == QueuedRun.State.FAILED
                    || state == QueuedRun.State.CANCELLED;
        }, selectedState));
        cancel.setOnAction(e -> queue.cancel(selected()));
        Button clear = new Button("Clear _finished");
        clear.setOnAction(e -> queue.clearFinished());
        HBox buttons = new HBox(8, cancel, clear);
        buttons.setPadding(new Insets(8, 0, 0, 0));
        VBox left = new VBox(list, buttons);
        VBox.setVgrow(list, Priority.ALWAYS);
        left.setPadding(new Insets(8));

        log.setId("log");
        log.setEditable(false);
        // a long line (a k6 summary's, a JDBC URL) wraps rather than running past the right edge
        log.setWrapText(true);
        log.setStyle("-fx-font-family: monospace;");
        SplitPane right = new SplitPane(chart, log);
        right.setOrientation(Orientation.VERTICAL);
        right.setDividerPositions(0.62);
        SplitPane split = new SplitPane(left, right);
        split.setDividerPositions(0.34);
        setCenter(split);
    }

    public RunQueue queue() {
        return queue;
    }

    private QueuedRun selected() {
        return list.getSelectionModel().getSelectedItem();
    }

    /** A workload that starts while the one shown has ended is shown instead. */
    private void followWhenItStarts(QueuedRun run) {
        run.stateProperty().addListener((o, old, state) -> {
            if (state == QueuedRun.State.RUNNING && (shown == null || shown.isFinished())) {
                list.getSelectionModel().select(run);
            }
        });
    }

    private void show(QueuedRun run) {
        if (shown != null) {
            shown.log().removeListener(followLog);
        }
        shown = run;
        chart.show(run == null ? null : run.live(), run == null ? null : run.workload().kind());
        showLog(run == null ? FXCollections.observableArrayList() : run.log());
        if (run != null) {
            run.log().addListener(followLog);
        }
    }

    private void showLog(ObservableList<? extends String> lines) {
        log.setText(lines.isEmpty() ? "" : String.join("\n", lines) + "\n");
        log.positionCaret(log.getLength());
    }

    /**
     * A queued workload: what it is, its state (in red once failed), and while it waits or runs a
     * progress bar with the time left; once it has ended, the bar goes and the state says what it stored.
     */
    private static final class QueuedCell extends ListCell<QueuedRun> {
        private final Label name = new Label();
        private final Label status = new Label();
        private final ProgressBar progress = new ProgressBar();
        private final Label left = new Label();
        private final HBox progressRow = new HBox(8, progress, left);
        private final VBox box = new VBox(2, name, status, progressRow);
        /** The state changes after the cell is drawn: a run that fails while shown turns red then. */
        private final ChangeListener<QueuedRun.State> markFailed = (o, was, now) -> markFailed(now);
        private QueuedRun watched;

        QueuedCell() {
            name.getStyleClass().add("queued-name");
            status.getStyleClass().add("queued-status");
            progress.setPrefWidth(160);
            name.setWrapText(true);
            status.setWrapText(true);
            name.maxWidthProperty().bind(widthProperty().subtract(24));
            status.maxWidthProperty().bind(widthProperty().subtract(24));
            box.setPadding(new Insets(4, 2, 4, 2));
            progressRow.managedProperty().bind(progressRow.visibleProperty());
        }

        @Override
        protected void updateItem(QueuedRun run, boolean empty) {
            super.updateItem(run, empty);
            name.textProperty().unbind();
            status.textProperty().unbind();
            progress.progressProperty().unbind();
            left.textProperty().unbind();
            progressRow.visibleProperty().unbind();
            if (watched != null) {
                watched.stateProperty().removeListener(markFailed);
                watched = null;
            }
            if (empty || run == null) {
                markFailed(null);
                setGraphic(null);
                return;
            }
            name.setText(run.workload().describe());
            status.textProperty().bind(Bindings.concat(Bindings.createStringBinding(
                    () -> label(run.state()), run.stateProperty()), ": ", run.statusProperty()));
            progress.progressProperty().bind(run.progressProperty());
            left.textProperty().bind(run.timeLeftProperty());
            progressRow.visibleProperty().bind(Bindings.createBooleanBinding(() -> !run.isFinished(),
                    run.stateProperty()));
            watched = run;
            run.stateProperty().addListener(markFailed);
            markFailed(run.state());
            setGraphic(box);
        }

        private void markFailed(QueuedRun.State state) {
            status.getStyleClass().remove("queued-state-failed");
            if (state == QueuedRun.State.FAILED) {
                status.getStyleClass().add("queued-state-failed");
            }
        }

        private static String label(QueuedRun.State state) {
            return switch (state) {
                case QUEUED -> "Queued";
                case RUNNING -> "Running";
                case DONE -> "Done";
                case FAILED -> "Failed";
                case CANCELLED -> "Cancelled";
            };
        }
    }
}
