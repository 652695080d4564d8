package org.benchlens.ui.runner;

import java.time.Duration;
import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.benchlens.model.Attributes;
import org.benchlens.runner.Durations;
import org.benchlens.runner.http.HttpLoadSettings;
import org.benchlens.runner.http.HttpLoadWorkload;
import org.benchlens.runner.http.LoadModel;

/**
 * The HTTP dialog's view model: the request, the load model and the times as the user typed them,
 * the first problem with them in one sentence (empty when there is none), and the workload they
 * make. The defaults are the command line's ({@link HttpLoadSettings}'s).
 */
public final class HttpRunForm {

    /** Everything typed, for the next dialog to start from. */
    public record Typed(String url, String method, String headers, String body, String expected, LoadModel model,
                        String vus, String rate, String preAllocatedVus, String maxVus, String duration,
                        String warmup, String timeout, String attributes) {
    }

    private final StringProperty url = new SimpleStringProperty("");
    private final StringProperty method = new SimpleStringProperty(HttpLoadSettings.DEFAULT_METHOD);
    private final StringProperty headers = new SimpleStringProperty("");
    private final StringProperty body = new SimpleStringProperty("");
    private final StringProperty expected = new SimpleStringProperty("");
    private final ObjectProperty<LoadModel> model = new SimpleObjectProperty<>(LoadModel.CLOSED);
    private final StringProperty vus = new SimpleStringProperty("" + HttpLoadSettings.DEFAULT_VUS);
    private final StringProperty rate = new SimpleStringProperty(number(HttpLoadSettings.DEFAULT_RATE));
    private final StringProperty preAllocatedVus =
            new SimpleStringProperty("" + HttpLoadSettings.DEFAULT_PRE_ALLOCATED_VUS);
    private final StringProperty maxVus = new SimpleStringProperty("" + HttpLoadSettings.DEFAULT_MAX_VUS);
    private final StringProperty duration =
            new SimpleStringProperty(Durations.format(HttpLoadSettings.DEFAULT_DURATION));
    private final StringProperty warmup = new SimpleStringProperty(Durations.format(HttpLoadSettings.DEFAULT_WARMUP));
    private final StringProperty timeout =
            new SimpleStringProperty(Durations.format(HttpLoadSettings.DEFAULT_TIMEOUT));
    private final StringProperty attributes = new SimpleStringProperty("");
    private final StringBinding problem;

    public HttpRunForm() {
        problem = Bindings.createStringBinding(this::check, url, method, headers, body, expected, model, vus, rate,
                preAllocatedVus, maxVus, duration, warmup, timeout, attributes);
    }

    public StringProperty urlProperty() {
        return url;
    }

    public StringProperty methodProperty() {
        return method;
    }

    /** "Name: value", one a line. */
    public StringProperty headersProperty() {
        return headers;
    }

    public StringProperty bodyProperty() {
        return body;
    }

    /** Statuses separated by commas; empty for 200 to 399. */
    public StringProperty expectedProperty() {
        return expected;
    }

    public ObjectProperty<LoadModel> modelProperty() {
        return model;
    }

    /** Closed model: one VU count, or several separated by commas for a sweep. */
    public StringProperty vusProperty() {
        return vus;
    }

    /** Open model: requests started per second. */
    public StringProperty rateProperty() {
        return rate;
    }

    public StringProperty preAllocatedVusProperty() {
        return preAllocatedVus;
    }

    public StringProperty maxVusProperty() {
        return maxVus;
    }

    public StringProperty durationProperty() {
        return duration;
    }

    public StringProperty warmupProperty() {
        return warmup;
    }

    public StringProperty timeoutProperty() {
        return timeout;
    }

    /** key=value, one a line, given to every run. */
    public StringProperty attributesProperty() {
        return attributes;
    }

    /** The first problem, in one sentence; empty when the form can run. */
    public StringBinding problemProperty() {
        return problem;
    }

    /** The settings typed; throws IllegalArgumentException with the sentence when a field cannot be read. */
    public HttpLoadSettings settings() {
        boolean open = model.get() == LoadModel.OPEN;
        List<Integer> levels = open ? List.of(HttpLoadSettings.DEFAULT_VUS)
                : TypedValues.wholeNumbers(vus.get(), "VUs", "10 or 10,20,30");
        List<Integer> statuses = expected.get().isBlank() ? List.of()
                : TypedValues.wholeNumbers(expected.get(), "Expected statuses", "200 or 200,201");
        Duration measured = Durations.parse(duration.get(), "Duration");
        Duration warm = Durations.parse(warmup.get(), "Warm-up");
        Duration requestTimeout = Durations.parse(timeout.get(), "Timeout");
        HttpLoadSettings settings = HttpLoadSettings.closed(url.get().strip(), levels.get(0), measured)
                .withRequest(method.get().strip(), TypedValues.lines(headers.get()), body.get(), statuses)
                .withTimes(measured, warm, requestTimeout);
        if (open) {
            return settings.withOpenModel(TypedValues.number(rate.get(), "Rate"),
                    TypedValues.wholeInt(preAllocatedVus.get(), "Pre-allocated VUs"),
                    TypedValues.wholeInt(maxVus.get(), "Max VUs"));
        }
        return levels.size() > 1 ? settings.withSweep(levels) : settings;
    }

    public Attributes attributes() {
        return TypedValues.attributes(attributes.get());
    }

    public HttpLoadWorkload workload() {
        String wrong = check();
        if (!wrong.isEmpty()) {
            throw new IllegalStateException(wrong);
        }
        return new HttpLoadWorkload(settings(), attributes(), List.of());
    }

    public Typed typed() {
        return new Typed(url.get(), method.get(), headers.get(), body.get(), expected.get(), model.get(), vus.get(),
                rate.get(), preAllocatedVus.get(), maxVus.get(), duration.get(), warmup.get(), timeout.get(),
                attributes.get());
    }

    public void restore(Typed typed) {
        url.set(typed.url());
        method.set(typed.method());
        headers.set(typed.headers());
        body.set(typed.body());
        expected.set(typed.expected());
        model.set(typed.model());
        vus.set(typed.vus());
        rate.set(typed.rate());
        preAllocatedVus.set(typed.preAllocatedVus());
        maxVus.set(typed.maxVus());
        duration.set(typed.duration());
        warmup.set(typed.warmup());
        timeout.set(typed.timeout());
        attributes.set(typed.attributes());
    }

    private String check() {
        if (url.get().isBlank()) {
            return "Type the URL to load, such as http://127.0.0.1:8080/.";
        }
        return TypedValues.problem(() -> {
            settings().check();
            attributes();
        });
    }

    /** 100 rather than 100.0. */
    private static String number(double value) {
        return value == Math.rint(value) ? "" + (long) value : "" + value;
    }
}
