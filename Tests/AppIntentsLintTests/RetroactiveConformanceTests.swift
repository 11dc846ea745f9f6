import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// A type of a package that an extension in the app makes an `AppEnum` or `AppEntity`
/// (`extension Container.State: @retroactive AppEnum`): the conformance is compiled into the
/// app's module, so the app's document lists the type, under its own module's name.
@Suite struct RetroactiveConformanceTests {
    static let extensionFile = """
        import AppIntents
        import ShipKit

        extension Container.State: @retroactive AppEnum {
            public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Container State")
            public static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
                .running: .init(title: "Running", image: .init(systemName: "play")),
                .paused: "Paused",
                .exited: "Exited",
            ]
            public static let allCases: [Container.State] = [.exited, .running, .paused]
        }

        extension Dock: @retroactive AppEntity {
            public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Dock")
            public static let defaultQuery = DockQuery()
            public var displayRepresentation: DisplayRepresentation { "\\(name)" }
        }

        struct DockQuery: EntityQuery {
            func entities(for identifiers: [Int]) async throws -> [Dock] { [] }
        }
        """

    static let intentFile = """
        import AppIntents
        import ShipKit

        struct RestartIntent: AppIntent {
            static let title: LocalizedStringResource = "Restart"
            @Parameter(title: "State") var state: Container.State
            @Parameter(title: "Dock") var dock: Dock?
            func perform() async throws -> some IntentResult { .result() }
        }
        """

    /// Without the package's source: what the extension says, and notes on what it does not.
    @Test func withoutTheDeclarationTheExtensionIsExtractedAndWhatIsMissingIsSaid() throws {
        let extraction = MetadataExtractor(moduleName: "Harbor").extraction(sources: [
            SourceText(path: "App/State+AppEnum.swift", text: Self.extensionFile),
            SourceText(path: "App/RestartIntent.swift", text: Self.intentFile),
        ])
        let data = extraction.data
        let state = try #require(data.enums.first { $0.identifier == "State" })
        #expect(state.fullyQualifiedTypeName == "ShipKit.Container.State")
        #expect(state.mangledTypeName == "")
        #expect(state.displayTypeName.key == "Container State")
        // The cases in allCases' order, each name standing for its raw value.
        #expect(state.cases.map(\.identifier) == ["exited", "running", "paused"])
        #expect(state.cases.map(\.displayRepresentation.title.key) == ["Exited", "Running", "Paused"])
        #expect(state.cases[1].displayRepresentation.systemImageName == "play")

        let dock = try #require(data.entities["Dock"])
        #expect(dock.fullyQualifiedTypeName == "ShipKit.Dock")
        #expect(dock.displayTypeName.key == "Dock")
        #expect(dock.defaultQueryIdentifier == "Harbor.DockQuery")

        // The intent's parameters name types the document now holds.
        let parameters = try #require(data.actions["RestartIntent"]).parameters
        #expect(parameters.map(\.valueType) == [.enumeration(identifier: "State"), .entity(typeName: "Dock")])

        #expect(extraction.notes.map(\.typeName) == ["Dock", "Container.State"])
        let note = try #require(extraction.notes.last)
        #expect((note.path, note.line) == ("App/State+AppEnum.swift", 4))
        #expect(
            note.description
                == "App/State+AppEnum.swift:4: note: Container.State is made an AppEnum here, but its declaration is "
                + "not among the sources read: module ShipKit is taken from the file's imports; its cases are the ones "
                + "its allCases names, each name taken as the raw value; mangledTypeName is left empty, as the kinds "
                + "of the types on its path are not known")
        #expect(extraction.notes.first?.message.contains("the properties its declaration holds are not read") == true)
    }

    /// With no `allCases`, the cases are the dictionary's keys as written; a file importing two
    /// modules besides Apple's does not say which one declares the type, unless the extension
    /// writes the module in front of it.
    @Test func caseDisplayRepresentationsNameTheCasesAndAnUnknownModuleIsSaid() throws {
        let source = """
            import AppIntents
            import ShipKit
            import DockKit

            extension Berth: AppEnum {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Berth"
                static let caseDisplayRepresentations: [Berth: DisplayRepresentation] = [.north: "North", .south: "South"]
            }

            extension DockKit.Pier: AppEnum {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pier"
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.east: "East"]
            }
            """
        let extraction = MetadataExtractor(moduleName: "Harbor").extraction(sources: [
            SourceText(path: "Berth.swift", text: source)
        ])
        #expect(extraction.data.enums.map(\.identifier) == ["Berth", "Pier"])
        let berth = try #require(extraction.data.enums.first)
        #expect(berth.fullyQualifiedTypeName == "Berth")
        #expect(berth.cases.map(\.identifier) == ["north", "south"])
        #expect(extraction.data.enums.last?.fullyQualifiedTypeName == "DockKit.Pier")
        #expect(extraction.data.enums.last?.cases.map(\.identifier) == ["east"])
        let notes = extraction.notes.map(\.message)
        #expect(notes.count == 2)
        #expect(notes.first?.contains("its module is not known") == true)
        #expect(notes.first?.contains("its cases are the ones its caseDisplayRepresentations names") == true)
        #expect(notes.last?.contains("module") == false)
    }

    /// An extension that adds nothing App Intents knows to another module's type adds no type.
    @Test func anExtensionWithoutAnAppIntentsConformanceAddsNothing() {
        let source = """
            import AppIntents
            import ShipKit
            extension Container.State: @retroactive CustomStringConvertible {
                public var description: String { rawValue }
            }
            """
        let extraction = MetadataExtractor(moduleName: "Harbor").extraction(sources: [
            SourceText(path: "State.swift", text: source)
        ])
        #expect(extraction.data.enums.isEmpty && extraction.data.entities.isEmpty)
        #expect(extraction.notes.isEmpty)
    }
}

