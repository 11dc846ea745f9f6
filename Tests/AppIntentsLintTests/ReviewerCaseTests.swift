import AppIntentsMetadata
import Foundation
import TestSupport
import Testing

/// The built `appintents` executable, run as CI runs it.
enum Reviewer {
    /// The package root, from this file: Tests/AppIntentsLintTests/ReviewerCaseTests.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The executable built next to this test bundle (`swift build --build-tests` builds it).
    static let binary: URL = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidates = [
            executable.deletingLastPathComponent().appendingPathComponent("appintents"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "appintents"),
            root.appendingPathComponent(".build/debug/appintents"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `appintents ARGUMENTS` in `directory`.
    static func run(_ arguments: [String], in directory: String) throws -> Run {
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "\(binary.path) is not built")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let errorData = LockedData()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData.get(), as: UTF8.self))
    }

    final class LockedData: @unchecked Sendable {
        private let lock = NSLock()
        private var data: Data?
        func set(_ value: Data) { lock.withLock { data = value } }
        func get() -> Data { lock.withLock { data ?? Data() } }
        var isSet: Bool { lock.withLock { data != nil } }
    }
}

/// Minimal reproductions of what the reviewer got wrong on public apps' source, each run through
/// the real executable. Our own inputs, in the shapes those apps use.
@Suite(.ownThreads) struct ReviewerCaseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let files: [String: String]
        let arguments: [String]
        let status: Int32
        let contains: [String]
        let lacks: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "brackets in strings and comments are not nesting",
            files: [
                "Colors.swift": "enum Style {\n"
                    + (0..<20).map { #"    static let s\#($0) = "\u{001B}[\#($0)m" // [ [ ["# + "\n" }.joined()
                    + "    /* [[[[[[[[[[[[[[[[[[[[ */\n    static let raw = #\"[[[[[[[[[[[[[[[[[[[[\"#\n}\n"
            ],
            arguments: ["lint", "."], status: 0, contains: ["1 file checked: 0 errors, 0 warnings"],
            lacks: ["parse-error"]),
        Case(
            name: "an attribute before a function type's parameters parses as swiftc parses it",
            files: ["Attr.swift": "func run(update: @escaping @MainActor([Int]) -> Void) {}\n"],
            arguments: ["lint", "."], status: 0, contains: ["0 errors"], lacks: ["parse-error"]),
        Case(
            name: "an awaited wait() is not blocking",
            files: [
                "Wait.swift": """
                import AppIntents
                final class Arranger { func wait() async throws -> Bool { true } }
                let arranger = Arranger()
                struct ArrangeIntent: AppIntent {
                    static let title: LocalizedStringResource = "Arrange"
                    func perform() async throws -> some IntentResult {
                        try await arranger.wait()
                        return .result()
                    }
                }
                """
            ],
            arguments: ["lint", "."], status: 0, contains: ["0 errors, 0 warnings"], lacks: ["blocking-perform"]),
        Case(
            name: "the language mode comes from the target the file belongs to",
            files: [
                "Modules/Package.swift":
                    "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Modules\", targets: [.target(name: \"Core\")])\n",
                "Modules/Sources/Core/Core.swift":
                    "struct CoreIntent: AppIntent {\n    static var title: LocalizedStringResource = \"Core\"\n}\n",
                "Project.xcodeproj/project.pbxproj":
                    "\t\t\t\tSWIFT_VERSION = 5.0;\n\t\t\t\tMACOSX_DEPLOYMENT_TARGET = 14.0;\n",
                "Widget/SelectIntent.swift":
                    "import AppIntents\nstruct SelectIntent: WidgetConfigurationIntent {\n    static var title: LocalizedStringResource = \"Select\"\n}\n",
            ],
            arguments: ["lint", "."], status: 1,
            contains: ["Modules/Sources/Core/Core.swift:2:12: error: 'static var title'", "2 files checked: 1 error"],
            lacks: ["SelectIntent.swift"]),
        Case(
            name: "an Xcode project's targets keep their own language modes",
            files: [
                "App.xcodeproj/project.pbxproj": XcodeFixture.project,
                "App/Intent.swift":
                    "struct AppSideIntent: AppIntent {\n    static var title: LocalizedStringResource = \"A\"\n}\n",
                "Widget/Intent.swift":
                    "struct WidgetSideIntent: WidgetConfigurationIntent {\n    static var title: LocalizedStringResource = \"W\"\n}\n",
                "Shared/Both.swift":
                    "struct BothIntent: AppIntent {\n    static var title: LocalizedStringResource = \"B\"\n}\n",
            ],
            arguments: ["lint", "."], status: 1,
            contains: ["App/Intent.swift:2:12: error: 'static var title'", "3 files checked: 1 error"],
            lacks: ["Widget/Intent.swift", "Both.swift"]),
        Case(
            name: "isDiscoverable = false needs no suggestedEntities()",
            files: [
                "Hidden.swift": """
                import AppIntents
                struct RequestEntity: AppEntity {
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Request"
                    static let defaultQuery = RequestQuery()
                    var id: String
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }
                }
                struct RequestQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [RequestEntity] { identifiers.map { RequestEntity(id: $0) } }
                }
                struct ConfigureIntent: AppIntent {
                    static let title: LocalizedStringResource = "Configure"
                    static let isDiscoverable: Bool = false
                    @Parameter var request: RequestEntity
                    func perform() async throws -> some IntentResult { .result() }
                }
                """
            ],
            arguments: ["lint", "."], status: 0, contains: ["0 errors, 0 warnings"], lacks: ["query-suggested-entities"]
        ),
        Case(
            name: "a UniqueAppEntity needs no id or displayRepresentation",
            files: [
                "Settings.swift": """
                import AppIntents
                struct SettingsEntity: UniqueAppEntity {
                    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Settings")
                    static let defaultQuery = UniqueAppEntityProvider<Self>()
                }
                """
            ],
            arguments: ["lint", "."], status: 0, contains: ["0 errors, 0 warnings"], lacks: ["missing-display"]),
        Case(
            name: "a custom allCases needs display representations for its cases only",
            files: [
                "Button.swift": """
                import AppIntents
                enum MouseButton: String, CaseIterable { case unknown, left, right, middle, four, five }
                extension MouseButton: AppEnum {
                    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Mouse Button")
                    static let allCases: [MouseButton] = [.left, .right, .middle]
                    static let caseDisplayRepresentations: [MouseButton: DisplayRepresentation] = [
                        .unknown: "Unknown", .left: "Left", .right: "Right",
                    ]
                }
                """
            ],
            arguments: ["lint", "."], status: 1,
            contains: ["error: caseDisplayRepresentations of MouseButton misses .middle ["], lacks: [".four"]),
        Case(
            name: "an obsoleted openAppWhenRun beside supportedModes is not deprecated use",
            files: [
                "New.swift": """
                import AppIntents
                struct NewWindowIntent: AppIntent {
                    static let title: LocalizedStringResource = "New Window"
                    @available(macOS 26.0, *)
                    static let supportedModes: IntentModes = .background
                    @available(macOS, obsoleted: 26.0, message: "Replaced by supportedModes")
                    static let openAppWhenRun = false
                    func perform() async throws -> some IntentResult { .result() }
                }
                """,
                "cfg.json": #"{"deploymentTarget": 26}"#,
            ],
            arguments: ["lint", ".", "--config", "cfg.json"], status: 0, contains: ["0 errors, 0 warnings"],
            lacks: ["open-app-when-run"]),
        Case(
            name: "a .init(intent:) App Shortcut is seen by lint",
            files: ["Shortcuts.swift": ShortcutFixture.source(phrase: "Ping now")],
            arguments: ["lint", "."], status: 1,
            contains: [#"Shortcuts.swift:8:47: error: phrase "Ping now" does not contain"#], lacks: []),
    ]

    @Test(arguments: cases)
    func reviewerCase(_ item: Case) throws {
        try CommandTests.folder(item.files) { root in
            let run = try Reviewer.run(item.arguments, in: root)
            #expect(run.status == item.status, "\(run.output)\(run.error)")
            for text in item.contains { #expect(run.output.contains(text), "missing \(text) in:\n\(run.output)") }
            for text in item.lacks { #expect(!run.output.contains(text), "unexpected \(text) in:\n\(run.output)") }
        }
    }

    /// Extraction through the executable: the derived module name, `.init(intent:)` shortcuts and
    /// the newer intent and query kinds.
    @Test func extractionDerivesTheModuleAndSeesNewerKindsAndInitShortcuts() throws {
        let files = [
            "my-app/Shortcuts.swift": ShortcutFixture.source(phrase: "Ping in ${applicationName}"),
            "my-app/Intents.swift": """
            import AppIntents
            struct ToggleLightIntent: SetValueIntent {
                static let title: LocalizedStringResource = "Toggle light"
                @Parameter(title: "On") var value: Bool
                func perform() async throws -> some IntentResult { .result() }
            }
            struct DeleteItemIntent: UndoableIntent {
                static let title: LocalizedStringResource = "Delete item"
                func perform() async throws -> some IntentResult { .result() }
            }
            struct StartTimerIntent: LiveActivityIntent, ProgressReportingIntent {
                static let title: LocalizedStringResource = "Start timer"
                func perform() async throws -> some IntentResult { .result() }
            }
            struct ItemEntity: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
                static let defaultQuery = ItemQuery()
                var id: String
                var displayRepresentation: DisplayRepresentation { "\\(id)" }
            }
            struct ItemQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [ItemEntity] { identifiers.map { ItemEntity(id: $0) } }
            }
            struct ItemValueQuery: IntentValueQuery {
                func values(for input: String) async throws -> [ItemEntity] { [] }
            }
            """,
        ]
        try CommandTests.folder(files) { root in
            let run = try Reviewer.run(["metadata", "extract", "my-app", "--output", "out"], in: root)
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output.contains("4 actions, 1 entities, 2 queries, 0 enums, 1 App Shortcuts (module my_app)"))
            let data = try MetadataBundle.read(from: URL(fileURLWithPath: root + "/out/Metadata.appintents")).actions
            #expect(
                data.actions.keys.sorted() == [
                    "DeleteItemIntent", "PingIntent", "StartTimerIntent", "ToggleLightIntent",
                ])
            #expect(data.actions["PingIntent"]?.fullyQualifiedTypeName == "my_app.PingIntent")
            // The kinds the runtime catalog writes into systemProtocols, the extractor writes too.
            func kinds(_ action: String) -> [String]? {
                data.actions[action]?.systemProtocols.map(SystemProtocols.name(of:))
            }
            #expect(kinds("ToggleLightIntent") == ["SetValueIntent"])
            #expect(kinds("DeleteItemIntent") == ["UndoableIntent"])
            #expect(kinds("StartTimerIntent") == ["LiveActivityIntent", "ProgressReportingIntent"])
            #expect(data.queries["ItemValueQuery"]?.systemProtocols == ["IntentValueQuery"])
            #expect(data.queries["ItemValueQuery"]?.entityType == "ItemEntity")
            #expect(data.autoShortcuts.map(\.phraseTemplates) == [[LocalizedText("Ping in ${applicationName}")]])

            let lint = try Reviewer.run(["lint", "my-app"], in: root)
            #expect(lint.status == 0, "\(lint.output)")
        }
    }
}

