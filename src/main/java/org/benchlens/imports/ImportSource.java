package org.benchlens.imports;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PushbackInputStream;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.function.LongConsumer;
import java.util.zip.GZIPInputStream;

/**
 * One input file. Gzipped files are decompressed transparently; text is decoded as UTF-8, or
 * UTF-16 where a byte-order mark says so (PowerShell's {@code >} writes UTF-16). While an
 * importer reads, the raw bytes are counted for progress and hashed, so that a second import
 * of the same bytes is recognised without reading the file twice.
 */
public final class ImportSource {

    private static final int PEEK_BYTES = 64 * 1024;

    private final Path path;
    private final LongConsumer progress;
    private Peek peek;
    /** The mark a paste put before every line ({@link PasteMarks}), taken off as the file is read. */
    private String pasteMark = "";
    private byte[] sha256OfCompleteRead;
    private byte[] contentSha256OfCompleteRead;

    public ImportSource(Path path, LongConsumer progress) {
        this.path = path;
        this.progress = progress;
    }

    public static ImportSource of(Path path) {
        return new ImportSource(path, bytes -> { });
    }

    public Path path() {
        return path;
    }

    public long size() throws IOException {
        return Files.size(path);
    }

    /** True when the file is gzipped (and read decompressed). */
    public boolean isGzip() throws IOException {
        return peek().gzip();
    }

    /** The first bytes, decompressed and decoded. */
    public Peek peek() throws IOException {
        if (peek == null) {
            byte[] head;
            boolean complete;
            boolean gzip;
            try (InputStream in = decompressed(Files.newInputStream(path))) {
                gzip = in instanceof GzipStream;
                head = in.readNBytes(PEEK_BYTES);
                complete = in.read() < 0;
            }
            Charset charset = charsetOf(head);
            int bom = bomLength(head);
            String text = new String(head, bom, head.length - bom, charset);
            boolean binary = looksBinary(head, charset);
            pasteMark = binary || charset != StandardCharsets.UTF_8 ? "" : PasteMarks.of(text);
            if (!pasteMark.isEmpty()) {
                text = PasteMarks.removed(text, pasteMark);
            }
            peek = new Peek(path.getFileName().toString(), text, charset, binary, complete, gzip);
        }
        return peek;
    }

    /** The decompressed bytes, from the start, without the marks a paste put before each line. */
    public InputStream openStream() throws IOException {
        peek();
        String mark = pasteMark;
        InputStream in = decompressed(new CountingDigestStream(Files.newInputStream(path)));
        InputStream content = in instanceof GzipStream ? new ContentDigestStream(in) : in;
        return mark.isEmpty() ? content : PasteMarks.removed(content, mark);
    }

