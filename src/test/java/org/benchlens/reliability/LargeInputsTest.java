package org.benchlens.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;

/**
 * Stores and inputs larger than memory would hold carelessly, in a JVM with a 256 MB heap; and a
 * disk that fills during an import. Each ends promptly, the store whole.
 */
@Tag("reliability")
class LargeInputsTest {

    private static final List<String> SMALL_HEAP = List.of("-Xmx256m");

    @TempDir
    Path folder;

    @Test
    void twentyThousandRunsAreListedInASmallHeap() throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("store"));
        Store.open(location).close();
        try (Connection connection = DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password());
             PreparedStatement run = connection.prepareStatement("insert into run (id, format, name, source_hash,"
                     + " imported_at) values (?, 'table', ?, ?, current_timestamp)");
             PreparedStatement attribute = connection.prepareStatement(
                     "insert into run_attribute (run_id, attribute_key, attribute_value) values (?, ?, ?)");
             PreparedStatement tag = connection.prepareStatement("insert into run_tag (run_id, tag) values (?, 'x')");
             // each run a whole input, as an import marks it (decision 0124)
             PreparedStatement whole = connection.prepareStatement(
                     "insert into whole_input (first_run_id, source_hash) values (?, ?)")) {
            connection.setAutoCommit(false);
            for (long id = 1; id <= 20_000; id++) {
                run.setLong(1, id);
                run.setString(2, "GETSingle " + id + " VUs");
                run.setString(3, "hash-" + id);
                run.addBatch();
                for (String key : List.of("scenario", "instance", "dbms")) {
                    attribute.setLong(1, id);
                    attribute.setString(2, key);
                    attribute.setString(3, key + "-value-" + (id % 50));
                    attribute.addBatch();
                }
                tag.setLong(1, id);
                tag.addBatch();
                whole.setLong(1, id);
                whole.setString(2, "hash-" + id);
                whole.addBatch();
            }
            run.executeBatch();
            attribute.executeBatch();
            tag.executeBatch();
            whole.executeBatch();
            connection.commit();
        }

        Processes.Started listing = Processes.start(location, SMALL_HEAP, "runs");
        assertThat(listing.waitFor()).as(tail(listing.output())).isZero();
        assertThat(listing.output()).endsWith("20000 runs" + System.lineSeparator())
                .contains("dbms=dbms-value-0 instance=instance-value-0 scenario=scenario-value-0");
    }

    @Test
    void aDumpWithMoreRunsThanOneImportHoldsIsRefusedInASentenceWithoutRunningOutOfMemory() throws Exception {
        Path dump = folder.resolve("benchruns.csv.gz");
        try (OutputStream file = Files.newOutputStream(dump);
             Writer out = new OutputStreamWriter(new GZIPOutputStream(file, 1 << 16), StandardCharsets.UTF_8)) {
            out.write("job_id,start_time,end_time,num_batches,num_rows,pct_update,max_scratch,prepared,index_only,"
                    + "tab_rows,batch_size,table_name,table_rows,table_scratch,comments\n");
            for (int job = 1; job <= 60_000; job++) {
                out.write(job + ",2026-11-29 22:30:33.980681,2026-11-29 22:30:37.329855,9,900000,42,1000001,t,f,"
                        + "1000000,100000,bench0001,,,job " + job + "\n");
            }
        }
        StoreLocation location = StoreLocation.file(folder.resolve("store"));

        Processes.Started importing = Processes.start(location, SMALL_HEAP, "import", dump.toString());

        assertThat(importing.waitFor()).isEqualTo(1);
        assertThat(importing.output()).contains(dump + ": it holds more than 50000 runs; BenchLens stores at most"
                + " 50000 runs from one input, so that an import fits in memory: split it")
                .doesNotContain("OutOfMemoryError");
        try (Store store = Store.open(location)) {
            Long runs = store.read(s -> s.runs().count());
            assertThat(runs).isZero();
        }
    }

    /**
     * The disk fills at several moments of the import: in a statement, in the commit, in H2's own writer between
     * them. When H2's writer failed (here 896 KB to 2 MB past the file's size, with H2 2.5.252, about one time in
     * three), H2's next statement, or its own close at the JVM's exit, spun for ever before decision 0182.
     */
    @ParameterizedTest(name = "{0} KB left")
    @ValueSource(ints = {16, 64, 256, 512, 896, 1024, 2048})
    void aDiskThatFillsDuringAnImportEndsItPromptlyWithTheStoreWhole(int kilobytesLeft) throws Exception {
        StoreLocation location = StoreLocation.file(folder.resolve("store"));
        Path small = Files.writeString(folder.resolve("small.txt"), "GETAll\n1, 0.00,5.5/s\n2, 0.00,6.5/s\n");
        try (Store store = Store.open(location)) {
            new ImportService(store, ImporterRegistry.standard()).importPaths(List.of(small), ImportOptions.NONE);
        }
        StringBuilder rows = new StringBuilder("GETSingle\n");
        for (int vus = 1; vus <= 4_000; vus++) {
            rows.append(vus).append(", 0.00,").append(7000 + vus).append(".5/s\n");
        }
        Path big = Files.writeString(folder.resolve("big.txt"), rows);
        long limitKb = Files.size(folder.resolve("store.mv.db")) / 1024 + kilobytesLeft;

        // a file size limit stands for a full disk: the database's writes fail the same way
        Processes.Started importing = Processes.shell(location, "ulimit -f " + limitKb + "; exec $BENCHLENS import " + big);

        assertThat(importing.waitFor()).isEqualTo(1);
        assertThat(importing.output()).contains(big + ": could not store it: the store at " + folder.resolve("store")
                + " failed: ").doesNotContain("\tat ");
        try (Store store = Store.open(location)) {
            Long runs = store.read(s -> s.runs().count());
            assertThat(runs).isEqualTo(2);
        }
    }

    private static String tail(String output) {
        return output.length() <= 2000 ? output : output.substring(output.length() - 2000);
    }
}
