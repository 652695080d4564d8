package org.benchlens.runner.http;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

import org.benchlens.runner.RunnerException;

/**
 * The request every VU sends, checked once and encoded once: the bytes of an HTTP/1.1 request,
 * where to send them, and which statuses count as success.
 */
final class PreparedRequest {

    private static final Pattern TOKEN = Pattern.compile("[!#$%&'*+\\-.^_`|~0-9A-Za-z]+");
    private static final Set<String> SET_BY_US = Set.of("host", "content-length", "transfer-encoding");

    private final URI uri;
    private final String method;
    private final String host;
    private final int port;
    private final boolean https;
    private final byte[] bytes;
    private final Set<Integer> expected;

    private PreparedRequest(URI uri, String method, String host, int port, boolean https, byte[] bytes,
                            Set<Integer> expected) {
        this.uri = uri;
        this.method = method;
        this.host = host;
        this.port = port;
        this.https = https;
        this.bytes = bytes;
        this.expected = expected;
    }

    static PreparedRequest of(HttpLoadSettings settings) throws RunnerException {
        URI uri = parseUrl(settings.url());
        String method = settings.method().toUpperCase(Locale.ROOT);
        if (!TOKEN.matcher(method).matches()) {
            throw new RunnerException("the method '" + settings.method() + "' is not an HTTP method (expected GET, "
                    + "POST, PUT, ...)");
        }
        boolean https = uri.getScheme().equalsIgnoreCase("https");
        int port = uri.getPort() >= 0 ? uri.getPort() : https ? 443 : 80;
        String host = uri.getHost();
        StringBuilder head = new StringBuilder(256);
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        head.append(method).append(' ').append(path);
        if (uri.getRawQuery() != null) {
            head.append('?').append(uri.getRawQuery());
        }
        head.append(" HTTP/1.1\r\nHost: ").append(uri.getRawAuthority().replaceFirst("^.*@", "")).append("\r\n");
        boolean userAgent = false;
        List<String> headers = settings.headers();
        for (int i = 0; i < headers.size(); i++) {
            String name = headerName(headers.get(i), i + 1);
            userAgent |= name.equalsIgnoreCase("user-agent");
            head.append(headers.get(i).strip()).append("\r\n");
        }
        if (!userAgent) {
            head.append("User-Agent: benchlens\r\n");
        }
        byte[] body = settings.body().getBytes(StandardCharsets.UTF_8);
        if (body.length > 0 || Set.of("POST", "PUT", "PATCH").contains(method)) {
            head.append("Content-Length: ").append(body.length).append("\r\n");
        }
        head.append("\r\n");
        byte[] headBytes = head.toString().getBytes(StandardCharsets.ISO_8859_1);
        byte[] all = new byte[headBytes.length + body.length];
        System.arraycopy(headBytes, 0, all, 0, headBytes.length);
        System.arraycopy(body, 0, all, headBytes.length, body.length);
        Set<Integer> expected = new TreeSet<>();
        for (int status : settings.expectedStatuses()) {
            if (status < 100 || status > 599) {
                throw new RunnerException("the expected status " + status + " is not an HTTP status (100 to 599)");
            }
            expected.add(status);
        }
        return new PreparedRequest(uri, method, host, port, https, all, Set.copyOf(expected));
    }

    private static URI parseUrl(String url) throws RunnerException {
        String lower = url.strip().toLowerCase(Locale.ROOT);
        if (!lower.startsWith("http://") && !lower.startsWith("https://")) {
            throw new RunnerException("the URL '" + url + "' must start with http:// or https://");
        }
        URI uri;
        try {
            uri = new URI(url.strip());
        } catch (URISyntaxException e) {
            int at = offendingCharacter(url.strip(), e.getIndex());
            throw new RunnerException("the URL '" + url + "' is malformed: " + e.getReason()
                    + (at < 0 ? "" : " at character " + (at + 1) + " ('" + url.strip().charAt(at) + "')"));
        }
        if (uri.getHost() == null) {
            throw new RunnerException("the URL '" + url + "' names no host (expected http://host:port/path)");
        }
        return uri;
    }

    /**
     * Where the URL goes wrong: URI names the start of the part it refused (the authority, say);
     * the first character from there that no URL may hold says more to a person.
     */
    private static int offendingCharacter(String url, int from) {
        for (int i = Math.max(0, from); i < url.length(); i++) {
            char c = url.charAt(i);
            if (c <= ' ' || "<>\"{}|\\^`".indexOf(c) >= 0) {
                return i;
            }
        }
        return from < url.length() ? from : -1;
    }

    private static String headerName(String line, int number) throws RunnerException {
        int colon = line.indexOf(':');
        String name = colon < 0 ? "" : line.substring(0, colon).strip();
        if (colon < 0 || !TOKEN.matcher(name).matches() || line.indexOf('\r') >= 0 || line.indexOf('\n') >= 0) {
            throw new RunnerException("header " + number + " '" + line + "' is not of the form 'Name: value'");
        }
        if (SET_BY_US.contains(name.toLowerCase(Locale.ROOT))) {
            throw new RunnerException("header " + number + " '" + line + "' is set by the runner itself; leave it out");
        }
        return name;
    }

    /** True when the status counts as success: one of the expected ones, or 200 to 399 when none was given. */
    boolean succeeded(int status) {
        return expected.isEmpty() ? status >= 200 && status < 400 : expected.contains(status);
    }

    URI uri() {
        return uri;
    }

    String method() {
        return method;
    }

    String host() {
        return host;
    }

    int port() {
        return port;
    }

    boolean https() {
        return https;
    }

    /** The whole request, head and body; not to be changed. */
    byte[] bytes() {
        return bytes;
    }

    /** A HEAD request's answer has no body, whatever its Content-Length says. */
    boolean expectsNoBody() {
        return method.equals("HEAD");
    }

    /** The expected statuses as the attribute shows them, e.g. "200,201" or "200-399". */
    String expectedLabel() {
        return expected.isEmpty() ? "200-399" : String.join(",", expected.stream().map(String::valueOf).toList());
    }
}