    /** The decompressed text, decoded, without byte-order mark; undecodable bytes become U+FFFD. */
    public BufferedReader openReader() throws IOException {
        Charset charset = peek().charset();
        PushbackInputStream in = new PushbackInputStream(openStream(), 4);
        byte[] start = in.readNBytes(4);
        int bom = bomLength(start);
        in.unread(start, bom, start.length - bom);
        return new BufferedReader(new InputStreamReader(in, charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE)), 1 << 16);
    }

    /**
     * The whole decoded text, for a format read as one document (an HTML page); past {@code maxChars} refused as
     * "the file is larger than N MiB; " followed by {@code whyTooLarge}.
     */
    public String text(int maxChars, String whyTooLarge) throws IOException, ImportFailure {
        StringBuilder text = new StringBuilder();
        char[] buffer = new char[1 << 16];
        try (BufferedReader reader = openReader()) {
            for (int n = reader.read(buffer); n >= 0; n = reader.read(buffer)) {
                if (text.length() + n > maxChars) {
                    throw ImportFailure.whole("the file is larger than " + (maxChars >> 20) + " MiB; " + whyTooLarge);
                }
                text.append(buffer, 0, n);
            }
        }
        return text.toString();
    }

    /** SHA-256 of the raw file bytes, hex; reuses the digest of a stream that was read to the end. */
    public String sha256() throws IOException {
        if (sha256OfCompleteRead == null) {
            try (InputStream in = new CountingDigestStream(Files.newInputStream(path))) {
                in.transferTo(OutputStream.nullOutputStream());
            }
        }
        return HexFormat.of().formatHex(sha256OfCompleteRead);
    }

    /**
     * SHA-256 of the content, hex: of the decompressed bytes of a gzipped file (what {@code gzip -dc
     * FILE | sha256sum} prints), else of the file's bytes; so that a file and its gzipped copy are
     * one input (decision 0129). Reuses the digest of a stream that was read to the end.
     */
    public String contentSha256() throws IOException {
        if (!isGzip()) {
            return sha256();
        }
        if (contentSha256OfCompleteRead == null) {
            try (InputStream in = openStream()) {
                in.transferTo(OutputStream.nullOutputStream());
            }
        }
        return HexFormat.of().formatHex(contentSha256OfCompleteRead);
    }

    /** One SHA-256 over the names and bytes of several files, so a report folder is recognised as a whole. */
    public static String sha256Of(List<Path> files) throws IOException {
        MessageDigest digest = newSha256();
        for (Path file : files.stream().sorted().toList()) {
            digest.update(file.getFileName().toString().getBytes(StandardCharsets.UTF_8));
            try (InputStream in = new DigestInputStream(Files.newInputStream(file), digest)) {
                in.transferTo(OutputStream.nullOutputStream());
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static InputStream decompressed(InputStream raw) throws IOException {
        BufferedInputStream in = new BufferedInputStream(raw, 1 << 16);
        in.mark(2);
        boolean gzip = in.read() == 0x1f && in.read() == 0x8b;
        in.reset();
        return gzip ? new GzipStream(in) : in;
    }

    private static Charset charsetOf(byte[] head) {
        if (head.length >= 2 && (head[0] & 0xff) == 0xff && (head[1] & 0xff) == 0xfe) {
            return StandardCharsets.UTF_16LE;
        }
        if (head.length >= 2 && (head[0] & 0xff) == 0xfe && (head[1] & 0xff) == 0xff) {
            return StandardCharsets.UTF_16BE;
        }
        return StandardCharsets.UTF_8;
    }

    private static int bomLength(byte[] head) {
        if (head.length >= 3 && (head[0] & 0xff) == 0xef && (head[1] & 0xff) == 0xbb && (head[2] & 0xff) == 0xbf) {
            return 3;
        }
        return charsetOf(head) == StandardCharsets.UTF_8 ? 0 : 2;
    }

    /** NUL bytes, or many control characters, in text that claims to be UTF-8. */
    private static boolean looksBinary(byte[] head, Charset charset) {
        if (charset != StandardCharsets.UTF_8) {
            return false;
        }
        int control = 0;
        for (byte b : head) {
            if (b == 0) {
                return true;
            }
            if (b > 0 && b < 0x20 && b != '\n' && b != '\r' && b != '\t' && b != '\f' && b != 0x1b) {
                control++;
            }
        }
        return head.length > 0 && control * 20 > head.length;
    }

    /** The decompressed bytes of a gzipped file, buffered; its type says the file was gzipped. */
    private static final class GzipStream extends BufferedInputStream {
        GzipStream(InputStream compressed) throws IOException {
            super(new GZIPInputStream(compressed, 1 << 16), 1 << 16);
        }
    }

    /** Hashes the bytes as they are read, and hands over the hash once the end is reached. */
    private abstract static class DigestingStream extends FilterInputStream {
        private final MessageDigest digest = newSha256();
        private boolean ended;

        DigestingStream(InputStream in) {
            super(in);
        }

        /** {@code n} more bytes were read. */
        void consumed(int n) {
        }

        /** The end was reached: the SHA-256 of every byte read. */
        abstract void ended(byte[] sha256);

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b < 0) {
                end();
            } else {
                digest.update((byte) b);
                consumed(1);
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n < 0) {
                end();
            } else {
                digest.update(buffer, offset, n);
                consumed(n);
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            // skipped bytes are read, so that the hash is of every byte
            byte[] buffer = new byte[(int) Math.min(n, 8192)];
            int read = read(buffer, 0, buffer.length);
            return Math.max(read, 0);
        }

        @Override
        public boolean markSupported() {
            return false;
        }

        private void end() {
            if (!ended) {
                ended = true;
                ended(digest.digest());
            }
        }
    }

    /** Hashes the decompressed bytes of a gzipped file as they are read. */
    private final class ContentDigestStream extends DigestingStream {
        ContentDigestStream(InputStream decompressed) {
            super(decompressed);
        }

        @Override
        void ended(byte[] sha256) {
            if (contentSha256OfCompleteRead == null) {
                contentSha256OfCompleteRead = sha256;
            }
        }
    }

    /** Counts and hashes the raw bytes as they are read, saying how far the read has come every megabyte. */
    private final class CountingDigestStream extends DigestingStream {
        private static final long REPORT_EVERY = 1 << 20;
        private long count;
        private long reported;

        CountingDigestStream(InputStream raw) {
            super(raw);
        }

        @Override
        void consumed(int n) {
            count += n;
            if (count - reported >= REPORT_EVERY) {
                reported = count;
                progress.accept(count);
            }
        }

        @Override
        void ended(byte[] sha256) {
            if (sha256OfCompleteRead == null) {
                sha256OfCompleteRead = sha256;
            }
            progress.accept(count);
        }
    }

    private static MessageDigest newSha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
