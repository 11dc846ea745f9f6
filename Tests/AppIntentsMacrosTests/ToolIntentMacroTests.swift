import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

@testable import AppIntentsMacros

/// `@AppIntent(.tool)` and `@AppIntent(.tool, schema:)` expanded as the compiler expands them:
/// the compiler passes the conformances the type still lacks, and the macro answers with an
/// extension (SwiftSyntaxMacrosTestSupport is not in the toolchain, so this is its stand-in).
@Suite struct ToolIntentMacroTests {
    /// What the compiler lists for `@AppIntent(_:)`.
    static let traitsConformances: [TypeSyntax] = ["ToolIntent"]
    /// What the compiler lists for `@AppIntent(_:schema:)` on a type that declares no conformance.
    static let schemaConformances: [TypeSyntax] = [
        "ToolIntent", "AppIntent", "_AssistantSchemaDeclaring", "OpenIntent", "DeleteIntent",
        "ShowInAppSearchResultsIntent", "AudioPlaybackIntent", "AudioRecordingIntent",
    ]

    /// The expanded source and the diagnostics' messages, with `AppIntent` bound to `macro`.
    static func expand(
        _ source: String, with macro: any Macro.Type, conformances: [TypeSyntax] = traitsConformances
    ) -> (text: String, messages: [String]) {
        let file = Parser.parse(source: source)
        let context = BasicMacroExpansionContext(
            sourceFiles: [file: .init(moduleName: "Shop", fullFilePath: "Shop.swift")])
        let expanded = file.expand(
            macroSpecs: ["AppIntent": MacroSpec(type: macro, conformances: conformances)],
            contextGenerator: { _ in context })
        return (
            expanded.description.trimmingCharacters(in: .whitespacesAndNewlines), context.diagnostics.map(\.message)
        )
    }

    @Test func theToolTraitAddsToolIntentInAnExtension() {
        let (text, messages) = Self.expand(
            """
            @AppIntent(.tool)
            struct SearchFlights: AppIntent {
                static let title: LocalizedStringResource = "Search Flights"
            }
            """, with: TraitsMacro.self)
        #expect(messages.isEmpty)
        #expect(
            text == """
                struct SearchFlights: AppIntent {
                    static let title: LocalizedStringResource = "Search Flights"
                }

                extension SearchFlights: AppIntents.ToolIntent {
                }
                """)
    }

    @Test(arguments: ["[.tool]", "AppIntentTraits.tool", "[AppIntents.AppIntentTraits.tool, .tool]"])
    func everyWayOfWritingTheTraitAddsTheSameConformance(traits: String) {
        let (text, messages) = Self.expand(
            "@AppIntent(\(traits)) struct Reorder: AppIntent {}", with: TraitsMacro.self)
        #expect(messages.isEmpty)
        #expect(text.hasSuffix("extension Reorder: AppIntents.ToolIntent {\n}"), "\(text)")
    }

    @Test func theExtensionCarriesTheTypesAvailability() {
        let (text, _) = Self.expand(
            """
            @available(iOS 27.3, macOS 27.3, *)
            @AppIntent(.tool)
            struct Reorder: AppIntent {}
            """, with: TraitsMacro.self)
        #expect(
            text.contains("@available(iOS 27.3, macOS 27.3, *)\nextension Reorder: AppIntents.ToolIntent"), "\(text)")
    }

    @Test func aTypeThatIsAlreadyAToolGetsNoSecondConformance() {
        let (text, messages) = Self.expand(
            "@AppIntent(.tool) struct Reorder: ToolIntent {}", with: TraitsMacro.self, conformances: [])
        #expect(messages.isEmpty)
        #expect(!text.contains("extension"), "\(text)")
    }

    @Test func computedTraitsAreAnErrorNamingWhatWasWritten() {
        let (text, messages) = Self.expand(
            """
            let shared: AppIntentTraits = .tool
            @AppIntent(shared) struct Reorder: AppIntent {}
            """, with: TraitsMacro.self)
        #expect(
            messages == [
                "@AppIntent reads its traits as written: 'shared' is computed; write the trait itself, such as '.tool' or '[.tool]'"
            ])
        #expect(!text.contains("extension"))
        let (_, call) = Self.expand(
            "@AppIntent(AppIntentTraits().union(.tool)) struct Reorder: AppIntent {}", with: TraitsMacro.self)
        #expect(call.first?.contains("'AppIntentTraits().union(.tool)' is computed") == true, "\(call)")
    }

    @Test func aTraitTheMacroDoesNotKnowIsAnError() {
        let (_, messages) = Self.expand("@AppIntent(.mine) struct Reorder: AppIntent {}", with: TraitsMacro.self)
        #expect(messages == ["'.mine' is not a trait @AppIntent knows; the traits are '.tool'"])
    }

    @Test func anEmptyListAddsNothingAndSaysSo() {
        let file = Parser.parse(source: "@AppIntent([]) struct Reorder: AppIntent {}")
        let context = BasicMacroExpansionContext(sourceFiles: [file: .init(moduleName: "Shop", fullFilePath: "S.swift")]
        )
        let text = file.expand(
            macroSpecs: ["AppIntent": MacroSpec(type: TraitsMacro.self, conformances: Self.traitsConformances)],
            contextGenerator: { _ in context }
        ).description
        #expect(!text.contains("extension"))
        #expect(context.diagnostics.map(\.diagMessage.severity) == [.warning])
        #expect(context.diagnostics.first?.message.hasPrefix("@AppIntent([]) lists no trait") == true)
    }

    @Test func onlyAStructureOrClassCanBeMadeATool() {
        let (_, messages) = Self.expand("@AppIntent(.tool) protocol Reordering {}", with: TraitsMacro.self)
        #expect(messages == ["@AppIntent(.tool) applies to a structure or class that conforms to AppIntent"])
    }

    @Test func theSchemaFormAddsWhatTheSchemaMacroAddsAndToolIntent() {
        let source = """
            @AppIntent(.tool, schema: .journal.createEntry)
            struct CreateEntryIntent {
                var title: String?
                var message: AttributedString
            }
            """
        let (text, messages) = Self.expand(source, with: SchemaMacro.self, conformances: Self.schemaConformances)
        #expect(messages.isEmpty)
        #expect(
            text == """
                struct CreateEntryIntent {
                    @Parameter
                    var title: String?
                    @Parameter
                    var message: AttributedString
                }

                extension CreateEntryIntent: AppIntents.AppIntent, AppIntents.ToolIntent, AppIntents._AssistantSchemaDeclaring {
                    static var __assistantSchema: String {
                        "journal.createEntry"
                    }
                }
                """)
        // Without the trait, the same expansion as `@AppIntent(schema:)`: no `ToolIntent`.
        let (plain, _) = Self.expand(
            source.replacingOccurrences(of: ".tool, ", with: ""), with: SchemaMacro.self,
            conformances: Self.schemaConformances)
        #expect(plain == text.replacingOccurrences(of: " AppIntents.ToolIntent,", with: ""))
    }

    @Test func theSchemaFormReportsComputedTraitsAndStillDeclaresTheSchema() {
        let (text, messages) = Self.expand(
            "@AppIntent(roles, schema: .journal.search) struct FindEntries {}", with: SchemaMacro.self,
            conformances: Self.schemaConformances)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("'roles' is computed") == true)
        #expect(text.contains("\"journal.search\""))
        #expect(!text.contains("ToolIntent"))
    }
}
