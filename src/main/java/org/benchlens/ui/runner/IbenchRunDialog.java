package org.benchlens.ui.runner;

import java.util.List;
import java.util.Optional;

import javafx.scene.layout.HBox;
import javafx.stage.Window;

import org.benchlens.runner.Workload;

/**
 * Asks for a quick Insert-Benchmark-like run: the database, the clients, the rows of l.i0, l.i1 and
 * l.i2, how long each read-write step runs and at which background write rates, and attributes.
 * It remembers what was typed last, except the password.
 */
public final class IbenchRunDialog extends DatabaseRunDialog {

    /** What the user typed last time (no password), so that the next run starts from it. */
    private static IbenchRunForm.Typed last;

    IbenchRunDialog(Window owner, IbenchRunForm form) {
        super(owner, "Run the Insert Benchmark", "Runs l.i0, l.x, l.i1 and l.i2, then qrN and qpN for each write rate"
                + " checked; stored as one run.", form, () -> rows(form), "key=value, one a line, e.g. dbms=pg17");
    }

    private static List<Row> rows(IbenchRunForm form) {
        return List.of(new Row("Clients", field("clients", form.clientsProperty(), "1 to 16")),
                new Row("Rows (l.i0)", field("loadRows", form.loadRowsProperty(), "per table")),
                new Row("Rows (l.i1)", field("writeRows", form.writeRowsProperty(), "per table")),
                new Row("Rows (l.i2)", field("smallWriteRows", form.smallWriteRowsProperty(), "per table")),
                new Row("Read-write step duration", field("queryDuration", form.queryDurationProperty(), "60s, 2m")),
                new Row("Write rates (/s per client)", new HBox(16, check("100", "rate100", form.rate100Property()),
                        check("500", "rate500", form.rate500Property()),
                        check("1000", "rate1000", form.rate1000Property()))));
    }

    /**
     * Shows the dialog and waits.
     *
     * @return the workload to queue ({@link RunnerWindow#submit}), or empty when cancelled
     */
    public static Optional<Workload> ask(Window owner) {
        IbenchRunForm form = new IbenchRunForm();
        if (last != null) {
            form.restore(last);
        }
        Optional<Workload> workload = new IbenchRunDialog(owner, form).showAndWait();
        workload.ifPresent(w -> last = form.typed());
        return workload;
    }
}
