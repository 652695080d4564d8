package org.benchlens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import picocli.CommandLine;

/**
 * {@code benchlens --help} alone prints a kept text instead of modelling and rendering the command line;
 * the text must be what picocli renders, so that a changed command or option changes it too.
 */
class UsageTextTest {

    @Test
    void onlyTheHelpAloneTakesTheShortWay() {
        assertThat(Main.asksOnlyForHelp("--help")).isTrue();
        assertThat(Main.asksOnlyForHelp("-h")).isTrue();
        assertThat(Main.asksOnlyForHelp()).isFalse();
        assertThat(Main.asksOnlyForHelp("--help", "runs")).isFalse();
        assertThat(Main.asksOnlyForHelp("runs", "--help")).isFalse();
    }

    @Test
    void theKeptTextIsWhatPicocliRenders() throws Exception {
        StringWriter rendered = new StringWriter();
        CommandLine commandLine = Main.commandLine("--help");
        commandLine.setOut(new PrintWriter(rendered));
        commandLine.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        assertThat(commandLine.execute("--help")).isZero();

        ByteArrayOutputStream kept = new ByteArrayOutputStream();
        Main.printUsage(new PrintStream(kept, true, StandardCharsets.UTF_8));
        String keptText = kept.toString(StandardCharsets.UTF_8);
        if (!keptText.equals(rendered.toString())) {
            Path fresh = Files.writeString(Path.of("target", Main.USAGE), rendered.toString());
            assertThat(keptText).as("the kept usage text differs from picocli's; copy " + fresh
                    + " to src/main/resources/org/benchlens/" + Main.USAGE).isEqualTo(rendered.toString());
        }
        assertThat(keptText).startsWith("Usage: benchlens [-hV] [--store=PATH|URL] [COMMAND]")
                .contains("  trend     Follow a metric over past runs");
    }
}
