package org.benchlens.imports;

import java.util.List;

import org.benchlens.model.Attributes;

/** What the user adds to every run of an import: {@code --attr key=value} and {@code --tag}. */
public record ImportOptions(Attributes attributes, List<String> tags) {

    public static final ImportOptions NONE = new ImportOptions(Attributes.EMPTY, List.of());

    public ImportOptions {
        attributes = attributes == null ? Attributes.EMPTY : attributes;
        tags = tags == null ? List.of() : List.copyOf(tags);
    }
}
