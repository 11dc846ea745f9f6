import Foundation
@_exported import UniformTypeIdentifiers

/// A type whose values can be handed to other apps and the system as data of known content types
/// (Apple's CoreTransferable).
///
/// ```swift
/// extension PostEntity: Transferable {
///     static var transferRepresentation: some TransferRepresentation {
///         DataRepresentation(exportedContentType: .json) { post in try JSONEncoder().encode(post.body) }
///         ProxyRepresentation(exporting: \.text)
///     }
/// }
/// ```
///
/// Representations are tried in the order they are listed: `exported(as:)` uses the first that
/// gives the content type asked for (or one that conforms to it), a proxy standing for every type
/// its own value can be exported as.
public protocol Transferable: Sendable {
    /// The representations, built by `TransferRepresentationBuilder`.
    associatedtype Representation: TransferRepresentation

    /// How values of the type are exported and imported, most preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of exporting or importing a `Transferable` type, or several combined.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type it transfers.
    associatedtype Item: Transferable
    /// What it is made of; `Never` for the primitive representations.
    associatedtype Body: TransferRepresentation

    /// The representations it is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension TransferRepresentation where Body == Never {
    /// A primitive representation has no body.
    public var body: Never { fatalError("\(Self.self) is a primitive representation and has no body") }
}

extension Never: Transferable {
    public static var transferRepresentation: Never { fatalError("Never has no values to transfer") }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
    public typealias Body = Never
}

/// Who may receive an exported representation.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    private let level: Int

    /// Any app.
    public static let all = TransferRepresentationVisibility(level: 0)
    /// Apps of the same development team.
    public static let team = TransferRepresentationVisibility(level: 1)
    /// Apps of the same app group.
    public static let group = TransferRepresentationVisibility(level: 2)
    /// This process only.
    public static let ownProcess = TransferRepresentationVisibility(level: 3)

    /// Whether a receiver that `other` admits may see a representation of this visibility: every
    /// representation is visible to its own process, `all` to everyone.
    func admits(_ other: TransferRepresentationVisibility) -> Bool { level <= other.level }
}

/// A file sent by an export: where it is, and whether the receiver may open the original.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool

    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received by an import.
public struct ReceivedTransferredFile: Sendable {
    /// Where the file is.
    public let file: URL
    /// Whether `file` is the sender's original rather than a copy.
    public let isOriginalFile: Bool

    init(file: URL, isOriginalFile: Bool) {
        self.file = file
        self.isOriginalFile = isOriginalFile
    }
}

/// What went wrong exporting or importing a `Transferable` value.
public struct TransferError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, for people.
    public let description: String

    package init(_ description: String) { self.description = description }
}

extension Transferable {
    /// The value as data of `contentType`, from the first representation that exports that type
    /// or one conforming to it.
    /// - Throws: `TransferError` when no representation exports it; the representation's error.
    public func exported(as contentType: UTType) async throws -> Data {
        try await exported(as: contentType, visibility: .ownProcess)
    }

    /// `exported(as:)` for a receiver that `visibility` admits (another app: `.all`), which
    /// representations of a narrower visibility are not offered to. Used by the system.
    package func exported(as contentType: UTType, visibility: TransferRepresentationVisibility) async throws -> Data {
        for exporter in Self.exporters(visibility: visibility) where exporter.contentType.conforms(to: contentType) {
            if let data = try await exporter.export(self) { return data }
        }
        throw TransferError(
            "\(Self.self) cannot be exported as \(contentType.identifier); it exports "
                + Self.describe(Self.exportedContentTypes(visibility: visibility)))
    }

    /// A value made from `data` of `contentType` (any importable type when `nil`), by the first
    /// representation that imports that type.
    /// - Throws: `TransferError` when no representation imports it; the representation's error.
    public init(importing data: Data, contentType: UTType?) async throws {
        for importer in Self.importers() where contentType.map({ $0.conforms(to: importer.contentType) }) ?? true {
            self = try await importer.import(data)
            return
        }
        throw TransferError(
            "\(Self.self) cannot be imported from \(contentType?.identifier ?? "data of no stated type"); it imports "
                + Self.describe(Self.importedContentTypes()))
    }

    /// The content types the type exports to receivers of `visibility`, most preferred first.
    public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        unique(exporters(visibility: visibility).map(\.contentType))
    }

    /// The content types the type imports, most preferred first.
    public static func importedContentTypes() -> [UTType] {
        unique(importers().map(\.contentType))
    }

    static func exporters(visibility: TransferRepresentationVisibility) -> [Exporter<Self>] {
        TransferParts.parts(of: transferRepresentation).exporters.filter { $0.visibility.admits(visibility) }
    }

    static func importers() -> [Importer<Self>] { TransferParts.parts(of: transferRepresentation).importers }

    private static func unique(_ types: [UTType]) -> [UTType] {
        var seen: Set<String> = []
        return types.filter { seen.insert($0.identifier).inserted }
    }

    private static func describe(_ types: [UTType]) -> String {
        types.isEmpty ? "nothing" : types.map(\.identifier).joined(separator: ", ")
    }
}

/// One content type a representation exports, and how. The exporter returns `nil` when an
/// `exportingCondition` declines the value, so the next representation is tried.
struct Exporter<Item>: Sendable {
    var contentType: UTType
    var visibility: TransferRepresentationVisibility = .all
    var suggestedFileName: (@Sendable (Item) -> String?)?
    var export: @Sendable (Item) async throws -> Data?
}

/// One content type a representation imports, and how.
struct Importer<Item>: Sendable {
    var contentType: UTType
    var `import`: @Sendable (Data) async throws -> Item
}

/// What a representation can do: its exporters and importers, in order, and the values of other
/// kinds it converts to and from.
struct TransferParts<Item>: Sendable {
    var exporters: [Exporter<Item>] = []
    var importers: [Importer<Item>] = []
    var values: [ValueConversion<Item>] = []

    /// The parts of `representation`: its own when it is primitive, else its body's.
    static func of<R: TransferRepresentation>(_ representation: R) -> TransferParts<Item> where R.Item == Item {
        parts(of: representation)
    }

    /// A body's item type (and a type's `transferRepresentation`'s) is not tied to its
    /// representation's by the protocol, only by the builder that made it; the primitive
    /// representation at the bottom casts its parts.
    static func parts<R: TransferRepresentation>(of representation: R) -> TransferParts<Item> {
        if let primitive = representation as? any _PrimitiveTransferRepresentation {
            return primitive.parts(as: Item.self)
        }
        if let conversion = representation as? any ValueConvertingRepresentation {
            return TransferParts(values: [conversion.conversion(as: Item.self)])
        }
        return parts(of: representation.body)
    }

    mutating func append(_ other: TransferParts<Item>) {
        exporters += other.exporters
        importers += other.importers
        values += other.values
    }
}

/// A representation that says itself what it exports and imports. Not for app code.
protocol _PrimitiveTransferRepresentation {
    func parts<Wanted>(as item: Wanted.Type) -> TransferParts<Wanted>
}

extension _PrimitiveTransferRepresentation where Self: TransferRepresentation {
    /// `parts` for the representation's own item type, cast to the one asked for (always the same
    /// type: `TransferParts.of` asks with the representation's `Item`).
    func casting<Wanted>(_ parts: TransferParts<Item>, as item: Wanted.Type) -> TransferParts<Wanted> {
        guard let cast = parts as? TransferParts<Wanted> else {
            preconditionFailure("a representation of \(Item.self) was asked for parts of \(Wanted.self)")
        }
        return cast
    }
}
