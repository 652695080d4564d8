package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;

import com.sun.net.httpserver.HttpServer;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import org.benchlens.runner.http.HttpLoadWorkload;

/**
 * The HTTP dialog on the headless platform, filled in as a user would. Run tries the address
 * first, so a server on 127.0.0.1 answers it.
 */
@ExtendWith(ApplicationExtension.class)
class HttpRunDialogTest {

    private Stage stage;
    private HttpServer server;
    private String address;

    @Start
    void start(Stage primary) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 16);
        server.createContext("/", exchange -> {
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        server.start();
        address = "http://127.0.0.1:" + server.getAddress().getPort();
        stage = primary;
        stage.setScene(new Scene(new StackPane(), 300, 200));
        stage.show();
    }

    @AfterEach
    void stopServer() {
        server.stop(0);
    }

    static Node runButton(Dialog<?> dialog) {
        return dialog.getDialogPane().lookupButton(dialog.getDialogPane().getButtonTypes().stream()
                .filter(b -> b.getButtonData() == ButtonBar.ButtonData.OK_DONE).findFirst().orElseThrow());
    }

    static String problem(FxRobot robot) {
        return robot.lookup("#problem").queryAs(Label.class).getText();
    }

    @Test
    void runStaysOffUntilTheFieldsMakeARunAndThenGivesTheWorkload(FxRobot robot) throws Exception {
        HttpRunDialog dialog = WaitForAsyncUtils.asyncFx(() -> {
            HttpRunDialog shown = new HttpRunDialog(stage, new HttpRunForm());
            shown.show();
            return shown;
        }).get();
        WaitForAsyncUtils.waitForFxEvents();
        Node run = runButton(dialog);
        assertThat(run.isDisabled()).isTrue();
        assertThat(problem(robot)).isEqualTo("Type the URL to load, such as http://127.0.0.1:8080/.");
        assertThat(robot.lookup("#rate").query().isDisabled()).isTrue();

        robot.clickOn("#url").write(address + "/items");
        robot.clickOn("#headers").write("Accept: application/json");
        robot.doubleClickOn("#vus").write("5,15x");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(problem(robot)).isEqualTo("VUs expects whole numbers separated by commas (10 or 10,20,30), "
                + "not '5,15x'.");
        assertThat(run.isDisabled()).isTrue();
        robot.type(KeyCode.BACK_SPACE);
        robot.doubleClickOn("#duration").write("2s");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(problem(robot)).isEmpty();
        assertThat(run.isDisabled()).isFalse();

        robot.clickOn("Run");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !dialog.isShowing());
        assertThat(dialog.getResult()).isInstanceOf(HttpLoadWorkload.class);
        assertThat(dialog.getResult().describe())
                .isEqualTo("GET " + address + "/items at 2 levels of 5,15 VUs for 2s");
        assertThat(dialog.isShowing()).isFalse();
    }

    @Test
    void theOpenModelTakesItsRateFromItsOwnFields(FxRobot robot) throws Exception {
        HttpRunDialog dialog = WaitForAsyncUtils.asyncFx(() -> {
            HttpRunDialog shown = new HttpRunDialog(stage, new HttpRunForm());
            shown.show();
            return shown;
        }).get();
        robot.clickOn("#url").write(address + "/");
        robot.clickOn("#openModel");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#vus").query().isDisabled()).isTrue();
        robot.doubleClickOn("#rate").write("250");
        robot.doubleClickOn("#maxVus").write("5");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(problem(robot)).isEqualTo("The maximum VUs (5) must be at least the pre-allocated VUs (10).");
        robot.doubleClickOn("#maxVus").write("50");
        WaitForAsyncUtils.waitForFxEvents();

        robot.clickOn("Run");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !dialog.isShowing());
        assertThat(dialog.getResult().describe()).isEqualTo("GET " + address + "/ at 250 req/s for 30s");
    }
}
