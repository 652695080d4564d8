package org.benchlens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;

import org.benchlens.cli.Version;

/** The version alone is printed without the command line, and exactly as the command line prints it. */
class MainTest {

    @Test
    void onlyTheVersionAloneTakesTheShortWay() {
        assertThat(Main.asksOnlyForVersion("--version")).isTrue();
        assertThat(Main.asksOnlyForVersion("-V")).isTrue();
        assertThat(Main.asksOnlyForVersion()).isFalse();
        assertThat(Main.asksOnlyForVersion("--store", "/tmp/s", "--version")).isFalse();
        assertThat(Main.asksOnlyForVersion("runs", "--version")).isFalse();
    }

    @Test
    void shortWayPrintsWhatTheCommandLinePrints() {
        StringWriter out = new StringWriter();
        picocli.CommandLine commandLine = Main.commandLine("-V");
        commandLine.setOut(new PrintWriter(out));
        assertThat(commandLine.execute("-V")).isZero();
        assertThat(out.toString()).isEqualTo(Version.line() + System.lineSeparator());
    }
}
