package org.benchlens.reliability;

import java.nio.file.Path;

import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;

/** A process that opens a store as the window does, says {@code open}, and holds it until its input ends. */
public final class HoldStoreOpen {

    private HoldStoreOpen() {
    }

    public static void main(String[] args) throws Exception {
        try (Store store = Store.open(StoreLocation.file(Path.of(args[0])))) {
            store.read(session -> session.runs().count());
            System.out.println("open");
            System.out.flush();
            while (System.in.read() >= 0) {
                // held open
            }
        }
    }
}
