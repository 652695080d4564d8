package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.testing.Fixtures;

/** Each key=value argument of --attr, --set and --where is one attribute, whatever its value holds. */
class AttributeArgumentsTest {

    private static final String K6 = "k6/01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27.json";
    private static final String COMMAND = "[\"run\",\"http\",\"--url\",\"http://127.0.0.1:1/\",\"--attr\",\"config=quick\"]";

    @TempDir
    Path folder;

    private Cli cli;

    @BeforeEach
    void store() {
        Path storeFile = folder.resolve("store");
        try (Store store = Store.open(StoreLocation.file(storeFile))) {
            store.transaction(session -> session.saveInput(new RunDraft("http", "GET").attribute("config", "quick")
                    .attribute("runner.command", COMMAND).measure("total", "throughput", 100, "1/s"), null, "h1"));
        }
        cli = new Cli(storeFile);
    }

    @Test
    void importStoresEachArgumentWholeAsOneAttribute() throws Exception {
        Cli.Result imported = cli.run("import", "--attr", "note=see ticket owner=mallory",
                "--attr", "cmd=[\"a\",\"--attr\",\"k=v\"]", "--attr", "pad=  spaced  ", Fixtures.path(K6).toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();

        Map<String, String> attributes = attributes(2);
        assertThat(attributes).containsEntry("note", "see ticket owner=mallory")
                .containsEntry("cmd", "[\"a\",\"--attr\",\"k=v\"]").containsEntry("pad", "  spaced  ")
                .doesNotContainKeys("owner", "\"k");
        assertThat(cli.run("runs", "--where", "note=see ticket owner=mallory").out()).contains("1 run");
    }

    @Test
    void attrSetsOneAttributePerArgument() throws Exception {
        Cli.Result set = cli.run("attr", "1", "--set", "deployment=2 postgrest behind nginx",
                "--set", "url=http://h/?a=b,c");
        assertThat(set.exitCode()).as(set.err()).isZero();

        assertThat(attributes(1)).isEqualTo(new TreeMap<>(Map.of("config", "quick", "runner.command", COMMAND,
                "deployment", "2 postgrest behind nginx", "url", "http://h/?a=b,c")));
    }

    @Test
    void aBadArgumentIsOneSentenceAndChangesNothing() throws Exception {
        Cli.Result noEquals = cli.run("import", "--attr", "instance", Fixtures.path(K6).toString());
        assertThat(noEquals.exitCode()).isEqualTo(1);
        assertThat(noEquals.err()).isEqualTo("benchlens: --attr: 'instance' has no '=' (write key=value)\n");
        Cli.Result noKey = cli.run("attr", "1", "--set", "=quick");
        assertThat(noKey.err()).isEqualTo("benchlens: --set: '=quick' has no key before '='\n");
        assertThat(cli.run("runs").out()).contains("1 run");
    }

    @Test
    void theRunnersCommandIsNeverSetOrRemovedByHand() throws Exception {
        Cli.Result set = cli.run("attr", "1", "--set", "runner.command=[\"run\",\"http\"]");
        assertThat(set.exitCode()).isEqualTo(1);
        assertThat(set.err()).isEqualTo("benchlens: runner.command is written by the runner only: it makes a run "
                + "again as it ran, so it is never set or removed by hand\n");
        assertThat(cli.run("attr", "1", "--unset", "runner.command").exitCode()).isEqualTo(1);

        assertThat(attributes(1)).containsEntry("runner.command", COMMAND);
    }

    private Map<String, String> attributes(long id) throws Exception {
        JsonNode json = new ObjectMapper().readTree(cli.run("show", Long.toString(id), "--format", "json").out());
        Map<String, String> values = new TreeMap<>();
        json.get("attributes").fields().forEachRemaining(e -> values.put(e.getKey(), e.getValue().asText()));
        return values;
    }
}
