package org.benchlens.ui.runner;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.FileChooser;

import org.benchlens.ui.common.AppTheme;
import org.benchlens.ui.common.LastFolder;
import javafx.stage.Window;

import org.benchlens.runner.Workload;
import org.benchlens.runner.k6.K6Executable;
import org.benchlens.ui.common.WindowHelp;

/**
 * Asks for a k6 run: the script, the VUs (several make a sweep), the duration and where k6 is.
 * It remembers what was typed last, for the next run, and a k6 path typed in the store's settings.
 */
public final class K6RunDialog extends Dialog<Workload> {

    /** What the user typed last time, so that the next run starts from it. */
    private static K6RunForm.Typed last;

    K6RunDialog(Window owner, K6RunForm form) {
        AppTheme.ensureApplied();
        initOwner(owner);
        setTitle("Run a k6 script");
        setHeaderText("k6 runs the script once per VU level; its summary and points are imported.");
        ButtonType run = new ButtonType("Run", ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(run, ButtonType.CANCEL);

        TextField script = field("script", form.scriptProperty().get(), "the k6 script (.js)");
        form.scriptProperty().bind(script.textProperty());
        TextField vus = field("vus", form.vusProperty().get(), "10, or 10,20,50 for a sweep");
        form.vusProperty().bind(vus.textProperty());
        TextField duration = field("duration", form.durationProperty().get(), "empty: the script's own");
        form.durationProperty().bind(duration.textProperty());
        TextField k6 = field("k6", form.k6Property().get(),
                form.foundK6().map(p -> p.toString()).orElse("the k6 program"));
        form.k6Property().bind(k6.textProperty());

        Button chooseScript = new Button("Choose…");
        chooseScript.setOnAction(e -> choose("k6 script", script, new FileChooser.ExtensionFilter(
                "k6 scripts", "*.js", "*.ts", "*.mjs")));
        Button chooseK6 = new Button("Choose…");
        chooseK6.setOnAction(e -> choose("k6 program", k6, null));
        GridPane grid = FormParts.grid();
        FormParts.row(grid, 0, "Script", script);
        grid.add(chooseScript, 2, 0);
        FormParts.row(grid, 1, "VUs", vus);
        FormParts.row(grid, 2, "Duration", duration);
        FormParts.row(grid, 3, "k6 program", k6);
        grid.add(chooseK6, 2, 3);
        FormParts.addProblem(grid, 4, 3, form.problemProperty());
        getDialogPane().setContent(grid);
        WindowHelp.K6_RUN.onF1(getDialogPane().getScene());
        getDialogPane().lookupButton(run).disableProperty()
                .bind(form.problemProperty().isNotEmpty());
        setOnShown(e -> script.requestFocus());
        setResultConverter(button -> button == run ? form.workload() : null);
    }

    /**
     * Shows the dialog and waits.
     *
     * @param setting    the store's {@value K6Executable#SETTING}, read beforehand off the FX thread; or null
     * @param rememberK6 given a k6 path the user typed, to keep it in the store for the next runs
     * @return the workload to queue ({@link RunnerWindow#submit}), or empty when cancelled
     */
    public static Optional<Workload> ask(Window owner, String setting, Consumer<String> rememberK6) {
        K6RunForm form = new K6RunForm(setting, System.getenv("PATH"));
        if (last != null) {
            form.restore(last);
        }
        K6RunDialog dialog = new K6RunDialog(owner, form);
        Optional<Workload> workload = dialog.showAndWait();
        workload.ifPresent(w -> {
            last = form.typed();
            if (form.k6PathChanged()) {
                rememberK6.accept(form.k6Property().get().strip());
            }
        });
        return workload;
    }

    private static TextField field(String id, String text, String prompt) {
        TextField field = new TextField(text);
        field.setId(id);
        field.setPromptText(prompt);
        field.setPrefColumnCount(32);
        return field;
    }

    private void choose(String what, TextField field, FileChooser.ExtensionFilter filter) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Choose the " + what);
        if (filter != null) {
            chooser.getExtensionFilters().add(filter);
        }
        if (!field.getText().isBlank()) {
            File current = Path.of(field.getText().strip()).toFile();
            if (current.getParentFile() != null && current.getParentFile().isDirectory()) {
                chooser.setInitialDirectory(current.getParentFile());
            }
        }
        LastFolder.OPEN.startIn(chooser);
        File chosen = LastFolder.OPEN.remember(chooser.showOpenDialog(getDialogPane().getScene().getWindow()));
        if (chosen != null) {
            field.setText(chosen.getAbsolutePath());
        }
    }
}
