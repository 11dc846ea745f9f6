import Foundation
import PackagePlugin

/// The source targets a command runs over, and running `appintents`.
///
/// A plugin target cannot share code with another, so AppIntentsMetadataDiffPlugin holds this file
/// as a symbolic link to the one in AppIntentsLintPlugin.
enum PluginTargets {
    /// The targets named, or every Swift source target but the tests.
    static func chosen(in package: Package, names: [String]) throws -> [SwiftSourceModuleTarget] {
        let targets = try names.isEmpty ? package.targets : package.targets(named: names)
        let sources = targets.compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { names.isEmpty ? $0.kind != .test : true }
        guard !sources.isEmpty else {
            Diagnostics.error("no Swift source targets in package '\(package.displayName)'")
            throw PluginFailure(status: 64)
        }
        return sources
    }

    /// Runs `tool` with `arguments`, its output going to ours, and returns its exit status.
    static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// The plugin's command failed with `status`; the reason was reported through `Diagnostics`.
struct PluginFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "exit status \(status)" }
}
