import Foundation
import TestSupport

/// Type-checks a Swift file against the `AppIntents`, `UniformTypeIdentifiers`, `CoreLocation`
/// and `CoreSpotlight` modules built with these tests, as an app's file would be compiled.
struct CompatCaseCompiler {
    /// The build directory holding `Modules/` and the macro plugin: the one this test binary sits in.
    let buildDirectory: URL

    init() {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var candidates = [executable.deletingLastPathComponent()]
        let root = Self.packageRoot
        candidates.append(root.appendingPathComponent(".build/debug"))
        buildDirectory =
            candidates.first {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules/AppIntents.swiftmodule").path)
            } ?? candidates[0]
    }

    /// The package root, from this file: Tests/CompatibilityTests/CompatCaseCompiler.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The shared compatibility cases: `$COMPAT_CASES`, else `../shared/compat-cases` beside the package.
    static var casesDirectory: URL {
        if let path = ProcessInfo.processInfo.environment["COMPAT_CASES"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/compat-cases")
    }

    /// The outcome of compiling one file.
    struct Outcome {
        var succeeded: Bool
        var errors: [String]
    }

    /// Type-checks `file` in Swift 5 mode (as the apps these cases come from build).
    ///
    /// A file that does not import AppIntents (it uses Foundation names that Linux's Foundation
    /// lacks, like `LocalizedStringResource`) is compiled with a second file of the same module
    /// that has `@_exported import AppIntents`, as an app's other files would bring it in.
    func typecheck(_ file: URL, parseAsLibrary: Bool = false) throws -> Outcome {
        let source = try String(contentsOf: file, encoding: .utf8)
        var inputs = [file.path]
        var prelude: URL?
        if !source.contains("import AppIntents") {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("compat-prelude-\(UUID()).swift")
            try "@_exported import AppIntents\n".write(to: url, atomically: true, encoding: .utf8)
            inputs.append(url.path)
            prelude = url
        }
        defer { if let prelude { try? FileManager.default.removeItem(at: prelude) } }
        let modules = buildDirectory.appendingPathComponent("Modules").path
        let plugin = buildDirectory.appendingPathComponent("AppIntentsMacros-tool").path
        let result = try CombinedOutput.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swiftc", "-typecheck", "-swift-version", "5", "-module-name", "CompatCase", "-I", modules]
                + ["-enable-experimental-feature", "AnyAppleOSAvailability"]
                + (parseAsLibrary ? ["-parse-as-library"] : [])
                + ["-load-plugin-executable", "\(plugin)#AppIntentsMacros"] + inputs)
        let errors = result.output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        return Outcome(succeeded: result.code == 0, errors: errors)
    }
}
