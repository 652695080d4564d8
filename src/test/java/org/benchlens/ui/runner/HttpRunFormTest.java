package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.benchlens.runner.http.HttpLoadSettings;
import org.benchlens.runner.http.HttpLoadWorkload;
import org.benchlens.runner.http.LoadModel;

/** The HTTP dialog's view model without a window. */
class HttpRunFormTest {

    private static HttpRunForm withUrl() {
        HttpRunForm form = new HttpRunForm();
        form.urlProperty().set("http://127.0.0.1:8080/items");
        return form;
    }

    @Test
    void startsFromTheCommandLinesDefaultsAndAsksForTheUrl() {
        HttpRunForm form = new HttpRunForm();
        assertThat(form.problemProperty().get()).isEqualTo("Type the URL to load, such as http://127.0.0.1:8080/.");
        assertThat(form.methodProperty().get()).isEqualTo("GET");
        assertThat(form.modelProperty().get()).isEqualTo(LoadModel.CLOSED);
        assertThat(form.vusProperty().get()).isEqualTo("10");
        assertThat(form.rateProperty().get()).isEqualTo("100");
        assertThat(form.preAllocatedVusProperty().get()).isEqualTo("10");
        assertThat(form.maxVusProperty().get()).isEqualTo("100");
        assertThat(form.durationProperty().get()).isEqualTo("30s");
        assertThat(form.warmupProperty().get()).isEqualTo("0s");
        assertThat(form.timeoutProperty().get()).isEqualTo("1m");

        form.urlProperty().set("http://127.0.0.1:8080/items");
        assertThat(form.problemProperty().get()).isEmpty();
        assertThat(form.settings()).isEqualTo(HttpLoadSettings.closed("http://127.0.0.1:8080/items",
                HttpLoadSettings.DEFAULT_VUS, HttpLoadSettings.DEFAULT_DURATION));
    }

    @Test
    void saysWhatIsWrongWithTheRequestNamingTheField() {
        HttpRunForm form = withUrl();
        form.urlProperty().set("ftp://127.0.0.1/");
        assertThat(form.problemProperty().get()).isEqualTo("The URL 'ftp://127.0.0.1/' must start with http:// or https://.");
        form.urlProperty().set("http://127.0.0.1:8080/items");
        form.methodProperty().set("GE T");
        assertThat(form.problemProperty().get())
                .isEqualTo("The method 'GE T' is not an HTTP method (expected GET, POST, PUT, ...).");
        form.methodProperty().set("POST");
        form.headersProperty().set("Accept: application/json\nAuthorization Bearer x\n");
        assertThat(form.problemProperty().get())
                .isEqualTo("Header 2 'Authorization Bearer x' is not of the form 'Name: value'.");
        form.headersProperty().set("Accept: application/json\n");
        form.expectedProperty().set("200,ok");
        assertThat(form.problemProperty().get()).isEqualTo("Expected statuses expects whole numbers separated by "
                + "commas (200 or 200,201), not '200,ok'.");
        form.expectedProperty().set("200,700");
        assertThat(form.problemProperty().get())
                .isEqualTo("The expected status 700 is not an HTTP status (100 to 599).");
        form.expectedProperty().set("");
        form.attributesProperty().set("instance=c5.large\nconfig\n");
        assertThat(form.problemProperty().get()).isEqualTo("Attributes line 2: 'config' has no '=' (write key=value).");
        form.attributesProperty().set("instance=c5.large\n\nconfig=keepalive\n");
        assertThat(form.problemProperty().get()).isEmpty();
    }

