package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Inputs that crashed, hung or confused the command line: each ends promptly with one sentence in
 * the user's terms, and the store holds exactly what it held before, plus what was good.
 */
@Tag("reliability")
class HostileInputsTest {

    private static final String RATES = "GETSingle\n10, 0.00,7438.584307/s\n20, 0.00,11579.30724/s\n";

    @TempDir
    Path folder;

    private Cli.Result run(String... args) {
        return new Cli(folder.resolve("store")).run(args);
    }

    private int storedRuns() {
        String listing = run("runs").out();
        String last = listing.strip().lines().reduce((a, b) -> b).orElse("");
        return Integer.parseInt(last.replaceAll(" runs?$", ""));
    }

    /** The command failed with exactly one line, naming none of the libraries' words. */
    private static void assertOneSentence(Cli.Result result, String expected) {
        assertThat(result.exitCode()).as(result.err()).isEqualTo(1);
        String said = result.err().isBlank() ? result.out() : result.err();
        assertThat(said).contains(expected).doesNotContain("Exception", "Jackson", "StreamReadConstraints",
                "JsonReadFeature", "(null)", "SQL", "\tat ");
        assertThat(said.lines().filter(line -> line.contains(expected))).singleElement()
                .satisfies(line -> assertThat(line.length()).isLessThan(1000));
    }

    @Test
    void aStorePathWithDatabaseSettingsIsRefusedAndAnExplicitUrlCarriesThem() throws IOException {
        Path hostile = folder.resolve("x;INIT=CREATE TABLE pwned(a INT)");
        Cli.Result refused = new Cli(hostile).run("runs");
        assertOneSentence(refused, "contains ';' or '='");
        try (var files = Files.list(folder)) {
            assertThat(files).isEmpty();
        }

        Cli explicit = new Cli(Path.of("jdbc:h2:file:" + folder.resolve("store") + ";TRACE_LEVEL_FILE=0"));
        assertThat(explicit.run("runs").out()).endsWith("0 runs" + System.lineSeparator());
    }

