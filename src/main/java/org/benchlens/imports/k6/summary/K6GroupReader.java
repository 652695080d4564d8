package org.benchlens.imports.k6.summary;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.core.JsonToken;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;

/**
 * Reads {@code root_group}: groups nest, each with its checks. {@code --summary-export} keys
 * groups and checks by name in objects; handleSummary data lists them in arrays. Both are
 * accepted, so a file edited by hand or written by a reporter in the other style still reads.
 */
final class K6GroupReader {

    /** More checks than any script has; each becomes two measurements. */
    static final int MAX_CHECKS = 50_000;

    private final SummaryJsonCursor json;
    private final K6Summary summary;
    private final ImportContext context;
    private int checkCount;

    K6GroupReader(SummaryJsonCursor json, K6Summary summary, ImportContext context) {
        this.json = json;
        this.summary = summary;
        this.context = context;
    }

    /** Reads the root group; the cursor is on its value. */
    void readRoot() throws IOException, ImportFailure {
        readGroup(null, null, "\"root_group\"");
    }

    /**
     * @param parentPath the path of the enclosing group, null for the root
     * @param key        the name the group is keyed by, when groups come as an object
     */
    private void readGroup(String parentPath, String key, String what) throws IOException, ImportFailure {
        json.requireObject("the group " + what);
        json.enter("the group " + what);
        context.checkCancelled();
        int place = summary.reserveGroup();
        String path = parentPath == null ? "" : null;
        String name = key;
        List<K6Check> checks = new ArrayList<>();
        while (json.nextField()) {
            String field = json.fieldName();
            json.nextValue();
            switch (field) {
                case "name" -> name = firstNonNull(json.textOrNull("the name of the group " + what), name);
                case "path" -> path = parentPath == null ? "" : pathOf(json.textOrNull("the path of the group " + what));
                case "groups" -> readGroups(knownPath(path, parentPath, name), what);
                case "checks" -> readChecks(checks, what);
                case "id" -> json.skip();
                default -> ignore(field, "the group " + what);
            }
        }
        json.leave();
        summary.group(place, new K6Group(knownPath(path, parentPath, name), checks));
    }

    private void readGroups(String path, String parent) throws IOException, ImportFailure {
        String where = "the groups of " + parent;
        if (json.current() == JsonToken.START_OBJECT) {
            while (json.nextField()) {
                String key = json.fieldName();
                json.nextValue();
                readGroup(path, key, "\"" + key + "\"");
            }
        } else {
            json.requireArray(where + " (an object keyed by name, or an array)");
            while (json.nextElement()) {
                readGroup(path, null, "in " + where);
            }
        }
    }

    private void readChecks(List<K6Check> checks, String group) throws IOException, ImportFailure {
        String where = "the checks of the group " + group;
        if (json.current() == JsonToken.START_OBJECT) {
            while (json.nextField()) {
                String key = json.fieldName();
                json.nextValue();
                readCheck(key, where).ifPresent(checks::add);
            }
        } else {
            json.requireArray(where + " (an object keyed by name, or an array)");
            while (json.nextElement()) {
                readCheck(null, where).ifPresent(checks::add);
            }
        }
    }

    private Optional<K6Check> readCheck(String key, String where) throws IOException, ImportFailure {
        String what = key == null ? "a check in " + where : "the check \"" + key + "\"";
        json.requireObject(what);
        if (++checkCount > MAX_CHECKS) {
            throw json.failure("expected at most " + MAX_CHECKS + " checks in a k6 summary, found more");
        }
        json.enter(what);
        String name = key;
        Long passes = null;
        Long fails = null;
        while (json.nextField()) {
            String field = json.fieldName();
            json.nextValue();
            switch (field) {
                case "name" -> name = firstNonNull(json.textOrNull("the name of " + what), name);
                case "passes" -> passes = json.count("the passes of " + what);
                case "fails" -> fails = json.count("the fails of " + what);
                case "path", "id" -> json.skip();
                default -> ignore(field, what);
            }
        }
        json.leave();
        if (name == null || passes == null || fails == null) {
            context.note("left out " + what + ": it lacks its name, passes or fails");
            return Optional.empty();
        }
        return Optional.of(new K6Check(name, passes, fails));
    }

    private void ignore(String field, String where) throws IOException {
        context.note("ignored \"" + field + "\" of " + where + ": not part of a k6 group");
        json.skip();
    }

    /** A group path without k6's leading {@code ::}. */
    private static String pathOf(String k6Path) {
        if (k6Path == null) {
            return null;
        }
        return k6Path.startsWith("::") ? k6Path.substring(2) : k6Path;
    }

    /** The path the file gave, or the parent's path joined with the group's name. */
    private static String knownPath(String path, String parentPath, String name) {
        if (path != null) {
            return path;
        }
        String own = name == null ? "unnamed group" : name;
        return parentPath == null || parentPath.isEmpty() ? own : parentPath + "::" + own;
    }

    private static String firstNonNull(String first, String second) {
        return first != null ? first : second;
    }
}
