package org.benchlens.runner.k6;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.benchlens.model.Attributes;

/**
 * What the user asked k6 to do.
 *
 * @param k6           the k6 program, or null when none was found (validation then says how to install it)
 * @param script       the user's k6 script
 * @param vus          the VU levels of a sweep, one k6 run each; empty to keep the script's own
 * @param duration     how long each level runs, or null to keep the script's own
 * @param attributes   added to every run stored (the user's {@code --attr})
 * @param outputFolder where k6 writes its files, kept after the import; null for a temporary
 *                     folder removed once they are imported
 */
public record K6Plan(Path k6, Path script, List<Integer> vus, K6Duration duration, Attributes attributes,
                     Path outputFolder) {

    public K6Plan {
        vus = List.copyOf(vus);
        attributes = attributes == null ? Attributes.EMPTY : attributes;
    }

    /** The runs k6 makes: one per VU level, or one with the script's own load. */
    List<Integer> levels() {
        List<Integer> levels = new ArrayList<>(vus);
        if (levels.isEmpty()) {
            levels.add(null);
        }
        return levels;
    }

    /** The whole sweep's length, or zero when the script sets it. */
    Duration expectedDuration() {
        return duration == null ? Duration.ZERO : duration.length().multipliedBy(levels().size());
    }

    /** A comma-separated list of VU levels ({@code 10,20,50}), as {@code --vus} takes it. */
    public static List<Integer> parseVus(String text, String option) {
        List<Integer> levels = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return levels;
        }
        for (String part : text.split(",")) {
            try {
                int level = Integer.parseInt(part.strip());
                if (level < 1) {
                    throw new NumberFormatException();
                }
                levels.add(level);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(option + " expects whole numbers of VUs of at least 1, "
                        + "separated by commas (10,20,50), not '" + text.strip() + "'");
            }
        }
        return levels;
    }
}
