import AppIntents
import Testing

/// What a `DeprecatedAppIntent` says of itself in `describe`.
@Suite struct DeprecatedAppIntentTests {
    struct FindNotesIntent: AppIntent {
        static let title: LocalizedStringResource = "Find Notes"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct GetNotesIntent: DeprecatedAppIntent {
        nonisolated(unsafe) static let deprecation: IntentDeprecation = .init(message: "No longer needed.")
        static let title: LocalizedStringResource = "Get Notes"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct ListNotesIntent: DeprecatedAppIntent {
        static var deprecation: IntentDeprecation<FindNotesIntent> { .init(replacedBy: FindNotesIntent.self) }
        static let title: LocalizedStringResource = "List Notes"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct OldNotesIntent: DeprecatedAppIntent {
        static var deprecation: IntentDeprecation<FindNotesIntent> {
            .init(message: "Old.", replacedBy: FindNotesIntent.self)
        }
        static let title: LocalizedStringResource = "Old Notes"
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func aMessageWithoutAReplacement() {
        #expect(GetNotesIntent.deprecation.replacedBy == nil)
        #expect(GetNotesIntent._deprecationText == "No longer needed.")
    }

    @Test func aReplacementWithTheStandardMessage() {
        #expect(ListNotesIntent.deprecation.message.defaultValue == "Use Find Notes instead.")
        #expect(ListNotesIntent._deprecationText == "Use Find Notes instead. Replaced by FindNotesIntent.")
    }

    @Test func aMessageAndAReplacement() {
        #expect(OldNotesIntent._deprecationText == "Old. Replaced by FindNotesIntent.")
    }
}
