package org.benchlens.cli;

import picocli.CommandLine.Option;

import org.benchlens.runner.db.PostgresAddress;
import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.db.TargetSettings;

/** The database a database workload runs against: --target, or --url with --user and --password. */
final class DatabaseTargetOptions {

    @Option(names = "--target", paramLabel = "KIND",
            description = "embedded-h2 (default: an H2 file in a temporary folder), embedded-postgresql (started "
                    + "in a temporary folder and stopped afterwards; not as root) or jdbc (with --url)")
    String target;

    @Option(names = "--url", paramLabel = "JDBC-URL",
            description = "the database to run against, e.g. jdbc:postgresql://127.0.0.1:5432/bench or "
                    + "postgresql://bench@127.0.0.1:5432/bench; implies --target jdbc")
    String url;

    @Option(names = "--user", paramLabel = "USER", description = "the user for --url")
    String user;

    @Option(names = "--password", paramLabel = "PASSWORD", arity = "0..1", interactive = true,
            description = "the password for --url (asked for when given without a value); never stored with the runs")
    String password;

    TargetSettings settings() {
        return settings(TargetKind.EMBEDDED_H2);
    }

    /** The target asked for, {@code defaultKind} when none was; a libpq URL (postgresql://…) is read as its JDBC URL. */
    TargetSettings settings(TargetKind defaultKind) {
        TargetKind kind = target != null ? TargetKind.fromLabel(target)
                : url != null ? TargetKind.JDBC : defaultKind;
        var libpq = url == null ? java.util.Optional.<PostgresAddress>empty() : PostgresAddress.ofLibpq(url.strip());
        if (libpq.isPresent() && kind == TargetKind.JDBC) {
            PostgresAddress address = libpq.get();
            return new TargetSettings(kind, address.jdbcUrl(), user != null ? user : address.user(),
                    password != null ? password : address.password());
        }
        if (kind == TargetKind.JDBC && (url == null || url.isBlank())) {
            throw new IllegalArgumentException("--target jdbc needs --url, e.g. jdbc:postgresql://127.0.0.1:5432/bench");
        }
        if (kind != TargetKind.JDBC && url != null) {
            throw new IllegalArgumentException("--url is for --target jdbc, not " + kind.label());
        }
        return new TargetSettings(kind, url, user, password);
    }
}
