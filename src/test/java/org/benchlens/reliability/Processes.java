package org.benchlens.reliability;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.benchlens.store.StoreLocation;

/** {@code benchlens} commands in JVMs of their own, as a script or a second terminal runs them. */
final class Processes {

    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");
    /**
     * A short command spends most of its time starting: the first compiler and the serial collector halve it,
     * so more kills fit in the harnesses' time and more of them land in a command's first second.
     */
    private static final List<String> QUICK_START = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    private Processes() {
    }

    /** Starts {@code benchlens --store STORE args...}; its output goes to a file, so a full pipe cannot stall it. */
    static Started start(StoreLocation store, List<String> jvmOptions, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(JAVA.toString());
        command.addAll(QUICK_START);
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "org.benchlens.Main"));
        command.addAll(List.of("--store", store.jdbcUrl().startsWith("jdbc:h2:file:")
                ? store.h2File().orElseThrow().toString() : store.jdbcUrl()));
        command.addAll(List.of(args));
        return launch(command, store);
    }

    /** Starts the class {@code main} of the test class path with {@code args}, for what has no command. */
    static Started startMain(StoreLocation store, List<String> jvmOptions, String main, String... args)
            throws IOException {
        List<String> command = new ArrayList<>();
        command.add(JAVA.toString());
        command.addAll(QUICK_START);
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), main));
        command.addAll(List.of(args));
        return launch(command, store);
    }

    /** Starts {@code bash -c script}, with {@code $BENCHLENS} standing for the command line. */
    static Started shell(StoreLocation store, String script) throws IOException {
        String benchlens = JAVA + " " + String.join(" ", QUICK_START) + " -cp " + System.getProperty("java.class.path") + " org.benchlens.Main --store "
                + store.h2File().orElseThrow();
        return launch(List.of("bash", "-c", script.replace("$BENCHLENS", benchlens)), store);
    }

    private static Started launch(List<String> command, StoreLocation store) throws IOException {
        Path output = Files.createTempFile("benchlens-process", ".txt");
        output.toFile().deleteOnExit();
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(output.toFile());
        if (store.user() != null) {
            builder.environment().put("BENCHLENS_STORE_USER", store.user());
            builder.environment().put("BENCHLENS_STORE_PASSWORD", store.password() == null ? "" : store.password());
        }
        return new Started(builder.start(), output);
    }

    /** A process started, and the file its output goes to. */
    record Started(Process process, Path outputFile) {

        /** Waits for the end (at most two minutes) and returns the exit code. */
        public int waitFor() throws InterruptedException {
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("the command did not end within two minutes: " + output());
            }
            return process.exitValue();
        }

        public String output() {
            try {
                return Files.readString(outputFile, StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "(cannot read the output: " + e + ")";
            }
        }

        /** Ends the process as a power cut or {@code kill -9} would: no shutdown hook, no rollback of its own. */
        public void kill() throws InterruptedException {
            process.destroyForcibly();
            process.waitFor(30, TimeUnit.SECONDS);
        }
    }
}
