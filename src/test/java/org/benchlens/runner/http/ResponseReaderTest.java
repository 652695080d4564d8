package org.benchlens.runner.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/** Where one answer ends and the next begins, whatever the way the server says it. */
class ResponseReaderTest {

    /** Hands out at most a few bytes per read, as a slow network does, so that every boundary is crossed. */
    private static InputStream trickling(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        return new ByteArrayInputStream(bytes) {
            private int turn;

            @Override
            public synchronized int read(byte[] into, int offset, int length) {
                return super.read(into, offset, Math.min(length, 1 + turn++ % 7));
            }
        };
    }

    @Test
    void readsLengthChunkedInterimEmptyAndCloseDelimitedAnswersInARow() throws IOException {
        String answers = "HTTP/1.1 100 Continue\r\n\r\n"
                + "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\ncontent-length: 5\r\n\r\nhello"
                + "HTTP/1.1 404 Not Found\r\nTransfer-Encoding: Chunked\r\n\r\n5;name=value\r\nhello\r\n"
                + "1a\r\nabcdefghijklmnopqrstuvwxyz\r\n0\r\nTrailer: x\r\n\r\n"
                + "HTTP/1.1 204 No Content\r\nContent-Length: 0\r\n\r\n"
                + "HTTP/1.1 304 Not Modified\r\nETag: \"1\"\r\n\r\n"
                + "HTTP/1.0 200 OK\r\n\r\nthe body runs until the server closes";
        ResponseReader reader = new ResponseReader();
        reader.attach(trickling(answers));

        assertThat(reader.read(false)).isEqualTo(200);
        assertThat(reader.closeAfter()).isFalse();
        assertThat(reader.read(false)).isEqualTo(404);
        assertThat(reader.read(false)).isEqualTo(204);
        assertThat(reader.read(false)).isEqualTo(304);
        assertThat(reader.closeAfter()).isFalse();
        assertThat(reader.read(false)).isEqualTo(200);
        assertThat(reader.closeAfter()).isTrue();
        assertThat(reader.bytesReceived()).isEqualTo(answers.length());
    }

    @Test
    void aHeadAnswerHasNoBodyWhateverItsLength() throws IOException {
        String answers = "HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n"
                + "HTTP/1.1 201 Created\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";
        ResponseReader reader = new ResponseReader();
        reader.attach(trickling(answers));
        assertThat(reader.read(true)).isEqualTo(200);
        assertThat(reader.read(true)).isEqualTo(201);
        assertThat(reader.closeAfter()).isTrue();
    }

    @Test
    void aServerThatIsNotHttpOrStopsShortIsAnError() throws IOException {
        ResponseReader notHttp = new ResponseReader();
        notHttp.attach(trickling("SSH-2.0-OpenSSH_9.2\r\n"));
        assertThatThrownBy(() -> notHttp.read(false))
                .hasMessage("the server's answer does not start with an HTTP/1.x status line");

        ResponseReader cut = new ResponseReader();
        cut.attach(trickling("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhello"));
        assertThatThrownBy(() -> cut.read(false)).isInstanceOf(EOFException.class)
                .hasMessage("the server closed the connection 5 bytes before the body's end");

        ResponseReader silent = new ResponseReader();
        silent.attach(trickling(""));
        assertThatThrownBy(() -> silent.read(false)).isInstanceOf(EOFException.class);
        assertThat(silent.bytesOfThisResponse()).isZero();
    }

    @Test
    void aHeaderLineLongerThanTheBufferIsRefused() {
        ResponseReader reader = new ResponseReader();
        reader.attach(trickling("HTTP/1.1 200 OK\r\nX-Long: " + "a".repeat(20_000) + "\r\n\r\n"));
        assertThatThrownBy(() -> reader.read(false))
                .hasMessage("the server sent a header line longer than 16384 bytes");
    }
}
