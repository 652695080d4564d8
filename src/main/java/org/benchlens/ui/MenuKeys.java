package org.benchlens.ui;

import javafx.application.Platform;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.stage.Window;

/**
 * A menu opened from the keyboard (Alt+H, or Alt then Down) shows its first item highlighted, as
 * desktop menus do, so that Enter chooses it and the arrows move from it. JavaFX 21 opens such a
 * menu with nothing highlighted, and the first Down only highlights the first item. A menu opened
 * with the mouse is left as it is.
 */
final class MenuKeys {

    private boolean openedByKeys;

    private MenuKeys() {
    }

    static void highlightFirstItemFromKeys(MenuBar bar) {
        MenuKeys keys = new MenuKeys();
        bar.sceneProperty().addListener((o, was, scene) -> {
            if (scene != null) {
                scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> keys.openedByKeys = true);
                scene.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> keys.openedByKeys = false);
            }
        });
        for (Menu menu : bar.getMenus()) {
            menu.addEventHandler(Menu.ON_SHOWN, e -> {
                if (keys.openedByKeys) {
                    // once the popup has laid out its items
                    Platform.runLater(() -> highlightFirst(menu));
                }
            });
        }
    }

    /** Presses Down in the menu's popup, which highlights its first item that can be chosen. */
    private static void highlightFirst(Menu menu) {
        if (!menu.isShowing() || menu.getItems().isEmpty()) {
            return;
        }
        for (Window window : Window.getWindows()) {
            if (window instanceof ContextMenu popup && popup.isShowing() && !popup.getItems().isEmpty()
                    && popup.getItems().get(0) == menu.getItems().get(0) && popup.getSkin() != null) {
                Node content = popup.getSkin().getNode();
                if (content.lookupAll(".menu-item").stream().anyMatch(Node::isFocused)) {
                    return; // Down on the menu bar highlights it on some platforms
                }
                Event.fireEvent(content, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.DOWN,
                        false, false, false, false));
                return;
            }
        }
    }
}
