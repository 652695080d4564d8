package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import picocli.CommandLine.Help.Ansi;

import org.benchlens.analysis.RatioColor;

class AnsiPaintTest {

    @Test
    void aTerminalThatTakesColoursGetsRedAndGreenAsTheLegendSays() {
        var paint = AnsiPaint.painted(Ansi.ON);

        assertThat(paint.paint(RatioColor.RED, "  0.88")).isEqualTo("\u001b[31m  0.88\u001b[39m\u001b[0m");
        assertThat(paint.paint(RatioColor.GREEN, "1.05")).isEqualTo("\u001b[32m1.05\u001b[39m\u001b[0m");
        assertThat(paint.paint(RatioColor.GREY, "1.00")).startsWith("\u001b[2m").contains("1.00");
    }

    @Test
    void aPipeOrNoColorGetsTheTextAsItIs() {
        assertThat(AnsiPaint.painted(Ansi.OFF).paint(RatioColor.RED, "0.88")).isEqualTo("0.88");
    }
}
