package org.benchlens.ui.common;

import java.util.ArrayList;
import java.util.List;

import javafx.scene.control.Alert;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Window;

import org.benchlens.imports.Importer;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.store.StoreLocation;

/** The Help menu's windows: the formats BenchLens reads, the main window's help, and the version. */
public final class HelpDialogs {

    private HelpDialogs() {
    }

    /** Every format of this version, from the importers themselves, so the list is never out of date. */
    public static Alert formats(Window owner) {
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

    /** The main window's help, with the shortcuts read from its menus, so the list and the menus always agree. */
    public static Alert mainWindow(Window owner, MenuBar menus) {
        List<WindowHelp.Key> lines = new ArrayList<>();
        for (Menu menu : menus.getMenus()) {
            for (MenuItem item : menu.getItems()) {
                if (item.getAccelerator() != null) {
                    lines.add(new WindowHelp.Key(item.getAccelerator().getDisplayText(),
                            menu.getText().replace("_", "") + " ▸ " + item.getText().replace("_", "")));
                }
            }
        }
        lines.add(new WindowHelp.Key("Double-click, F2", "edit the attributes or tags of a run in place; "
                + "F2 on several runs sets or removes attributes on all"));
        lines.add(new WindowHelp.Key("Down, Tab", "from the filter to the list"));
        lines.add(new WindowHelp.Key("Shift+click", "add a column to the sort"));
        lines.add(new WindowHelp.Key("Alt+F, E, V, R, H", "open a menu; Down, Up and Enter choose in it"));
        return WindowHelp.MAIN.dialog(owner, lines);
    }

    public static Alert about(Window owner, StoreLocation store) {
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
