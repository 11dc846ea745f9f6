import AppIntents
import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentSystem

/// Foundation's `PersonNameComponents` as an intent value (iOS 27): a structured name instead of
/// plain text, read from words or from its parts.
@Suite struct PersonNameTests {
    struct GreetGuestIntent: AppIntent {
        static let title: LocalizedStringResource = "Greet Guest"
        @Parameter(title: "Guest") var guest: PersonNameComponents
        func perform() async throws -> some IntentResult & ReturnsValue<PersonNameComponents> & ProvidesDialog {
            .result(value: guest, dialog: "Welcome, \(guest.givenName ?? "friend") \(guest.familyName ?? "")")
        }
    }

    static let app = IntentApp(name: "Guests", intents: [GreetGuestIntent.self])

    func run(_ input: IntentInput) async throws -> Outcome {
        let executor = Executor(catalog: try await Catalog.build(Self.app))
        return try await executor.run(
            RunRequest(intent: "GreetGuestIntent", inputs: ["guest": input]), interaction: NeverAskInteraction())
    }

    @Test func aNameIsReadFromItsWordsAndWrittenInParts() async throws {
        let outcome = try await run(.text("Ada Augusta Lovelace"))
        let name = try #require(outcome.value as? PersonNameComponents)
        #expect(name.givenName == "Ada" && name.middleName == "Augusta" && name.familyName == "Lovelace")
        #expect(outcome.dialog == "Welcome, Ada Lovelace")
        #expect(outcome.valueText == "Ada Augusta Lovelace")
        #expect(outcome.valueJSON == jsonValue(#"{"familyName":"Lovelace","givenName":"Ada","middleName":"Augusta"}"#))
        let one = try await run(.text("Grace"))
        #expect((one.value as? PersonNameComponents)?.givenName == "Grace")
        #expect((one.value as? PersonNameComponents)?.familyName == nil)
    }

    @Test func aNameIsReadFromItsPartsAndWrittenBackAsRead() async throws {
        let given = jsonValue(
            #"{"namePrefix": "Dr.", "givenName": "Grace", "familyName": "Hopper", "nickname": "Amazing Grace"}"#)
        let outcome = try await run(.json(given))
        #expect(outcome.valueJSON == given)
        #expect(outcome.valueText == "Dr. Grace Hopper")
        let again = try await run(.json(try #require(outcome.valueJSON)))
        #expect(again.value as? PersonNameComponents == outcome.value as? PersonNameComponents)
    }

    @Test(arguments: [
        (IntentInput.json(jsonValue(#"{"given": "Ada"}"#)), "no member 'given'"),
        (.json(jsonValue(#"{"givenName": 7}"#)), "givenName is not text"),
        (.json(jsonValue(#"{}"#)), "a name needs at least one of"),
        (.json(.number(3)), "expected a name as GIVEN [MIDDLE] FAMILY"),
    ])
    func aNameThatCannotBeReadSaysWhatIsWrong(_ input: IntentInput, _ message: String) async throws {
        let error = await #expect(throws: IntentSystemError.self) { try await run(input) }
        #expect(error?.code == .invalidValue)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }

    @Test func theMetadataNamesTheName() async throws {
        let catalog = try await Catalog.build(Self.app)
        let parameter = try #require(catalog.metadata.actions["GreetGuestIntent"]?.parameter(named: "guest"))
        #expect(parameter.valueType == .primitive(.personName))
        #expect(ValueType(json: parameter.valueType.json) == .primitive(.personName))
    }
}