/// `metadata extract --target`: one document per target of an Xcode project, as Xcode writes one
/// per bundle; a file both compile is in both, the app's `Intent.swift` is not the widget's (files
/// are matched by their place in the group tree), and a file an exception set leaves out of the
/// only target that would compile it is in none.
@Suite(.ownThreads) struct ExtractTargetTests {
    static let files: [String: String] = [
        "App.xcodeproj/project.pbxproj": XcodeFixture.project.replacingOccurrences(
            of: "C1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 6.0; };",
            with: "C1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 6.0; "
                + "PRODUCT_MODULE_NAME = Kitchen; PRODUCT_NAME = \"Kitchen App\"; };"
        ).replacingOccurrences(
            of:
                "G1 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = \"<group>\"; };",
            with: """
                G1 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = Widget; sourceTree = "<group>"; };
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Draft.swift, ); target = T2 /* Widget */; };
                M0 = {isa = PBXGroup; children = (GA, GS, G1, ); sourceTree = "<group>"; };
                GA /* App */ = {isa = PBXGroup; children = (F1, ); path = App; sourceTree = "<group>"; };
                GS /* Shared */ = {isa = PBXGroup; children = (F2, ); path = Shared; sourceTree = "<group>"; };
                """),
        "App/Intent.swift": intent("AppSideIntent"),
        "Widget/Intent.swift": intent("WidgetSideIntent"),
        "Widget/Draft.swift": intent("DraftIntent"),
        "Shared/Both.swift": intent("BothIntent"),
    ]

