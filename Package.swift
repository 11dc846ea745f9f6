// swift-tools-version:6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's prebuilt SwiftSyntax (`<toolchain>/usr/lib/swift/host`).
///
/// Looked up in this order: `$SWIFT_HOST_LIB`; next to the `libPackageDescription.so` this
/// manifest runs against (read from `/proc/self/maps`); next to the `swift` found on `PATH`.
func toolchainHostLib() -> String {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["SWIFT_HOST_LIB"], !path.isEmpty { return path }
    let marker = "/SwiftSyntax.swiftmodule"
    if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
        let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libPackageDescription.so") }),
        let slash = line.firstIndex(of: "/")
    {
        let host = URL(fileURLWithPath: String(line[slash...]))
            .deletingLastPathComponent()  // …/pm/ManifestAPI
            .deletingLastPathComponent()  // …/pm
            .deletingLastPathComponent()  // …/usr/lib/swift
            .appendingPathComponent("host").path
        if FileManager.default.fileExists(atPath: host + marker) { return host }
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let host = URL(fileURLWithPath: String(directory))
            .deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
        if FileManager.default.fileExists(atPath: host + marker) { return host }
    }
    return "/opt/swift/usr/lib/swift/host"
}

/// Where SwiftSyntax comes from, for the macros and the reviewer.
///
/// - `package`: the swift-syntax package (`swiftlang/swift-syntax`, the release matching Swift 6.3).
///   No unsafe flags, so an app can depend on this package by version.
/// - `toolchain`: the toolchain's prebuilt SwiftSyntax through `-I`/`-L` flags. Nothing to fetch, so
///   it works offline; SwiftPM accepts unsafe flags only in a root package or a path dependency.
///
/// `$APPINTENTS_SWIFT_SYNTAX` (`package` or `toolchain`) decides; otherwise the root package takes
/// the toolchain's and a dependency the package. SwiftPM evaluates a root manifest in the
/// package's own directory, and a dependency's manifest in the root's directory (while resolving
/// versions, with `/` as the package directory).
enum SwiftSyntaxSource: String {
    case package, toolchain

    static func chosen() -> SwiftSyntaxSource {
        let variable = "APPINTENTS_SWIFT_SYNTAX"
        if let value = ProcessInfo.processInfo.environment[variable], !value.isEmpty {
            guard let source = SwiftSyntaxSource(rawValue: value) else {
                FileHandle.standardError.write(
                    Data("error: \(variable)=\(value): expected 'package' or 'toolchain'\n".utf8))
                exit(1)
            }
            return source
        }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath()
        let package = URL(fileURLWithPath: Context.packageDirectory).resolvingSymlinksInPath()
        return current.standardizedFileURL == package.standardizedFileURL ? .toolchain : .package
    }
}

let syntaxSource = SwiftSyntaxSource.chosen()
let hostLib = toolchainHostLib()
let syntaxCompile: [SwiftSetting] = syntaxSource == .toolchain ? [.unsafeFlags(["-I", hostLib])] : []
let syntaxLink: [LinkerSetting] =
    syntaxSource == .toolchain
    ? [.unsafeFlags(["-L", hostLib, "-Xlinker", "-rpath", "-Xlinker", hostLib])] : []
let swiftSyntaxPackage: [Package.Dependency] =
    syntaxSource == .package
    ? [.package(url: "https://github.com/swiftlang/swift-syntax", "603.0.0"..<"604.0.0")] : []

/// The swift-syntax products a target imports; none when they come from the toolchain.
func syntax(_ products: String...) -> [Target.Dependency] {
    syntaxSource == .package ? products.map { .product(name: $0, package: "swift-syntax") } : []
}

