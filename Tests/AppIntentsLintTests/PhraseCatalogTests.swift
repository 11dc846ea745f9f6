import Testing

@testable import AppIntentsLint

/// Xcode's `AppShortcuts.xcstrings` keys each App Shortcut by its first phrase and translates all
/// of its phrases as one `stringSet`; those translations are held to the same rules as a
/// `stringUnit`'s, and may use the parameter of any phrase of their App Shortcut.
@Suite struct PhraseCatalogTests {
    static let code = """
        import AppIntents

        enum Speed: String, AppEnum {
            case slow, fast
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
            static let caseDisplayRepresentations: [Speed: DisplayRepresentation] = [.slow: "Slow", .fast: "Fast"]
        }

        enum Room: String, AppEnum {
            case hall, porch
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
            static let caseDisplayRepresentations: [Room: DisplayRepresentation] = [.hall: "Hall", .porch: "Porch"]
        }

        struct SetFanIntent: AppIntent {
            static let title: LocalizedStringResource = "Set Fan"
            @Parameter(title: "Speed") var speed: Speed
            func perform() async throws -> some IntentResult { .result() }
        }

        struct LightIntent: AppIntent {
            static let title: LocalizedStringResource = "Light"
            @Parameter(title: "Room") var room: Room
            func perform() async throws -> some IntentResult { .result() }
        }

        struct HouseShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(
                    intent: SetFanIntent(),
                    phrases: ["Run the fan in \\(.applicationName)", "Run the fan \\(\\.$speed) in \\(.applicationName)"],
                    shortTitle: "Fan", systemImageName: "fan")
                AppShortcut(
                    intent: LightIntent(),
                    phrases: ["Light \\(\\.$room) with \\(.applicationName)"],
                    shortTitle: "Light", systemImageName: "lightbulb")
            }
        }
        """

    static func catalog(germanSecond: String, frenchSecond: String) -> String {
        """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Run the fan in ${applicationName}": {"localizations": {
            "de": {"stringSet": {"state": "translated", "values": [
              "Lüfter in ${applicationName} starten",
              "\(germanSecond)"]}},
            "fr": {"stringSet": {"state": "translated", "values": [
              "Lancer le ventilateur dans ${applicationName}",
              "\(frenchSecond)"]}}}}
        }}
        """
    }

    static func drift(germanSecond: String, frenchSecond: String) -> [Finding] {
        let report = Linter().lint(
            sources: [SourceText(path: "House/Shortcuts.swift", text: code)],
            resources: [
                SourceText(
                    path: "House/AppShortcuts.xcstrings",
                    text: catalog(germanSecond: germanSecond, frenchSecond: frenchSecond))
            ])
        return report.findings.filter { $0.ruleID == "shortcuts-strings-drift" && $0.path.hasSuffix(".xcstrings") }
    }

    @Test func aSetMayUseTheParameterOfAnyPhraseOfItsShortcut() {
        let findings = Self.drift(
            germanSecond: "Lüfter ${speed} in ${applicationName} starten",
            frenchSecond: "Lancer le ventilateur ${speed} dans ${applicationName}")
        #expect(findings.isEmpty)
    }

    @Test func aSetValueThatLosesTheAppNameIsReportedWhereItIs() {
        let findings = Self.drift(
            germanSecond: "Lüfter ${speed} starten",
            frenchSecond: "Lancer le ventilateur ${speed} dans ${applicationName}")
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("'Lüfter ${speed} starten'") == true)
        #expect(findings.first?.line == 5)
    }

    @Test func aSetValueWithAnotherShortcutsParameterIsReported() {
        let findings = Self.drift(
            germanSecond: "Lüfter ${speed} in ${applicationName} starten",
            frenchSecond: "Lancer le ventilateur ${room} dans ${applicationName}")
        #expect(
            findings.map(\.message) == [
                "translation 'Lancer le ventilateur ${room} dans ${applicationName}' uses ${room}, which the App Shortcut of 'Run the fan in ${applicationName}' does not have"
            ])
    }
}
