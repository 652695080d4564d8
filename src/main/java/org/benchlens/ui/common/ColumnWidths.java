package org.benchlens.ui.common;

import java.util.List;

import javafx.scene.text.Font;
import javafx.scene.text.Text;

/** The width a table column needs to show its header and its cells whole, so that "10323 (1.00)" is never "10323 (…". */
public final class ColumnWidths {

    private static final double LEAST = 78;

    private ColumnWidths() {
    }

    /** The width for {@code header} and {@code texts} in the table's font of {@code fontSize} pixels. */
    public static double fitted(double fontSize, String header, List<String> texts) {
        double widest = textWidth(fontSize, header);
        for (String text : texts) {
            widest = Math.max(widest, textWidth(fontSize, text));
        }
        return Math.max(LEAST, Math.ceil(widest * 1.1) + 28); // bold lines, padding, sort arrow
    }

    private static double textWidth(double fontSize, String text) {
        Text measured = new Text(text);
        measured.setFont(Font.font(fontSize));
        return measured.getLayoutBounds().getWidth();
    }
}
