package org.benchlens.runner.k6;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;

import com.sun.net.httpserver.HttpServer;

/** A real HTTP server on 127.0.0.1 that answers "ok" and counts the requests. */
final class LocalServer implements AutoCloseable {

    private final HttpServer server;
    private final AtomicLong requests = new AtomicLong();

    private LocalServer(HttpServer server) {
        this.server = server;
    }

    static LocalServer start() throws IOException {
        LocalServer local = new LocalServer(HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0));
        local.server.createContext("/", exchange -> {
            local.requests.incrementAndGet();
            byte[] body = "ok".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        local.server.start();
        return local;
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/";
    }

    long requests() {
        return requests.get();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