    static func intent(_ name: String) -> String {
        """
        import AppIntents
        struct \(name): AppIntent {
            static let title: LocalizedStringResource = "\(name)"
            func perform() async throws -> some IntentResult { .result() }
        }
        """
    }

    func actions(_ target: String?, in root: String) throws -> [String] {
        var arguments = ["metadata", "extract", ".", "--output", "out-\(target ?? "all")"]
        if let target { arguments += ["--target", target] }
        let run = try Reviewer.run(arguments, in: root)
        #expect(run.status == 0, "\(run.error)")
        let bundle = URL(fileURLWithPath: root + "/out-\(target ?? "all")/Metadata.appintents")
        return try MetadataBundle.read(from: bundle).actions.actions.keys.sorted()
    }

    @Test func eachTargetHasItsOwnDocument() throws {
        try CommandTests.folder(Self.files) { root in
            #expect(try actions("App", in: root) == ["AppSideIntent", "BothIntent"])
            #expect(try actions("Widget", in: root) == ["BothIntent", "WidgetSideIntent"])
            #expect(try actions(nil, in: root) == ["AppSideIntent", "BothIntent", "WidgetSideIntent"])
            let widget = try Reviewer.run(
                ["metadata", "extract", ".", "--output", "w", "--target", "Widget"], in: root)
            #expect(widget.output.contains("(module Widget, target Widget)"), "\(widget.output)")
            // The app's module is the one its build settings name, as Xcode writes it.
            let app = try MetadataBundle.read(from: URL(fileURLWithPath: root + "/out-App/Metadata.appintents"))
            #expect(app.actions.actions["BothIntent"]?.fullyQualifiedTypeName == "Kitchen.BothIntent")
            let unknown = try Reviewer.run(
                ["metadata", "extract", ".", "--output", "x", "--target", "Watch"], in: root)
            #expect(unknown.status == 64)
            #expect(
                unknown.error.contains(
                    "no Swift file read is compiled by a target named 'Watch'; the files read belong to App, Widget"),
                "\(unknown.error)")
        }
    }
}

