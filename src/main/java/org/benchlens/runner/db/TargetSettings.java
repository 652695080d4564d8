package org.benchlens.runner.db;

import java.util.Objects;

/**
 * The database a workload runs against, as a dialog or the command line fills it in.
 *
 * @param kind     embedded H2 (the default), embedded PostgreSQL, or a JDBC URL
 * @param url      the JDBC URL; only for {@link TargetKind#JDBC}
 * @param user     the user for the JDBC URL; may be empty
 * @param password the password for the JDBC URL; used to connect, never stored with a run
 */
public record TargetSettings(TargetKind kind, String url, String user, String password) {

    public TargetSettings {
        Objects.requireNonNull(kind, "kind");
        url = url == null ? "" : url.strip();
        user = user == null ? "" : user;
        password = password == null ? "" : password;
    }

    public static TargetSettings embeddedH2() {
        return new TargetSettings(TargetKind.EMBEDDED_H2, null, null, null);
    }

    public static TargetSettings embeddedPostgresql() {
        return new TargetSettings(TargetKind.EMBEDDED_POSTGRESQL, null, null, null);
    }

    public static TargetSettings jdbc(String url, String user, String password) {
        return new TargetSettings(TargetKind.JDBC, url, user, password);
    }

    /** A few words for the log: "embedded H2", "jdbc:postgresql://db/bench as bench". */
    public String describe() {
        return switch (kind) {
            case EMBEDDED_H2 -> "embedded H2";
            case EMBEDDED_POSTGRESQL -> "embedded PostgreSQL";
            case JDBC -> JdbcUrls.withoutPassword(url) + (user.isEmpty() ? "" : " as " + user);
        };
    }

    /** Hides the password from the record's text, which may reach a log. */
    @Override
    public String toString() {
        return "TargetSettings[" + describe() + "]";
    }
}
