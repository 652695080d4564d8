package org.benchlens.ui.runner;

import javafx.scene.control.PasswordField;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

import org.benchlens.runner.db.TargetKind;

/**
 * The target's rows of a database run dialog: where it runs, then the JDBC URL, user and
 * password, which are enabled only for a JDBC URL. Added to the dialog's own grid, so that all
 * its labels line up.
 */
public final class TargetPane {

    private TargetPane() {
    }

    /** Adds the rows from {@code row} on; returns the next free row. */
    static int addTo(GridPane grid, int row, TargetForm form) {
        ToggleGroup group = new ToggleGroup();
        RadioButton h2 = choice("embedded H2", TargetKind.EMBEDDED_H2, "targetH2", group);
        RadioButton postgresql = choice("embedded PostgreSQL", TargetKind.EMBEDDED_POSTGRESQL, "targetPostgresql",
                group);
        RadioButton jdbc = choice("JDBC URL", TargetKind.JDBC, "targetJdbc", group);
        for (Toggle toggle : group.getToggles()) {
            toggle.setSelected(toggle.getUserData() == form.kindProperty().get());
        }
        group.selectedToggleProperty().addListener((o, old, now) -> {
            if (now == null) {
                old.setSelected(true); // one target is always chosen
            } else {
                form.kindProperty().set((TargetKind) now.getUserData());
            }
        });
        HBox kinds = new HBox(16, h2, postgresql, jdbc);

        TextField url = FormParts.field("jdbcUrl", form.urlProperty().get(),
                "jdbc:postgresql://127.0.0.1:5432/bench", 36);
        form.urlProperty().bind(url.textProperty());
        TextField user = FormParts.field("jdbcUser", form.userProperty().get(), "", 16);
        form.userProperty().bind(user.textProperty());
        PasswordField password = new PasswordField();
        password.setId("jdbcPassword");
        password.setPrefColumnCount(16);
        password.setMaxWidth(Region.USE_PREF_SIZE);
        password.setPromptText("not remembered");
        form.passwordProperty().bind(password.textProperty());
        for (TextField field : new TextField[] {url, user, password}) {
            field.disableProperty().bind(form.kindProperty().isNotEqualTo(TargetKind.JDBC));
        }

        FormParts.row(grid, row, "Target", kinds);
        FormParts.row(grid, row + 1, "JDBC URL", url);
        FormParts.row(grid, row + 2, "User", user);
        FormParts.row(grid, row + 3, "Password", password);
        return row + 4;
    }

    private static RadioButton choice(String text, TargetKind kind, String id, ToggleGroup group) {
        RadioButton button = new RadioButton(text);
        button.setId(id);
        button.setUserData(kind);
        button.setToggleGroup(group);
        return button;
    }
}
