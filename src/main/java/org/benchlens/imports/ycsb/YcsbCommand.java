package org.benchlens.imports.ycsb;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;

/**
 * What the command line of a YCSB client says about its run: {@code Command line: -db
 * com.yahoo.ycsb.db.RedisClient -threads 16 -P /opt/pkb/workloadb … -t}, as YCSB echoes it, or the
 * arguments after {@code site.ycsb.Client} on the java line its launcher prints.
 */
record YcsbCommand(String arguments) {

    private static final Pattern COMMAND = Pattern.compile("(?:^Command line:|\\s(?:site|com\\.yahoo)\\.ycsb\\.Client)\\s+(.*)");
    private static final Pattern THREADS = Pattern.compile("(?:-threads\\s+|threadcount=)(\\d+)");
    private static final Pattern DB = Pattern.compile("-db\\s+(\\S+)");
    private static final Pattern WORKLOAD = Pattern.compile("-P\\s+(\\S+)");
    private static final Pattern PHASE = Pattern.compile("(?:^|\\s)-(t|load)(?:\\s|$)");

    static Optional<YcsbCommand> parse(String stripped) {
        Matcher m = COMMAND.matcher(stripped);
        return m.find() ? Optional.of(new YcsbCommand(m.group(1).strip())) : Optional.empty();
    }

    void describe(RunDraft draft) {
        draft.attribute(YcsbNames.ATTR_COMMAND, arguments);
        find(THREADS).ifPresent(threads -> {
            draft.attribute(YcsbNames.ATTR_THREADS, threads);
            draft.attribute(AttributeKeys.VUS, threads);
        });
        find(DB).ifPresent(db -> draft.attribute(YcsbNames.ATTR_DB, db.substring(db.lastIndexOf('.') + 1)));
        find(WORKLOAD).ifPresent(file -> {
            String workload = file.substring(file.lastIndexOf('/') + 1);
            draft.attribute(AttributeKeys.WORKLOAD, workload);
            draft.attribute(AttributeKeys.SCENARIO, workload);
        });
        find(PHASE).ifPresent(phase -> draft.attribute(YcsbNames.ATTR_PHASE, phase.equals("t") ? "run" : "load"));
    }

    private Optional<String> find(Pattern pattern) {
        Matcher m = pattern.matcher(arguments);
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }
}
