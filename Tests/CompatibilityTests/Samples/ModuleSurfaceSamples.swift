// Module surface, written from Apple's documentation: `import AppIntents` brings Foundation and
// UniformTypeIdentifiers; errors describe themselves with `CustomLocalizedStringResourceConvertible`.
import AppIntents
import CoreSpotlight
import UniformTypeIdentifiers

/// A file the app exports, found by extension and checked for conformance.
enum ExportFormats {
    static let markdown = UTType(filenameExtension: "md")
    static let images: [UTType] = [.png, .jpeg, .gif, .heic, .tiff, .webP]
    static let documents: [UTType] = [.pdf, .plainText, .rtf, .html, .json, .commaSeparatedText]
    static let containers: [UTType] = [.folder, .directory, .item, .data, .content]

    static func accepts(_ url: URL) -> Bool {
        guard let type = UTType(filenameExtension: url.pathExtension) else { return false }
        return type.conforms(to: .image) || type.conforms(to: .pdf)
    }
}

enum ExportError: Error, CustomLocalizedStringResourceConvertible {
    case noDocument
    case unsupported(String)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .noDocument: "Open a document first."
        case .unsupported(let name): "The format \(name) is not supported."
        }
    }
}

struct ExportDocumentIntent: AppIntent {
    static let title: LocalizedStringResource = "Export Document"

    @Parameter(title: "Destination") var destination: URL?
    @Parameter(title: "File", supportedContentTypes: [.pdf, .plainText]) var file: IntentFile?
    @Parameter(title: "Legacy file", supportedTypeIdentifiers: ["com.adobe.pdf"]) var legacy: IntentFile?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let file else { throw ExportError.noDocument }
        return .result(dialog: "Exported \(file.filename) to \(destination?.path ?? "the default folder").")
    }
}
