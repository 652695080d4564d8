package org.benchlens.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.h2.mvstore.DataUtils;

/**
 * The chunks an H2 file holds, found by reading every block rather than by trusting its header: each
 * chunk H2 writes is one version of the whole store, starts a block with a line "chunk:ID,len:N,...,
 * version:V" and ends with a footer that repeats them under a checksum. A chunk whose header or footer
 * was cut, overwritten or moved away is not one.
 */
final class H2Chunks {

    static final int BLOCK = 4096;
    /** H2 keeps its two file headers in the first two blocks. */
    static final int HEADER_BLOCKS = 2;
    private static final int HEADER_LINE = 1024;
    private static final int FOOTER = 128;
    private static final String FLETCHER = ",fletcher:";

    /** One chunk: its id, where it starts and how many blocks it takes, and the version it holds. */
    record Chunk(int id, long block, long blocks, long version) {

        long endBlock() {
            return block + blocks;
        }
    }

    private H2Chunks() {
    }

    /** Every whole chunk of {@code file}, in the order they lie in it. */
    static List<Chunk> scan(Path file) throws IOException {
        List<Chunk> chunks = new ArrayList<>();
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long blocks = channel.size() / BLOCK;
            ByteBuffer line = ByteBuffer.allocate(HEADER_LINE);
            for (long block = HEADER_BLOCKS; block < blocks; block++) {
                Chunk chunk = headerAt(channel, block, line);
                if (chunk != null && chunk.endBlock() <= blocks && footerMatches(channel, chunk)) {
                    chunks.add(chunk);
                    // a whole chunk holds no other chunk's start
                    block = chunk.endBlock() - 1;
                }
            }
        }
        return chunks;
    }

    private static Chunk headerAt(FileChannel channel, long block, ByteBuffer line) throws IOException {
        line.clear();
        channel.read(line, block * BLOCK);
        byte[] bytes = line.array();
        if (line.position() < 6 || bytes[0] != 'c' || !new String(bytes, 0, 6, StandardCharsets.ISO_8859_1)
                .equals("chunk:")) {
            return null;
        }
        int end = 0;
        while (end < line.position() && bytes[end] != '\n') {
            end++;
        }
        if (end == line.position()) {
            return null;
        }
        try {
            Map<String, String> fields = DataUtils.parseMap(new String(bytes, 0, end, StandardCharsets.ISO_8859_1).trim());
            long blocks = Long.parseLong(fields.get("len"), 16);
            return blocks <= 0 ? null : new Chunk(Integer.parseUnsignedInt(fields.get("chunk"), 16), block, blocks,
                    Long.parseLong(fields.get("version"), 16));
        } catch (RuntimeException notAHeader) {
            return null;
        }
    }

    /** Whether the chunk's last bytes are its footer, checksum and all. */
    private static boolean footerMatches(FileChannel channel, Chunk chunk) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(FOOTER);
        channel.read(buffer, chunk.endBlock() * BLOCK - FOOTER);
        String text = new String(buffer.array(), 0, buffer.position(), StandardCharsets.ISO_8859_1).trim();
        int check = text.lastIndexOf(FLETCHER);
        if (check < 0) {
            return false;
        }
        try {
            byte[] checked = text.substring(0, check).getBytes(StandardCharsets.ISO_8859_1);
            if (Long.parseLong(text.substring(check + FLETCHER.length()), 16) != (DataUtils.getFletcher32(checked, 0,
                    checked.length) & 0xffffffffL)) {
                return false;
            }
            Map<String, String> fields = DataUtils.parseMap(text.substring(0, check));
            return Integer.parseUnsignedInt(fields.get("chunk"), 16) == chunk.id()
                    && Long.parseLong(fields.get("len"), 16) == chunk.blocks()
                    && Long.parseLong(fields.get("version"), 16) == chunk.version();
        } catch (RuntimeException notAFooter) {
            return false;
        }
    }
}
