package org.benchlens.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import org.benchlens.app.KeyValues;
import org.benchlens.app.RunnerSubmission;
import org.benchlens.model.Attributes;
import org.benchlens.runner.Durations;
import org.benchlens.runner.Workload;
import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.tool.ExternalTool;
import org.benchlens.runner.tool.ExternalTools;
import org.benchlens.runner.tool.ToolOption;
import org.benchlens.runner.tool.ToolSettings;
import org.benchlens.runner.tool.ToolWorkload;

/**
 * {@code benchlens run NAME} for an external tool, made from its description: the target options
 * first, the tool's own, the program's path and --keep, then --attr; the target is the embedded
 * PostgreSQL unless --url names a server.
 */
final class ToolRunCommand implements Callable<Integer>, WorkloadCommand {

    private final ExternalTool tool;
    private final DatabaseTargetOptions target = new DatabaseTargetOptions();
    private final CommandSpec spec;

    private ToolRunCommand(ExternalTool tool) {
        this.tool = tool;
        spec = CommandSpec.wrapWithoutInspection(this);
        spec.usageMessage().description(tool.help().toArray(String[]::new)).sortOptions(false);
        spec.addMixin("target", CommandSpec.forAnnotatedObject(target));
        tool.options().forEach(option -> spec.addOption(option(option)));
        spec.addOption(OptionSpec.builder("--" + tool.name()).paramLabel("PATH").type(String.class)
                .description("the " + tool.name() + " program (default: the one on PATH)").build());
        spec.addOption(OptionSpec.builder("--keep").paramLabel("FOLDER").type(Path.class)
                .description("keep " + tool.name() + "'s output in FOLDER").build());
        spec.mixinStandardHelpOptions(true);
        spec.addOption(OptionSpec.builder("--attr").paramLabel("KEY=VALUE").type(List.class)
                .auxiliaryTypes(String.class).order(1000)
                .description("an attribute for every stored run, e.g. config=fsync-off").build());
    }

    /** Adds a subcommand for each external tool to {@code run}. */
    static final class AddTools implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec run) {
            for (ExternalTool tool : ExternalTools.ALL) {
                run.addSubcommand(tool.name(), new CommandLine(new ToolRunCommand(tool).spec));
            }
            return run;
        }
    }

    private static OptionSpec option(ToolOption option) {
        OptionSpec.Builder builder = OptionSpec.builder(option.names().toArray(String[]::new))
                .description(option.help());
        return switch (option.type()) {
            case NUMBER -> builder.type(int.class).paramLabel(option.paramLabel()).defaultValue(option.cliDefault())
                    .build();
            case DURATION, CHOICE -> builder.type(String.class).paramLabel(option.paramLabel())
                    .defaultValue(option.cliDefault()).build();
            case FLAG -> builder.type(boolean.class).arity("0").build();
        };
    }

    @Override
    public Integer call() {
        BenchLensCommand parent = ((RunCommand) spec.parent().userObject()).parent;
        return WorkloadExecution.run(parent, workload(null), spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /** Needs nothing of the store. */
    @Override
    public Workload workload(RunnerSubmission submission) {
        var targetSettings = target.settings(TargetKind.EMBEDDED_POSTGRESQL);
        List<String> attributes = spec.findOption("--attr").getValue();
        Attributes extra = Attributes.of(KeyValues.option(attributes == null ? List.of() : attributes, "--attr"));
        ToolSettings settings = ToolSettings.read(tool.options(), option -> {
            Object value = spec.findOption(option.name()).getValue();
            return switch (option.type()) {
                case DURATION -> Durations.parse((String) value, option.name());
                case FLAG -> Boolean.TRUE.equals(value);
                default -> value;
            };
        });
        String program = spec.findOption("--" + tool.name()).getValue();
        Path keep = spec.findOption("--keep").getValue();
        return new ToolWorkload(tool, tool.find(program, System.getenv("PATH")).orElse(null), tool.missing(program),
                targetSettings, settings, extra, keep);
    }
}
