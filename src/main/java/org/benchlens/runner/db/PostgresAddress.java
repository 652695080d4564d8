package org.benchlens.runner.db;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Where a program that speaks libpq itself (pgbench, sysbench's pgsql driver) finds a PostgreSQL
 * database: what a {@code jdbc:postgresql://host:port/database} URL and its user say.
 */
public record PostgresAddress(String host, int port, String database, String user, String password) {

    private static final int DEFAULT_PORT = 5432;

    /** The address of a {@code jdbc:postgresql:} URL, empty for any other URL. */
    public static Optional<PostgresAddress> ofJdbc(String url, String user, String password) {
        if (!url.startsWith("jdbc:postgresql://")) {
            return Optional.empty();
        }
        return ofUri(url.substring("jdbc:".length()), user, password);
    }

    /**
     * A libpq URL ({@code postgresql://user:secret@host:5432/bench}) as a JDBC URL, user and password;
     * empty for text that is not one.
     */
    public static Optional<PostgresAddress> ofLibpq(String url) {
        if (!url.startsWith("postgresql://") && !url.startsWith("postgres://")) {
            return Optional.empty();
        }
        return ofUri(url, null, null);
    }

    private static Optional<PostgresAddress> ofUri(String text, String user, String password) {
        try {
            URI uri = new URI(text);
            if (uri.getHost() == null) {
                return Optional.empty();
            }
            String path = uri.getPath() == null ? "" : uri.getPath().replaceFirst("^/", "");
            Map<String, String> query = query(uri.getRawQuery());
            String[] userInfo = uri.getRawUserInfo() == null ? new String[0] : uri.getRawUserInfo().split(":", 2);
            String who = firstOf(user, query.get("user"), userInfo.length > 0 ? decode(userInfo[0]) : null, "");
            String secret = firstOf(password, query.get("password"), userInfo.length > 1 ? decode(userInfo[1]) : null, "");
            return Optional.of(new PostgresAddress(uri.getHost(), uri.getPort() < 0 ? DEFAULT_PORT : uri.getPort(),
                    path.isEmpty() ? "postgres" : decode(path), who, secret));
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }

    /** The same database as a JDBC URL, without user or password. */
    public String jdbcUrl() {
        return "jdbc:postgresql://" + host + ":" + port + "/" + database;
    }

    /** libpq's environment variables for it: the password stays out of every command line. */
    public Map<String, String> environment() {
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put("PGHOST", host);
        environment.put("PGPORT", Integer.toString(port));
        environment.put("PGDATABASE", database);
        if (!user.isEmpty()) {
            environment.put("PGUSER", user);
        }
        if (!password.isEmpty()) {
            environment.put("PGPASSWORD", password);
        }
        return environment;
    }

    /** Hides the password from the record's text, which may reach a log. */
    @Override
    public String toString() {
        return "PostgresAddress[" + (user.isEmpty() ? "" : user + "@") + host + ":" + port + "/" + database + "]";
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> values = new LinkedHashMap<>();
        if (raw != null) {
            for (String pair : raw.split("&")) {
                String[] kv = pair.split("=", 2);
                values.put(decode(kv[0]), kv.length > 1 ? decode(kv[1]) : "");
            }
        }
        return values;
    }

    private static String firstOf(String... values) {
        for (String value : values) {
            if (value != null && !value.isEmpty()) {
                return value;
            }
        }
        return "";
    }

    private static String decode(String text) {
        return URLDecoder.decode(text, StandardCharsets.UTF_8);
    }
}
