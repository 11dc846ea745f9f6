import AppIntents
import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentSystem

// Tool intents (iOS 27.3) of a travel app, in each way Apple's API lets an app write one. The
// static extractor's test (AppIntentsLintTests' ToolIntentExtractionTests) reads these types from
// this file's source, so both producers are held to the same answers.

/// The trait on an intent that conforms to `AppIntent`.
@AppIntent(.tool)
struct FindFaresIntent: AppIntent {
    static let title: LocalizedStringResource = "Find Fares"
    static let description = IntentDescription("Finds the cheapest fares to a city.")

    @Parameter(title: "Destination", description: "The city to fly to") var destination: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "The cheapest fare to \(destination) is 120 EUR.")
    }
}

/// The trait as a list, on a type whose only conformance is the one the macro adds.
@AppIntent([.tool])
struct HoldSeatIntent {
    static let title: LocalizedStringResource = "Hold Seat"
    func perform() async throws -> some IntentResult { .result() }
}

/// A direct conformance.
struct CheckInIntent: ToolIntent {
    static let title: LocalizedStringResource = "Check In"
    func perform() async throws -> some IntentResult { .result() }
}

/// An App Schema intent that is also a tool.
@AppIntent(.tool, schema: .journal.createEntry)
struct LogTripIntent {
    var title: String?
    var message: AttributedString

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Logged \(title ?? "a trip").")
    }
}

/// A protocol of the app's that refines `ToolIntent`.
protocol TravelTool: ToolIntent {}

struct RebookIntent: TravelTool {
    static let title: LocalizedStringResource = "Rebook"
    func perform() async throws -> some IntentResult { .result() }
}

/// An intent that is no tool.
struct CancelTripIntent: AppIntent {
    static let title: LocalizedStringResource = "Cancel Trip"
    func perform() async throws -> some IntentResult { .result() }
}

/// The schema form without the trait: no tool either.
@AppIntent(schema: .journal.createEntry)
struct DraftTripIntent {
    var message: AttributedString
    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct ToolIntentTests {
    static let app = IntentApp(
        name: "Trips",
        intents: [
            FindFaresIntent.self, HoldSeatIntent.self, CheckInIntent.self, LogTripIntent.self, RebookIntent.self,
            CancelTripIntent.self, DraftTripIntent.self,
        ])

    /// The intents of this file that are tools, whichever way they were declared.
    static let tools: Set<String> = [
        "FindFaresIntent", "HoldSeatIntent", "CheckInIntent", "LogTripIntent", "RebookIntent",
    ]

    @Test func theCatalogRecordsWhichIntentsAreTools() async throws {
        let catalog = try await Catalog.build(Self.app)
        let recorded = Set(catalog.metadata.actions.values.filter(\.visibilityMetadata.isToolIntent).map(\.identifier))
        #expect(recorded == Self.tools)
        #expect(catalog.metadata.actions.count == 7)
    }

    @Test func aToolOfASchemaKeepsEverythingTheSchemaMacroAdds() async throws {
        let catalog = try await Catalog.build(Self.app)
        let log = try #require(catalog.metadata.actions["LogTripIntent"])
        let draft = try #require(catalog.metadata.actions["DraftTripIntent"])
        #expect(log.assistantDefinedSchemas == ["journal.createEntry"])
        #expect(log.title.key == "Create Entry")
        #expect(log.parameters.map(\.name) == ["title", "message"])
        #expect(log.visibilityMetadata.isToolIntent && !draft.visibilityMetadata.isToolIntent)
        // The trait changes nothing else: the two schema intents differ only where their code does.
        #expect(draft.assistantDefinedSchemas == log.assistantDefinedSchemas)
        #expect(draft.systemProtocols == log.systemProtocols)
    }

    @Test func aToolRunsAsAnyIntentDoes() async throws {
        let catalog = try await Catalog.build(Self.app)
        let outcome = try await Executor(catalog: catalog).run(
            RunRequest(intent: "FindFaresIntent", inputs: ["destination": .text("Lisbon")]),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "The cheapest fare to Lisbon is 120 EUR.")
    }

    /// The member is written only for tools, so a document of an app without any keeps Apple's
    /// shape (`isToolIntent` is ours: docs/METADATA.md).
    @Test func theDocumentCarriesTheMemberOnlyOnTools() async throws {
        let catalog = try await Catalog.build(Self.app)
        let data = try MetadataBundle.encode(catalog.metadata)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let actions = try #require(document["actions"] as? [String: [String: Any]])
        for (name, action) in actions {
            let visibility = try #require(action["visibilityMetadata"] as? [String: Any], "\(name)")
            if Self.tools.contains(name) {
                #expect(visibility["isToolIntent"] as? Bool == true, "\(name)")
            } else {
                #expect(visibility["isToolIntent"] == nil, "\(name)")
            }
        }
        let read = try MetadataBundle.decodeActions(data)
        #expect(read.actions["CheckInIntent"]?.visibilityMetadata.isToolIntent == true)
        #expect(read.actions["CancelTripIntent"]?.visibilityMetadata.isToolIntent == false)
    }
}
