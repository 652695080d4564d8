package org.benchlens.ui.common;

import java.util.List;

import javafx.stage.Window;

import org.benchlens.model.Run;

/**
 * What a menu item of the main window does with the selected runs when another window provides
 * it (View ▸ Compare…, View ▸ Chart…, File ▸ Export chart…). The application connects these with
 * {@link MainView#connect}; until then the item is disabled.
 */
@FunctionalInterface
public interface SelectionAction {

    /**
     * @param owner    the main window, to own the window or dialog opened
     * @param selected the selected runs, in the order the table shows them (may be empty)
     */
    void open(Window owner, List<Run> selected);
}
