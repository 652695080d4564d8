package org.benchlens.ui.common;

import java.util.Optional;

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
 * with the mouse is left as it is. In an open menu, an item's underlined letter alone chooses it
 * ("Alt+F, I" imports), as desktop menus do; JavaFX 21 only reads Alt with the letter, and Alt
 * closes the open menu first.
 */
public final class MenuKeys {

    private boolean openedByKeys;

    private MenuKeys() {
    }

    public static void highlightFirstItemFromKeys(MenuBar bar) {
        MenuKeys keys = new MenuKeys();
        bar.sceneProperty().addListener((o, was, scene) -> {
            if (scene != null) {
                scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> keys.openedByKeys = true);
                scene.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> keys.openedByKeys = false);
            }
        });
        for (Menu menu : bar.getMenus()) {
            menu.addEventHandler(Menu.ON_SHOWN, e -> {
                // once the popup is shown and has laid out its items
                Platform.runLater(() -> {
                    popupOf(menu).ifPresent(popup -> chooseByLetter(menu, popup));
                    if (keys.openedByKeys) {
                        highlightFirst(menu);
                    }
                });
            });
        }
    }

    private static final String LETTERS_READ = "benchlens.menu-letters";

    /** Once for each popup: a letter with no modifier chooses the enabled item it is underlined in. */
    private static void chooseByLetter(Menu menu, ContextMenu popup) {
        if (popup.getProperties().putIfAbsent(LETTERS_READ, Boolean.TRUE) != null) {
            return;
        }
        popup.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.isAltDown() || e.isControlDown() || e.isMetaDown() || e.isShortcutDown() || e.getText().isEmpty()) {
                return;
            }
            menu.getItems().stream().filter(item -> !item.isDisable() && !(item instanceof Menu)
                            && e.getText().equalsIgnoreCase(underlined(item.getText()))).findFirst()
                    .ifPresent(item -> {
                        e.consume();
                        menu.hide();
                        item.fire();
                    });
        });
    }

    /** The letter after the mnemonic mark: "I" of "_Import…", "h" of "C_hart…"; empty without a mark. */
    static String underlined(String text) {
        int mark = text == null ? -1 : text.indexOf('_');
        return mark < 0 || mark + 1 >= text.length() ? "" : text.substring(mark + 1, mark + 2);
    }

    private static Optional<ContextMenu> popupOf(Menu menu) {
        if (menu.getItems().isEmpty()) {
            return Optional.empty();
        }
        return Window.getWindows().stream().filter(w -> w instanceof ContextMenu popup && popup.isShowing()
                        && !popup.getItems().isEmpty() && popup.getItems().get(0) == menu.getItems().get(0))
                .map(ContextMenu.class::cast).findFirst();
    }

    /** Presses Down in the menu's popup, which highlights its first item that can be chosen. */
    private static void highlightFirst(Menu menu) {
        if (!menu.isShowing()) {
            return;
        }
        popupOf(menu).filter(popup -> popup.getSkin() != null).ifPresent(popup -> {
            Node content = popup.getSkin().getNode();
            if (content.lookupAll(".menu-item").stream().anyMatch(Node::isFocused)) {
                return; // Down on the menu bar highlights it on some platforms
            }
            Event.fireEvent(content, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.DOWN,
                    false, false, false, false));
        });
    }
}
