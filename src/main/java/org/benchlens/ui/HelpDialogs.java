package org.benchlens.ui;

import java.util.ArrayList;
import java.util.List;

import javafx.scene.control.Alert;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Window;

import org.benchlens.imports.Importer;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.store.StoreLocation;

/** The Help menu's windows: the formats BenchLens reads, its keyboard shortcuts, and its version. */
final class HelpDialogs {

    private HelpDialogs() {
    }

    /** Every format of this version, from the importers themselves, so the list is never out of date. */
    static Alert formats(Window owner) {
        List<String> lines = new ArrayList<>();
        for (Importer importer : ImporterRegistry.standard().importers()) {
            lines.add(importer.format() + " — " + importer.description());
        }
        lines.add("");
        lines.add("Folders are read recursively, an Insert Benchmark report folder as one result; .gz files are "
                + "read as they are. Text copied from an issue comment (a result table, a sweep block, a k6 "
                + "end-of-test summary) is imported with Edit ▸ Paste results (Ctrl+V).");
        return TextListDialog.create(owner, "formats", "Formats", "BenchLens recognises these formats by their "
                + "content, whatever the file is called", lines);
    }

    /** The shortcuts, read from the menus, so the list and the menus always agree. */
    static Alert shortcuts(Window owner, MenuBar menus) {
        List<String> lines = new ArrayList<>();
        for (Menu menu : menus.getMenus()) {
            for (MenuItem item : menu.getItems()) {
                if (item.getAccelerator() != null) {
                    lines.add(String.format("%-18s %s ▸ %s", item.getAccelerator().getDisplayText(),
                            menu.getText().replace("_", ""), item.getText()));
                }
            }
        }
        lines.add(String.format("%-18s %s", "Double-click, F2", "edit the attributes or tags of a run in place"));
        String closeKey = new KeyCodeCombination(KeyCode.W, KeyCombination.SHORTCUT_DOWN).getDisplayText();
        lines.add(String.format("%-18s %s", closeKey, "close the window (Compare, Chart, runner; the main window quits)"));
        lines.add(String.format("%-18s %s", "Escape", "clear the filter; close a dialog or a Compare, Chart or runner "
                + "window"));
        lines.add(String.format("%-18s %s", "Shift+click", "add a column to the sort"));
        return TextListDialog.create(owner, "shortcuts", "Keyboard shortcuts", "Keyboard shortcuts", lines);
    }

    static Alert about(Window owner, StoreLocation store) {
        String version = HelpDialogs.class.getPackage().getImplementationVersion();
        Alert about = new Alert(Alert.AlertType.INFORMATION);
        about.initOwner(owner);
        about.setTitle("About BenchLens");
        about.setHeaderText("BenchLens " + (version == null ? "(development build)" : version));
        about.setContentText("An explorer for database and API benchmark results: k6, YBIO, the Insert Benchmark "
                + "and pasted result tables, in one store.\n\nStore: " + store.describe() + "\nJava "
                + System.getProperty("java.version") + ", JavaFX " + System.getProperty("javafx.version")
                + "\n\nLicence: GPL-3.0-or-later.");
        return about;
    }
}
