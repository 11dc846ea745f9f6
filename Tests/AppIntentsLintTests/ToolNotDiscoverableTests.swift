import Foundation
import Testing

@testable import AppIntentsLint

/// `tool-not-discoverable` on real shapes beside its own examples: the tool intents of
/// IntentSystemTests' `ToolIntentTests`, read from their source.
@Suite struct ToolNotDiscoverableTests {
    /// `tool-not-discoverable` on the shapes of the runtime's file: quiet there, and it fires
    /// once a tool among them is hidden.
    @Test func aHiddenToolIsReportedAtItsIsDiscoverable() {
        let quiet = Linter().lint(sources: [
            SourceText(path: "Trips.swift", text: ToolIntentExtractionTests.runtimeSource)
        ])
        #expect(quiet.findings.filter { $0.ruleID == "tool-not-discoverable" }.isEmpty)
        let hidden = ToolIntentExtractionTests.runtimeSource.replacingOccurrences(
            of: "struct RebookIntent: TravelTool {\n",
            with: "struct RebookIntent: TravelTool {\n    static let isDiscoverable = false\n")
        let findings = Linter().lint(sources: [SourceText(path: "Trips.swift", text: hidden)]).findings
            .filter { $0.ruleID == "tool-not-discoverable" }
        #expect(
            findings.map(\.message) == [
                "RebookIntent is a tool (ToolIntent), but isDiscoverable = false hides it from Siri and every system feature, so Siri cannot call it; remove isDiscoverable or the tool trait"
            ])
    }
}