extension ExtractTargetTests {
    /// A package's target compiles the files under its folder, in the module of its name.
    @Test func aPackageTargetHasTheFilesUnderItsFolder() throws {
        let files = [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Kit", targets: [
                .target(name: "KitCore"), .target(name: "KitWidgets", path: "Widgets/Source"),
            ])
            """,
            "Sources/KitCore/Core.swift": Self.intent("CoreIntent"),
            "Widgets/Source/Widget.swift": Self.intent("KitWidgetIntent"),
        ]
        try CommandTests.folder(files) { root in
            #expect(try actions("KitCore", in: root) == ["CoreIntent"])
            #expect(try actions("KitWidgets", in: root) == ["KitWidgetIntent"])
            let widgets = try MetadataBundle.read(
                from: URL(fileURLWithPath: root + "/out-KitWidgets/Metadata.appintents"))
            #expect(widgets.actions.actions["KitWidgetIntent"]?.fullyQualifiedTypeName == "KitWidgets.KitWidgetIntent")
        }
    }
}

enum ShortcutFixture {
    static func source(phrase: String) -> String {
        """
        import AppIntents
        struct PingIntent: AppIntent {
            static let title: LocalizedStringResource = "Ping"
            func perform() async throws -> some IntentResult { .result() }
        }
        struct Shortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                .init(intent: PingIntent(), phrases: ["\(phrase)"], shortTitle: "Ping", systemImageName: "bell")
            }
        }
        """
    }
}

/// A project.pbxproj in Xcode's shape: an app target in Swift 6 compiling App/Intent.swift and
/// Shared/Both.swift, a widget target in Swift 5 synchronized from the Widget folder and also
/// compiling Shared/Both.swift.
enum XcodeFixture {
    static let project = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 77;
        	objects = {
        		B1 /* Intent.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Intent.swift */; };
        		B2 /* Both.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Both.swift */; };
        		B3 /* Both.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Both.swift */; };
        		F1 /* Intent.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Intent.swift; sourceTree = "<group>"; };
        		F2 /* Both.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Both.swift; sourceTree = "<group>"; };
        		G1 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
        		S1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1 /* Intent.swift in Sources */, B2 /* Both.swift in Sources */, ); };
        		S2 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B3 /* Both.swift in Sources */, ); };
        		T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1 /* Sources */, ); name = App; };
        		T2 /* Widget */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2 /* Sources */, ); fileSystemSynchronizedGroups = (G1 /* Widget */, ); name = Widget; };
        		P1 /* Project object */ = {isa = PBXProject; buildConfigurationList = L0; targets = (T1, T2, ); };
        		L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
        		L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
        		C0 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Debug; };
        		C1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 6.0; }; name = Debug; };
        		C2 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { "SWIFT_VERSION" = 5.0; }; name = Debug; };
        	};
        	rootObject = P1 /* Project object */;
        }
        """
}
