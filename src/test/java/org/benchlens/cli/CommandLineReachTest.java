package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line models only the command its arguments name, and still answers everything else as before. */
class CommandLineReachTest {

    @TempDir
    Path folder;

    @Test
    void namedCommandIsTheOnlyOneReached() {
        assertThat(reach("--store", "runs", "runs", "--where", "x=y")).isEqualTo(new CommandReach("runs", false));
        assertThat(reach("--store=/tmp/s", "show", "1")).isEqualTo(new CommandReach("show", false));
        assertThat(reach("run", "http", "--help")).isEqualTo(new CommandReach("run", false));
    }

    @Test
    void versionAndWindowReachNothingWhileHelpAndMistakesListAll() {
        assertThat(reach("--version")).isEqualTo(new CommandReach(null, false));
        assertThat(reach("--store", "/tmp/s")).isEqualTo(new CommandReach(null, false));
        assertThat(reach()).isEqualTo(new CommandReach(null, false));
        assertThat(reach("--help")).isEqualTo(new CommandReach(null, true));
        assertThat(reach("-h", "runs")).isEqualTo(new CommandReach(null, true));
        assertThat(reach("rnus")).isEqualTo(new CommandReach(null, true));
        assertThat(reach("--stor", "x")).isEqualTo(new CommandReach(null, true));
    }

    private static CommandReach reach(String... args) {
        return CommandReach.of(args, BenchLensCommand.COMMANDS.keySet());
    }

    @Test
    void helpListsEveryCommandInOrder() {
        Cli.Result help = new Cli(folder.resolve("store")).run("--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).containsSubsequence("Commands:", "  import ", "  runs ", "  show ", "  compare ",
                "  chart ", "  capacity ", "  repeat ", "  report ", "  merge ", "  delete ", "  tag ", "  attr ",
                "  run ");
        assertThat(help.out()).contains("List the stored runs, oldest first.")
                .contains("  run       Run a quick benchmark and store its results as runs.");
    }

    @Test
    void versionIsPrintedWithoutAnyCommand() {
        Cli.Result version = new Cli(folder.resolve("store")).run("--version");
        assertThat(version.exitCode()).isZero();
        assertThat(version.out()).startsWith("BenchLens ");
        assertThat(folder.resolve("store.mv.db")).doesNotExist();
    }

    @Test
    void mistypedCommandIsAnsweredWithEveryCommand() {
        Cli.Result typo = new Cli(folder.resolve("store")).run("rnus");
        assertThat(typo.exitCode()).isEqualTo(2);
        assertThat(typo.err()).contains("Unmatched argument at index 2: 'rnus'").contains("  runs ")
                .contains("  import ");
    }

    @Test
    void helpBeforeACommandIsTheHelpOfBenchLens() {
        Cli.Result help = new Cli(folder.resolve("store")).run("--help", "runs");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).startsWith("Usage: benchlens [-hV]").contains("  compare ").contains("  runs ");
    }

    @Test
    void subcommandHelpStillWorks() {
        Cli.Result help = new Cli(folder.resolve("store")).run("run", "http", "--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("Usage: benchlens run http");
    }
}
