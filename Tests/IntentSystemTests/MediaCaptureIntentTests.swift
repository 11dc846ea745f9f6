import AppIntents
import Foundation
import Testing

@testable import IntentSystem

/// A video app's search-and-play intent, as tvOS apps declare it.
struct PlayShowIntent: PlayVideoIntent {
    static let title: LocalizedStringResource = "Play Show"
    static let supportedCategories: [VideoCategory] = [.tv, .movies]
    @Parameter(title: "Term") var term: String
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Playing \(term).") }
}

@Suite struct PlayVideoIntentTests {
    @Test func thePlayIntentRunsWithItsTermAndNamesItsCategories() async throws {
        #expect(PlayShowIntent.supportedCategories.map(\.rawValue) == ["tv", "movies"])
        #expect(VideoCategory.caseDisplayRepresentations[.tv]?.title.defaultValue == "TV")
        let executor = Executor(
            catalog: try await Catalog.build(IntentApp(name: "Shows", intents: [PlayShowIntent.self])))
        let outcome = try await executor.run(
            RunRequest(intent: "PlayShowIntent", inputs: ["term": .text("Severance")]),
            interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Playing Severance.")
    }
}

struct CaptureSettings: Codable, Sendable, Equatable {
    var flash: Bool
    var lens: String
}

/// A camera app's Lock Screen capture intent (iOS 18), with the context it shares.
struct TakePhotoIntent: CameraCaptureIntent {
    typealias AppContext = CaptureSettings
    static let title: LocalizedStringResource = "Take Photo"
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let lens = try await Self.appContext?.lens ?? "default"
        return .result(dialog: "Ready with the \(lens) lens.")
    }
}

@Suite struct CameraCaptureIntentTests {
    @Test func theIntentRunsWithTheContextTheAppLastGave() async throws {
        let catalog = try await Catalog.build(IntentApp(name: "Camera", intents: [TakePhotoIntent.self]))
        #expect(
            catalog.metadata.actions["TakePhotoIntent"]?.systemProtocolNames.contains("CameraCaptureIntent") == true)
        let executor = Executor(catalog: catalog)
        try await TakePhotoIntent.updateAppContext(CaptureSettings(flash: true, lens: "wide"))
        #expect(try await TakePhotoIntent.appContext == CaptureSettings(flash: true, lens: "wide"))
        let outcome = try await executor.run(RunRequest(intent: "TakePhotoIntent"), interaction: NeverAskInteraction())
        #expect(outcome.dialog == "Ready with the wide lens.")
    }
}
