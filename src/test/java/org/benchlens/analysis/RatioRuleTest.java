package org.benchlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Better;

class RatioRuleTest {

    private final RatioRule rule = RatioRule.STANDARD;

    @Test
    void coloursTheRatioAsItIsShown() {
        assertThat(rule.format(0.9504)).isEqualTo("0.95");
        assertThat(rule.color(0.9504)).isEqualTo(RatioColor.RED);
        assertThat(rule.color(0.9551)).isEqualTo(RatioColor.GREY);
        assertThat(rule.format(1.0449)).isEqualTo("1.04");
        assertThat(rule.color(1.0449)).isEqualTo(RatioColor.GREY);
        assertThat(rule.format(1.0451)).isEqualTo("1.05");
        assertThat(rule.color(1.0451)).isEqualTo(RatioColor.GREEN);
        assertThat(rule.color(1.0)).isEqualTo(RatioColor.GREY);
        assertThat(rule.color(6.44)).isEqualTo(RatioColor.GREEN);
        assertThat(rule.color(0.5)).isEqualTo(RatioColor.RED);
    }

    @Test
    void aFigureThatImprovesDownwardsTurnsTheColoursAtTheSameThresholds() {
        assertThat(rule.color(1.0451, Better.LOWER)).isEqualTo(RatioColor.RED);
        assertThat(rule.color(0.9504, Better.LOWER)).isEqualTo(RatioColor.GREEN);
        assertThat(rule.color(1.0449, Better.LOWER)).isEqualTo(RatioColor.GREY);
        assertThat(rule.color(0.9551, Better.LOWER)).isEqualTo(RatioColor.GREY);
        assertThat(rule.color(1.0451, Better.HIGHER)).isEqualTo(RatioColor.GREEN);
    }

    @Test
    void roundsTheExactBinaryValueHalfEvenAsPrintfDoes() {
        // 1.005 is 1.00499999999999989... in binary: printf("%.2f") shows 1.00, and so does BenchLens
        assertThat(rule.format(1.005)).isEqualTo("1.00");
        // 0.125 is exact in binary: a true tie, rounded to even
        assertThat(new RatioRule(0.95, 1.05, 2).format(0.125)).isEqualTo("0.12");
        assertThat(rule.format(1372.484403 / 1018.047624)).isEqualTo("1.35");
    }

    @Test
    void thresholdsAndPrecisionAreSettings() {
        RatioRule strict = new RatioRule(0.98, 1.02, 3);
        assertThat(strict.format(0.9804)).isEqualTo("0.980");
        assertThat(strict.color(0.9804)).isEqualTo(RatioColor.RED);
        assertThat(strict.color(1.0194)).isEqualTo(RatioColor.GREY);
        assertThat(strict.color(1.0196)).as("shown as 1.020").isEqualTo(RatioColor.GREEN);
        assertThatThrownBy(() -> new RatioRule(1.05, 0.95, 2)).hasMessageContaining("must be below");
    }
}
