package org.benchlens.ui.compare;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import org.benchlens.model.Run;
import org.benchlens.ui.common.FilterWords;
import org.benchlens.ui.common.CompareScope;

/**
 * How a report written from the Compare window names its runs, so that the command it prints selects
 * the same runs again (decision 0115): the main window's filter as {@code --where} when it is made of
 * {@code key=value} and {@code tag:name} words that select exactly the runs compared, else the runs' ids;
 * "Only runs with" narrows either way.
 *
 * @param where  the {@code --where} of the command
 * @param ids    the run ids of the command; empty where {@code where} selects them
 * @param origin how the window chose the runs, where their ids do not say it; else null
 */
public record ReportScope(Map<String, String> where, List<Long> ids, String origin) {

    public ReportScope {
        where = new LinkedHashMap<>(where);
        ids = List.copyOf(ids);
    }

    /**
     * @param only   the window's "Only runs with"
     * @param select the runs of the store that a {@code --where} selects
     */
    static ReportScope of(CompareScope scope, Map<String, String> only, Function<Map<String, String>, List<Run>> select) {
        List<Long> ids = scope.runs().stream().map(Run::id).toList();
        if (scope.selection()) {
            return new ReportScope(only, ids, ids.size() + " runs selected in the main window");
        }
        Optional<Map<String, String>> where = asWhere(scope.filter());
        if (where.isPresent() && idsOf(select.apply(where.get())).equals(new HashSet<>(ids))) {
            // the --where is the filter: it says it all
            Map<String, String> both = new LinkedHashMap<>(where.get());
            both.putAll(only);
            return new ReportScope(both, List.of(), null);
        }
        return new ReportScope(only, ids, scope.filter().isEmpty() ? "the main window's list, unfiltered"
                : "the main window's filter: " + scope.filter());
    }

    /** The filter as {@code --where} pairs, or empty when some word of it is no {@code key=value} or {@code tag:name}. */
    static Optional<Map<String, String>> asWhere(String filter) {
        Map<String, String> where = new LinkedHashMap<>();
        for (String word : FilterWords.of(filter)) {
            int equals = word.indexOf('=');
            if (word.regionMatches(true, 0, "tag:", 0, 4) && word.length() > 4) {
                where.put("tag", word.substring(4));
            } else if (equals > 0 && !where.containsKey(word.substring(0, equals))) {
                where.put(word.substring(0, equals), word.substring(equals + 1));
            } else {
                return Optional.empty();
            }
        }
        return Optional.of(where);
    }

    private static Set<Long> idsOf(List<Run> runs) {
        Set<Long> ids = new HashSet<>();
        runs.forEach(run -> ids.add(run.id()));
        return ids;
    }
}
