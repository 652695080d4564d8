package org.benchlens.ui.runner;

import java.util.Optional;

import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.event.ActionEvent;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.stage.Window;

import org.benchlens.runner.RunnerException;
import org.benchlens.runner.Workload;
import org.benchlens.runner.http.LoadModel;
import org.benchlens.ui.common.AppTheme;
import org.benchlens.ui.common.WindowHelp;

/**
 * Asks for an HTTP load run: the request, closed (VUs, or a sweep of VU levels) or open (a rate of
 * requests) load, the times and attributes for the runs. It remembers what was typed last.
 */
public final class HttpRunDialog extends Dialog<Workload> {

    /** What the user typed last time, so that the next run starts from it. */
    private static HttpRunForm.Typed last;

    private final HttpRunForm form;
    private final BooleanProperty probing = new SimpleBooleanProperty(false);
    /** The workload whose address answered: only then does Run close the dialog. */
    private Workload probed;

    HttpRunDialog(Window owner, HttpRunForm form) {
        AppTheme.ensureApplied();
        this.form = form;
        initOwner(owner);
        setTitle("Run HTTP load");
        setHeaderText("The built-in client loads the URL, like k6; each run (each VU level of a sweep) is stored.");
        ButtonType run = new ButtonType("Run", ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(run, ButtonType.CANCEL);

        TextField url = FormParts.field("url", form.urlProperty().get(), "http://127.0.0.1:8080/", 36);
        form.urlProperty().bind(url.textProperty());
        TextField method = FormParts.field("method", form.methodProperty().get(), "GET", 8);
        form.methodProperty().bind(method.textProperty());
        TextArea headers = FormParts.area("headers", form.headersProperty().get(), "Name: value, one a line", 2);
        form.headersProperty().bind(headers.textProperty());
        TextArea body = FormParts.area("body", form.bodyProperty().get(), "empty: no body", 2);
        form.bodyProperty().bind(body.textProperty());
        TextField expected = FormParts.field("expected", form.expectedProperty().get(), "empty: 200 to 399", 16);
        form.expectedProperty().bind(expected.textProperty());

        ToggleGroup models = new ToggleGroup();
        RadioButton closed = new RadioButton("closed: VUs");
        closed.setId("closedModel");
        closed.setToggleGroup(models);
        RadioButton open = new RadioButton("open: a rate of requests");
        open.setId("openModel");
        open.setToggleGroup(models);
        (form.modelProperty().get() == LoadModel.OPEN ? open : closed).setSelected(true);
        models.selectedToggleProperty().addListener((o, old, now) -> {
            if (now == null) {
                old.setSelected(true); // one model is always chosen
            } else {
                form.modelProperty().set(now == open ? LoadModel.OPEN : LoadModel.CLOSED);
            }
        });
        TextField vus = FormParts.field("vus", form.vusProperty().get(), "10, or 10,20,30 for a sweep", 16);
        form.vusProperty().bind(vus.textProperty());
        vus.disableProperty().bind(open.selectedProperty());
        TextField rate = FormParts.field("rate", form.rateProperty().get(), "", 8);
        form.rateProperty().bind(rate.textProperty());
        TextField preAllocated = FormParts.field("preAllocatedVus", form.preAllocatedVusProperty().get(), "", 6);
        form.preAllocatedVusProperty().bind(preAllocated.textProperty());
        TextField maxVus = FormParts.field("maxVus", form.maxVusProperty().get(), "", 6);
        form.maxVusProperty().bind(maxVus.textProperty());
        HBox openFields = new HBox(8, rate, new Label("req/s,  pre-allocated VUs:"), preAllocated,
                new Label("max VUs:"), maxVus);
        openFields.setAlignment(Pos.CENTER_LEFT);
        openFields.disableProperty().bind(closed.selectedProperty());

        TextField duration = FormParts.field("duration", form.durationProperty().get(), "30s, 1m30s", 8);
        form.durationProperty().bind(duration.textProperty());
        TextField warmup = FormParts.field("warmup", form.warmupProperty().get(), "0s: none", 8);
        form.warmupProperty().bind(warmup.textProperty());
        TextField timeout = FormParts.field("timeout", form.timeoutProperty().get(), "60s", 8);
        form.timeoutProperty().bind(timeout.textProperty());
        TextArea attributes = FormParts.area("attributes", form.attributesProperty().get(),
                "key=value, one a line, e.g. instance=c5.large", 2);
        form.attributesProperty().bind(attributes.textProperty());

        GridPane grid = FormParts.grid();
        FormParts.row(grid, 0, "URL", url);
        FormParts.row(grid, 1, "Method", method);
        FormParts.row(grid, 2, "Headers", headers);
        FormParts.row(grid, 3, "Body", body);
        FormParts.row(grid, 4, "Expected statuses", expected);
        FormParts.row(grid, 5, "Model", new HBox(16, closed, open));
        FormParts.row(grid, 6, "VUs", vus);
        FormParts.row(grid, 7, "Rate", openFields);
        FormParts.row(grid, 8, "Duration", duration);
        FormParts.row(grid, 9, "Warm-up", warmup);
        FormParts.row(grid, 10, "Timeout", timeout);
        FormParts.row(grid, 11, "Attributes", attributes);
        // what the address check found shows where the form's problems do, with room for its whole sentence
        StringProperty unreachable = new SimpleStringProperty("");
        FormParts.addProblem(grid, 12, Bindings.when(form.problemProperty().isEmpty()).then(unreachable)
                .otherwise(form.problemProperty()));
        getDialogPane().setContent(grid);
        WindowHelp.HTTP_RUN.onF1(getDialogPane().getScene());
        Button runButton = (Button) getDialogPane().lookupButton(run);
        runButton.disableProperty().bind(form.problemProperty().isNotEmpty().or(probing));
        // the address is tried before the run is queued: the runner's sentence shows here, not in the queue
        runButton.addEventFilter(ActionEvent.ACTION, e -> {
            if (probed == null) {
                e.consume();
                probe(form.workload(), unreachable, runButton);
            }
        });
        form.urlProperty().addListener((o, was, now) -> unreachable.set(""));
        setOnShown(e -> url.requestFocus());
        setResultConverter(button -> button == run ? probed : null);
    }

    /** Checks off the FX thread that the URL's host accepts connections; closes the dialog when it does. */
    private void probe(Workload workload, StringProperty unreachable, Button runButton) {
        probing.set(true);
        unreachable.set("Checking " + form.urlProperty().get() + " …");
        Thread check = new Thread(() -> {
            String problem;
            try {
                workload.validate();
                problem = null;
            } catch (RunnerException e) {
                problem = e.getMessage();
            }
            String sentence = problem;
            Platform.runLater(() -> {
                probing.set(false);
                if (sentence == null) {
                    probed = workload;
                    runButton.fire();
                } else {
                    unreachable.set(sentence);
                    // the dialog grows by the lines the sentence takes, rather than cut it short
                    getDialogPane().getScene().getWindow().sizeToScene();
                }
            });
        }, "benchlens-probe");
        check.setDaemon(true);
        check.start();
    }

    /**
     * Shows the dialog and waits.
     *
     * @return the workload to queue ({@link RunnerWindow#submit}), or empty when cancelled
     */
    public static Optional<Workload> ask(Window owner) {
        HttpRunForm form = new HttpRunForm();
        if (last != null) {
            form.restore(last);
        }
        Optional<Workload> workload = new HttpRunDialog(owner, form).showAndWait();
        workload.ifPresent(w -> last = form.typed());
        return workload;
    }
}
