package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImporterRegistry;

/**
 * Every refusal of a file and every store that cannot be opened is said in at most 400 characters
 * (docs/reliability.md) and in BenchLens's words: none of the libraries' names, codes or stack lines.
 */
@Tag("reliability")
class RefusalMessagesTest {

    /** What only a library would say: its class names, codes, severities and stack lines. */
    static final List<String> LIBRARY_WORDS = List.of("SQLException", "PSQLException", "org.h2", "org.postgresql",
            "com.fasterxml", "java.", "Exception:", "FATAL:", "ERROR:", "[9", "(code ", "Unable to parse URL",
            "Unexpected character ('", "\tat ", "hunter2");
    static final String FORMATS = "it is none of the formats BenchLens reads ("
            + ImporterRegistry.standard().formatCount() + ", listed in the README's format table)";

    @TempDir
    Path folder;

    @Test
    void refusedFilesAreShortAndInOurWords() throws IOException {
        Path unknown = Files.writeString(folder.resolve("notes.txt"), "x".repeat(300) + " were the results\n");
        Path binary = Files.write(folder.resolve("image.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 13});
        Path empty = Files.writeString(folder.resolve("empty.json"), "");
        Path json = Files.writeString(folder.resolve("k6.json"), "{\"metrics\": {\"http_reqs\": x}}");
        Path cut = Files.writeString(folder.resolve("cut.json"), "{\"metrics\": {\"http_reqs\": {\"count\": 3");
        Path deep = Files.createDirectories(folder.resolve("a-rather-long-folder-name-for-results/".repeat(12)));
        Path far = Files.writeString(deep.resolve("far-away-notes.txt"), "We ran it twice.\n");

        Said said = run("--store", folder.resolve("store").toString(), "import", unknown.toString(), binary.toString(),
                empty.toString(), json.toString(), cut.toString(), far.toString());

        assertThat(said.code).isEqualTo(1);
        assertShortAndOurs(said.err);
        assertThat(said.err.lines()).contains(
                unknown + ": not a format BenchLens knows (it starts with \"" + "x".repeat(37) + "...\"); " + FORMATS,
                binary + ": the file is binary, not text; " + FORMATS,
                empty + ": the file is empty; " + FORMATS);
        String farLine = said.err.lines().filter(line -> line.endsWith("far-away-notes.txt: not a format BenchLens "
                + "knows (it starts with \"We ran it twice.\"); " + FORMATS)).findFirst().orElseThrow();
        assertThat(farLine).as("the path is shortened in its middle").contains("…").startsWith(folder.toString()
                .substring(0, 10));
    }

    @Test
    void storesThatCannotBeOpenedAreShortAndInOurWords() throws IOException {
        Path notH2 = Files.writeString(folder.resolve("other.mv.db"), "this is not a database file\n".repeat(200));
        Path underFile = Files.writeString(folder.resolve("plain-file"), "x").resolve("store");
        List<String> stores = List.of("jdbc:postgresql://127.0.0.1:1/x", "jdbc:postgresql://127.0.0.1:99999/x?password=hunter2",
                "jdbc:postgresql://db.example.invalid/x", "jdbc:mysql://127.0.0.1/x",
                "jdbc:postgresql://127.0.0.1:1/" + "x".repeat(500), folder.resolve("other").toString(),
                underFile.toString());
        List<String> lines = new ArrayList<>();
        for (String store : stores) {
            Said said = run("--store", store, "runs");
            assertThat(said.code).as(said.err).isEqualTo(1);
            assertShortAndOurs(said.err);
            lines.add(said.err.strip());
        }
        assertThat(lines.get(0)).isEqualTo("benchlens: cannot open the store at jdbc:postgresql://127.0.0.1:1/x: nothing "
                + "accepts connections at 127.0.0.1:1; start PostgreSQL there, or correct the host and port in the URL");
        assertThat(lines.get(1)).endsWith(": the URL is not one PostgreSQL's driver reads: expected "
                + "jdbc:postgresql://host:port/database, with a port from 1 to 65535");
        assertThat(lines.get(2)).endsWith(": no host is named db.example.invalid; correct the host in the URL");
        assertThat(lines.get(4)).contains("…").endsWith(": nothing accepts connections at 127.0.0.1:1; start "
                + "PostgreSQL there, or correct the host and port in the URL");
    }

    private static void assertShortAndOurs(String printed) {
        assertThat(printed.lines()).isNotEmpty().allSatisfy(line -> {
            assertThat(line.length()).as(line).isLessThanOrEqualTo(400);
            assertThat(line).doesNotContain(LIBRARY_WORDS);
        });
    }

    private static Said run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = BenchLensCommand.commandLine(location -> {
            throw new AssertionError("a command must not open the window");
        }, args);
        commandLine.setOut(new PrintWriter(out));
        commandLine.setErr(new PrintWriter(err));
        int code = commandLine.execute(args);
        return new Said(code, out.toString(), err.toString());
    }

    private record Said(int code, String out, String err) {
    }
}
