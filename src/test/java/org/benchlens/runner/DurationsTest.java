package org.benchlens.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;

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

    /**
     * Any duration a setting can hold, to the millisecond (what format writes), is read back as itself: whole
     * seconds, minutes and hours, odd milliseconds, zero, and the largest a long of milliseconds allows.
     */
    @Test
    void everyWholeMillisecondDurationReadsBackAsItself() {
        java.util.Random random = new java.util.Random(20261205);
        List<Duration> durations = new java.util.ArrayList<>(List.of(Duration.ZERO, Duration.ofMillis(1),
                Duration.ofMillis(999), Duration.ofSeconds(59), Duration.ofMinutes(60), Duration.ofHours(100),
                Duration.ofMillis(Long.MAX_VALUE / 1_000_000)));
        for (int i = 0; i < 2000; i++) {
            long millis = switch (i % 4) {
                case 0 -> random.nextInt(1000);
                case 1 -> random.nextInt(86_400) * 1000L;
                case 2 -> random.nextInt(1000) * 60_000L;
                default -> Math.floorMod(random.nextLong(), 1_000_000_000_000L);
            };
            durations.add(Duration.ofMillis(millis));
        }
        for (Duration duration : durations) {
            String text = Durations.format(duration);
            assertThat(Durations.parse(text, "a duration")).as(text).isEqualTo(duration);
        }
        assertThatThrownBy(() -> Durations.parse("3000000h", "--duration")).hasMessage(
                "--duration expects a duration of at most 292 years, not '3000000h'");
    }
}
