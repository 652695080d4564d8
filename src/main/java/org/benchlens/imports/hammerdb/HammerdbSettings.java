package org.benchlens.imports.hammerdb;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;

/**
 * What HammerDB says about the tests it runs, before their results: its version, the database,
 * the database server's version, the virtual users of the test sequence, ramp-up and test time.
 * A log of several tests (a virtual-user sweep) keeps what was said until it is said again.
 */
final class HammerdbSettings {

    private static final Pattern VERSION = Pattern.compile("HammerDB CLI v(\\S+)");
    private static final Pattern DATABASE = Pattern.compile("Database set to (.+)");
    private static final Pattern SERVER_VERSION = Pattern.compile("DBVersion:\\s*(\\S+)");
    private static final Pattern VIRTUAL_USERS = Pattern.compile("(\\d+) (?:VU TEST|Active Virtual Users configured)");
    private static final Pattern RAMPUP = Pattern.compile("Beginning rampup time of (\\d+) minutes?");
    private static final Pattern TEST_TIME = Pattern.compile("Timing test period of (\\d+) in minutes");

    private String version;
    private String database;
    private String serverVersion;
    private String virtualUsers;
    private String rampup;
    private String testMinutes;

    /** True when the line was one of the settings. */
    boolean accept(String message) {
        Matcher m;
        if ((m = VERSION.matcher(message)).matches()) {
            version = m.group(1);
        } else if ((m = DATABASE.matcher(message)).matches()) {
            database = m.group(1).strip();
        } else if ((m = SERVER_VERSION.matcher(message)).matches()) {
            serverVersion = m.group(1);
        } else if ((m = VIRTUAL_USERS.matcher(message)).matches()) {
            virtualUsers = m.group(1);
        } else if ((m = RAMPUP.matcher(message)).matches()) {
            rampup = m.group(1);
        } else if ((m = TEST_TIME.matcher(message)).matches()) {
            testMinutes = m.group(1);
        } else {
            return false;
        }
        return true;
    }

    /** A line that starts a new test sequence: {@code 4 VU TEST}. */
    static boolean startsSequence(String message) {
        return message.matches("\\d+ VU TEST");
    }

    String database() {
        return database;
    }

    String virtualUsers() {
        return virtualUsers;
    }

    /** The minutes of a timed TPROC-C test, or null. */
    String testMinutes() {
        return testMinutes;
    }

    void describe(RunDraft draft) {
        draft.attribute(HammerdbNames.ATTR_VERSION, version);
        draft.attribute(AttributeKeys.DBMS, database);
        draft.attribute(AttributeKeys.VERSION, serverVersion);
        draft.attribute(HammerdbNames.ATTR_RAMPUP, rampup);
    }
}
