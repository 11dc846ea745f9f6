import AppIntentsLint
import AppIntentsMetadata
import Testing

/// `availabilityAnnotations` from `@available`, in Apple's platform names beside the wildcard.
@Suite struct AvailabilityExtractionTests {
    @Test func availableAttributesBecomeAnnotations() {
        let source = """
            import AppIntents

            @available(iOS 17.0, macOS 14.0, *)
            struct BrewIntent: AppIntent {
                static let title: LocalizedStringResource = "Brew"
                func perform() async throws -> some IntentResult { .result() }
            }

            @available(visionOS, introduced: 2.0)
            enum Blend: String, AppEnum {
                case earl
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Blend"
                static let caseDisplayRepresentations: [Blend: DisplayRepresentation] = [.earl: "Earl Grey"]
            }

            struct PlainIntent: AppIntent {
                static let title: LocalizedStringResource = "Plain"
                func perform() async throws -> some IntentResult { .result() }
            }

            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: BrewIntent(), phrases: ["Brew with \\(.applicationName)"], shortTitle: "Brew", systemImageName: "cup")
                }
            }
            """
        let data = MetadataExtractor(moduleName: "Tea").extract(sources: [SourceText(path: "Tea.swift", text: source)])
        let expected = [
            "LNPlatformNameWildcard": ["introducedVersion": "*"], "LNPlatformNameIOS": ["introducedVersion": "17.0"],
            "LNPlatformNameMACOS": ["introducedVersion": "14.0"],
        ]
        #expect(data.actions["BrewIntent"]?.availabilityAnnotations == expected)
        #expect(data.autoShortcuts.first?.availabilityAnnotations == expected)
        #expect(
            data.enumeration("Blend")?.availabilityAnnotations == [
                "LNPlatformNameWildcard": ["introducedVersion": "*"],
                "LNPlatformNameVISIONOS": ["introducedVersion": "2.0"],
            ])
        #expect(data.actions["PlainIntent"]?.availabilityAnnotations == AvailabilityPlatforms.wildcard)
    }
}
