package org.benchlens.runner.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

import org.junit.jupiter.api.Test;

/** Where the measured time of a step ends. */
class OperationMeterTest {

    private static final Instant START = Instant.parse("2026-11-30T03:00:00Z");

    @Test
    void aTimedStepThatReachedItsDeadlineIsMeasuredUpToIt() {
        TestClock clock = new TestClock();
        OperationMeter meter = new OperationMeter(clock);
        clock.now = START.plusMillis(996);
        meter.record(10, 2_000);
        clock.now = START.plusMillis(1_001); // the loop sees the time is up a moment after the last batch

        meter.stop(START.plusSeconds(1));

        assertThat(meter.stopped()).isEqualTo(START.plusSeconds(1));
        assertThat(meter.elapsedSeconds()).isEqualTo(1.0);
        assertThat(meter.throughput()).isEqualTo(10.0);
    }

    @Test
    void aTransactionThatRanPastTheDeadlineEndsTheStep() {
        TestClock clock = new TestClock();
        OperationMeter meter = new OperationMeter(clock);
        clock.now = START.plusMillis(1_250);
        meter.record(10, 300_000);
        clock.now = START.plusMillis(1_300);

        meter.stop(START.plusSeconds(1));

        assertThat(meter.elapsedSeconds()).isEqualTo(1.25);
    }

    @Test
    void aStepStoppedBeforeItsDeadlineEndsAtItsLastTransaction() {
        TestClock clock = new TestClock();
        OperationMeter meter = new OperationMeter(clock);
        clock.now = START.plusMillis(400);
        meter.record(10, 2_000);
        clock.now = START.plusMillis(450);

        meter.stop(START.plusSeconds(1));

        assertThat(meter.elapsedSeconds()).isEqualTo(0.4);
    }

    private static final class TestClock extends Clock {
        private Instant now = START;

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
