import Foundation
import UniformTypeIdentifiers

/// An entity that is a document or another file (iOS 18): its identifier is the file's URL, or a
/// draft's identifier for a document not yet saved.
///
/// ```swift
/// struct NoteFile: FileEntity {
///     static let supportedContentTypes: [UTType] = [.plainText]
///     var id: FileEntityIdentifier
/// }
/// ```
///
/// Given on the command line or by an agent as a file path, a `file://` URL, or `draft:ID`.
public protocol FileEntity: AppEntity where ID == FileEntityIdentifier {
    /// The types of file the entity can be; `public.item` (any file) unless the type says.
    static var supportedContentTypes: [UTType] { get }
}

extension FileEntity {
    public static var supportedContentTypes: [UTType] { [.item] }
}

/// The identifier of a `FileEntity`: a file saved to disk, or a draft.
public struct FileEntityIdentifier: Hashable, Sendable, Codable, CustomStringConvertible, EntityIdentifierConvertible {
    private enum Location: Hashable, Sendable, Codable {
        case file(URL)
        case draft(String)
    }

    private let location: Location

    private init(_ location: Location) {
        self.location = location
    }

    /// The identifier of the file at `url`.
    ///
    /// - Throws: An error naming the URL when it is not a file URL.
    public static func file(url: URL) throws -> FileEntityIdentifier {
        guard url.isFileURL else { throw FileEntityIdentifierError(url: url) }
        return FileEntityIdentifier(.file(url.standardizedFileURL))
    }

    /// The identifier of a document not yet saved to disk.
    public static func draft(identifier: String) -> FileEntityIdentifier {
        FileEntityIdentifier(.draft(identifier))
    }

    /// The file's URL; `nil` for a draft.
    public var fileURL: URL? {
        if case .file(let url) = location { return url }
        return nil
    }

    /// Whether the identifier is a draft's.
    public var isDraft: Bool { draftIdentifier != nil }

    /// The draft's identifier; `nil` for a saved file.
    public var draftIdentifier: String? {
        if case .draft(let identifier) = location { return identifier }
        return nil
    }

    /// A `file://` URL, or `draft:ID`.
    public var entityIdentifierString: String {
        switch location {
        case .file(let url): url.absoluteString
        case .draft(let identifier): "draft:" + identifier
        }
    }

    /// A `file://` URL, an absolute path, or `draft:ID`.
    public static func entityIdentifier(for entityIdentifierString: String) -> FileEntityIdentifier? {
        if entityIdentifierString.hasPrefix("draft:") {
            let identifier = String(entityIdentifierString.dropFirst("draft:".count))
            return identifier.isEmpty ? nil : .draft(identifier: identifier)
        }
        if entityIdentifierString.hasPrefix("/") {
            return try? .file(url: URL(fileURLWithPath: entityIdentifierString))
        }
        guard let url = URL(string: entityIdentifierString), url.isFileURL else { return nil }
        return try? .file(url: url)
    }

    public var description: String { entityIdentifierString }
}

/// A `FileEntityIdentifier` asked for with a URL that names no file.
struct FileEntityIdentifierError: Error, CustomStringConvertible, CustomLocalizedStringResourceConvertible {
    let url: URL
    var description: String { "'\(url.absoluteString)' is not a file URL (expected file:///path/to/file)" }
    var localizedStringResource: LocalizedStringResource { LocalizedStringResource(stringLiteral: description) }
}
