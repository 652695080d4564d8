package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;

/** {@code benchlens store compact}: a new file in the old one's place, with the same runs, never under another process. */
class StoreCompactCommandTest {

    @TempDir
    Path folder;

    @Test
    void compactWritesTheSameRunsIntoASmallerFileInTheOldOnesPlace() throws Exception {
        Path store = folder.resolve("store");
        importThreeRuns(store);
        for (int i = 0; i < 20; i++) {
            Cli.Result tagged = new Cli(store).run("tag", "--add", "pass-" + i, "1", "2");
            assertThat(tagged.exitCode()).as(tagged.err()).isZero();
        }
        Path data = Path.of(store + ".mv.db");
        String runs = new Cli(store).run("runs").out();
        long before = Files.size(data);
        String secret = Files.readString(Path.of(store + ".secret"));

        Cli.Result compact = new Cli(store).run("store", "compact");

        assertThat(compact.exitCode()).as(compact.err()).isZero();
        long after = Files.size(data);
        assertThat(after).isLessThan(before / 2);
        // the size before is the file's as the rewrite starts, after the command's own open
        assertThat(compact.out().strip()).matches("compacted the store at " + java.util.regex.Pattern.quote(
                store.toString()) + ": [0-9]{3} KB -> " + StoreCommand.Compact.size(after));
        assertThat(new Cli(store).run("runs").out()).isEqualTo(runs);
        assertThat(new Cli(store).run("show", "2").out()).contains("pass-19");
        assertThat(new Cli(store).run("store", "check").out().strip())
                .isEqualTo("the store at " + store + " is whole: 3 runs read");
        assertThat(Files.readString(Path.of(store + ".secret"))).isEqualTo(secret);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(data))).isEqualTo("rw-------");
        try (var files = Files.list(folder)) {
            assertThat(files.map(file -> file.getFileName().toString()).filter(name -> name.startsWith("store")))
                    .containsExactlyInAnyOrder("store.mv.db", "store.secret");
        }
    }

    @Test
    void aStoreAnotherProcessHoldsIsLeftAsItIs() throws Exception {
        Path store = folder.resolve("store");
        importThreeRuns(store);
        try (Store held = Store.open(StoreLocation.file(store))) {
            held.read(session -> session.runs().count());
            byte[] before = Files.readAllBytes(Path.of(store + ".mv.db"));

            Cli.Result compact = new Cli(store).run("store", "compact");

            assertThat(compact.exitCode()).isEqualTo(1);
            assertThat(compact.err()).contains("the store at " + store + " is open in another process (the window, "
                    + "or a command still running); close it, then compact");
            assertThat(Files.readAllBytes(Path.of(store + ".mv.db"))).isEqualTo(before);
        }
    }

    private void importThreeRuns(Path store) throws Exception {
        Path rates = Files.writeString(folder.resolve("rates.txt"),
                "GETSingle\n1, 0.00,7001.5/s\n2, 0.00,7002.5/s\n3, 0.00,7003.5/s\n");
        Cli.Result imported = new Cli(store).run("import", rates.toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
    }
}
