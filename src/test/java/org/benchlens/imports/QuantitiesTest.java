package org.benchlens.imports;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class QuantitiesTest {

    @ParameterizedTest(name = "{0} is {1} ms")
    @CsvSource(delimiter = ';', value = {
            "3.84ms; 3.84",
            "70.96µs; 0.07096",
            "70.96μs; 0.07096",
            "70.96us; 0.07096",
            "990ns; 0.00099",
            "0s; 0",
            "1.04s; 1040",
            "2m; 120000",
            "1m0s; 60000",
            "1m00.1s; 60100",
            "1h2m3s; 3723000",
            "1h0m0.5s; 3600500",
            "877.15µs; 0.87715"})
    void readsDurationsAsK6AndGoPrintThem(String text, double millis) {
        assertThat(Quantities.millis(text)).hasValue(millis);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "3.84", "ms", "3.84 ms", "3.84msx", "1m0", "1.2.3s", "-1s", "1d", "NaNms", "3,84ms"})
    void refusesWhatIsNotADuration(String text) {
        assertThat(Quantities.millis(text)).isEmpty();
    }

    @ParameterizedTest(name = "{0} is {1} B")
    @CsvSource(delimiter = ';', value = {
            "24 MB; 24000000",
            "8.5 MB; 8500000",
            "801 kB; 801000",
            "4147 kB; 4147000",
            "1.7 GB; 1700000000",
            "2.5 TB; 2500000000000",
            "718 B; 718",
            "7 B; 7",
            "220kB; 220000",
            "3 KB; 3000",
            "2 KiB; 2048",
            "1 MiB; 1048576"})
    void readsSizesInTheDecimalUnitsK6Prints(String text, double bytes) {
        assertThat(Quantities.bytes(text)).hasValue(bytes);
    }

    @ParameterizedTest
    @ValueSource(strings = {"24", "MB", "24 Mb", "24 mB", "24 kiB", "24 iB", "24 XB", "24 MB/s", "twenty MB"})
    void refusesWhatIsNotASize(String text) {
        assertThat(Quantities.bytes(text)).isEmpty();
    }

    @Test
    void readsRatesAndDataRates() {
        assertThat(Quantities.perSecond("2551.265784/s")).hasValue(2551.265784);
        assertThat(Quantities.perSecond("1372.484403/s")).hasValue(1372.484403);
        assertThat(Quantities.perSecond("2551.265784")).isEmpty();
        assertThat(Quantities.perSecond("fast/s")).isEmpty();
        assertThat(Quantities.bytesPerSecond("801 kB/s")).hasValue(801_000);
        assertThat(Quantities.bytesPerSecond("3.7 MB/s")).hasValue(3_700_000);
        assertThat(Quantities.bytesPerSecond("801 kB")).isEmpty();
    }

    @Test
    void shiftsTheDecimalPointWithoutBinaryNoise() {
        assertThat(Quantities.shiftDecimal(790.54, -3)).isEqualTo(0.79054);
        assertThat(790.54 / 1000).isNotEqualTo(0.79054);
        assertThat(Quantities.shiftDecimal(1.488, 3)).isEqualTo(1488.0);
        assertThat(Quantities.shiftDecimal(3.3409375, 3)).isEqualTo(3340.9375);
    }

    @Test
    void readsPercentagesAsFractions() {
        assertThat(Quantities.percentAsFraction("0.00%")).hasValue(0.0);
        assertThat(Quantities.percentAsFraction("62.56%")).hasValue(0.6256);
        assertThat(Quantities.percentAsFraction("100.00 %")).hasValue(1.0);
        assertThat(Quantities.percentAsFraction("62.56")).isEmpty();
        assertThat(Quantities.fractionOfPercent(62.56)).isEqualTo(0.6256);
        assertThat(Quantities.fractionOfPercent(4.37)).isEqualTo(0.0437);
    }

    @Test
    void readsPlainNumbersOnly() {
        assertThat(Quantities.number("28.14130368125745")).hasValue(28.14130368125745);
        assertThat(Quantities.number(" 1052 ")).hasValue(1052);
        assertThat(Quantities.number("1e3")).hasValue(1000);
        assertThat(Quantities.number("-2")).hasValue(-2);
        assertThat(Quantities.number("NaN")).isEmpty();
        assertThat(Quantities.number("Infinity")).isEmpty();
        assertThat(Quantities.number("0x1F")).isEmpty();
        assertThat(Quantities.number("1,000")).isEmpty();
        assertThat(Quantities.number("1e999")).isEmpty();
        assertThat(Quantities.number(null)).isEmpty();
        assertThat(Quantities.number("1".repeat(100))).as("over-long text").isEmpty();
    }
}
