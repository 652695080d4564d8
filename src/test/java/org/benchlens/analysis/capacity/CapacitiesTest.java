package org.benchlens.analysis.capacity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.testing.TestRuns.tput;

import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.benchlens.model.Measurement;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestRuns;
import org.benchlens.testing.TestStores;

/**
 * The capacity of the seed sweeps (sample-data/postgrest-nginx-sweep, imported as a user would),
 * held to SciPy. The reference figures were computed with SciPy 1.x from the same points (VUs and
 * rate/s of each block of the sample files), unweighted, as:
 * <pre>
 * def usl(n, lam, s, k): return lam*n/(1+s*(n-1)+k*n*(n-1))
 * popt, pcov = curve_fit(usl, n, x, p0=(x[0]/n[0], 0.01, 1e-4), ftol=1e-14, xtol=1e-14, gtol=1e-14)
 * ci = popt ± scipy.stats.t.ppf(0.975, len(n)-3) * sqrt(diag(pcov))
 * r2 = 1 - sum((x-usl(n,*popt))**2) / sum((x-x.mean())**2);  N* = sqrt((1-s)/k)
 * </pre>
 */
class CapacitiesTest {

    private static List<RunResult> sample;

    @BeforeAll
    static void importSample() {
        try (Store store = TestStores.h2()) {
            ImportHarness.importInto(store, Path.of("sample-data", "postgrest-nginx-sweep"));
            sample = ImportHarness.results(store);
        }
    }

    private static Capacity of(String scenario, String... slo) {
        List<RunResult> runs = sample.stream().filter(r -> scenario.equals(r.run().attribute("scenario"))).toList();
        return Capacities.of(runs, CapacityRequest.of("deployment",
                java.util.Arrays.stream(slo).map(SloTarget::parse).toList()));
    }

    /** Rounded to 3 significant digits, the precision the figures are held to. */
    private static String sig3(double value) {
        return new BigDecimal(value).round(new MathContext(3)).toString();
    }

    private static void assertFit(UslFit fit, String lambda, String sigma, String kappa) {
        assertThat(sig3(fit.lambda())).isEqualTo(lambda);
        assertThat(sig3(fit.sigma())).isEqualTo(sigma);
        assertThat(sig3(fit.kappa())).isEqualTo(kappa);
    }

    @Test
    void getSingleFitsAsSciPyFitsIt() {
        Capacity capacity = of("GETSingle");

        assertThat(capacity.lines()).extracting(CapacityLine::name).containsExactly("2pgrest", "4pgrest", "8pgrest");
        // SciPy: lam=1287.92 sigma=0.0645291 kappa=0.000316739
        assertFit(capacity.line("2pgrest").fit(), "1.29E+3", "0.0645", "0.000317");
        // SciPy: lam=1507.47 sigma=0.08798 kappa=0.000247211
        assertFit(capacity.line("4pgrest").fit(), "1.51E+3", "0.0880", "0.000247");
        // SciPy: lam=1585.25 sigma=0.102966 kappa=0.000242958
        assertFit(capacity.line("8pgrest").fit(), "1.59E+3", "0.103", "0.000243");
    }

    @Test
    void getSingleEmbedFitsAsSciPyFitsIt() {
        Capacity capacity = of("GETSingleEmbed");

        // SciPy: lam=1009.39 sigma=0.0792516 kappa=0.000457681
        assertFit(capacity.line("2pgrest").fit(), "1.01E+3", "0.0793", "0.000458");
        // SciPy: lam=956.413 sigma=0.0657269 kappa=0.000269482
        assertFit(capacity.line("4pgrest").fit(), "956", "0.0657", "0.000269");
        // SciPy: lam=1086.23 sigma=0.0970259 kappa=0.000250464
        assertFit(capacity.line("8pgrest").fit(), "1.09E+3", "0.0970", "0.000250");
    }

    @Test
    void peakIntervalsAndRSquaredOfTwoPgrest() {
        UslFit fit = of("GETSingle").line("2pgrest").fit();

        // SciPy: r2=0.95379 N*=54.35 peak=13057; ci [1004,1572] [0.03994,0.08912] [0.000242,0.0003914]
        assertThat(fit.rSquared()).isCloseTo(0.95379, within(5e-5));
        assertThat(fit.peakConcurrency()).isCloseTo(54.35, within(0.01));
        assertThat(fit.peakThroughput()).isCloseTo(13057, within(1.0));
        assertThat(sig3(fit.lambdaInterval().low())).isEqualTo("1.00E+3");
        assertThat(sig3(fit.lambdaInterval().high())).isEqualTo("1.57E+3");
        assertThat(sig3(fit.sigmaInterval().low())).isEqualTo("0.0399");
        assertThat(sig3(fit.sigmaInterval().high())).isEqualTo("0.0891");
        assertThat(sig3(fit.kappaInterval().low())).isEqualTo("0.000242");
        assertThat(sig3(fit.kappaInterval().high())).isEqualTo("0.000391");
        assertThat(fit.weighted()).isFalse();
    }

