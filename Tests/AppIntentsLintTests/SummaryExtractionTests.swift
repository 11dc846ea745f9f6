import AppIntentsMetadata
import Foundation
import Testing

@testable import AppIntentsLint

/// The static extractor writes the summary a `When` or `Switch` chooses for the parameters'
/// defaults, as the runtime catalog does (`LibraryMetadataTests` compares the two).
@Suite struct SummaryExtractionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The intent's parameters and summary body.
        var body: String
        var format: String?
        var others: [String] = []
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "Summary(): an empty sentence listing nothing",
            body: """
                @Parameter(title: "Update") var period: Int?
                static var parameterSummary: some ParameterSummary { Summary() }
                """, format: ""),
        Case(
            name: "When equalTo, default false: otherwise",
            body: """
                @Parameter(title: "Public", default: false) var isPublic: Bool
                static var parameterSummary: some ParameterSummary {
                    When(\\.$isPublic, .equalTo, true) { Summary("Publish") } otherwise: { Summary("Keep \\(\\.$isPublic)") }
                }
                """, format: "Keep ${isPublic}"),
        Case(
            name: "When equalTo, default true: first branch",
            body: """
                @Parameter(title: "Public", default: true) var isPublic: Bool
                static var parameterSummary: some ParameterSummary {
                    When(\\.$isPublic, .equalTo, true) { Summary("Publish") } otherwise: { Summary("Keep") }
                }
                """, format: "Publish"),
        Case(
            name: "When hasAnyValue without a default: otherwise, table only",
            body: """
                @Parameter(title: "Audience") var audience: String?
                @Parameter(title: "Copies", default: 1) var copies: Int
                static var parameterSummary: some ParameterSummary {
                    When(\\.$audience, .hasAnyValue) {
                        Summary("Share with \\(\\.$audience)")
                    } otherwise: {
                        Summary { \\.$audience; \\.$copies }
                    }
                }
                """, format: "", others: ["audience", "copies"]),
        Case(
            name: "When greaterThan, default 1: otherwise",
            body: """
                @Parameter(title: "Copies", default: 1) var copies: Int
                static var parameterSummary: some ParameterSummary {
                    When(\\.$copies, .greaterThan, 1) { Summary("Print \\(\\.$copies) copies") } otherwise: { Summary("Print one copy") }
                }
                """, format: "Print one copy"),
        Case(
            name: "When oneOf, default among them",
            body: """
                @Parameter(title: "Size", default: .large) var size: Size
                static var parameterSummary: some ParameterSummary {
                    When(\\.$size, .oneOf, [.medium, .large]) { Summary("Big \\(\\.$size)") } otherwise: { Summary("Small") }
                }
                """, format: "Big ${size}"),
        Case(
            name: "When without otherwise that does not hold: no summary",
            body: """
                @Parameter(title: "Copies", default: 1) var copies: Int
                static var parameterSummary: some ParameterSummary {
                    When(\\.$copies, .lessThan, 0) { Summary("Never") }
                }
                """, format: nil),
        Case(
            name: "Switch on the default's case",
            body: """
                @Parameter(title: "Size", default: .medium) var size: Size
                @Parameter(title: "Count", default: 2) var count: Int
                static var parameterSummary: some ParameterSummary {
                    Switch(\\.$size) {
                        Case(.small) { Summary("A little") }
                        Case(.medium) { Summary("Some \\(\\.$size)") { \\.$count } }
                        DefaultCase { Summary("Lots") }
                    }
                }
                """, format: "Some ${size}", others: ["count"]),
        Case(
            name: "Switch without a matching case: DefaultCase, wherever it is",
            body: """
                @Parameter(title: "Size", default: .large) var size: Size
                static var parameterSummary: some ParameterSummary {
                    Switch(\\.$size) {
                        DefaultCase { Summary("Lots of \\(\\.$size)") }
                        Case(.small) { Summary("A little") }
                    }
                }
                """, format: "Lots of ${size}"),
        Case(
            name: "A Switch inside otherwise",
            body: """
                @Parameter(title: "Public", default: false) var isPublic: Bool
                @Parameter(title: "Size") var size: Size?
                static var parameterSummary: some ParameterSummary {
                    When(\\.$isPublic, .equalTo, true) {
                        Summary("Publish")
                    } otherwise: {
                        Switch(\\.$size) {
                            Case(.small) { Summary("A little") }
                            DefaultCase { Summary("Any \\(\\.$size)") }
                        }
                    }
                }
                """, format: "Any ${size}"),
        Case(
            name: "A default the source cannot tell: the first branch",
            body: """
                @Parameter(title: "Copies", default: Defaults.copies) var copies: Int
                static var parameterSummary: some ParameterSummary {
                    When(\\.$copies, .greaterThan, 1) { Summary("Print \\(\\.$copies) copies") } otherwise: { Summary("Print one copy") }
                }
                """, format: "Print ${copies} copies"),
    ]

    @Test(arguments: cases) func theDefaultsChooseTheSummary(_ testCase: Case) {
        let source = """
            import AppIntents
            enum Size: String, AppEnum {
                case small, medium, large
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.small: "S", .medium: "M", .large: "L"]
            }
            struct ShareIntent: AppIntent {
                static let title: LocalizedStringResource = "Share"
            \(testCase.body)
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let data = MetadataExtractor(moduleName: "Kit").extract(sources: [SourceText(path: "A.swift", text: source)])
        let summary = data.actions["ShareIntent"]?.summary
        #expect(summary?.formatString.key == testCase.format)
        #expect((summary?.otherParameterIdentifiers ?? []) == testCase.others)
    }
}
