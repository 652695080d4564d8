package org.benchlens.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.TreeSet;

import org.h2.mvstore.DataUtils;

/**
 * The versions of a damaged H2 file, newest first, each made readable in a copy of the file (decision
 * 0143). H2 writes every commit as a new chunk and leaves earlier chunks in place until their space is
 * needed again, so a file whose newest chunks were cut, overwritten or moved away still holds the
 * versions before them. To read version V, the copy loses the header and footer of every chunk newer
 * than V, so that H2 cannot find them, and gets a file header naming V's chunk and no mark of a clean
 * close, so that H2 checks every chunk V needs as it opens. The damaged file itself is only read.
 */
final class H2FileVersions implements AutoCloseable {

    private static final String DATA = ".mv.db";
    static final String INFIX = ".versions-";

    private final Path copy;
    private final List<H2Chunks.Chunk> chunks;
    private final HashMap<String, String> header;
    private long hiddenAbove = Long.MAX_VALUE;

    private H2FileVersions(Path copy, List<H2Chunks.Chunk> chunks, HashMap<String, String> header) {
        this.copy = copy;
        this.chunks = chunks;
        this.header = header;
    }

    /** A copy of {@code data} beside {@code store} (its path without ".mv.db"), owner-only, with its chunks found. */
    static H2FileVersions copyOf(Path store) throws IOException {
        NewH2Store.removeLeftovers(store, INFIX);
        Path data = Path.of(store + DATA);
        Path copy = Path.of(store + INFIX + ProcessHandle.current().pid());
        Path copyData = Path.of(copy + DATA);
        Files.deleteIfExists(copyData);
        Files.copy(data, copyData);
        OwnerOnly.files(copyData);
        return new H2FileVersions(copy, H2Chunks.scan(copyData), fileHeader(copyData));
    }

    /** The versions the file holds whole chunks of, newest first. */
    List<Long> versions() {
        TreeSet<Long> versions = new TreeSet<>();
        chunks.forEach(chunk -> versions.add(chunk.version()));
        return new ArrayList<>(versions.descendingSet());
    }

    /** The copy's read-only URL; after {@link #showUpTo}, H2 reads that version there. */
    String url() {
        return "jdbc:h2:file:" + copy + ";ACCESS_MODE_DATA=r";
    }

    /**
     * Makes {@code version} the newest the copy holds. Versions are shown newest first: a chunk hidden for one
     * stays hidden for every older one.
     */
    void showUpTo(long version) throws IOException {
        Path data = Path.of(copy + DATA);
        H2Chunks.Chunk newest = null;
        try (FileChannel channel = FileChannel.open(data, StandardOpenOption.WRITE)) {
            ByteBuffer zeros = ByteBuffer.allocate(H2Chunks.BLOCK);
            for (H2Chunks.Chunk chunk : chunks) {
                if (chunk.version() > version && chunk.version() <= hiddenAbove) {
                    write(channel, zeros, chunk.block());
                    write(channel, zeros, chunk.endBlock() - 1);
                } else if (chunk.version() <= version && (newest == null || chunk.version() > newest.version())) {
                    newest = chunk;
                }
            }
            hiddenAbove = version;
            if (newest != null) {
                writeHeader(channel, newest);
            }
            channel.force(false);
        }
    }

    private void writeHeader(FileChannel channel, H2Chunks.Chunk newest) throws IOException {
        HashMap<String, String> fields = new HashMap<>(header);
        fields.remove("clean");
        fields.remove("fletcher");
        fields.putIfAbsent("H", "2");
        fields.putIfAbsent("blockSize", Integer.toHexString(H2Chunks.BLOCK));
        fields.put("block", Long.toHexString(newest.block()));
        fields.put("chunk", Integer.toHexString(newest.id()));
        fields.put("version", Long.toHexString(newest.version()));
        StringBuilder text = DataUtils.appendMap(new StringBuilder(), fields);
        byte[] checked = text.toString().getBytes(StandardCharsets.ISO_8859_1);
        DataUtils.appendMap(text, "fletcher", DataUtils.getFletcher32(checked, 0, checked.length));
        text.append('\n');
        byte[] line = text.toString().getBytes(StandardCharsets.ISO_8859_1);
        for (int block = 0; block < H2Chunks.HEADER_BLOCKS; block++) {
            ByteBuffer buffer = ByteBuffer.allocate(H2Chunks.BLOCK);
            buffer.put(line);
            buffer.rewind();
            write(channel, buffer, block);
        }
    }

    private static void write(FileChannel channel, ByteBuffer block, long at) throws IOException {
        block.rewind();
        while (block.hasRemaining()) {
            channel.write(block, at * H2Chunks.BLOCK + block.position());
        }
    }

    /** The fields of whichever of the file's two headers still reads; none when both are gone. */
    private static HashMap<String, String> fileHeader(Path data) throws IOException {
        byte[] blocks;
        try (InputStream in = Files.newInputStream(data)) {
            blocks = in.readNBytes(H2Chunks.HEADER_BLOCKS * H2Chunks.BLOCK);
        }
        for (int at = 0; at + H2Chunks.BLOCK <= blocks.length; at += H2Chunks.BLOCK) {
            String text = new String(blocks, at, H2Chunks.BLOCK, StandardCharsets.ISO_8859_1);
            int end = text.indexOf('\n');
            if (text.startsWith("H:2,") && end > 0) {
                try {
                    HashMap<String, String> fields = DataUtils.parseMap(text.substring(0, end).trim());
                    // only what describes the file is kept: where its newest chunk is comes from the scan
                    HashMap<String, String> kept = new HashMap<>();
                    for (String key : new String[] {"H", "blockSize", "created", "format", "formatRead"}) {
                        if (fields.containsKey(key)) {
                            kept.put(key, fields.get(key));
                        }
                    }
                    return kept;
                } catch (RuntimeException unreadable) {
                    // the other header may still read
                }
            }
        }
        HashMap<String, String> fields = new HashMap<>();
        fields.put("created", Long.toHexString(System.currentTimeMillis()));
        fields.put("format", "3");
        return fields;
    }

    /** Removes the copy; the damaged file was never written. */
    @Override
    public void close() {
        for (String suffix : new String[] {DATA, ".trace.db", ".lock.db"}) {
            NewH2Store.deleteQuietly(Path.of(copy + suffix));
        }
    }
}
