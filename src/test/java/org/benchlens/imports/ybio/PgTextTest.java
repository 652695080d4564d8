package org.benchlens.imports.ybio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;

import org.junit.jupiter.api.Test;

import org.benchlens.imports.Quantities;

class PgTextTest {

    @Test
    void intervalsAsPsqlPrintsThem() {
        assertThat(PgText.intervalSeconds("01:00:00.00081")).isCloseTo(3600.00081, within(1e-9));
        assertThat(PgText.intervalSeconds("00:00:04.002867")).isCloseTo(4.002867, within(1e-9));
        assertThat(PgText.intervalSeconds("1 day 02:00:00")).isEqualTo(93_600.0);
        assertThat(PgText.intervalSeconds("2 days")).isEqualTo(172_800.0);
        assertThat(PgText.intervalSeconds("1 mon 1 day")).isEqualTo(31 * 86_400.0);
        assertThat(PgText.intervalSeconds("-00:00:01.5")).isEqualTo(-1.5);
        assertThat(PgText.intervalSeconds("100:00:00")).isEqualTo(360_000.0);
        assertThat(PgText.intervalSeconds("4 seconds")).isNull();
        assertThat(PgText.intervalSeconds("")).isNull();
    }

    @Test
    void timestampsWithoutZoneAreReadAsUtc() {
        PgText.Timestamp plain = PgText.timestamp("2021-09-05 08:58:57.403667");
        assertThat(plain.instant()).isEqualTo(Instant.parse("2021-09-05T08:58:57.403667Z"));
        assertThat(plain.zoned()).isFalse();
        assertThat(PgText.timestamp("2021-09-05 08:58:57").instant()).isEqualTo(Instant.parse("2021-09-05T08:58:57Z"));

        PgText.Timestamp zoned = PgText.timestamp("2021-09-05 08:58:57.4+02");
        assertThat(zoned.instant()).isEqualTo(Instant.parse("2021-09-05T06:58:57.400Z"));
        assertThat(zoned.zoned()).isTrue();
        assertThat(PgText.timestamp("2021-09-05 08:58:57+05:30").instant())
                .isEqualTo(Instant.parse("2021-09-05T03:28:57Z"));

        assertThat(PgText.timestamp("Sun Sep 05 08:58:57 2021")).isNull();
        assertThat(PgText.timestamp("2021-02-30 08:58:57")).isNull();
    }

    @Test
    void booleansAndNumbers() {
        assertThat(PgText.bool("t")).isTrue();
        assertThat(PgText.bool("f")).isFalse();
        assertThat(PgText.bool("yes")).isNull();
        // numeric columns as psql prints them are read by the shared Quantities.number
        assertThat(Quantities.number(".0")).hasValue(0.0);
        assertThat(Quantities.number("44.4")).hasValue(44.4);
        assertThat(Quantities.number("1e6")).hasValue(1e6);
        assertThat(Quantities.number("90 %")).isEmpty();
        assertThat(PgText.plain("1e6")).isEqualTo("1000000");
        assertThat(PgText.plain("0.50")).isEqualTo("0.5");
    }
}
