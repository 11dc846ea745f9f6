import Foundation
import TestSupport
import Testing

/// The README's "Your first app" is `Examples/FirstApp`, a package of its own that depends on
/// this one by path.
///
/// Always: the README shows its files word for word, and SwiftPM resolves its manifest against
/// this package (product and package names). The root package also compiles and tests its sources
/// (targets `TeaTime`, a library here, and `TeaTimeTests`). With `APPINTENTS_CONSUMER_BUILD=1`, the package is
/// built as its own package too, its intent run and its tests run: that compiles this package
/// again in a scratch folder of its own, 4 to 8 minutes on 2 shared cores, so CI leaves it to
/// `scripts/check-release.sh`, which does the same by version.
@Suite(.ownThreads) struct FirstAppTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let app = root.appendingPathComponent("Examples/FirstApp")
    static let files = [
        "Package.swift", "Sources/TeaTime/BrewTeaIntent.swift", "Sources/TeaTime/main.swift",
        "Tests/TeaTimeTests/BrewTeaTests.swift",
    ]

    @Test(arguments: files)
    func readmeShowsTheFile(_ path: String) throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let file = try String(contentsOf: Self.app.appendingPathComponent(path), encoding: .utf8)
        #expect(readme.contains("`\(path)`"))
        #expect(readme.contains("```swift\n" + file + "```"))
    }

    /// Runs `swift ARGUMENTS` in the app's folder with its own scratch folder, and `temporary` as
    /// its temporary directory: SwiftPM leaves lock files there, named after the scratch path.
    func swift(_ arguments: [String], scratch: URL, temporary: URL) throws -> (status: Int32, output: String) {
        // Offline here and in CI: the path dependency takes the toolchain's SwiftSyntax.
        var environment = ProcessInfo.processInfo.environment
        environment["APPINTENTS_SWIFT_SYNTAX"] = "toolchain"
        environment["TMPDIR"] = temporary.path
        let result = try CombinedOutput.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swift"] + arguments.prefix(1) + ["--scratch-path", scratch.path] + arguments.dropFirst(),
            environment: environment, directory: Self.app)
        return (result.code, result.output)
    }

    @Test func manifestResolvesAgainstThisPackage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("first-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try swift(
            ["package", "show-dependencies", "--format", "json"], scratch: folder.appendingPathComponent("build"),
            temporary: folder)
        #expect(result.status == 0, "\(result.output)")
        let json = try #require(result.output.firstIndex(of: "{").map { String(result.output[$0...]) })
        let graph = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(graph["name"] as? String == "TeaTime")
        let dependencies = try #require(graph["dependencies"] as? [[String: Any]])
        #expect(dependencies.map { $0["name"] as? String } == ["AppIntentsLinux"])
        #expect(dependencies.map { $0["path"] as? String } == [Self.root.standardizedFileURL.path])
        // The toolchain's SwiftSyntax: nothing else to fetch.
        #expect(dependencies.map { ($0["dependencies"] as? [Any])?.count } == [0])
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["APPINTENTS_CONSUMER_BUILD"] == "1"))
    func buildsRunsAndTestsAsItsOwnPackage() throws {
        // Kept between runs, so a second run is incremental.
        let scratch = Self.root.appendingPathComponent(".build/first-app")
        let temporary = try ScratchFolder("first-app")
        let build = try swift(["build"], scratch: scratch, temporary: temporary.url)
        #expect(build.status == 0, "\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")
        let run = try swift(
            ["run", "--skip-build", "TeaTime", "run", "BrewTeaIntent", "--tea", "mint", "--cups", "2"],
            scratch: scratch,
            temporary: temporary.url)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasSuffix("Brewing 2 cups of mint tea: ready in 6 minutes.\n6\n"), "\(run.output)")
        let test = try swift(["test"], scratch: scratch, temporary: temporary.url)
        #expect(test.status == 0, "\(test.output)")
        #expect(test.output.contains("Test run with 2 tests"), "\(test.output)")
    }
}
