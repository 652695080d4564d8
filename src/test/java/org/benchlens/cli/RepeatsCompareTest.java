package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's worked example: docs/examples/repeats.md holds six runs each of three builds (base, a
 * clear +7 %, a noisy +6 %). The p values are SciPy 1.17's, computed with
 * {@code scipy.stats.mannwhitneyu(build, base, alternative="two-sided")} on the throughputs of that file
 * (exact distribution: six against six, no ties): fast 0.0021645021645021645, noisy 0.5887445887445888;
 * and {@code ttest_ind(noisy, base, equal_var=False).pvalue} = 0.20748410496874972 for Welch's test.
 * Mean, median, standard deviation and interval of "fast" are numpy's {@code mean}, {@code median},
 * {@code std(ddof=1)} and {@code mean ± scipy.stats.t.ppf(0.975, 5) · s / √6}.
 */
class RepeatsCompareTest {

    @TempDir
    Path folder;

    private Cli imported() {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", "docs/examples/repeats.md").exitCode()).isZero();
        return cli;
    }

    private static JsonNode cell(JsonNode json, int row) {
        return json.get("rows").get(row).get("cells").get(0);
    }

    @Test
    void aClearGainIsGreenAndANoisyOneGreyWithTheUTestOfScipy() throws Exception {
        Cli cli = imported();
        Cli.Result result = cli.run("compare", "--rows", "build", "--format", "json");
        JsonNode json = new ObjectMapper().readTree(result.out());

        assertThat(json.get("test").asText()).isEqualTo("utest");
        assertThat(json.get("alpha").asDouble()).isEqualTo(0.05);
        JsonNode base = cell(json, 0);
        JsonNode fast = cell(json, 1);
        JsonNode noisy = cell(json, 2);
        assertThat(json.get("rows").get(1).get("name").asText()).isEqualTo("fast");
        assertThat(fast.get("n").asInt()).isEqualTo(6);
        assertThat(fast.get("mean").asDouble()).isCloseTo(1070.55, within(1e-9));
        assertThat(fast.get("median").asDouble()).isCloseTo(1070.8, within(1e-9));
        assertThat(fast.get("stddev").asDouble()).isCloseTo(9.324966487875416, within(1e-9));
        assertThat(fast.get("ciLow").asDouble()).isCloseTo(1060.764047826788, within(1e-6));
        assertThat(fast.get("ciHigh").asDouble()).isCloseTo(1080.3359521732123, within(1e-6));
        assertThat(fast.get("p").asDouble()).isCloseTo(0.0021645021645021645, within(0.0000005));
        assertThat(fast.get("significant").asBoolean()).isTrue();
        assertThat(fast.get("shown").asText()).isEqualTo("1.07");
        assertThat(fast.get("color").asText()).isEqualTo("green");

        assertThat(noisy.get("shown").asText()).isEqualTo("1.06");
        assertThat(noisy.get("p").asDouble()).isCloseTo(0.5887445887445888, within(0.0005));
        assertThat(noisy.get("significant").asBoolean()).isFalse();
        assertThat(noisy.get("color").asText()).isEqualTo("grey");

        assertThat(base.get("p").isNull()).as("the base is not tested against itself").isTrue();
        assertThat(base.get("significant").isNull()).isTrue();
        assertThat(base.get("n").asInt()).isEqualTo(6);
    }

    @Test
    void theTableMarksTheSpreadAndTheNoise() {
        Cli cli = imported();

        String table = cli.run("compare", "--rows", "build").out();

        assertThat(table).contains("""
                build       total
                -----  ----------
                base   1.00 ±0.01
                fast   1.07 ±0.01
                noisy      ~ 1.06
                """);
        assertThat(table).contains("~: a two-sided Mann-Whitney U test against the base finds p >= 0.05");
    }

    @Test
    void welchAndNoTestAreThereToo() throws Exception {
        Cli cli = imported();

        JsonNode welch = new ObjectMapper().readTree(cli.run("compare", "--rows", "build", "--test", "welch",
                "--format", "json").out());
        JsonNode none = new ObjectMapper().readTree(cli.run("compare", "--rows", "build", "--test", "none",
                "--format", "json").out());
        JsonNode loose = new ObjectMapper().readTree(cli.run("compare", "--rows", "build", "--alpha", "0.6",
                "--format", "json").out());

        assertThat(cell(welch, 2).get("p").asDouble()).isCloseTo(0.20748410496874972, within(0.0002));
        assertThat(cell(welch, 2).get("color").asText()).isEqualTo("grey");
        assertThat(cell(none, 2).get("p").isNull()).isTrue();
        assertThat(cell(none, 2).get("color").asText()).as("no test: the ratio alone").isEqualTo("green");
        assertThat(cell(loose, 2).get("significant").asBoolean()).isTrue();
        assertThat(cell(loose, 2).get("color").asText()).isEqualTo("green");
    }
}
