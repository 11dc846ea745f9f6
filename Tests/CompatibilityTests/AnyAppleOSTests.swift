import AppIntents
import Foundation
import TestSupport
import Testing

/// Code gated with `anyAppleOS` (AnyAppleOSSamples.swift) is available here and runs.
@Suite struct AnyAppleOSTests {
    @Test func aCheckForAnyAppleOSHoldsAndTheGatedIntentRuns() async throws {
        let type = try #require(parcelIntentType())
        #expect(ObjectIdentifier(type) == ObjectIdentifier(SendParcelIntent.self))
        let intent = SendParcelIntent()
        intent.destination = .locker("Station 4")
        let result = try await intent.perform()
        #expect((result as? any _AnyIntentResult)?._dialog?.full == "Sent to locker Station 4.")
    }
}
