package org.benchlens.runner.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.benchlens.runner.RunnerException;

/** A worker that fails before the step's clock starts does not leave the others waiting for it. */
class ClientWorkersTest {

    private static final ClientWorkers.Worker CONNECTS_THEN_WAITS = start -> start.await();
    private static final ClientWorkers.Worker CANNOT_CONNECT = start -> {
        throw new SQLException("connection refused");
    };

    @Test
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void aWorkerThatCannotConnectStopsTheStepWithItsOwnError() {
        AtomicInteger clockStarts = new AtomicInteger();

        assertThatThrownBy(() -> ClientWorkers.run(List.of(CONNECTS_THEN_WAITS, CONNECTS_THEN_WAITS, CANNOT_CONNECT),
                clockStarts::incrementAndGet, () -> { }, () -> false))
                .isInstanceOf(RunnerException.class)
                .hasMessage("connection refused")
                .hasCauseInstanceOf(SQLException.class);
        assertThat(clockStarts).hasValue(0);
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void afterACancelAWorkerThatCannotConnectEndsTheStepQuietly() throws Exception {
        AtomicInteger clockStarts = new AtomicInteger();

        ClientWorkers.run(List.of(CONNECTS_THEN_WAITS, CANNOT_CONNECT), clockStarts::incrementAndGet, () -> { },
                () -> true);

        assertThat(clockStarts).hasValue(0);
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void workersThatAllConnectStartTheClockOnce() throws Exception {
        AtomicInteger clockStarts = new AtomicInteger();

        ClientWorkers.run(List.of(CONNECTS_THEN_WAITS, CONNECTS_THEN_WAITS, CONNECTS_THEN_WAITS),
                clockStarts::incrementAndGet, () -> { }, () -> false);

        assertThat(clockStarts).hasValue(1);
    }
}