    @Test
    void saysWhatIsWrongWithTheLoadAndTheTimes() {
        HttpRunForm form = withUrl();
        form.vusProperty().set("10,x");
        assertThat(form.problemProperty().get())
                .isEqualTo("VUs expects whole numbers separated by commas (10 or 10,20,30), not '10,x'.");
        form.vusProperty().set("0");
        assertThat(form.problemProperty().get()).isEqualTo("The VUs must be from 1 to 10000 (it is 0).");
        form.vusProperty().set("10,20000");
        assertThat(form.problemProperty().get()).isEqualTo("The sweep level must be from 1 to 10000 (it is 20000).");
        form.vusProperty().set("10");
        form.durationProperty().set("soon");
        assertThat(form.problemProperty().get())
                .isEqualTo("Duration expects a duration such as 30s, 1m30s or 500ms, not 'soon'.");
        form.durationProperty().set("10s");
        form.warmupProperty().set("1 minute");
        assertThat(form.problemProperty().get())
                .isEqualTo("Warm-up expects a duration such as 30s, 1m30s or 500ms, not '1 minute'.");
        form.warmupProperty().set("2s");
        form.timeoutProperty().set("0s");
        assertThat(form.problemProperty().get()).isEqualTo("The request timeout must be more than 0 s (it is 0s).");
        form.timeoutProperty().set("5s");

        form.modelProperty().set(LoadModel.OPEN);
        form.vusProperty().set("not read in the open model");
        assertThat(form.problemProperty().get()).isEmpty();
        form.rateProperty().set("fast");
        assertThat(form.problemProperty().get()).isEqualTo("Rate expects a number, not 'fast'.");
        form.rateProperty().set("250");
        form.preAllocatedVusProperty().set("20");
        form.maxVusProperty().set("10");
        assertThat(form.problemProperty().get())
                .isEqualTo("The maximum VUs (10) must be at least the pre-allocated VUs (20).");
        form.maxVusProperty().set("many");
        assertThat(form.problemProperty().get()).isEqualTo("Max VUs expects a whole number, not 'many'.");
    }

    @Test
    void makesASweepWithTheTypedRequestAndTimes() {
        HttpRunForm form = withUrl();
        form.methodProperty().set("post");
        form.headersProperty().set("Content-Type: application/json\n\nX-Trace: on");
        form.bodyProperty().set("{\"name\":\"x\"}");
        form.expectedProperty().set("200, 201");
        form.vusProperty().set("10, 20,30");
        form.durationProperty().set("5s");
        form.warmupProperty().set("1s");
        form.timeoutProperty().set("2s");
        form.attributesProperty().set("instance = c5.large\nconfig=keepalive");

        HttpLoadSettings settings = form.settings();
        assertThat(settings.method()).isEqualTo("post");
        assertThat(settings.headers()).containsExactly("Content-Type: application/json", "X-Trace: on");
        assertThat(settings.body()).isEqualTo("{\"name\":\"x\"}");
        assertThat(settings.expectedStatuses()).containsExactly(200, 201);
        assertThat(settings.model()).isEqualTo(LoadModel.CLOSED);
        assertThat(settings.sweep()).containsExactly(10, 20, 30);
        assertThat(settings.duration()).isEqualTo(Duration.ofSeconds(5));
        assertThat(settings.warmup()).isEqualTo(Duration.ofSeconds(1));
        assertThat(settings.timeout()).isEqualTo(Duration.ofSeconds(2));
        assertThat(form.attributes().values()).isEqualTo(Map.of("instance", "c5.large", "config", "keepalive"));

        HttpLoadWorkload workload = form.workload();
        assertThat(workload.describe()).isEqualTo(
                "POST http://127.0.0.1:8080/items at 3 levels of 10,20,30 VUs for 5s after 1s of warm-up");
        assertThat(workload.expectedDuration()).isEqualTo(Duration.ofSeconds(18));
    }

    @Test
    void makesAnOpenModelRunAtTheTypedRate() {
        HttpRunForm form = withUrl();
        form.modelProperty().set(LoadModel.OPEN);
        form.rateProperty().set("250.5");
        form.preAllocatedVusProperty().set("5");
        form.maxVusProperty().set("50");
        form.durationProperty().set("1m30s");

        HttpLoadSettings settings = form.settings();
        assertThat(settings.model()).isEqualTo(LoadModel.OPEN);
        assertThat(settings.rate()).isEqualTo(250.5);
        assertThat(settings.preAllocatedVus()).isEqualTo(5);
        assertThat(settings.maxVus()).isEqualTo(50);
        assertThat(settings.sweep()).isEmpty();
        assertThat(form.workload().describe()).isEqualTo("GET http://127.0.0.1:8080/items at 250.5 req/s for 1m30s");
    }

    @Test
    void whatWasTypedFillsTheNextForm() {
        HttpRunForm form = withUrl();
        form.modelProperty().set(LoadModel.OPEN);
        form.rateProperty().set("40");
        form.headersProperty().set("Accept: text/plain");
        form.attributesProperty().set("config=a");

        HttpRunForm next = new HttpRunForm();
        next.restore(form.typed());
        assertThat(next.typed()).isEqualTo(form.typed());
        assertThat(next.settings()).isEqualTo(form.settings());
        assertThat(next.settings().rate()).isEqualTo(40);
        assertThat(next.attributes().values()).isEqualTo(Map.of("config", "a"));
        assertThat(List.of(next.problemProperty().get())).containsExactly("");
    }
}
