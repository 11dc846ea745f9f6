import Foundation
import PackagePlugin

/// `swift package appintents-lint [--target NAME]… [appintents lint options]`: runs `appintents lint`
/// over the package's source targets (all but tests, or the ones named).
@main
struct AppIntentsLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = try PluginTargets.chosen(in: context.package, names: extractor.extractOption(named: "target"))
        let tool = try context.tool(named: "appintents")
        let paths = targets.map { $0.directoryURL.path }
        Diagnostics.remark("appintents lint: \(targets.map(\.name).joined(separator: ", "))")
        let status = try PluginTargets.run(tool.url, ["lint"] + paths + extractor.remainingArguments)
        if status != 0 {
            Diagnostics.error("appintents lint exited with status \(status)")
            throw PluginFailure(status: status)
        }
    }
}
