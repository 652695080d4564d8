package org.benchlens.ui.common;

import javafx.css.Styleable;
import javafx.scene.control.Tooltip;

/**
 * A tooltip shown by hand ({@link #show(javafx.scene.Node, double, double)}) that takes its styles
 * from the node it is shown on. A plain one takes them from whichever node JavaFX last saw the mouse
 * hover for a tooltip, which may have left its window since: the theme's colours are then not found
 * and the tip is drawn without its background.
 */
public final class AnchoredTooltip extends Tooltip {

    @Override
    public Styleable getStyleableParent() {
        return getOwnerNode() != null ? getOwnerNode() : super.getStyleableParent();
    }
}