    @Test
    void theKneeIsTheLastLevelBeforeAVuGainsUnderAFifthOfTheFirstLevelsRate() {
        // 2pgrest: 744 req/s per VU at 10 VUs; 10 → 20 gains 414 per VU, 20 → 30 only 111 (< 149)
        assertThat(of("GETSingle").line("2pgrest").knee().vus()).isEqualTo(20);
    }

    @Test
    void theErrorSloLimitIsTheLastLevelBeforeRequestsFail() {
        Capacity capacity = of("POSTBulk", "errors<=1%");

        // 2pgrest fails 62.56 % at 90 VUs, 4pgrest 18.00 % at 60, 8pgrest 4.37 % at 80
        assertThat(capacity.line("2pgrest").sloLimit().vus()).isEqualTo(80);
        assertThat(capacity.line("2pgrest").sloLimit().throughput()).isEqualTo(5055.010742);
        assertThat(capacity.line("4pgrest").sloLimit().vus()).isEqualTo(50);
        assertThat(capacity.line("8pgrest").sloLimit().vus()).isEqualTo(70);
        assertThat(capacity.line("2pgrest").costPerMillion()).as("the sample has no price").isEmpty();
    }

    @Test
    void aLatencySloOnASweepWithoutLatencySaysSo() {
        CapacityLine line = of("GETSingle", "p95<=200ms").line("2pgrest");

        assertThat(line.sloLimit()).isNull();
        assertThat(line.sloProblem()).isEqualTo("no SLO limit: no p95 measured at 10 VUs");
    }

    private final TestRuns make = new TestRuns("runner-http");

    private static Measurement p95(double millis) {
        return new Measurement("total", "latency.p95", millis, "ms");
    }

    @Test
    void theSloLimitMeetsEveryTargetAndCostsThePricePerMillionRequests() {
        List<RunResult> runs = new ArrayList<>();
        double[][] levels = {{10, 5000, 20}, {20, 9000, 40}, {40, 11800, 150}, {60, 12000, 260}, {80, 11000, 190}};
        for (double[] l : levels) {
            runs.add(make.run(Map.of("vus", plain(l[0]), "price_per_hour", "0.688"), tput("total", l[1]), p95(l[2])));
        }

        CapacityLine line = Capacities.of(runs, CapacityRequest.of(null, List.of(SloTarget.parse("p95<=200ms"))))
                .lines().get(0);

        // 80 VUs is back under 200 ms, but 60 VUs already missed: the limit stays at 40
        assertThat(line.sloLimit().vus()).isEqualTo(40);
        assertThat(line.costPerMillion()).hasValueSatisfying(
                cost -> assertThat(cost).isCloseTo(0.688 / (11800 * 3600.0) * 1e6, within(1e-12)));
        assertThat(line.fitProblem()).isNull();
    }

    /**
     * Three repeats per level, each level weighted by the standard error of its mean. SciPy:
     * {@code curve_fit(usl, n, means, p0=(1000, 0.01, 1e-4), sigma=std(ddof=1)/sqrt(3), absolute_sigma=False)}
     * gives lam=1000.08 sigma=0.050163 kappa=0.000488656; unweighted it gives 985.685, 0.046993, 0.000522446.
     */
    @Test
    void repeatsGiveAWeightedFit() {
        double[][] repeats = {{1, 998.5, 1000.5, 1001.0}, {2, 1923, 1873, 1913}, {4, 3454, 3462, 3464},
                {8, 5906, 5756, 5756}, {16, 8536, 8561, 8571}, {32, 10806, 10406, 10756}, {64, 10300, 10780, 10060}};
        List<RunResult> runs = new ArrayList<>();
        for (double[] level : repeats) {
            for (int i = 1; i < level.length; i++) {
                runs.add(make.run(Map.of("vus", plain(level[0])), tput("total", level[i])));
            }
        }

        CapacityLine line = Capacities.of(runs, CapacityRequest.of(null, List.of())).lines().get(0);

        assertThat(line.levels().get(1).repeats()).isEqualTo(3);
        assertThat(line.levels().get(1).standardError()).isCloseTo(Math.sqrt(700.0 / 3), within(1e-9));
        assertThat(line.fit().weighted()).isTrue();
        assertFit(line.fit(), "1.00E+3", "0.0502", "0.000489");
    }

    @Test
    void tooFewLevelsGiveASentenceNotACurve() {
        List<RunResult> runs = List.of(make.run(Map.of("vus", "10"), tput("total", 100)),
                make.run(Map.of("vus", "20"), tput("total", 180)), make.run(Map.of("vus", "30"), tput("total", 200)));

        CapacityLine line = Capacities.of(runs, CapacityRequest.of(null, List.of())).lines().get(0);

        assertThat(line.fit()).isNull();
        assertThat(line.fitProblem()).isEqualTo("no USL fit: it needs at least 4 load levels, this sweep has 3");
    }

    private static String plain(double value) {
        return Long.toString((long) value);
    }
}
