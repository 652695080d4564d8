package org.benchlens.ui.common;

import java.util.Locale;

import javafx.scene.control.Menu;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;

/** View ▸ Theme: Light or Dark, applied to every open window at once and remembered for the next start. */
public final class ThemeMenu {

    private ThemeMenu() {
    }

    public static Menu create() {
        Menu menu = new Menu("Theme");
        ToggleGroup choice = new ToggleGroup();
        for (Theme theme : Theme.values()) {
            RadioMenuItem item = new RadioMenuItem(theme.label());
            item.setId("theme-" + theme.name().toLowerCase(Locale.ROOT));
            item.setToggleGroup(choice);
            item.setSelected(theme == AppTheme.current());
            item.setOnAction(e -> {
                AppTheme.apply(theme);
                ThemePreference.forUser().remember(theme);
            });
            menu.getItems().add(item);
        }
        return menu;
    }
}
