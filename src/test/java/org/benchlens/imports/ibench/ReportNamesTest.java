package org.benchlens.imports.ibench;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;

import org.junit.jupiter.api.Test;

class ReportNamesTest {

    @Test
    void readsDateAndWorkloadFromTheFolderName() {
        ReportFolderName mem = ReportFolderName.parse("24_06_10.ib.mem.dell32.pg.hack10");
        assertThat(mem.date()).isEqualTo(LocalDate.of(2024, 6, 10));
        assertThat(mem.workload()).isEqualTo("cached");
        assertThat(ReportFolderName.parse("23_09_18.c2.ib.pg160.8u.1tno.cached.a27").workload()).isEqualTo("cached");
        assertThat(ReportFolderName.parse("23_10_02.ib.io.c2.pg").workload()).isEqualTo("io-bound");
        assertThat(ReportFolderName.parse("ib.c2d32.pg12-17.iobound").workload()).isEqualTo("io-bound");
        assertThat(ReportFolderName.parse("ib.c2d32.pg12-17.iobound").date()).isNull();
        assertThat(ReportFolderName.parse("24_13_40.ib.mem").date()).isNull();
        assertThat(ReportFolderName.parse("ib.mem.io.both").workload()).isNull();
        assertThat(ReportFolderName.parse("memo.iota").workload()).isNull();
    }

    @Test
    void dropsTheRunningNumberOfTheReadWriteSteps() {
        assertThat(StepName.normalise("qr100.L1")).isEqualTo("qr100");
        assertThat(StepName.normalise("qp1000.L6")).isEqualTo("qp1000");
        assertThat(StepName.normalise("q100.1")).isEqualTo("q100.1");
        assertThat(StepName.normalise("l.i0")).isEqualTo("l.i0");
        assertThat(StepName.normalise(" l.x ")).isEqualTo("l.x");
    }
}
