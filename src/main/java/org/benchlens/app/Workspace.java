package org.benchlens.app;

import java.time.Duration;
import java.util.function.Consumer;

import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;

/**
 * An open results store and the jobs a user asks of it. The command line and the window hold a
 * workspace, never the store: every read and change goes through one of the jobs below, written
 * once for both.
 */
public final class Workspace implements AutoCloseable {

    private final Store store;

    private Workspace(Store store) {
        this.store = store;
    }

    /** Opens (and migrates) the store at the location. */
    public static Workspace open(StoreLocation location) {
        return new Workspace(Store.open(location));
    }

    /** Opens the store; while another process holds it, says so once through {@code waiting} and waits its turn. */
    public static Workspace open(StoreLocation location, Consumer<String> waiting) {
        return new Workspace(Store.open(location, waiting));
    }

    /** Opens the store on another thread, so that reading the first input need not wait for it. */
    public static Workspace openInBackground(StoreLocation location) {
        return new Workspace(Store.openInBackground(location));
    }

    /** {@link #openInBackground(StoreLocation)}, saying through {@code waiting} when it waits for another process. */
    public static Workspace openInBackground(StoreLocation location, Consumer<String> waiting) {
        return new Workspace(Store.openInBackground(location, waiting));
    }

    /**
     * Waits until the store of {@link #openInBackground} is open; if it could not be opened, closes
     * it and throws why.
     */
    public Workspace ready() {
        store.ready();
        return this;
    }

    /** Whether the store of {@link #openInBackground} is open, waiting at most {@code wait}; throws as {@link #ready}. */
    public boolean readyWithin(Duration wait) {
        return store.readyWithin(wait);
    }

    /** A workspace on a store already open; closing the workspace closes the store. */
    public static Workspace on(Store store) {
        return new Workspace(store);
    }

    public StoreLocation location() {
        return store.location();
    }

    public RunImports imports() {
        return new RunImports(store);
    }

    public RunEdits edits() {
        return new RunEdits(store);
    }

    public RunMerges merges() {
        return new RunMerges(store);
    }

    public RunCatalog runs() {
        return new RunCatalog(store);
    }

    public ChartData charts() {
        return new ChartData(store);
    }

    public RunnerSubmission runner() {
        return new RunnerSubmission(store);
    }

    Store store() {
        return store;
    }

    @Override
    public void close() {
        store.close();
    }
}
