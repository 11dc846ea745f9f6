import AppIntentsMetadata

/// `APP version`, `APP --version`: the app's name and version, and the version of AppIntents for
/// Linux it runs on.
enum VersionCommand: HostCommand {
    static let name = "version"
    static let abstract = "Show the app's version."
    static let arguments = ""

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        _ = try positionals(parse(arguments), [], program: context.program)
        let app = context.app
        if context.console.json {
            context.console.json(
                .object([
                    "name": .string(app.name), "version": .string(app.version),
                    "appintentsLinux": .string(MetadataFormat.toolsVersion),
                ]))
        } else {
            context.console.line("\(app.name) \(app.version) (appintents-linux \(MetadataFormat.toolsVersion))")
        }
        return .success
    }
}
