package org.benchlens.analysis.trend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;

class NaturalOrderTest {

    @Test
    void postgresVersionsSortAsReleasedWithBetasBeforeTheRelease() {
        List<String> versions = new ArrayList<>(List.of("17", "13.15", "17beta3", "12.20", "17.1", "17beta1", "12.19",
                "16.4", "17beta2", "9.6"));
        Collections.shuffle(versions, new java.util.Random(7));

        versions.sort(NaturalOrder.INSTANCE);

        assertThat(versions).containsExactly("9.6", "12.19", "12.20", "13.15", "16.4", "17beta1", "17beta2", "17beta3",
                "17", "17.1");
    }

    @Test
    void namesWithNumbersCompareTheNumbersAsNumbers() {
        List<String> names = new ArrayList<>(List.of("pg17beta3", "pg16", "pg9", "build-10", "build-9", "rc", "beta"));

        names.sort(NaturalOrder.INSTANCE);

        assertThat(names).containsExactly("beta", "build-9", "build-10", "pg9", "pg16", "pg17beta3", "rc");
    }
}
