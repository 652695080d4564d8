package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.runner.k6.K6Workload;
import org.benchlens.testing.K6StandIn;

/** The k6 dialog's view model without a window; {@code k6-standin} stands for the k6 program. */
class K6RunFormTest {

    @TempDir
    Path folder;

    @Test
    void saysWhatIsMissingOneThingAtATimeAndMakesTheSweep() throws Exception {
        Path k6 = K6StandIn.write(folder, 0);
        K6RunForm form = new K6RunForm(null, folder.toString());
        assertThat(form.problemProperty().get()).isEqualTo("Choose the k6 script to run.");

        form.scriptProperty().set(folder.resolve("get.js").toString());
        assertThat(form.problemProperty().get()).isEqualTo("The script " + folder.resolve("get.js")
                + " does not exist.");
        Files.writeString(folder.resolve("get.js"), "export default function () {}\n");
        form.vusProperty().set("10, 20, x");
        assertThat(form.problemProperty().get()).isEqualTo("VUs expects whole numbers of VUs of at least 1, "
                + "separated by commas (10,20,50), not '10, 20, x'.");
        form.vusProperty().set("10, 20, 50");
        form.durationProperty().set("30");
        assertThat(form.problemProperty().get())
                .isEqualTo("Duration needs a unit for k6, such as 30s, not '30'.");
        form.durationProperty().set("1m");
        assertThat(form.problemProperty().get()).isEqualTo("k6 is not on PATH; install it as "
                + "https://grafana.com/docs/k6/latest/set-up/install-k6/ describes, or give the path of k6.");

        form.k6Property().set(k6.toString());
        assertThat(form.problemProperty().get()).isEmpty();
        assertThat(form.k6PathChanged()).isTrue();
        K6Workload workload = form.workload();
        assertThat(workload.describe()).isEqualTo("k6 get.js at 10, 20, 50 VUs for 1m each");
        assertThat(workload.expectedDuration()).hasMinutes(3);
        assertThat(workload.plan().k6()).isEqualTo(k6);

        K6RunForm next = new K6RunForm(null, folder.toString());
        next.restore(form.typed());
        assertThat(next.typed()).isEqualTo(new K6RunForm.Typed(folder.resolve("get.js").toString(), "10, 20, 50",
                "1m"));
        assertThat(next.k6Property().get()).as("k6's path is the store's setting, not remembered").isEmpty();
    }

    @Test
    void findsK6ByTheStoreSettingAndSaysWhenTheSettingIsWrong() throws Exception {
        Files.writeString(folder.resolve("get.js"), "export default function () {}\n");
        Path k6 = K6StandIn.write(folder, 0);

        K6RunForm set = new K6RunForm(k6.toString(), "");
        set.scriptProperty().set(folder.resolve("get.js").toString());
        assertThat(set.problemProperty().get()).isEmpty();
        assertThat(set.foundK6()).contains(k6);
        assertThat(set.k6PathChanged()).isFalse();

        K6RunForm wrong = new K6RunForm("/opt/k6/missing", "");
        wrong.scriptProperty().set(folder.resolve("get.js").toString());
        assertThat(wrong.problemProperty().get()).startsWith(
                "There is no k6 program at /opt/k6/missing (the setting k6.path); install it as ");
    }
}
