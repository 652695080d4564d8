package org.benchlens.imports.http;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.LocatedJson;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Texts;
import org.benchlens.model.RunDraft;

/**
 * A load tool's JSON summary: recognised by a JSON object whose first bytes name the fields only
 * that tool writes, read whole with the place of every value, its runs named after the file.
 */
public abstract class JsonReportImporter implements Importer {

    private final List<String> fieldNames;

    /** @param fieldNames fields that must all appear in the first bytes, quoted as JSON writes them */
    protected JsonReportImporter(String... fieldNames) {
        this.fieldNames = List.of(fieldNames);
    }

    @Override
    public boolean detect(Peek peek) {
        return peek.isJsonObjectNaming(fieldNames);
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        context.emitNamed(runs(document(source, context)), runName(source.path()));
    }

    /** The tool's JSON document in the file: the whole file, unless a format finds it inside something else. */
    protected LocatedJson document(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        return LocatedJson.read(source);
    }

    /** The runs the document holds. */
    protected abstract List<RunDraft> runs(LocatedJson root) throws ImportFailure;

    /** The name of the file's runs: the file's stem, unless a format knows better. */
    protected String runName(Path file) {
        return Texts.fileStem(file);
    }
}
