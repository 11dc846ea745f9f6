import AppIntents
import AppIntentsMetadata
import CoreLocation
import Foundation
import Testing

@testable import IntentSystem

/// A shortcut passes an entity to a parameter of the system type it exports, and a system value
/// to a parameter of an entity type that imports it, through the entity's `ValueRepresentation`.
@Suite struct ShortcutValueRepresentationTests {
    struct MemberEntity: AppEntity, Transferable {
        static let defaultQuery = MemberQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Member" }
        var id: String
        var name: String
        var displayRepresentation: DisplayRepresentation { "\(name)" }
        static var transferRepresentation: some TransferRepresentation {
            ValueRepresentation(
                exporting: { member in
                    IntentPerson(
                        identifier: .applicationDefined(member.id), name: .displayName(member.name),
                        handle: IntentPerson.Handle(emailAddress: "\(member.id)@example.com"))
                },
                importing: { person in MemberEntity(id: "made-from-person", name: person.displayText) })
        }
    }

    /// Knows only Ada: an entity made from a person cannot have been passed by id.
    struct MemberQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [MemberEntity] {
            identifiers.filter { $0 == "ada" }.map { MemberEntity(id: $0, name: "Ada Lovelace") }
        }
    }

    struct LeadMemberIntent: AppIntent {
        static var title: LocalizedStringResource { "Lead Member" }
        init() {}
        func perform() async throws -> some IntentResult & ReturnsValue<MemberEntity> {
            .result(value: MemberEntity(id: "ada", name: "Ada Lovelace"))
        }
    }

    struct GreetPersonIntent: AppIntent {
        static var title: LocalizedStringResource { "Greet Person" }
        @Parameter(title: "Person") var person: IntentPerson
        init() {}
        func perform() async throws -> some IntentResult & ReturnsValue<String> {
            let email: String
            if case .emailAddress(let address)? = person.handle?.value { email = address } else { email = "none" }
            return .result(value: "Hello, \(person.displayText) <\(email)>")
        }
    }

    struct OrganizerIntent: AppIntent {
        static var title: LocalizedStringResource { "Organizer" }
        init() {}
        func perform() async throws -> some IntentResult & ReturnsValue<IntentPerson> {
            .result(value: IntentPerson(identifier: .unknown, name: .displayName("Grace Hopper"), handle: nil))
        }
    }

    struct WelcomeMemberIntent: AppIntent {
        static var title: LocalizedStringResource { "Welcome Member" }
        @Parameter(title: "Member") var member: MemberEntity
        init() {}
        func perform() async throws -> some IntentResult & ReturnsValue<String> {
            .result(value: "Welcome, \(member.name) (\(member.id))")
        }
    }

    struct MeetAtIntent: AppIntent {
        static var title: LocalizedStringResource { "Meet At" }
        @Parameter(title: "Place") var place: CLPlacemark
        init() {}
        func perform() async throws -> some IntentResult { .result() }
    }

    func runner() async throws -> ShortcutRunner {
        let catalog = try await Catalog.build(
            IntentApp(
                name: "Club",
                intents: [
                    LeadMemberIntent.self, GreetPersonIntent.self, OrganizerIntent.self, WelcomeMemberIntent.self,
                    MeetAtIntent.self,
                ]))
        let app = ShortcutApps.App(name: "Club", synonyms: [], metadata: catalog.metadata)
        return ShortcutRunner(executors: [(app, Executor(catalog: catalog))])
    }

    func run(_ first: String, then second: String, parameter: String) async throws -> [String?] {
        let file = try ShortcutFile.decode(
            Data(
                """
                {"format": "appintents-shortcut", "version": 1, "name": "Pass", "actions": [
                  {"id": "first", "app": "Club", "intent": "\(first)"},
                  {"id": "second", "app": "Club", "intent": "\(second)",
                   "parameters": {"\(parameter)": {"output": "first"}}}]}
                """.utf8), source: "test.json")
        let report = try await runner().run(file, input: nil, interaction: ScriptedInteraction([]))
        return report.steps.map(\.valueText)
    }

    @Test func anEntityFeedsAParameterOfTheSystemTypeItExports() async throws {
        let values = try await run("LeadMemberIntent", then: "GreetPersonIntent", parameter: "person")
        #expect(values.last == "Hello, Ada Lovelace <ada@example.com>")
    }

    @Test func aSystemValueFeedsAParameterOfAnEntityTypeThatImportsIt() async throws {
        let values = try await run("OrganizerIntent", then: "WelcomeMemberIntent", parameter: "member")
        #expect(values.last == "Welcome, Grace Hopper (made-from-person)")
    }

    @Test func anEntityDoesNotFeedASystemTypeItDoesNotExport() async throws {
        let error = await #expect(throws: IntentSystemError.self) {
            try await run("LeadMemberIntent", then: "MeetAtIntent", parameter: "place")
        }
        #expect(error?.message.contains("parameter 'place' takes CLPlacemark, but gets MemberEntity") == true)
    }
}
