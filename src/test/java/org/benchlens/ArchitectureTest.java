package org.benchlens;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The layer arrows of DESIGN.md: ui → app → core, and nothing in core knows JavaFX. */
class ArchitectureTest {

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.benchlens");

    @Test
    void layersOnlyUseTheLayersBelowThem() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("model").definedBy("org.benchlens.model..")
                .layer("store").definedBy("org.benchlens.store..")
                .layer("imports").definedBy("org.benchlens.imports..")
                .layer("analysis").definedBy("org.benchlens.analysis..")
                .optionalLayer("charts").definedBy("org.benchlens.charts..")
                .layer("export").definedBy("org.benchlens.export..")
                .optionalLayer("runner").definedBy("org.benchlens.runner..")
                .layer("cli").definedBy("org.benchlens.cli..")
                .layer("ui").definedBy("org.benchlens.ui..")
                .layer("launcher").definedBy("org.benchlens")
                .whereLayer("launcher").mayNotBeAccessedByAnyLayer()
                .whereLayer("ui").mayOnlyBeAccessedByLayers("launcher")
                .whereLayer("cli").mayOnlyBeAccessedByLayers("launcher")
                .whereLayer("runner").mayOnlyBeAccessedByLayers("cli", "ui")
                .whereLayer("export").mayOnlyBeAccessedByLayers("cli", "ui")
                .whereLayer("charts").mayOnlyBeAccessedByLayers("export", "cli", "ui")
                .whereLayer("analysis").mayOnlyBeAccessedByLayers("charts", "export", "cli", "ui")
                .whereLayer("imports").mayOnlyBeAccessedByLayers("cli", "ui")
                .whereLayer("store").mayOnlyBeAccessedByLayers("imports", "runner", "cli", "ui")
                .check(CLASSES);
    }

    @Test
    void onlyTheWindowKnowsJavaFx() {
        noClasses().that().resideOutsideOfPackage("org.benchlens.ui..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.jfree.chart.fx..")
                .check(CLASSES);
    }

    @Test
    void importersDoNotTouchTheStoreDirectly() {
        noClasses().that().resideInAPackage("org.benchlens.imports.(*)..")
                .should().dependOnClassesThat().resideInAPackage("org.benchlens.store..")
                .check(CLASSES);
    }
}
