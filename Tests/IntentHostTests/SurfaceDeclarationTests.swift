import AppIntents
import Foundation
import TestSupport
import Testing

@testable import IntentHost

/// Declarations the system refuses before anything runs, seen through the host in this process:
/// a control that could need to ask, and an intent whose parameters do not fit the assistant
/// schema it declares.
@Suite struct SurfaceDeclarationTests {
    struct Note: AppEntity {
        static let defaultQuery = NoteQuery()
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Note" }
        var id: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    }

    struct NoteQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Note] { identifiers.map(Note.init) }
        func suggestedEntities() async throws -> [Note] { [Note(id: "groceries")] }
    }

    /// A control whose note has neither a default nor an optional type: it would have to ask.
    struct PinNoteControl: ControlConfigurationIntent {
        static var title: LocalizedStringResource { "Pin Note" }
        @Parameter(title: "Note") var note: Note
        init() {}
    }

    @AppIntent(schema: .books.navigatePage)
    struct OpenNoteIntent: AppIntent {
        static var title: LocalizedStringResource { "Open Note" }
        @Parameter(title: "Note") var note: Note
        init() {}
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Nothing: AppIntent {
        static var title: LocalizedStringResource { "Nothing" }
        init() {}
        func perform() async throws -> some IntentResult { .result() }
    }

    /// What the host reports when it builds the app's catalog: the failure and its exit code.
    static func failure(building app: IntentApp) async throws -> Failure {
        let (options, _) = try GlobalOptions.extract(from: ["--json"])
        let context = HostContext(app: app, program: "notes", options: options, console: Console(json: true))
        do {
            _ = try await context.catalog()
        } catch {
            return Failure(error)
        }
        Issue.record("the catalog of \(app.name) was built")
        return Failure(code: "none", message: "", exitCode: .success)
    }

    @Test func aControlThatCouldNeedToAskIsRefusedAtRegistration() async throws {
        let folder = try ScratchFolder("surfaces")
        let app = IntentApp(
            name: "Notes", intents: [Nothing.self],
            widgets: [IntentWidget(control: "Pin", configuration: PinNoteControl.self) { _ in EmptyView() }],
            dataDirectory: folder.url)
        let failure = try await Self.failure(building: app)
        #expect(failure.exitCode == .internalError)
        #expect(failure.code == "invalidDeclaration")
        #expect(failure.message.contains("PinNoteControl.note: a control cannot ask for a value"), "\(failure.message)")
    }

    @Test func aSchemaMismatchStopsTheHost() async throws {
        let folder = try ScratchFolder("surfaces")
        let app = IntentApp(name: "Notes", intents: [OpenNoteIntent.self], dataDirectory: folder.url)
        let failure = try await Self.failure(building: app)
        #expect(failure.exitCode == .internalError)
        #expect(failure.code == "invalidDeclaration")
        #expect(
            failure.message
                == "IntentHostTests.SurfaceDeclarationTests.OpenNoteIntent declares @AppIntent(schema: .books.navigatePage) but has no parameter 'target' (an AppEntity)"
        )
    }
}