/// The system's targets: a nonisolated `async` function runs on its caller's executor (Swift's
/// `nonisolated(nonsending)`) instead of hopping to the global one. A request then crosses about
/// thirty fewer executor switches from its frame to its answer; the work never left the caller's
/// executor in effect (an MCP connection's thread), but each call still asked the runtime to
/// switch. `AppIntents` keeps the default, so app code and its conformances are not affected.
let systemSettings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
    name: "AppIntentsLinux",
    // The language of the test targets' string tables (`IntentSystemTests/Resources`).
    defaultLocalization: "en",
    // The Synchronization module's `Mutex` and `Atomic`, used throughout, start with macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "AppIntentsMetadata", targets: ["AppIntentsMetadata"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "CoreSpotlight", targets: ["CoreSpotlight"]),
        .library(name: "GeoToolbox", targets: ["GeoToolbox"]),
        .library(name: "MediaIntents", targets: ["MediaIntents", "_MediaIntents_AppIntents"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "IntentHost", targets: ["IntentHost"]),
        .library(name: "AppIntentsTesting", targets: ["AppIntentsTesting"]),
        .executable(name: "soupshop", targets: ["soupshop"]),
        .executable(name: "appintents", targets: ["appintents"]),
        .executable(name: "intents-bench", targets: ["intents-bench"]),
        // `swift package appintents-lint` and `swift package appintents-metadata-diff` in any package.
        .plugin(name: "AppIntentsLintPlugin", targets: ["AppIntentsLintPlugin"]),
        .plugin(name: "AppIntentsMetadataDiffPlugin", targets: ["AppIntentsMetadataDiffPlugin"]),
    ],
    dependencies: swiftSyntaxPackage,
    targets: [
        // The framework: Apple's API. Foundation only, plus the macros Apple's API has.
        .macro(
            name: "AppIntentsMacros",
            dependencies: ["AppIntentsShared"]
                + syntax(
                    "SwiftSyntax", "SwiftSyntaxMacros", "SwiftDiagnostics", "_SwiftCompilerPluginMessageHandling"),
            swiftSettings: syntaxCompile,
            linkerSettings: syntaxLink
        ),
        .target(
            name: "AppIntents",
            dependencies: [
                "AppIntentsMacros", "AppIntentsShared", "CoreLocation", "CoreTransferable", "GeoToolbox",
                "UniformTypeIdentifiers",
            ]),
        // What the framework, its macros, the system and the reviewer must agree on: Apple's
        // assistant schemas (members, implied protocols), the title an untitled parameter gets,
        // the text and JSON forms of a person, a place and a payment method, and how string tables
        // (`.strings`, `.xcstrings`) read.
        .target(name: "AppIntentsShared"),
        // Apple's UTType, so `import UniformTypeIdentifiers` in app code compiles.
        .target(name: "UniformTypeIdentifiers"),
        // Apple's Transferable, so an entity's `transferRepresentation` compiles and exports.
        .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"]),
        // Apple's CLPlacemark and CLLocation, so an intent's `CLPlacemark` parameter compiles; app
        // code imports it itself, as with Apple's (AppIntents does not re-export it).
        .target(name: "CoreLocation"),
        // Apple's CSSearchableIndex, so `import CoreSpotlight` in app code compiles.
        .target(name: "CoreSpotlight", dependencies: ["AppIntents"]),
        // Apple's PlaceDescriptor, which the App Schema family's reminders domain names and which
        // AppIntents makes an intent value (app code imports GeoToolbox itself).
        .target(name: "GeoToolbox", dependencies: ["CoreLocation"]),
        // Apple's AudioSearch, the input of the App Schema audio domain's value queries.
        .target(name: "MediaIntents", dependencies: ["AppIntents"]),
        // The module Apple's SDK overlays on MediaIntents and AppIntents, which apps may import by
        // name (`import _MediaIntents_AppIntents`): both, re-exported.
        .target(name: "_MediaIntents_AppIntents", dependencies: ["MediaIntents", "AppIntents"]),

        // The metadata model: Apple's Metadata.appintents, read and written; string tables read as
        // the framework reads them at run time (AppIntentsShared's leaf of Foundation-only code).
        .target(name: "AppIntentsMetadata", dependencies: ["AppIntentsShared"]),

        // The phrase engine ("Siri"): compiled from metadata alone.
        .target(name: "IntentPhrases", dependencies: ["AppIntentsMetadata"]),

        // Storage: SQLite (default) and PostgreSQL behind one set of protocols.
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CPostgres", path: "Sources/CPostgres", providers: [.apt(["libpq-dev"])]),
        .target(name: "IntentStore", dependencies: ["CSQLite", "CPostgres"], swiftSettings: systemSettings),
        // Writes batches to a store; killed mid-run by IntentStoreTests' crash test.
        .executableTarget(name: "intentstore-stress", dependencies: ["IntentStore"]),

        // The system: catalog, resolver, executor, and what iOS does with the declarations.
        .target(
            name: "IntentSystem",
            dependencies: [
                "AppIntents", "AppIntentsMetadata", "AppIntentsShared", "CoreLocation", "GeoToolbox", "IntentPhrases",
                "IntentStore",
            ],
            swiftSettings: systemSettings
        ),

        // Surfaces.
        // Streamable HTTP on libmicrohttpd, from Debian like SQLite.
        .systemLibrary(name: "CMicroHTTPD", path: "Sources/CMicroHTTPD", providers: [.apt(["libmicrohttpd-dev"])]),
        // Signatures of JWT access tokens (RS*, PS*, ES*, EdDSA), with GnuTLS, which libmicrohttpd
        // already brings for HTTPS.
        .systemLibrary(name: "CGnuTLS", path: "Sources/CGnuTLS", providers: [.apt(["libgnutls28-dev"])]),
        .target(
            name: "IntentMCP",
            dependencies: ["AppIntentsMetadata", "AppIntentsShared", "CMicroHTTPD", "CGnuTLS"],
            swiftSettings: systemSettings),
        // Shell completion scripts from a command table (`appintents` and every host).
        .target(name: "CommandCompletion"),
        .target(
            name: "IntentHost",
            dependencies: [
                "IntentSystem", "IntentMCP", "AppIntents", "AppIntentsMetadata", "IntentStore", "CommandCompletion",
            ],
            swiftSettings: systemSettings
        ),
        .target(
            name: "AppIntentsTesting",
            dependencies: [
                "IntentSystem", "AppIntents", "AppIntentsMetadata", "CoreLocation", "CoreTransferable", "GeoToolbox",
                "IntentStore",
            ]),

        // The reviewer.
        .target(
            name: "AppIntentsLint",
            dependencies: ["AppIntentsMetadata", "AppIntentsShared", "CommandCompletion"]
                + syntax("SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics"),
            swiftSettings: syntaxCompile,
            linkerSettings: syntaxLink
        ),
        .executableTarget(
            name: "appintents", dependencies: ["AppIntentsLint", "AppIntentsMetadata"], swiftSettings: syntaxCompile),

        // The reviewer as SwiftPM command plugins, over the package's targets.
        .plugin(
            name: "AppIntentsLintPlugin",
            capability: .command(
                intent: .custom(verb: "appintents-lint", description: "Run appintents lint over the package's targets")),
            dependencies: ["appintents"]
        ),
        .plugin(
            name: "AppIntentsMetadataDiffPlugin",
            capability: .command(
                intent: .custom(
                    verb: "appintents-metadata-diff",
                    description: "Compare a target's App Intents metadata with a baseline (breaking changes fail)")),
            dependencies: ["appintents"]
        ),

        // The example app, built App-Intent-first.
        .target(
            name: "SoupShopKit", dependencies: ["AppIntents", "CoreSpotlight", "IntentHost", "CSQLite"],
            path: "Examples/SoupShop/Sources/SoupShopKit"),
        .executableTarget(
            name: "soupshop", dependencies: ["SoupShopKit", "IntentHost"], path: "Examples/SoupShop/Sources/soupshop"),
        // An app that uses every construct of the metadata document: the two producers are held
        // equal on it (IntentHostTests).
        .target(
            name: "KettleKit", dependencies: ["AppIntents", "IntentHost"], path: "Examples/Kettle/Sources/KettleKit"),
        // The README's "embed the host in your own app" example, compiled so it cannot rot.
        .executableTarget(
            name: "hello", dependencies: ["AppIntents", "IntentHost"], path: "Examples/Hello/Sources/hello"),

        // The README's "Your first app" (Examples/FirstApp, its own package that depends on this one),
        // compiled and tested here too so the guide cannot rot. Here it is a library without its
        // one-line main.swift: this package's tests build for the host (its macro tests), and
        // SwiftPM orders a test that imports an executable's module wrongly in that build.
        .target(
            name: "TeaTime", dependencies: ["AppIntents", "IntentHost"], path: "Examples/FirstApp/Sources/TeaTime",
            exclude: ["main.swift"]),

        // An app on the App Intents kinds beyond the basics (progress, foreground continuation,
        // sectioned suggestions, When/Switch summaries); the compatibility tests run it.
        .executableTarget(
            name: "library", dependencies: ["AppIntents", "IntentHost"], path: "Examples/Library/Sources/library"),

        // The app `intents-bench mcp` serves: the reference server's three tools as intents.
        .executableTarget(
            name: "mcp-bench-app", dependencies: ["AppIntents", "IntentHost"], path: "Benchmarks/mcp-bench-app"),

        // libFuzzer targets (scripts/fuzz.sh): the MCP server's framing and JSON parser, the
        // bearer tokens and key sets its HTTP server checks, the metadata document the reviewer
        // reads from any app, and the phrase engine.
        .executableTarget(name: "mcp-fuzz", dependencies: ["IntentMCP"], path: "Fuzz/mcp-fuzz"),
        .executableTarget(name: "token-fuzz", dependencies: ["IntentMCP"], path: "Fuzz/token-fuzz"),
        .executableTarget(name: "metadata-fuzz", dependencies: ["AppIntentsMetadata"], path: "Fuzz/metadata-fuzz"),
        .executableTarget(
            name: "phrases-fuzz", dependencies: ["IntentPhrases", "AppIntentsMetadata"], path: "Fuzz/phrases-fuzz"),

        // Benchmarks: one executable, a subcommand per workload.
        .executableTarget(
            name: "intents-bench",
            dependencies: [
                "AppIntents", "AppIntentsMetadata", "IntentSystem", "IntentPhrases", "IntentStore",
                "AppIntentsLint", "SoupShopKit", "IntentHost", "IntentMCP",
            ],
            path: "Benchmarks/intents-bench",
            swiftSettings: syntaxCompile
        ),

        // Shared by the test targets: the seeded generator of the fuzz tests.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "AppIntentsTests", dependencies: ["AppIntents", "AppIntentsShared"]),
        // Apple-shaped samples of every API group, and the shared compatibility cases compiled unchanged.
        .testTarget(
            name: "CompatibilityTests",
            dependencies: [
                "AppIntents", "UniformTypeIdentifiers", "CoreLocation", "CoreSpotlight", "CoreTransferable",
                "GeoToolbox", "MediaIntents", "_MediaIntents_AppIntents", "AppIntentsTesting", "TestSupport",
            ],
            // iOS 27 code writes `@available(anyAppleOS 27.0, *)`, which Swift 6.3 reads behind
            // this feature (docs/COMPATIBILITY.md); the samples are written so.
            swiftSettings: [.enableExperimentalFeature("AnyAppleOSAvailability")]),
        .testTarget(
            name: "TeaTimeTests", dependencies: ["TeaTime", "AppIntentsTesting"],
            path: "Examples/FirstApp/Tests/TeaTimeTests"
        ),
        .testTarget(
            name: "AppIntentsMacrosTests",
            dependencies: ["AppIntentsMacros"],
            swiftSettings: syntaxCompile
        ),
        .testTarget(
            name: "AppIntentsMetadataTests", dependencies: ["AppIntentsMetadata", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "IntentPhrasesTests", dependencies: ["IntentPhrases", "AppIntentsMetadata"]),
        .testTarget(name: "IntentStoreTests", dependencies: ["IntentStore", "TestSupport"]),
        .testTarget(
            name: "IntentSystemTests",
            dependencies: [
                "IntentSystem", "AppIntents", "AppIntentsMetadata", "AppIntentsTesting", "SoupShopKit", "CoreLocation",
                "CoreSpotlight", "GeoToolbox", "IntentStore", "MediaIntents", "TestSupport",
            ],
            // A string catalog and a `.strings` table, read at run time as an app's are (`LocalizationTests`).
            resources: [.process("Resources")]
        ),
        .testTarget(name: "IntentMCPTests", dependencies: ["IntentMCP", "AppIntentsMetadata", "TestSupport"]),
        .testTarget(
            name: "IntentHostTests",
            dependencies: [
                "IntentHost", "SoupShopKit", "KettleKit", "AppIntentsMetadata", "IntentStore", "TestSupport",
            ],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "AppIntentsLintTests",
            dependencies: ["AppIntentsLint", "AppIntentsMetadata", "TestSupport", "CommandCompletion"],
            swiftSettings: syntaxCompile),
    ],
    swiftLanguageModes: [.v6]
)
