package org.benchlens.ui.runs;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

import org.benchlens.app.RunEdits;
import org.benchlens.app.Workspace;
import org.benchlens.model.AttributesText;
import org.benchlens.model.Counted;
import org.benchlens.model.Run;
import org.benchlens.ui.common.Background;

/**
 * The runs' attributes and tags as the main window changes them: typed in the table's cells, or
 * set on several runs at once from the Edit menu; saved in the background.
 */
public final class RunLabels {

    private final Workspace workspace;
    private final Background background;
    private final Consumer<List<Run>> saved;
    private final Consumer<String> say;
    private final Consumer<Throwable> failed;

    /**
     * @param saved  gets the runs as saved, to show them in place
     * @param say    puts a sentence in the status line
     * @param failed gets what went wrong in the background
     */
    RunLabels(Workspace workspace, Background background, Consumer<List<Run>> saved, Consumer<String> say,
              Consumer<Throwable> failed) {
        this.workspace = workspace;
        this.background = background;
        this.saved = saved;
        this.say = say;
        this.failed = failed;
    }

    /** Sets the run's attributes to those of the line as edited in the table ({@link AttributesText}). */
    public void editAttributes(Run run, String line) {
        Map<String, String> wanted;
        try {
            wanted = AttributesText.parse(line).values();
            RunEdits.checkRunners(run, wanted);
        } catch (IllegalArgumentException e) {
            say.accept("Run " + run.id() + " not changed: " + e.getMessage());
            return;
        }
        update("Run " + run.id() + ": attributes saved", edits -> edits.replaceAttributes(run, wanted));
    }

    /**
     * Edit ▸ Edit attributes on several runs: sets the pairs of {@code set} ({@link AttributesText}) and removes the
     * keys of {@code remove} on every given run, the way {@code benchlens attr --set --unset} does.
     */
    public void setAttributes(List<Run> runs, String set, String remove) {
        Map<String, String> values;
        try {
            values = set == null || set.isBlank() ? Map.of() : AttributesText.parse(set).values();
        } catch (IllegalArgumentException e) {
            say.accept(Counted.runs(runs.size()) + " not changed: " + e.getMessage());
            return;
        }
        List<String> keys = words(remove);
        if (values.isEmpty() && keys.isEmpty()) {
            say.accept("Nothing to change: type key=value pairs to set or keys to remove");
            return;
        }
        List<Long> ids = runs.stream().map(Run::id).toList();
        update("Attributes of " + Counted.runs(runs.size()) + " changed", edits -> edits.attributes(ids, values, keys));
    }

    /** Sets the run's tags to the words of the line, as edited in the table. */
    public void editTags(Run run, String line) {
        List<String> wanted = words(line);
        update("Run " + run.id() + ": tags saved", edits -> edits.replaceTags(run, wanted));
    }

    /** Edit ▸ Tag…: adds and removes tags on every given run, the way {@code benchlens tag} does. */
    public void tag(List<Run> runs, List<String> add, List<String> remove) {
        List<Long> ids = runs.stream().map(Run::id).toList();
        update("Tagged " + Counted.runs(runs.size()), edits -> edits.tags(ids, add, remove));
    }

    /** Saves a change of attributes or tags in the background; it returns the runs as saved. */
    private void update(String done, Function<RunEdits, List<Run>> change) {
        background.run("Saving", progress -> change.apply(workspace.edits()),
                changed -> {
                    saved.accept(changed);
                    say.accept(done);
                },
                failed);
    }

    private static List<String> words(String line) {
        return line == null || line.isBlank() ? List.of() : List.of(line.strip().split("[\\s,]+"));
    }
}
