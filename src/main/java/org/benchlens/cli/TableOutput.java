package org.benchlens.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.function.Consumer;

import picocli.CommandLine.Model.CommandSpec;

import org.benchlens.app.TextFiles;

/** Where a command's table goes: the terminal, or an --output file written whole or not at all. */
final class TableOutput {

    private TableOutput() {
    }

    /** Writes to the terminal when {@code output} is null, else to the file, and says so. */
    static void write(CommandSpec spec, Path output, Consumer<PrintWriter> table) throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (output == null) {
            table.accept(out);
        } else {
            TextFiles.write(output, table);
            out.println("wrote " + output);
            out.flush();
        }
    }
}
