package org.benchlens.cli;

import picocli.CommandLine.Help.Ansi;

import org.benchlens.analysis.RatioColor;
import org.benchlens.export.TerminalPaint;

/**
 * A table's colours in a terminal, through picocli's ANSI styles: red and green as the legend says,
 * grey faint. Whether the terminal takes them is picocli's call ({@code NO_COLOR}, a console, {@code TERM}).
 */
final class AnsiPaint {

    private AnsiPaint() {
    }

    static TerminalPaint whereTheTerminalTakesIt() {
        return painted(Ansi.AUTO);
    }

    /** Paints with {@code ansi} where it is enabled, else leaves the text plain. */
    static TerminalPaint painted(Ansi ansi) {
        if (!ansi.enabled()) {
            return TerminalPaint.NONE;
        }
        return (color, text) -> ansi.string("@|" + style(color) + " " + text + "|@");
    }

    private static String style(RatioColor color) {
        return switch (color) {
            case RED -> "red";
            case GREEN -> "green";
            case GREY -> "faint";
        };
    }
}
