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

    /// iOS 27's `anyAppleOS` names one version for every Apple platform; one named beside it keeps its own.
    @Test func anyAppleOSStandsForEachApplePlatform() {
        let source = """
            @available(anyAppleOS 27.0, *)
            struct SendParcelIntent: AppIntent {
                static let title: LocalizedStringResource = "Send Parcel"
                func perform() async throws -> some IntentResult { .result() }
            }

            @available(anyAppleOS 27.1, *)
            @available(visionOS, introduced: 27.3)
            struct TrackParcelIntent: AppIntent {
                static let title: LocalizedStringResource = "Track Parcel"
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let data = MetadataExtractor(moduleName: "Post").extract(sources: [SourceText(path: "Post.swift", text: source)]
        )
        let platforms = [
            "LNPlatformNameIOS", "LNPlatformNameMACOS", "LNPlatformNameWATCHOS", "LNPlatformNameTVOS",
            "LNPlatformNameVISIONOS", "LNPlatformNameMACCATALYST",
        ]
        var expected = AvailabilityPlatforms.wildcard
        for name in platforms { expected[name] = ["introducedVersion": "27.0"] }
        #expect(data.actions["SendParcelIntent"]?.availabilityAnnotations == expected)
        let track = data.actions["TrackParcelIntent"]?.availabilityAnnotations
        #expect(track?["LNPlatformNameIOS"] == ["introducedVersion": "27.1"])
        #expect(track?["LNPlatformNameVISIONOS"] == ["introducedVersion": "27.3"])
        #expect(track?.count == 7)
    }
}
