// Parameter summaries, written from Apple's documentation.
import AppIntents

enum CropMode: String, AppEnum {
    case exact, aspect, free
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crop Mode"
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .exact: "Exact", .aspect: "Aspect", .free: "Free",
    ]
}

struct CropPhotoIntent: AppIntent {
    static let title: LocalizedStringResource = "Crop Photo"
    @Parameter(title: "Mode", default: .aspect) var mode: CropMode
    @Parameter(title: "Width", default: 100) var width: Int
    @Parameter(title: "Ratio", default: 1.5) var ratio: Double

    static var parameterSummary: some ParameterSummary {
        Switch(\.$mode) {
            Case(.exact) { Summary("Crop to \(\.$width) pixels") }
            Case(.aspect) { Summary("Crop to a \(\.$ratio) ratio") { \.$width } }
            DefaultCase { Summary("Crop with \(\.$mode)") }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct ShareNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Note"
    @Parameter(title: "Public", default: false) var isPublic: Bool
    @Parameter(title: "Audience") var audience: String?
    @Parameter(title: "Copies", default: 1) var copies: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$isPublic, .equalTo, true) {
            Summary("Share publicly", table: "Intents") { \.$copies }
        } otherwise: {
            When(\.$audience, .hasAnyValue) {
                Summary("Share with \(\.$audience)")
            } otherwise: {
                Summary {
                    \.$audience; \.$copies
                }
            }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct PrintCopiesIntent: AppIntent {
    static let title: LocalizedStringResource = "Print Copies"
    @Parameter(title: "Copies", default: 1) var copies: Int
    static var parameterSummary: some ParameterSummary {
        When(\.$copies, .greaterThan, 1) {
            Summary("Print \(\.$copies) copies")
        } otherwise: {
            Summary("Print one copy")
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}
