package org.benchlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Steps one run lacks keep their place among the others when a later run has them. */
class ColumnOrderTest {

    @Test
    void aStepTheFirstRunLacksGoesWhereTheSecondRunHasIt() {
        List<String> order = new ArrayList<>();
        ColumnOrder.merge(order, List.of("l.i0", "l.x", "l.i1", "qr100", "qp100"));
        ColumnOrder.merge(order, List.of("l.i0", "l.x", "l.i1", "l.i2", "qr100", "qp100"));
        assertThat(order).containsExactly("l.i0", "l.x", "l.i1", "l.i2", "qr100", "qp100");
    }

    @Test
    void stepsOfRunsWithNothingInCommonFollowEachOther() {
        List<String> order = new ArrayList<>();
        ColumnOrder.merge(order, List.of("GETSingle", "POSTBulk"));
        ColumnOrder.merge(order, List.of("PATCH"));
        assertThat(order).containsExactly("GETSingle", "POSTBulk", "PATCH");
    }
}
