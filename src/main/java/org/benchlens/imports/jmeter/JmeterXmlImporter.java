package org.benchlens.imports.jmeter;

import java.io.IOException;
import java.io.Reader;
import java.util.HashMap;
import java.util.Map;

import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.requests.RequestLog;
import org.benchlens.imports.requests.RequestRunDraft;

/**
 * JMeter's results in XML ({@code <testResults>} of {@code <httpSample>} and {@code <sample>}), streamed.
 * Only the top-level samples count, as in JMeter's aggregate report: the samples nested in them
 * (a transaction's requests, a request's redirects) are part of their time already.
 */
public final class JmeterXmlImporter implements Importer {

    /** JMeter's attribute names for the fields a sample shares with the CSV columns. */
    private static final Map<String, String> ATTRIBUTES = Map.of(
            "ts", JmeterColumns.TIMESTAMP, "t", JmeterColumns.ELAPSED, "lb", JmeterColumns.LABEL,
            "s", JmeterColumns.SUCCESS, "by", JmeterColumns.BYTES, "sby", JmeterColumns.SENT_BYTES,
            "na", JmeterColumns.ALL_THREADS);
    private static final int CANCEL_CHECK_EVERY = 4096;

    @Override
    public String format() {
        return JmeterSample.FORMAT_XML;
    }

    @Override
    public String description() {
        return "JMeter .jtl results in XML";
    }

    @Override
    public boolean detect(Peek peek) {
        return peek.text().contains("<testResults");
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        RequestLog log = new RequestLog();
        try (Reader reader = source.openReader()) {
            XMLStreamReader xml = factory().createXMLStreamReader(reader);
            int depth = 0;
            long samples = 0;
            while (xml.hasNext()) {
                int event = xml.next();
                if (event == XMLStreamConstants.START_ELEMENT) {
                    depth++;
                    if (depth == 1 && !xml.getLocalName().equals("testResults")) {
                        throw failure(xml.getLocation(), "expected JMeter's <testResults>, found <"
                                + xml.getLocalName() + ">");
                    }
                    if (depth == 2 && isSample(xml.getLocalName())) {
                        log.add(sample(xml));
                        if (++samples % CANCEL_CHECK_EVERY == 0) {
                            context.checkCancelled();
                        }
                    }
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    depth--;
                }
            }
            xml.close();
        } catch (XMLStreamException e) {
            Location at = e.getLocation();
            String message = e.getMessage() == null ? "" : e.getMessage();
            String what = message.contains("end within the same entity") || message.contains("end of file")
                    ? "the file ends before </testResults> (is it truncated?)"
                    : "expected well-formed JMeter XML results (" + firstLine(message) + ")";
            throw failure(at, what);
        }
        if (log.isEmpty()) {
            throw ImportFailure.whole("no JMeter samples: <testResults> is empty");
        }
        RequestRunDraft.emit(log, JmeterSample.NAMES, format(), source, true, context);
    }

    private static org.benchlens.imports.requests.Request sample(XMLStreamReader xml) throws ImportFailure {
        Map<String, String> fields = new HashMap<>();
        for (int i = 0; i < xml.getAttributeCount(); i++) {
            String field = ATTRIBUTES.get(xml.getAttributeLocalName(i));
            if (field != null) {
                fields.put(field, xml.getAttributeValue(i));
            }
        }
        try {
            return JmeterSample.request(fields::get);
        } catch (JmeterSample.BadField bad) {
            throw failure(xml.getLocation(), bad.getMessage() + " in <" + xml.getLocalName() + ">");
        }
    }

    private static boolean isSample(String element) {
        return element.equals("httpSample") || element.equals("sample");
    }

    private static XMLInputFactory factory() {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        return factory;
    }

    private static ImportFailure failure(Location at, String message) {
        return at == null ? ImportFailure.whole(message)
                : new ImportFailure(Math.max(0, at.getLineNumber()), Math.max(0, at.getColumnNumber()), message);
    }

    private static String firstLine(String message) {
        String text = message == null ? "" : message.strip();
        int cut = text.lastIndexOf("Message: ");
        return cut >= 0 ? text.substring(cut + 9) : text.lines().findFirst().orElse("");
    }
}
