package org.benchlens.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every form Go's Duration.String prints, and what is not a duration. */
class GoDurationTest {

    @ParameterizedTest
    @CsvSource({"0s, 0", "990ns, 0.00099", "1.5µs, 0.0015", "70.96μs, 0.07096", "3us, 0.003", "3.84ms, 3.84",
            "1.04s, 1040", "2m0s, 120000", "1m00.1s, 60100", "1h2m3.5s, 3723500", "100h0m0s, 360000000",
            ".5s, 500"})
    void readsTheFormsGoPrints(String text, BigDecimal millis) {
        assertThat(GoDuration.millis(text)).hasValueSatisfying(read -> assertThat(read).isEqualByComparingTo(millis));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "30", "1.5", "s", "1m30", "1d", "-5s", "1 s", "5S", "1m 30s", "∞s"})
    void takesNothingElseForADuration(String text) {
        assertThat(GoDuration.millis(text)).isEmpty();
    }
}
