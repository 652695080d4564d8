package org.benchlens.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;

import org.junit.jupiter.api.Test;

class DurationsTest {

    @Test
    void readsWhatUsersTypeForEveryRunner() {
        assertThat(Durations.parse("30", "--duration")).isEqualTo(Duration.ofSeconds(30));
        assertThat(Durations.parse("1m30s", "--duration")).isEqualTo(Duration.ofSeconds(90));
        assertThat(Durations.parse(" 2M ", "--duration")).isEqualTo(Duration.ofMinutes(2));
        assertThat(Durations.parse("1.5h", "--duration")).isEqualTo(Duration.ofMinutes(90));
        assertThat(Durations.parse("500ms", "--warmup")).isEqualTo(Duration.ofMillis(500));
    }

    @Test
    void aWrongDurationIsOneSentenceNamingTheSetting() {
        assertThatThrownBy(() -> Durations.parse("1 minute", "Warm-up"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Warm-up expects a duration such as 30s, 1m30s or 500ms, not '1 minute'");
        assertThatThrownBy(() -> Durations.parse("30x", "--duration"))
                .hasMessage("--duration expects a duration such as 30s, 1m30s or 500ms, not '30x'");
    }

    @Test
    void writesDurationsAsK6Does() {
        assertThat(Durations.format(Duration.ofSeconds(90))).isEqualTo("1m30s");
        assertThat(Durations.format(Duration.ofHours(2))).isEqualTo("2h");
        assertThat(Durations.format(Duration.ofMillis(1500))).isEqualTo("1500ms");
        assertThat(Durations.format(Duration.ZERO)).isEqualTo("0s");
        assertThat(Durations.format(Duration.ofSeconds(-5))).isEqualTo("-5s");
    }
}
