package org.benchlens.runner.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * A real HTTP server on 127.0.0.1 for the runner's tests, counting the requests each path got.
 * /ok answers 200 with {@link #BODY}; /fail 500; /created 201; /chunked the body in chunks;
 * /close 200 and closes the connection;
 * /slow 200 after {@link #SLOW_MILLIS} ms; /echo 200 when the request is a POST with body
 * {@code {"n":1}} and header {@code X-Test: yes}, else 400.
 */
public final class TestHttpServer implements AutoCloseable {

    static final String BODY = "{\"id\":1,\"name\":\"benchlens\"}";
    static final long SLOW_MILLIS = 200;

    private final HttpServer server;
    private final ExecutorService executor = Executors.newCachedThreadPool();
    private final Map<String, AtomicLong> counts = new ConcurrentHashMap<>();

    public TestHttpServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 256);
        server.createContext("/ok", exchange -> answer(exchange, 200, BODY));
        server.createContext("/fail", exchange -> answer(exchange, 500, "{\"error\":\"boom\"}"));
        server.createContext("/created", exchange -> answer(exchange, 201, BODY));
        server.createContext("/chunked", this::chunked);
        server.createContext("/close", exchange -> {
            exchange.getResponseHeaders().set("Connection", "close");
            answer(exchange, 200, BODY);
        });
        server.createContext("/slow", exchange -> {
            try {
                Thread.sleep(SLOW_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            answer(exchange, 200, BODY);
        });
        server.createContext("/echo", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            boolean right = exchange.getRequestMethod().equals("POST") && body.equals("{\"n\":1}")
                    && "yes".equals(exchange.getRequestHeaders().getFirst("X-Test"));
            answer(exchange, right ? 200 : 400, BODY);
        });
        server.setExecutor(executor);
        server.start();
    }

    public String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    int port() {
        return server.getAddress().getPort();
    }

    /** The bytes of one answer of {@code path} to a keep-alive GET, read from a plain socket. */
    long responseBytes(String path) throws IOException {
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", port())) {
            socket.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            InputStream in = socket.getInputStream();
            StringBuilder head = new StringBuilder();
            while (!head.toString().endsWith("\r\n\r\n")) {
                head.append((char) in.read());
            }
            String length = head.toString().lines().filter(l -> l.toLowerCase().startsWith("content-length:"))
                    .findFirst().orElseThrow().substring("content-length:".length()).strip();
            return head.length() + in.readNBytes(Integer.parseInt(length)).length;
        }
    }

    /** Requests the path got so far. */
    long count(String path) {
        AtomicLong count = counts.get(path);
        return count == null ? 0 : count.get();
    }

    private void answer(HttpExchange exchange, int status, String body) throws IOException {
        counts.computeIfAbsent(exchange.getHttpContext().getPath(), p -> new AtomicLong()).incrementAndGet();
        try (InputStream in = exchange.getRequestBody(); OutputStream out = exchange.getResponseBody()) {
            in.readAllBytes();
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(status, bytes.length);
            out.write(bytes);
        }
    }

    private void chunked(HttpExchange exchange) throws IOException {
        counts.computeIfAbsent("/chunked", p -> new AtomicLong()).incrementAndGet();
        try (OutputStream out = exchange.getResponseBody()) {
            exchange.sendResponseHeaders(200, 0);
            for (int i = 0; i < 3; i++) {
                out.write(BODY.getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
