package org.benchlens.cli;

import java.nio.file.Path;
import java.util.ArrayList;
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
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.runner.ibench.IbenchDescription;
import org.benchlens.runner.tool.ExternalTool;
import org.benchlens.runner.tool.ExternalTools;
import org.benchlens.runner.tool.ToolOption;
import org.benchlens.runner.tool.ToolSettings;
import org.benchlens.runner.tool.ToolWorkload;
import org.benchlens.runner.tool.WorkloadDescription;
import org.benchlens.runner.ybio.YbioDescription;

/**
 * {@code benchlens run NAME} for a described database workload, made from its description: the target
 * options first, the workload's own, for an external tool the program's path and --keep, then --attr;
 * the target is the description's default unless --target or --url names another.
 */
final class DescribedRunCommand implements Callable<Integer>, WorkloadCommand {

    private final WorkloadDescription description;
    private final DatabaseTargetOptions target = new DatabaseTargetOptions();
    private final CommandSpec spec;

    private DescribedRunCommand(WorkloadDescription description) {
        this.description = description;
        spec = CommandSpec.wrapWithoutInspection(this);
        spec.usageMessage().description(description.help().toArray(String[]::new)).sortOptions(false);
        spec.addMixin("target", CommandSpec.forAnnotatedObject(target));
        description.options().forEach(option -> spec.addOption(option(option)));
        if (description instanceof ExternalTool tool) {
            spec.addOption(OptionSpec.builder("--" + tool.name()).paramLabel("PATH").type(String.class)
                    .description("the " + tool.name() + " program (default: the one on PATH)").build());
            spec.addOption(OptionSpec.builder("--keep").paramLabel("FOLDER").type(Path.class)
                    .description("keep " + tool.name() + "'s output in FOLDER").build());
        }
        spec.mixinStandardHelpOptions(true);
        spec.addOption(OptionSpec.builder("--attr").paramLabel("KEY=VALUE").type(List.class)
                .auxiliaryTypes(String.class).order(1000)
                .description("an attribute for every stored run, e.g. config=fsync-off").build());
    }

    /** Adds to {@code run} a subcommand for YBIO, the Insert Benchmark and each external tool. */
    static final class AddDescribed implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec run) {
            List<WorkloadDescription> described = new ArrayList<>(List.of(new YbioDescription(),
                    new IbenchDescription()));
            described.addAll(ExternalTools.ALL);
            for (WorkloadDescription each : described) {
                run.addSubcommand(each.name(), new CommandLine(new DescribedRunCommand(each).spec));
            }
            return run;
        }
    }

    /** A flag on by default is turned off by its {@code --no-} names: --no-prepared. */
    private static boolean offByName(ToolOption option) {
        return option.type() == ToolOption.Type.FLAG && Boolean.parseBoolean(option.cliDefault());
    }

    private static List<String> cliNames(ToolOption option) {
        return offByName(option) ? option.names().stream().map(name -> "--no-" + name.substring(2)).toList()
                : option.names();
    }

    private static OptionSpec option(ToolOption option) {
        OptionSpec.Builder builder = OptionSpec.builder(cliNames(option).toArray(String[]::new))
                .description(option.help());
        return switch (option.type()) {
            case NUMBER -> builder.type(int.class).paramLabel(option.paramLabel()).defaultValue(option.cliDefault())
                    .build();
            case COUNT -> builder.type(long.class).paramLabel(option.paramLabel()).defaultValue(option.cliDefault())
                    .build();
            case NUMBERS -> builder.type(List.class).auxiliaryTypes(Integer.class).splitRegex(",")
                    .paramLabel(option.paramLabel()).defaultValue(option.cliDefault()).build();
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
        TargetSettings targetSettings = target.settings(description.defaultTarget());
        List<String> attributes = spec.findOption("--attr").getValue();
        Attributes extra = Attributes.of(KeyValues.option(attributes == null ? List.of() : attributes, "--attr"));
        ToolSettings settings = ToolSettings.read(description.options(), option -> {
            List<String> names = cliNames(option);
            Object value = spec.findOption(names.get(names.size() - 1)).getValue();
            return switch (option.type()) {
                case DURATION -> Durations.parse((String) value, option.name());
                case FLAG -> Boolean.TRUE.equals(value) != offByName(option);
                case NUMBERS -> List.copyOf((List<?>) value);
                default -> value;
            };
        });
        if (!(description instanceof ExternalTool tool)) {
            return description.workload(targetSettings, settings, extra);
        }
        String program = spec.findOption("--" + tool.name()).getValue();
        Path keep = spec.findOption("--keep").getValue();
        return new ToolWorkload(tool, tool.find(program, System.getenv("PATH")).orElse(null), tool.missing(program),
                targetSettings, settings, extra, keep);
    }
}