    @Test
    void aLinkLoopIsWalkedOnceAndSaidSo() throws IOException {
        Path data = Files.createDirectories(folder.resolve("data"));
        Files.writeString(data.resolve("rates.txt"), RATES);
        Files.createSymbolicLink(data.resolve("self"), Path.of("."));

        Cli.Result imported = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> run("import", data.toString()));

        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(imported.out()).contains(data.resolve("self") + ": skipped, a link back to the folder "
                + data.toRealPath() + ", which is read once");
        assertThat(imported.out()).contains("imported 2 runs from 1 input, 1 skipped");
        assertThat(storedRuns()).isEqualTo(2);
    }

    @Test
    void aNamedPipeIsRefusedAtOnceAndTheOtherFilesImport() throws Exception {
        Path pipe = folder.resolve("pipe");
        assertThat(new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor()).isZero();
        Path rates = Files.writeString(folder.resolve("rates.txt"), RATES);

        Cli.Result result = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> run("import", pipe.toString(), rates.toString()));

        assertOneSentence(result, pipe + ": not a regular file (a named pipe, device or socket)");
        assertThat(storedRuns()).isEqualTo(2);
    }

    @Test
    void unreadableFilesAndFoldersAreNamedWithTheReasonAndTheReadableOnesImport() throws IOException {
        Path top = Files.createDirectories(folder.resolve("top"));
        Files.writeString(top.resolve("a.txt"), RATES);
        Path locked = Files.createDirectories(top.resolve("locked"));
        Files.writeString(locked.resolve("b.txt"), RATES.replace("GETSingle", "GETAll"));
        Path closed = Files.createDirectories(top.resolve("closed"));
        Files.writeString(closed.resolve("c.txt"), RATES.replace("GETSingle", "POSTOne"));
        Path secret = Files.writeString(folder.resolve("secret.txt"), RATES.replace("GETSingle", "GETOne"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
        Files.setPosixFilePermissions(closed, PosixFilePermissions.fromString("rw-rw-rw-"));
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("---------"));
        try {
            Cli.Result result = run("import", top.toString(), secret.toString());

            assertThat(result.exitCode()).isEqualTo(1);
            assertThat(result.err().lines().toList()).containsExactly(
                    closed + ": cannot enter the folder: permission denied",
                    locked + ": cannot enter the folder: permission denied",
                    secret + ": cannot read it: permission denied");
            assertThat(result.out()).contains("imported 2 runs from 1 input, 3 failed");
            assertThat(storedRuns()).isEqualTo(2);
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwx------"));
            Files.setPosixFilePermissions(closed, PosixFilePermissions.fromString("rwx------"));
        }
    }

    @Test
    void anAttributesFileThatIsNotUtf8IsNamed() throws IOException {
        Path rates = Files.writeString(folder.resolve("rates.txt"), RATES);
        Files.write(folder.resolve("rates.txt.attrs"), new byte[] {'d', 'b', 'm', 's', '=', (byte) 0xff, '\n'});

        assertOneSentence(run("import", rates.toString()), rates + ": the attributes file " + rates + ".attrs is not"
                + " UTF-8 text; save it as UTF-8");
        assertThat(storedRuns()).isZero();
    }

    @Test
    void tagsAndKeysLongerThanTheStoreKeepsAreRefusedNotCut() throws IOException {
        Path rates = Files.writeString(folder.resolve("rates.txt"), RATES);
        assertThat(run("import", rates.toString()).exitCode()).isZero();
        String longTag = "t".repeat(300);

        assertOneSentence(run("tag", "1", "--add", longTag), "the tag '" + "t".repeat(40) + "...' is 300 characters"
                + " long; the store keeps at most 256");
        assertOneSentence(run("attr", "1", "--set", "k".repeat(257) + "=v"), "the attribute key '" + "k".repeat(40)
                + "...' is 257 characters long; the store keeps at most 256");
        assertThat(run("show", "1").out()).doesNotContain("ttttt", "kkkkk");
    }

    @Test
    void aGzipWithBadFlagsSaysItIsDamaged() throws IOException {
        Path bad = Files.write(folder.resolve("bad.json.gz"),
                new byte[] {0x1f, (byte) 0x8b, 8, (byte) 0xe0, 0, 0, 0, 0, 0, 3, 1, 2, 3});
        assertOneSentence(run("import", bad.toString()), bad + ": the file ends early or its gzip data is damaged");
    }

    @Test
    void jsonBeyondTheParsersLimitsIsSaidInPlainWords() throws IOException {
        Path deep = Files.writeString(folder.resolve("deep.json"), "{\"metrics\": {\"http_reqs\": {\"count\": "
                + "[".repeat(1500) + "]".repeat(1500) + "}}}");
        Path longNumber = Files.writeString(folder.resolve("long.json"), summary("1" + "0".repeat(1500), "10.5"));
        Path nan = Files.writeString(folder.resolve("nan.json"), summary("5", "NaN"));

        assertOneSentence(run("import", deep.toString()), deep + ":");
        assertOneSentence(run("import", longNumber.toString()), "a number is longer than BenchLens reads");
        assertOneSentence(run("import", nan.toString()), "NaN is not a JSON number (only finite numbers are)");
        assertThat(storedRuns()).isZero();
    }

    @Test
    void aGroupTreeNineHundredLevelsDeepGetsAShortMessage() throws IOException {
        StringBuilder groups = new StringBuilder();
        for (int level = 0; level < 900; level++) {
            groups.append("\"groups\": [{\"name\": \"g").append(level).append("\", \"path\": \"::g\", \"id\": \"x\", ");
        }
        groups.append("\"groups\": [], \"checks\": []");
        groups.append("}]".repeat(900));
        Path tree = Files.writeString(folder.resolve("tree.json"), "{\"root_group\": {\"name\": \"\", \"path\": \"\", "
                + "\"id\": \"r\", " + groups + ", \"checks\": []}, \"metrics\": {\"http_reqs\": {\"count\": 5, "
                + "\"rate\": 1.5}}}");

        Cli.Result result = run("import", tree.toString());
        String said = result.err().isBlank() ? result.out() : result.err();
        assertThat(said.lines()).allSatisfy(line -> assertThat(line.length()).isLessThan(400));
        assertThat(said).doesNotContain("Exception", "StreamReadConstraints");
    }

    @Test
    void impossibleValuesAreRefusedByOneRuleWithTheFieldNamed() throws IOException {
        Path infinite = Files.writeString(folder.resolve("infinite.json"), summary("1e400", "10.5"));
        Path twice = Files.writeString(folder.resolve("twice.json"), summary("5", "10.5").replaceFirst("\\{",
                "{\"metrics\": {\"vus\": {\"value\": 1}},"));
        String header = "job_id,start_time,end_time,num_batches,num_rows,pct_update,max_scratch,prepared,index_only,"
                + "tab_rows,batch_size,table_name,table_rows,table_scratch,comments\n";
        Path backwards = Files.writeString(folder.resolve("backwards.csv"), header
                + "1,2026-11-29 22:30:37.329855,2026-11-29 22:30:33.980681,9,900000,42,1000001,t,f,1000000,100000,b,,,\n");
        Path negative = Files.writeString(folder.resolve("negative.csv"), header
                + "1,2026-11-29 22:30:33.980681,2026-11-29 22:30:37.329855,9,-900000,42,1000001,t,f,1000000,100000,b,,,\n");

        assertOneSentence(run("import", infinite.toString()), infinite + ":4:");
        assertOneSentence(run("import", infinite.toString()), "expected a finite number for");
        assertOneSentence(run("import", twice.toString()), "the field \"metrics\" appears twice in one object");
        assertOneSentence(run("import", backwards.toString()), "before it starts");
        assertOneSentence(run("import", negative.toString()), "cannot be negative");
        assertThat(storedRuns()).isZero();
    }

    @Test
    void aReadOnlyStoreCanBeListedAndAStoreUnderAFileIsOneSentence() throws IOException {
        Path rates = Files.writeString(folder.resolve("rates.txt"), RATES);
        assertThat(run("import", rates.toString()).exitCode()).isZero();
        Path data = folder.resolve("store.mv.db");
        Files.setPosixFilePermissions(data, PosixFilePermissions.fromString("r--r--r--"));
        try {
            Cli.Result listed = run("runs");
            assertThat(listed.exitCode()).as(listed.err()).isZero();
            assertThat(listed.out()).endsWith("2 runs" + System.lineSeparator());
            assertOneSentence(run("tag", "1", "--add", "x"), "the store is read-only");
        } finally {
            Files.setPosixFilePermissions(data, PosixFilePermissions.fromString("rw-r--r--"));
        }

        Path file = Files.writeString(folder.resolve("a-file"), "not a folder");
        assertOneSentence(new Cli(file.resolve("store")).run("runs"), "cannot open the store at " + file.resolve("store")
                + ": " + file + " is a file, not a folder");
    }

    private static String summary(String count, String rate) {
        return "{\n  \"root_group\": {\"name\": \"\", \"path\": \"\", \"id\": \"r\", \"groups\": {}, \"checks\": {}},\n"
                + "  \"metrics\": {\n    \"http_reqs\": {\"count\": " + count + ", \"rate\": " + rate + "},\n"
                + "    \"http_req_duration\": {\"avg\": 5.5, \"min\": 1.0, \"med\": 5.0, \"max\": 9.0, \"p(90)\": 8.0,"
                + " \"p(95)\": 8.5}\n  }\n}\n";
    }
}
