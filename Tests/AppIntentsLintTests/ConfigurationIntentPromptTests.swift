import Testing

@testable import AppIntentsLint

/// One intent that configures a widget and is also an action in Shortcuts: WidgetKit only reads
/// its parameters, and its `perform()` runs as an action, where a prompt is shown. Hidden from
/// Shortcuts and Siri, the same `perform()` can only run from a widget, which cannot prompt.
@Suite struct ConfigurationIntentPromptTests {
    static func source(hidden: Bool) -> String {
        """
        import AppIntents

        struct ServerEntity: AppEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Server"
            static let defaultQuery = ServerQuery()
            var id: String
            var displayRepresentation: DisplayRepresentation { "\\(id)" }
        }

        struct ServerQuery: EntityStringQuery {
            func entities(for identifiers: [String]) async throws -> [ServerEntity] {
                identifiers.map { ServerEntity(id: $0) }
            }
            func entities(matching string: String) async throws -> [ServerEntity] { [] }
        }

        struct ServerHealthIntent: AppIntent, WidgetConfigurationIntent {
            static let title: LocalizedStringResource = "Server Health"
            \(hidden ? "static let isDiscoverable = false" : "static let isDiscoverable = true")
            @Parameter(title: "Server") var server: ServerEntity?

            func perform() async throws -> some IntentResult & ProvidesDialog {
                let chosen: ServerEntity
                if let server {
                    chosen = server
                } else {
                    let all = try await ServerQuery().entities(matching: "")
                    chosen = try await $server.requestDisambiguation(among: all)
                }
                return .result(dialog: "\\(chosen.id) is healthy")
            }
        }
        """
    }

    static func findings(hidden: Bool) -> [Finding] {
        let report = Linter().lint(sources: [SourceText(path: "Health.swift", text: source(hidden: hidden))])
        return report.findings.filter { $0.ruleID == "prompt-in-configuration-intent" }
    }

    @Test func aConfigurationIntentThatIsAlsoAnActionMayPrompt() {
        #expect(Self.findings(hidden: false).isEmpty)
    }

    @Test func aHiddenConfigurationIntentMayNot() {
        let findings = Self.findings(hidden: true)
        #expect(findings.count == 1)
        #expect(
            findings.first?.message.hasPrefix("requestDisambiguation in configuration intent ServerHealthIntent")
                == true)
    }
}
