package org.benchlens;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import picocli.CommandLine;

/**
 * The training run of the class data archive (AppCDS) that makes commands start at once: run once by
 * {@code mvn package} and by the installer with {@code -XX:DumpLoadedClassList}, it runs the everyday
 * commands on a new store filled with the sample data, so that the JVM lists the classes they load, which
 * {@code -Xshare:dump} then archives.
 * Their output is thrown away; a command that fails stops the build with its message.
 */
public final class ClassDataTraining {

    private ClassDataTraining() {
    }

    /** {@code ClassDataTraining SAMPLE_DATA}: the store is made in a new temporary folder, deleted at the end. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("expected the folder of the sample data");
        }
        Path folder = Files.createTempDirectory("benchlens-training");
        try {
            train(folder.resolve("store").toString(), args[0]);
        } finally {
            try (Stream<Path> files = Files.walk(folder)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    private static void train(String store, String sampleData) {
        List<List<String>> commands = List.of(
                List.of("--version"),
                List.of("--help"),
                List.of("--store", store, "import", sampleData),
                List.of("--store", store, "runs"),
                List.of("--store", store, "runs", "--format", "json"),
                List.of("--store", store, "runs", "--format", "csv", "--where", "format=ibench"),
                List.of("--store", store, "show", "1"),
                List.of("--store", store, "show", "1", "--format", "json"),
                List.of("--store", store, "compare", "--rows", "version", "--cols", "step", "--where", "workload=cached"));
        for (List<String> command : commands) {
            run(command);
        }
    }

    private static void run(List<String> command) {
        String[] args = command.toArray(String[]::new);
        CommandLine commandLine = Main.commandLine(args);
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(Writer.nullWriter()));
        commandLine.setErr(new PrintWriter(err, true));
        int exitCode = commandLine.execute(args);
        if (exitCode != 0) {
            throw new IllegalStateException("benchlens " + String.join(" ", command) + " failed: " + err.toString().strip());
        }
    }
}
