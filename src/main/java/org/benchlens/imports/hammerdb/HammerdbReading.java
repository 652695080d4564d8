package org.benchlens.imports.hammerdb;

import java.util.Optional;
import java.util.regex.Matcher;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineByLineReading;
import org.benchlens.imports.LineNumbers;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * Reads HammerDB's output, its CLI's console, its log or a job's result, one or many tests a
 * file: a TPROC-C test ends with its {@code TEST RESULT} line, a TPROC-H test is the query times
 * of its virtual users up to {@code ALL VIRTUAL USERS COMPLETE}, and a time profile's summary is
 * a run of its own, as its file holds no result.
 */
final class HammerdbReading extends LineByLineReading {

    private final HammerdbSettings settings = new HammerdbSettings();
    private QueryTimes queries;
    private TimeProfile profile;
    /** The line where the TPROC-C test under way started its ramp-up or timing, 0 when none is. */
    private long tpccStart;
    private final EtprofOutput etprof = new EtprofOutput();
    /** The TPROC-C run whose virtual users are still reporting how they finished, or null. */
    private RunDraft finishing;
    /** Virtual users that reported FINISHED FAILED before the result they belong to. */
    private int failedBeforeResult;
    /** When the log's last header says its virtual users started, or null. */
    private LogHeader.Start logStart;

    HammerdbReading(ImportContext context) {
        super(context);
    }

    @Override
    protected void accept(String line, long lineNumber) throws ImportFailure {
        Optional<LogHeader.Start> header = LogHeader.parse(line);
        if (header.isPresent()) {
            logStart = header.get();
            if (logStart.instant().isEmpty()) {
                context.note("line " + lineNumber + ": the log's start, " + logStart.printed() + ", is kept as text:"
                        + " its zone has more than one meaning");
            }
            return;
        }
        VuserLine message = VuserLine.of(line);
        String text = message.message();
        Optional<TpccResult> result = TpccResult.parse(line, message, lineNumber);
        if (result.isPresent()) {
            finishing = tpccRun(result.get());
            runs.add(finishing);
            if (failedBeforeResult > 0) {
                failed(failedBeforeResult);
                failedBeforeResult = 0;
            }
            if (etprof.hasTable()) {
                etprof.measure(finishing);
            }
            tpccStart = 0;
            return;
        }
        if (text.equals("FINISHED FAILED")) {
            if (finishing == null) {
                failedBeforeResult++;
            } else {
                failed(1);
            }
            return;
        }
        if (etprof.accept(text, lineNumber)) {
            if (finishing != null && etprof.hasTable()) {
                etprof.measure(finishing);
            }
            return;
        }
        if (HammerdbSettings.startsSequence(text) || text.equals("ALL VIRTUAL USERS COMPLETE")) {
            endTest(lineNumber);
        }
        Matcher summary = TimeProfile.SUMMARY.matcher(text);
        if (summary.matches()) {
            profile = new TimeProfile(summary.group(1), LineNumbers.number(line, lineNumber,
                    message.at() + summary.start(2), summary.group(2), "an elapsed time in milliseconds"));
            return;
        }
        if (profile != null && profile.accept(line, message, lineNumber)) {
            return;
        }
        if (QueryTimes.isQueryLine(text) && queries == null) {
            queries = new QueryTimes(lineNumber);
        }
        if (queries != null && queries.accept(line, message, lineNumber)) {
            return;
        }
        if (tpccStart == 0 && (text.startsWith("Beginning rampup time") || text.startsWith("Timing test period"))) {
            tpccStart = lineNumber;
        }
        settings.accept(text);
    }

    /**
     * A virtual user that ends {@code FINISHED FAILED} stopped on an error: the test's result counts
     * only the others, so the run is aborted and says how many failed.
     */
    private void failed(int more) {
        double before = finishing.value(Steps.TOTAL, HammerdbNames.VUSERS_FAILED);
        double failed = (Double.isNaN(before) ? 0 : before) + more;
        finishing.measure(Steps.TOTAL, HammerdbNames.VUSERS_FAILED, failed, Units.COUNT);
        if (failed > 0) {
            finishing.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_ABORTED);
        }
    }

    /** The end of a test sequence: its query times become a run; a TPROC-C test without result is left out. */
    private void endTest(long lineNumber) {
        if (finishing != null && etprof.hasTable()) {
            etprof.measure(finishing);
        }
        finishing = null;
        String profileNote = etprof.intervalNote();
        if (profileNote != null) {
            context.note(profileNote);
        }
        if (profile != null && !profile.isEmpty()) {
            RunDraft run = profile.toRun();
            describe(run);
            runs.add(run);
        }
        profile = null;
        if (queries != null) {
            RunDraft run = queries.toRun();
            describe(run);
            runs.add(run);
            queries = null;
        }
        if (tpccStart > 0) {
            context.note("line " + lineNumber + ": the TPROC-C test that starts at line " + tpccStart
                    + " ended without its TEST RESULT line; left out");
            tpccStart = 0;
        }
    }

    private RunDraft tpccRun(TpccResult result) {
        RunDraft run = new RunDraft(HammerdbNames.FORMAT, "");
        describe(run);
        run.attribute(AttributeKeys.DBMS, result.database());
        run.attribute(AttributeKeys.VUS, settings.virtualUsers());
        run.attribute(AttributeKeys.SCENARIO, HammerdbNames.TPROC_C);
        run.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        // NOPM counts the same new orders on every database, TPM each database's own commits
        run.attribute(AttributeKeys.THROUGHPUT_SOURCE, "NOPM / 60");
        run.measure(Steps.TOTAL, HammerdbNames.NOPM, result.nopm(), HammerdbNames.PER_MINUTE);
        run.measure(Steps.TOTAL, HammerdbNames.TPM, result.tpm(), HammerdbNames.PER_MINUTE);
        run.measure(Steps.TOTAL, Metrics.THROUGHPUT, result.nopm() / 60, Units.PER_SECOND);
        if (settings.testMinutes() != null) {
            run.measure(Steps.TOTAL, Metrics.DURATION, Integer.parseInt(settings.testMinutes()) * 60, Units.SECONDS);
        }
        return run;
    }

    /**
     * The settings in force, and the start the log's header gives: HammerDB writes one each time it
     * creates virtual users with logging on, so it is the start of the first test after it only.
     */
    private void describe(RunDraft run) {
        settings.describe(run);
        if (logStart != null) {
            logStart.instant().ifPresent(run::startedAt);
            run.attribute(HammerdbNames.ATTR_LOG_STARTED, logStart.printed());
            logStart = null;
        }
    }

    /** HammerDB's last line, complete even where a copy lost the line break after it. */
    private static final String SEQUENCE_COMPLETE = "TEST SEQUENCE COMPLETE";
    private boolean endsWhole;

    @Override
    protected void cutLine(String line, long lineNumber) throws ImportFailure {
        endsWhole = line.strip().endsWith(SEQUENCE_COMPLETE);
        accept(line, lineNumber);
    }

    /** True when the last line without a break is HammerDB's closing line, whole. */
    boolean endsWhole() {
        return endsWhole;
    }

    @Override
    protected void end(long lastLine) throws ImportFailure {
        if (tpccStart > 0) {
            throw ImportFailure.atLine(lastLine, "the file ends before the TEST RESULT line of the TPROC-C test that"
                    + " starts at line " + tpccStart + " (is it truncated?)");
        }
        endTest(lastLine);
        if (runs.isEmpty()) {
            throw ImportFailure.whole("expected a TPROC-C 'TEST RESULT : System achieved …' line or TPROC-H"
                    + " 'query N completed in …' lines, and found none");
        }
    }
}
