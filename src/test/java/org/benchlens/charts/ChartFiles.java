package org.benchlens.charts;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/** Reads exported chart files back as a person's tools would: the SVG with a DOM parser, the PDF's header. */
public final class ChartFiles {

    private ChartFiles() {
    }

    /** The texts of an SVG's {@code <text>} elements; the SVG must parse as XML (its DTD is not fetched). */
    public static List<String> svgTexts(Path svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Document document;
        try (InputStream in = Files.newInputStream(svg)) {
            document = factory.newDocumentBuilder().parse(in);
        }
        if (!document.getDocumentElement().getLocalName().equals("svg")) {
            throw new AssertionError(svg + " is XML but not SVG");
        }
        NodeList texts = document.getElementsByTagNameNS("http://www.w3.org/2000/svg", "text");
        List<String> result = new ArrayList<>();
        for (int i = 0; i < texts.getLength(); i++) {
            result.add(texts.item(i).getTextContent());
        }
        return result;
    }

    /** The first and the last bytes of a file, as text: "%PDF-1.4" ... "%%EOF". */
    public static String head(Path file, int length) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        return new String(bytes, 0, Math.min(length, bytes.length), StandardCharsets.ISO_8859_1);
    }

    /** The page content of a PDF written by the exporter: its one Flate-compressed stream, inflated. */
    public static String pdfContent(Path pdf) throws IOException, DataFormatException {
        String text = head(pdf, Integer.MAX_VALUE);
        int start = text.indexOf("stream", text.indexOf("/FlateDecode")) + "stream".length();
        while (text.charAt(start) == '\r' || text.charAt(start) == '\n') {
            start++;
        }
        int end = text.indexOf("endstream", start);
        byte[] compressed = text.substring(start, end).getBytes(StandardCharsets.ISO_8859_1);
        Inflater inflater = new Inflater();
        inflater.setInput(compressed);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        while (!inflater.finished() && !inflater.needsInput()) {
            out.write(buffer, 0, inflater.inflate(buffer));
        }
        inflater.end();
        return out.toString(StandardCharsets.ISO_8859_1);
    }

    public static String tail(Path file, int length) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        int from = Math.max(0, bytes.length - length);
        return new String(bytes, from, bytes.length - from, StandardCharsets.ISO_8859_1);
    }
}
