package org.benchlens;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import java.util.List;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import org.benchlens.imports.ImportService;
import org.benchlens.store.Store;
import org.benchlens.store.StoreException;
import org.benchlens.store.StoreLocation;

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
                .layer("app").definedBy("org.benchlens.app..")
                .layer("cli").definedBy("org.benchlens.cli..")
                .layer("ui").definedBy("org.benchlens.ui..")
                .layer("launcher").definedBy("org.benchlens")
                .whereLayer("launcher").mayNotBeAccessedByAnyLayer()
                .whereLayer("ui").mayOnlyBeAccessedByLayers("launcher")
                .whereLayer("cli").mayOnlyBeAccessedByLayers("launcher")
                .whereLayer("app").mayOnlyBeAccessedByLayers("cli", "ui")
                .whereLayer("runner").mayOnlyBeAccessedByLayers("app", "cli", "ui")
                .whereLayer("export").mayOnlyBeAccessedByLayers("app", "cli", "ui")
                .whereLayer("charts").mayOnlyBeAccessedByLayers("export", "app", "cli", "ui")
                .whereLayer("analysis").mayOnlyBeAccessedByLayers("charts", "export", "app", "cli", "ui")
                .whereLayer("imports").mayOnlyBeAccessedByLayers("app", "cli", "ui")
                .whereLayer("store").mayOnlyBeAccessedByLayers("imports", "runner", "app", "cli", "ui")
                .check(CLASSES);
    }

    /**
     * The window by feature: what every window shares ({@code ui.common}) knows no feature; the runs list,
     * the chart and the runner stand alone; Compare may open a chart and repeat runs; Trend may open Compare;
     * only the application ({@code ui}) wires them together. No cycle between them.
     */
    @Test
    void theWindowsFeaturesOnlyUseTheOnesBelowThem() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("app window").definedBy("org.benchlens.ui")
                .layer("trend").definedBy("org.benchlens.ui.trend..")
                .layer("compare").definedBy("org.benchlens.ui.compare..")
                .layer("runs").definedBy("org.benchlens.ui.runs..")
                .layer("chart").definedBy("org.benchlens.ui.chart..")
                .layer("runner").definedBy("org.benchlens.ui.runner..")
                .layer("common").definedBy("org.benchlens.ui.common..")
                .whereLayer("app window").mayNotBeAccessedByAnyLayer()
                .whereLayer("trend").mayOnlyBeAccessedByLayers("app window")
                .whereLayer("runs").mayOnlyBeAccessedByLayers("app window")
                .whereLayer("compare").mayOnlyBeAccessedByLayers("app window", "trend")
                .whereLayer("chart").mayOnlyBeAccessedByLayers("app window", "compare", "trend")
                .whereLayer("runner").mayOnlyBeAccessedByLayers("app window", "compare", "trend")
                .whereLayer("common").mayOnlyBeAccessedByLayers("app window", "trend", "compare", "runs", "chart",
                        "runner")
                .check(CLASSES);
        slices().matching("org.benchlens.ui.(*)..").should().beFreeOfCycles().check(CLASSES);
    }

    @Test
    void onlyTheWindowKnowsJavaFx() {
        noClasses().that().resideOutsideOfPackage("org.benchlens.ui..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.jfree.chart.fx..")
                .check(CLASSES);
    }

    /**
     * The command line and the window reach the store through {@code app} only: they may name
     * where it is and show why it failed, nothing more.
     */
    @Test
    void commandLineAndWindowDoNotTouchTheStore() {
        noClasses().that().resideInAnyPackage("org.benchlens.cli..", "org.benchlens.ui..")
                .should().dependOnClassesThat(DescribedPredicate.describe("store classes other than StoreLocation "
                        + "and StoreException", (JavaClass c) -> c.getPackageName().equals("org.benchlens.store")
                        && !c.isEquivalentTo(StoreLocation.class) && !c.isEquivalentTo(StoreException.class)))
                .check(CLASSES);
    }

    @Test
    void onlyAppImportsAndRunnerOpenStoreTransactions() {
        noClasses().that().resideOutsideOfPackages("org.benchlens.app..", "org.benchlens.imports..",
                        "org.benchlens.runner..", "org.benchlens.store..")
                .should().callMethodWhere(DescribedPredicate.describe("Store.read or Store.transaction",
                        (JavaMethodCall call) -> call.getTargetOwner().isEquivalentTo(Store.class)
                                && List.of("read", "transaction").contains(call.getName())))
                .check(CLASSES);
    }

    @Test
    void onlyAppStartsImports() {
        noClasses().that().resideInAnyPackage("org.benchlens.cli..", "org.benchlens.ui..")
                .should().dependOnClassesThat().areAssignableTo(ImportService.class)
                .check(CLASSES);
    }

    @Test
    void importersDoNotTouchTheStoreDirectly() {
        noClasses().that().resideInAPackage("org.benchlens.imports.(*)..")
                .should().dependOnClassesThat().resideInAPackage("org.benchlens.store..")
                .check(CLASSES);
    }
}
