package org.benchlens.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import javafx.scene.control.Label;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The window shown while the store is slow to open says which store, then the newest thing the store said. */
@ExtendWith(ApplicationExtension.class)
class OpeningStageTest {

    @Start
    void start(Stage primary) {
        // nothing: the opening window comes before the main one
    }

    @Test
    void itNamesTheStoreThenSaysWhatTheStoreSaysAndCloses(FxRobot robot) throws Exception {
        List<String> notices = new CopyOnWriteArrayList<>();
        OpeningStage opening = WaitForAsyncUtils.asyncFx(() -> OpeningStage.show("/data/store", notices)).get();
        Label said = robot.lookup("#opening-notice").queryAs(Label.class);
        assertThat(said.getText()).isEqualTo("Opening the store at /data/store…");

        notices.add("bringing the store at /data/store up to date for this version of BenchLens: once, and up to a"
                + " minute for 100 000 runs");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> said.getText().startsWith("Bringing"));
        assertThat(said.getText()).isEqualTo("Bringing the store at /data/store up to date for this version of "
                + "BenchLens: once, and up to a minute for 100 000 runs…");

        // the longest notice, three lines at this width, is shown whole, not cut with an ellipsis
        String rewriting = "rewriting the store at /home/someone/benchmarks/nightly/store once before using it, as"
                + " the process that last wrote it was stopped without closing it (up to half a minute for 100 000"
                + " runs)";
        notices.add(rewriting);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> said.getText().startsWith("Rewriting"));
        WaitForAsyncUtils.waitForFxEvents();
        Text shown = (Text) said.lookup(".text");
        assertThat(shown.getText().replace("\n", " ")).isEqualTo("R" + rewriting.substring(1) + "…");

        WaitForAsyncUtils.asyncFx(opening::close).get();
        assertThat(Window.getWindows()).noneMatch(w -> w instanceof Stage s && OpeningStage.TITLE.equals(s.getTitle()));
    }
}
