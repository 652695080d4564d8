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
    void namedCommandIsTheOnlyOneModelled() {
        assertThat(CommandReach.of(new String[] {"--store", "runs", "runs", "--where", "x=y"},
                BenchLensCommand.COMMANDS)).containsExactly(RunsCommand.class);
        assertThat(CommandReach.of(new String[] {"--store=/tmp/s", "show", "1"}, BenchLensCommand.COMMANDS))
                .containsExactly(ShowCommand.class);
    }

    @Test
    void versionAndWindowNeedNoCommandWhileHelpAndMistakesNeedAll() {
        assertThat(CommandReach.of(new String[] {"--version"}, BenchLensCommand.COMMANDS)).isEmpty();
        assertThat(CommandReach.of(new String[] {"--store", "/tmp/s"}, BenchLensCommand.COMMANDS)).isEmpty();
        assertThat(CommandReach.of(new String[] {}, BenchLensCommand.COMMANDS)).isEmpty();
        assertThat(CommandReach.of(new String[] {"--help"}, BenchLensCommand.COMMANDS)).hasSize(13);
        assertThat(CommandReach.of(new String[] {"rnus"}, BenchLensCommand.COMMANDS)).hasSize(13);
        assertThat(CommandReach.of(new String[] {"--stor", "x"}, BenchLensCommand.COMMANDS)).hasSize(13);
    }

    @Test
    void helpListsEveryCommandInOrder() {
        Cli.Result help = new Cli(folder.resolve("store")).run("--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).containsSubsequence("Commands:", "  import ", "  runs ", "  show ", "  compare ",
                "  chart ", "  capacity ", "  repeat ", "  report ", "  merge ", "  delete ", "  tag ", "  attr ",
                "  run ");
        assertThat(help.out()).contains("List the stored runs, oldest first.");
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
    void subcommandHelpStillWorks() {
        Cli.Result help = new Cli(folder.resolve("store")).run("run", "http", "--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("Usage: benchlens run http");
    }
}
