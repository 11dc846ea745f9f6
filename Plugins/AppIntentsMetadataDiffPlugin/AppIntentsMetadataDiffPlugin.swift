import Foundation
import PackagePlugin

/// `swift package appintents-metadata-diff --baseline PATH [--target NAME] [--format text|json]`:
/// extracts the metadata of a source target (`appintents metadata extract`) and lists what changed
/// against a baseline (`appintents metadata diff`): a `Metadata.appintents` folder or an
/// `extract.actionsdata`, for example the one of the last release. Exits non-zero when a change is
/// breaking for saved shortcuts.
@main
struct AppIntentsMetadataDiffPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let baselines = extractor.extractOption(named: "baseline")
        guard baselines.count == 1, let baseline = baselines.first else {
            Diagnostics.error(
                "appintents-metadata-diff needs --baseline PATH once: the Metadata.appintents folder or extract.actionsdata to compare with"
            )
            throw PluginFailure(status: 64)
        }
        let targets = try PluginTargets.chosen(in: context.package, names: extractor.extractOption(named: "target"))
        guard targets.count == 1, let target = targets.first else {
            Diagnostics.error(
                "appintents-metadata-diff compares one target; name it with --target (one of: \(targets.map(\.name).joined(separator: ", ")))"
            )
            throw PluginFailure(status: 64)
        }
        let tool = try context.tool(named: "appintents")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent(target.name)
        try? FileManager.default.removeItem(at: output)
        let extracted = try PluginTargets.run(
            tool.url,
            ["metadata", "extract", target.directoryURL.path, "--output", output.path, "--module", target.name])
        guard extracted == 0 else { throw PluginFailure(status: extracted) }
        let baselineURL = URL(fileURLWithPath: baseline, relativeTo: context.package.directoryURL)
        let status = try PluginTargets.run(
            tool.url,
            ["metadata", "diff", baselineURL.path, output.appendingPathComponent("Metadata.appintents").path]
                + extractor.remainingArguments)
        if status != 0 {
            Diagnostics.error("appintents metadata diff exited with status \(status)")
            throw PluginFailure(status: status)
        }
    }
}
