package org.benchlens.imports.ibench;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.benchlens.imports.ImportContext;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.IbenchNames;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * Gathers what the files of one report say into one run per DBMS row, in the report's row order
 * (the first row is the base of the relative table, so it is emitted, and stored, first). A
 * DBMS that one table has and another lacks keeps what there is, and a note says so.
 */
final class ReportRuns {

    private static final String METRICS_SOURCE = "per-step metrics of all.html";
    private static final int MAX_DIFFERENCES_NOTED = 5;

    private final ImportContext context;
    private final Map<String, Entry> runs = new LinkedHashMap<>();
    private final Map<TableKind, SummaryTable> tables = new EnumMap<>(TableKind.class);
    private final Map<String, String> reportAttributes = new TreeMap<>();
    private boolean metricsRead;

    /** The runs of one report, each with the report's name, date and workload as its folder's name says them. */
    ReportRuns(ImportContext context, ReportFolderName folder) {
        this.context = context;
        reportAttribute(IbenchAttributes.REPORT, folder.name());
        reportAttribute(IbenchAttributes.REPORT_DATE, folder.date() == null ? null : folder.date().toString());
        reportAttribute(AttributeKeys.WORKLOAD, folder.workload());
    }

    /** An attribute of every run of the report; the first value given for a key stays. */
    void reportAttribute(String key, String value) {
        if (value != null && !value.isBlank()) {
            reportAttributes.putIfAbsent(key, value);
        }
    }

    /** Adds a summary table; a second copy of one already read (all.html embeds the .tab files) is only compared. */
    void add(SummaryTable table) {
        SummaryTable earlier = tables.get(table.kind());
        if (earlier != null) {
            compare(earlier, table);
            return;
        }
        tables.put(table.kind(), table);
        boolean naming = table.kind() != TableKind.IPUT;
        for (SummaryTable.Row row : table.rows()) {
            Entry entry = entry(row.dbms(), table.kind().description(), naming);
            for (int i = 0; i < table.steps().size(); i++) {
                String step = table.steps().get(i);
                double value = row.value(i);
                double target = table.target() == null ? Double.NaN : table.target().value(i);
                measure(entry.draft, table.kind(), step, value, target);
                if (row.isGrey(i) && !Double.isNaN(value)) {
                    flagIgnored(entry.draft, table.kind(), step);
                }
            }
        }
    }

    private static void measure(RunDraft draft, TableKind kind, String step, double value, double target) {
        switch (kind) {
            case TPUT -> draft.measure(step, Metrics.THROUGHPUT, value, Units.PER_SECOND)
                    .measure(step, IbenchNames.TPUT, value, Units.PER_SECOND);
            case TPUTR -> draft.measure(step, IbenchNames.RELATIVE, value, Units.RATIO)
                    .measure(step, IbenchNames.TPUTR, value, Units.RATIO);
            case IPUT -> {
                draft.measure(step, Metrics.INSERT_RATE, value, Units.PER_SECOND)
                        .measure(step, IbenchNames.IPUT, value, Units.PER_SECOND)
                        .measure(step, Metrics.INSERT_TARGET, target, Units.PER_SECOND);
                if (!Double.isNaN(value) && !Double.isNaN(target)) {
                    draft.measure(step, Metrics.SLA_MISSED,
                            value < IbenchNames.SLA_SHARE * target ? 1 : 0, Units.NONE);
                }
            }
        }
    }

    /** The report greys a value to ignore: the DBMS missed its insert target in that step. */
    private static void flagIgnored(RunDraft draft, TableKind kind, String step) {
        List<String> metrics = switch (kind) {
            case TPUT -> List.of(Metrics.THROUGHPUT, IbenchNames.TPUT);
            case TPUTR -> List.of(IbenchNames.RELATIVE, IbenchNames.TPUTR);
            case IPUT -> List.of(Metrics.INSERT_RATE, IbenchNames.IPUT);
        };
        metrics.forEach(metric -> draft.measure(step, Metrics.ignoredFlagOf(metric), 1, Units.NONE));
    }

    /** A number of the per-step metrics or response-time sections of all.html. */
    void stepMetric(String dbms, String step, String metric, double value, String unit) {
        metricsRead = true;
        entry(dbms, METRICS_SOURCE, false).draft.measure(step, metric, value, unit);
    }

    void emit() {
        int row = 0;
        for (Entry entry : runs.values()) {
            context.checkCancelled();
            row++;
            reportAttributes.forEach(entry.draft::attribute);
            entry.draft.attribute(IbenchAttributes.ROW, Integer.toString(row));
            if (row == 1) {
                entry.draft.attribute(IbenchAttributes.BASE, "true");
            }
            noteMissing(entry);
            context.emit(entry.draft);
        }
    }

