package org.benchlens.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;

import org.junit.jupiter.api.Test;

/** Numbers for files a program reads again keep every digit, in plain notation a spreadsheet takes as a number. */
class NumbersTest {

    @Test
    void exactWritesWhatDoubleToStringWritesWithoutExponentOrTrailingZero() {
        assertThat(Numbers.exact(2.4E7)).isEqualTo("24000000");
        assertThat(Numbers.exact(82435.0)).isEqualTo("82435");
        assertThat(Numbers.exact(1372.484403)).isEqualTo("1372.484403");
        assertThat(Numbers.exact(1.2E-5)).isEqualTo("0.000012");
        assertThat(Numbers.exact(-0.0)).isEqualTo("0");
        assertThat(Numbers.exact(81.76793951691018)).isEqualTo("81.76793951691018");
        assertThat(Numbers.exact(Double.NaN)).isEmpty();
        assertThat(Numbers.exact(Double.POSITIVE_INFINITY)).isEmpty();
    }

    @Test
    void anyDoubleReadsBackAsItself() {
        Random random = new Random(46);
        for (int i = 0; i < 100_000; i++) {
            double value = Double.longBitsToDouble(random.nextLong());
            if (!Double.isFinite(value)) {
                continue;
            }
            String text = Numbers.exact(value);
            assertThat(text).as("%s", value).doesNotContain("E", "e");
            assertThat(Double.parseDouble(text)).as(text).isEqualTo(value == 0 ? 0.0 : value);
        }
    }
}
