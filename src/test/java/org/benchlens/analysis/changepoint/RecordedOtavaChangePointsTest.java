package org.benchlens.analysis.changepoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.benchlens.testing.OtavaRecord;

/**
 * Every series of {@code otava-change-points.tsv}, the change points Apache Otava itself found in
 * histories BenchLens reads, at three settings: the same values give the same indices.
 */
class RecordedOtavaChangePointsTest {

    @Test
    void everyRecordedSeriesGivesOtavasIndices() throws IOException {
        List<OtavaRecord> records = OtavaRecord.all();

        assertThat(records).hasSize(105);
        for (OtavaRecord r : records) {
            List<Integer> found = ChangePoints.find(r.values(), r.settings()).stream().map(ChangePoint::index).toList();
            assertThat(found).as("%s %s at %s", r.history(), r.series(), r.settings()).isEqualTo(r.indices());
        }
        assertThat(records.stream().mapToInt(r -> r.indices().size()).sum()).isEqualTo(113);
    }
}