    /** @param naming true when the table is one of the report's throughput tables, whose names its readers quote */
    private Entry entry(String dbms, String source, boolean naming) {
        Entry entry = runs.computeIfAbsent(sameDbms(dbms, naming), this::newEntry);
        entry.sources.add(source);
        entry.namedByThroughput |= naming;
        return entry;
    }

    /**
     * The name a DBMS already has in this report. Reports name it with the database size in front
     * in some tables and the metrics ({@code 20m.my5649.cy8}, {@code 160m.pg160_o3_native_lto.cx7a27})
     * and without in others: one run, under the name the report's tput and tputr tables use (the
     * one its readers quote), else under the longer; a note says so (decision 0122).
     */
    private String sameDbms(String dbms, boolean naming) {
        if (runs.containsKey(dbms) || dbms.indexOf('.') < 0) {
            return dbms;
        }
        for (String known : List.copyOf(runs.keySet())) {
            boolean knownLonger = known.endsWith("." + dbms);
            boolean dbmsLonger = dbms.endsWith("." + known) && known.indexOf('.') >= 0;
            if (!knownLonger && !dbmsLonger) {
                continue;
            }
            boolean keepKnown = runs.get(known).namedByThroughput || !naming && knownLonger;
            String prefixed = knownLonger ? known : dbms;
            String plain = knownLonger ? dbms : known;
            noteSameDbms(prefixed, plain, keepKnown ? known : dbms);
            if (!keepKnown) {
                rename(known, dbms);
            }
            return keepKnown ? known : dbms;
        }
        return dbms;
    }

    private void noteSameDbms(String prefixed, String plain, String kept) {
        context.note(prefixed + " and " + plain + " are taken as one DBMS, " + kept
                + ": the report names it with and without the prefix \""
                + prefixed.substring(0, prefixed.length() - plain.length() - 1) + ".\" in different tables");
    }

    /** Gives a run the name it is kept under, keeping its place in the report's row order. */
    private void rename(String from, String to) {
        Map<String, Entry> renamed = new LinkedHashMap<>();
        runs.forEach((name, entry) -> renamed.put(name.equals(from) ? to : name, entry));
        runs.clear();
        runs.putAll(renamed);
        runs.get(to).draft.name(to).attribute(AttributeKeys.DBMS, to);
    }

    private Entry newEntry(String dbms) {
        DbmsName name = DbmsName.parse(dbms);
        RunDraft draft = new RunDraft(IbenchNames.FORMAT, dbms)
                .attribute(AttributeKeys.DBMS, dbms)
                .attribute(AttributeKeys.VERSION, name.version())
                .attribute(IbenchAttributes.BUILD, name.build())
                .attribute(IbenchAttributes.CONFIG, name.config());
        if (name.version() == null) {
            context.note("the version of " + dbms + " is not derived from its name: BenchLens reads "
                    + "Postgres names from 10 on (pg1023 is 10.23, pg17beta1 is 17beta1) and MySQL names (my8020 is 8.0.20)");
        }
        return new Entry(draft);
    }

    private void noteMissing(Entry entry) {
        List<String> read = new ArrayList<>();
        tables.keySet().forEach(kind -> read.add(kind.description()));
        if (metricsRead) {
            read.add(METRICS_SOURCE);
        }
        List<String> missing = read.stream().filter(source -> !entry.sources.contains(source)).toList();
        if (!missing.isEmpty()) {
            context.note(entry.draft.name() + " is in the " + String.join(", ", entry.sources) + " but not in the "
                    + String.join(", ", missing) + "; kept what there is");
        }
    }

    private void compare(SummaryTable kept, SummaryTable other) {
        List<String> differences = new ArrayList<>();
        for (SummaryTable.Row row : other.rows()) {
            for (int i = 0; i < other.steps().size(); i++) {
                String step = other.steps().get(i);
                double keptValue = kept.value(row.dbms(), step);
                double otherValue = row.value(i);
                if (Double.compare(keptValue, otherValue) != 0) {
                    differences.add(row.dbms() + " at " + step + " (" + otherValue + " against " + keptValue + ")");
                }
            }
        }
        if (!differences.isEmpty()) {
            context.note("the " + kept.kind().description() + " in " + other.source() + " differs from "
                    + kept.source() + " in " + differences.size() + " cells, such as "
                    + String.join("; ", differences.subList(0, Math.min(MAX_DIFFERENCES_NOTED, differences.size())))
                    + "; kept " + kept.source());
        }
    }

    /** A run being built and the tables it was seen in. */
    private static final class Entry {
        private final RunDraft draft;
        private final Set<String> sources = new LinkedHashSet<>();
        private boolean namedByThroughput;

        Entry(RunDraft draft) {
            this.draft = draft;
        }
    }
}
