package org.benchlens.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

class AttributesTest {

    @Test
    void readsWhatDescribesTheRunFirstAndWhereValuesCameFromLast() {
        Attributes attributes = Attributes.of(Map.of("errors.source", "failed requests", "vus", "230",
                "instance", "t3a.nano", "k6.version", "<=0.29", "thresholds", "passed"));

        assertThat(attributes.toString()).isEqualTo(
                "instance=t3a.nano vus=230 k6.version=\"<=0.29\" thresholds=passed errors.source=\"failed requests\"");
    }

    @Test
    void laterValuesWinKeyByKey() {
        Attributes file = Attributes.of(Map.of("instance", "t3a.nano", "vus", "230"));
        Attributes given = Attributes.of(Map.of("instance", "t3a.micro"));

        assertThat(file.withAll(given).values()).containsExactlyEntriesOf(
                new TreeMap<>(Map.of("instance", "t3a.micro", "vus", "230")));
        assertThat(file.get("vus")).hasValue("230");
    }
}
