package org.benchlens.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine;

/** Runs {@code benchlens} commands on a given store and keeps what they printed. */
final class Cli {

    private final Path store;

    Cli(Path store) {
        this.store = store;
    }

    Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> all = new ArrayList<>(List.of("--store", store.toString()));
        all.addAll(List.of(args));
        String[] arguments = all.toArray(String[]::new);
        CommandLine commandLine = BenchLensCommand.commandLine(location -> {
            throw new AssertionError("a command must not open the window");
        }, arguments);
        commandLine.setOut(new PrintWriter(out));
        commandLine.setErr(new PrintWriter(err));
        int code = commandLine.execute(arguments);
        return new Result(code, out.toString(), err.toString());
    }

    record Result(int exitCode, String out, String err) {
    }
}
