package org.benchlens.imports.vegeta;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LocatedJson;
import org.benchlens.model.RunDraft;
import org.benchlens.imports.http.JsonReportImporter;

/** vegeta's {@code report -type=json}: one object of totals, latencies in nanoseconds. */
public final class VegetaJsonImporter extends JsonReportImporter {

    private static final List<String> LATENCIES = List.of("min", "mean", "50th", "90th", "95th", "99th", "max", "total");

    public VegetaJsonImporter() {
        super("latencies", "bytes_in", "status_codes");
    }

    @Override
    public String format() {
        return VegetaReport.FORMAT;
    }

    @Override
    public String description() {
        return "vegeta report -type=json";
    }

    @Override
    protected List<RunDraft> runs(LocatedJson root) throws ImportFailure {
        String what = "vegeta's JSON report";
        VegetaReport report = new VegetaReport();
        report.requests = root.require("requests", what).count("requests");
        report.rate = root.require("rate", what).number("rate");
        report.throughput = root.require("throughput", what).number("throughput");
        report.success = root.require("success", what).number("success");
        report.attackSeconds = root.require("duration", what).decimal("duration (nanoseconds)").movePointLeft(9);
        report.waitSeconds = root.require("wait", what).decimal("wait (nanoseconds)").movePointLeft(9);
        LocatedJson latencies = root.require("latencies", what);
        latencies.fields("latencies");
        for (String name : LATENCIES) {
            var value = latencies.field(name);
            if (value.isPresent()) {
                report.latencies.put(name, nanosAsMillis(value.get(), "latencies." + name));
            }
        }
        LocatedJson in = root.require("bytes_in", what);
        report.bytesInTotal = in.require("total", "bytes_in").number("bytes_in.total");
        report.bytesInMean = in.require("mean", "bytes_in").number("bytes_in.mean");
        LocatedJson out = root.require("bytes_out", what);
        report.bytesOutTotal = out.require("total", "bytes_out").number("bytes_out.total");
        report.bytesOutMean = out.require("mean", "bytes_out").number("bytes_out.mean");
        for (Map.Entry<String, LocatedJson> code : root.require("status_codes", what).fields("status_codes").entrySet()) {
            report.statusCodes.put(code.getKey(), code.getValue().count("status code " + code.getKey()));
        }
        var errors = root.field("errors");
        if (errors.isPresent() && !errors.get().isNull()) {
            for (LocatedJson error : errors.get().elements("errors")) {
                report.errors.add(error.text("an error"));
            }
        }
        report.earliest = instant(root.require("earliest", what), "earliest");
        report.end = instant(root.require("end", what), "end");
        return List.of(report.toDraft());
    }

    /** Nanoseconds as milliseconds, in decimal so that 137003251 ns is exactly 137.003251 ms. */
    private static double nanosAsMillis(LocatedJson value, String what) throws ImportFailure {
        BigDecimal nanos = value.decimal(what + " (nanoseconds)");
        return nanos.movePointLeft(6).doubleValue();
    }

    private static Instant instant(LocatedJson value, String what) throws ImportFailure {
        String text = value.text(what);
        try {
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeParseException e) {
            throw value.failure("expected a time such as 2020-04-25T02:35:40.623836005Z for " + what
                    + ", found \"" + org.benchlens.imports.Texts.abbreviate(text, 40) + "\"");
        }
    }
}
