package org.benchlens.imports.ibench;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * What the title and introduction of {@code all.html} say about the benchmark: "180M docs and 12
 * client(s)", and whether the database was cached ("The database is cached in memory") or
 * IO-bound ("larger than memory").
 *
 * @param rows     the rows loaded as the report writes them (180M), or null
 * @param clients  the number of clients, or null
 * @param workload {@link ReportFolderName#CACHED}, {@link ReportFolderName#IO_BOUND} or null
 */
record ReportIntro(String rows, String clients, String workload) {

    private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?[KMGTkmgt]?) docs and (\\d{1,6}) client\\(s\\)");
    private static final Pattern IO_BOUND = Pattern.compile(
            "(?i)\\b(io-bound|io bound|larger than memory|not cached)\\b");
    private static final Pattern CACHED = Pattern.compile(
            "(?i)\\b(is cached|cached in memory|cached by the)\\b");

    static ReportIntro of(Document document) {
        String text = document.title() + " " + introText(document);
        Matcher size = SIZE.matcher(text);
        String rows = null;
        String clients = null;
        if (size.find()) {
            rows = size.group(1);
            clients = size.group(2);
        }
        String workload = IO_BOUND.matcher(text).find() ? ReportFolderName.IO_BOUND
                : CACHED.matcher(text).find() ? ReportFolderName.CACHED : null;
        return new ReportIntro(rows, clients, workload);
    }

    /** The paragraphs under the "Introduction" heading, up to the next heading. */
    private static String introText(Document document) {
        StringBuilder text = new StringBuilder();
        boolean inIntro = false;
        for (Element element : document.select("h1, p")) {
            if (element.normalName().equals("h1")) {
                if (inIntro) {
                    break;
                }
                inIntro = element.id().equals("intro");
            } else if (inIntro) {
                text.append(element.text()).append(' ');
            }
        }
        return text.toString();
    }
}
