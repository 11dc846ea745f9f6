import AppIntentsMetadata

/// `APP version`, `APP --version`: the app's name and version.
enum VersionCommand: HostCommand {
    static let name = "version"
    static let abstract = "Show the app's version."
    static let arguments = ""

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        _ = try positionals(parse(arguments), [], program: context.program)
        let app = context.app
        if context.console.json {
            context.console.json(.object(["name": .string(app.name), "version": .string(app.version)]))
        } else {
            context.console.line("\(app.name) \(app.version)")
        }
        return .success
    }
}
