import AppIntents
import Foundation
import Testing

@testable import IntentSystem

/// iOS 27's ways to say which `AppIntentError` an app's error is.
enum ShelfError: Error, CustomAppIntentErrorConvertible, CustomLocalizedStringResourceConvertible {
    case offline, gaveUp

    var appIntentError: AppIntentError {
        switch self {
        case .offline:
            AppIntentError(
                predefinedError: AppIntentError.Unrecoverable.networkFailure,
                description: "The shelf service is offline.")
        case .gaveUp: .userCancelled
        }
    }

    /// Not what the system reports: the convertible conformance comes first.
    var localizedStringResource: LocalizedStringResource { "a shelf error" }
}

struct ShelfMessage: Error, CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { "No shelf has that name." }
}

struct ShelveIntent: AppIntent {
    static let title: LocalizedStringResource = "Shelve"
    @Parameter(title: "How") var how: String

    func perform() async throws -> some IntentResult {
        switch how {
        case "offline": throw ShelfError.offline
        case "give up": throw ShelfError.gaveUp
        case "wrapped": throw AppIntentError(wrapping: ShelfMessage())
        case "plain": throw AppIntentError(description: "Nothing to shelve.")
        default: return .result()
        }
    }
}

@Suite struct AppIntentErrorTests {
    func failure(_ how: String) async throws -> IntentSystemError? {
        let executor = Executor(
            catalog: try await Catalog.build(IntentApp(name: "Shelves", intents: [ShelveIntent.self])))
        return await #expect(throws: IntentSystemError.self) {
            _ = try await executor.run(
                RunRequest(intent: "ShelveIntent", inputs: ["how": .text(how)]), interaction: NeverAskInteraction())
        }
    }

    @Test func anErrorThatSaysWhichAppIntentErrorItIsIsToldAsThat() async throws {
        let offline = try await failure("offline")
        #expect(offline?.code == .intentFailed)
        #expect(offline?.message == "ShelveIntent failed: The shelf service is offline.")
        #expect(ShelfError.offline.appIntentError.code == AppIntentError.Unrecoverable.networkFailure.code)
        #expect(AppIntentError(wrapping: ShelfMessage()).description == "No shelf has that name.")
        let cancelled = try await failure("give up")
        #expect(cancelled?.code == .cancelled)
        let wrapped = try await failure("wrapped")
        #expect(wrapped?.message == "ShelveIntent failed: No shelf has that name.")
        let plain = try await failure("plain")
        #expect(plain?.message == "ShelveIntent failed: Nothing to shelve.")
    }
}
