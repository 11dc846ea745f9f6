import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// Code no platform compiles (`#if false`, or what follows `#if true`) is not the app's: neither
/// extracted nor checked. Every other clause is, whichever platform or configuration it is for.
@Suite struct ConditionalCompilationTests {
    static let source = """
        import AppIntents
        #if false
        struct DraftIntent: AppIntent {
            static let title: LocalizedStringResource = "Draft"
            func perform() async throws -> some IntentResult { .result() }
        }
        #elseif os(iOS)
        struct PhoneIntent: AppIntent {
            static let title: LocalizedStringResource = "Phone"
            func perform() async throws -> some IntentResult { .result() }
        }
        #else
        struct DesktopIntent: AppIntent {
            static let title: LocalizedStringResource = "Desktop"
            func perform() async throws -> some IntentResult { .result() }
        }
        #endif
        struct ShareIntent: AppIntent {
            static let title: LocalizedStringResource = "Share"
            #if true
            @Parameter(title: "Note") var note: String
            #else
            @Parameter(title: "Old note") var oldNote: String
            #endif
            #if (false)
            @Parameter(title: "Unused") var unused: Int
            #endif
            func perform() async throws -> some IntentResult { .result() }
        }
        """

    @Test func whatNoPlatformCompilesIsNotExtracted() {
        let data = MetadataExtractor(moduleName: "Kit").extract(sources: [
            SourceText(path: "A.swift", text: Self.source)
        ])
        #expect(data.actions.keys.sorted() == ["DesktopIntent", "PhoneIntent", "ShareIntent"])
        #expect(data.actions["ShareIntent"]?.parameters.map(\.name) == ["note"])
    }

}
