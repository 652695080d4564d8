package org.benchlens.export;

import org.benchlens.analysis.RatioColor;

/** How a table printed to a terminal paints a coloured cell's text: the command line decides whether it can. */
@FunctionalInterface
public interface TerminalPaint {

    /** Text as it is: a file, a pipe, or a terminal that asked for no colour. */
    TerminalPaint NONE = (color, text) -> text;

    String paint(RatioColor color, String text);
}