/// `metadata extract --target`: an app target makes a type of a local package in the same
/// checkout an `AppEnum`; its cases and raw values come from the package's source.
@Suite(.ownThreads) struct RetroactiveTargetTests {
    static let files: [String: String] = [
        "Shop.xcodeproj/project.pbxproj": XcodeMembershipTests.project,
        "Modules/ShipKit/Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "ShipKit", targets: [.target(name: "ShipKit")])
        """,
        "Modules/ShipKit/Sources/ShipKit/Container.swift": """
        import AppIntents
        public struct Container {
            public enum State: String, CaseIterable, Sendable {
                case running
                case paused = "stopped"
            }
        }
        public enum Priority: String, AppEnum {
            case low, high
            public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
            public static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [.low: "Low", .high: "High"]
        }
        public struct Berth: AppEntity {
            public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Berth"
            public static let defaultQuery = BerthQuery()
            public var id: String
            public var displayRepresentation: DisplayRepresentation { "\\(id)" }
        }
        public struct BerthQuery: EntityQuery {
            public func entities(for identifiers: [String]) async throws -> [Berth] { [] }
        }
        """,
        "Shop/Extensions/Container.State+AppEnum.swift": """
        import AppIntents
        import ShipKit

        extension Container.State: @retroactive AppEnum {
            public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "State")
            public static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
                .running: "Running", .paused: "Paused",
            ]
        }

        // The package makes it an entity already; the app only indexes it.
        extension Berth: @retroactive IndexedEntity {}
        """,
        "Shop/SetStateIntent.swift": """
        import AppIntents
        import ShipKit

        struct SetStateIntent: AppIntent {
            static let title: LocalizedStringResource = "Set State"
            @Parameter(title: "State") var state: Container.State
            @Parameter(title: "Priority") var priority: Priority
            func perform() async throws -> some IntentResult { .result() }
        }
        """,
    ]

    @Test func theCasesComeFromThePackagesDeclaration() throws {
        try CommandTests.folder(Self.files) { root in
            let run = try Reviewer.run(["metadata", "extract", ".", "--output", "out", "--target", "App"], in: root)
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output.contains("1 actions, 0 entities, 0 queries, 1 enums"), "\(run.output)")
            // Everything was read: nothing to note.
            #expect(run.error == "")
            let data = try MetadataBundle.read(from: URL(fileURLWithPath: root + "/out/Metadata.appintents")).actions
            let state = try #require(data.enums.first)
            #expect(state.identifier == "State")
            #expect(state.fullyQualifiedTypeName == "ShipKit.Container.State")
            #expect(state.mangledTypeName == "7ShipKit9ContainerV5StateO")
            #expect(state.cases.map(\.identifier) == ["running", "stopped"])
            #expect(state.cases.map(\.displayRepresentation.title.key) == ["Running", "Paused"])
            // The package's own enum types the parameter; its metadata is the package's, not the app's.
            #expect(
                data.actions["SetStateIntent"]?.parameters.map(\.valueType) == [
                    .enumeration(identifier: "State"), .enumeration(identifier: "Priority"),
                ])
        }
    }
}
