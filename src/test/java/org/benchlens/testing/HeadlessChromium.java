package org.benchlens.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A real Chromium without a screen, driven over its DevTools protocol on a local websocket: load
 * a page, run script in it, move the mouse, watch every request the page makes, take a
 * screenshot. Tests that need it are skipped, saying so, where no Chromium is installed
 * ({@code chromium} from Debian, or the one named by {@code -Dbenchlens.chromium}).
 */
public final class HeadlessChromium implements AutoCloseable {

    private static final List<String> CANDIDATES = List.of("/usr/bin/chromium", "/usr/bin/chromium-browser",
            "/usr/bin/google-chrome");
    private static final Duration WAIT = Duration.ofSeconds(60);

    private final ObjectMapper json = new ObjectMapper();
    private final Process process;
    private final Path profile;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final List<JsonNode> events = new CopyOnWriteArrayList<>();

    private HeadlessChromium(Process process, Path profile, String pageSocket) {
        this.process = process;
        this.profile = profile;
        this.socket = HttpClient.newHttpClient().newWebSocketBuilder()
                .buildAsync(URI.create(pageSocket), new Listener()).orTimeout(WAIT.toSeconds(), TimeUnit.SECONDS)
                .join();
    }

    /** Starts Chromium with one empty page of the given size; skips the test where there is no Chromium. */
    public static HeadlessChromium start(int width, int height) throws IOException, InterruptedException {
        String executable = System.getProperty("benchlens.chromium");
        if (executable == null) {
            executable = CANDIDATES.stream().filter(c -> Files.isExecutable(Path.of(c))).findFirst().orElse(null);
        }
        assumeTrue(executable != null && Files.isExecutable(Path.of(executable)),
                "skipped: no Chromium found (looked at " + CANDIDATES + "); install the Debian package chromium "
                        + "or name one with -Dbenchlens.chromium=PATH");
        Path profile = Files.createTempDirectory("benchlens-chromium");
        Process process = new ProcessBuilder(executable, "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--hide-scrollbars", "--force-device-scale-factor=1", "--remote-debugging-address=127.0.0.1",
                "--remote-debugging-port=0", "--user-data-dir=" + profile, "--window-size=" + width + "," + height,
                "about:blank")
                .redirectErrorStream(true).redirectOutput(profile.resolve("chromium.log").toFile()).start();
        try {
            return new HeadlessChromium(process, profile, pageSocket(process, profile));
        } catch (RuntimeException | IOException | InterruptedException e) {
            process.destroyForcibly();
            throw e;
        }
    }

    /** Chromium writes the port it listens on into the profile; its first page is listed there. */
    private static String pageSocket(Process process, Path profile) throws IOException, InterruptedException {
        Path portFile = profile.resolve("DevToolsActivePort");
        long deadline = System.nanoTime() + WAIT.toNanos();
        HttpClient http = HttpClient.newHttpClient();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("Chromium ended at once: " + Files.readString(profile.resolve("chromium.log")));
            }
            if (Files.exists(portFile) && Files.readAllLines(portFile).size() >= 2) {
                String port = Files.readAllLines(portFile).get(0).trim();
                String list = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/list"))
                        .build(), HttpResponse.BodyHandlers.ofString()).body();
                for (JsonNode target : new ObjectMapper().readTree(list)) {
                    if (target.path("type").asText().equals("page")) {
                        return target.path("webSocketDebuggerUrl").asText();
                    }
                }
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("Chromium did not open its DevTools port within " + WAIT.toSeconds() + " s");
    }

    /** Sends one command and returns its result; a protocol error fails the test. */
    public JsonNode send(String method, Map<String, ?> params) {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonNode> answer = new CompletableFuture<>();
        pending.put(id, answer);
        ObjectNode message = json.createObjectNode().put("id", id).put("method", method);
        message.set("params", json.valueToTree(params));
        socket.sendText(message.toString(), true).join();
        JsonNode reply = answer.orTimeout(WAIT.toSeconds(), TimeUnit.SECONDS).join();
        if (reply.has("error")) {
            throw new IllegalStateException(method + ": " + reply.get("error"));
        }
        return reply.path("result");
    }

    /** Starts recording requests, then loads the page and waits until it has loaded. */
    public void open(URI page) throws InterruptedException {
        send("Network.enable", Map.of());
        send("Page.enable", Map.of());
        events.clear();
        send("Page.navigate", Map.of("url", page.toString()));
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (events.stream().noneMatch(e -> e.path("method").asText().equals("Page.loadEventFired"))) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(page + " did not load within " + WAIT.toSeconds() + " s");
            }
            Thread.sleep(50);
        }
    }

    /** The value of a script run in the page (awaited when it is a promise). */
    public JsonNode evaluate(String expression) {
        JsonNode result = send("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true,
                "awaitPromise", true));
        if (result.has("exceptionDetails")) {
            throw new IllegalStateException(expression + ": " + result.get("exceptionDetails"));
        }
        return result.path("result").path("value");
    }

    /** Moves the mouse to a point of the page, as a person would: the page gets its mouseover and mousemove. */
    public void moveMouse(double x, double y) {
        send("Input.dispatchMouseEvent", Map.of("type", "mouseMoved", "x", x, "y", y));
    }

    /** Clicks at a point of the page. */
    public void click(double x, double y) {
        for (String type : List.of("mousePressed", "mouseReleased")) {
            send("Input.dispatchMouseEvent", Map.of("type", type, "x", x, "y", y, "button", "left", "clickCount", 1));
        }
    }

    /** Every URL the page asked for since it was opened, itself included. */
    public List<String> requestedUrls() {
        List<String> urls = new ArrayList<>();
        for (JsonNode event : events) {
            if (event.path("method").asText().equals("Network.requestWillBeSent")) {
                urls.add(event.path("params").path("request").path("url").asText());
            }
        }
        return urls;
    }

    /** Makes the page's window this many CSS pixels wide and high. */
    public void resize(int width, int height) {
        send("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                "deviceScaleFactor", 1, "mobile", false));
    }

    /** A PNG of what the window shows now, the tooltip the mouse brought up included. */
    public byte[] screenshot() {
        JsonNode shot = send("Page.captureScreenshot", Map.of("format", "png"));
        return Base64.getDecoder().decode(shot.path("data").asText());
    }

    @Override
    public void close() throws IOException {
        socket.abort();
        // Chromium's helper processes may still write into the profile after the browser itself ended
        List<ProcessHandle> helpers = process.descendants().toList();
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
            for (ProcessHandle helper : helpers) {
                helper.destroy();
                helper.onExit().get(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            helpers.forEach(ProcessHandle::destroyForcibly);
        }
        deleteProfile();
    }

    /** Deletes the profile folder, again if a file vanished (or appeared) while it was walked. */
    private void deleteProfile() throws IOException {
        for (int attempt = 1; ; attempt++) {
            try (var files = Files.walk(profile)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                return;
            } catch (UncheckedIOException | NoSuchFileException e) {
                if (attempt == 3) {
                    throw e instanceof IOException io ? io : ((UncheckedIOException) e).getCause();
                }
            }
        }
    }

    /** Puts the pieces of each message together; answers go to their command, the rest are events. */
    private final class Listener implements WebSocket.Listener {
        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    JsonNode message = json.readTree(partial.toString());
                    if (message.has("id")) {
                        CompletableFuture<JsonNode> answer = pending.remove(message.get("id").asInt());
                        if (answer != null) {
                            answer.complete(message);
                        }
                    } else {
                        events.add(message);
                    }
                } catch (IOException e) {
                    throw new IllegalStateException("DevTools sent what is not JSON", e);
                }
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }
    }
}
