import Foundation

/// A value as the bytes of one content type.
///
/// ```swift
/// DataRepresentation(exportedContentType: .png) { photo in try await photo.pngData() }
/// ```
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, _PrimitiveTransferRepresentation {
    public typealias Body = Never
    private let parts: TransferParts<Item>

    /// Exports and imports `contentType`.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        parts = TransferParts(
            exporters: [Exporter(contentType: contentType, export: exporting)],
            importers: [Importer(contentType: contentType, import: importing)])
    }

    /// Exports `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        parts = TransferParts(exporters: [Exporter(contentType: exportedContentType, export: exporting)])
    }

    /// Imports `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        parts = TransferParts(importers: [Importer(contentType: importedContentType, import: importing)])
    }

    func parts<Wanted>(as item: Wanted.Type) -> TransferParts<Wanted> { casting(parts, as: item) }
}

/// A value as a file of one content type.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, _PrimitiveTransferRepresentation {
    public typealias Body = Never
    private let parts: TransferParts<Item>

    /// Exports and imports files of `contentType`; opening in place is accepted and not used.
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        parts = TransferParts(
            exporters: [Self.exporter(contentType, exporting)], importers: [Self.importer(contentType, importing)])
    }

    /// Exports files of `exportedContentType`.
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        parts = TransferParts(exporters: [Self.exporter(exportedContentType, exporting)])
    }

    /// Imports files of `importedContentType`.
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        parts = TransferParts(importers: [Self.importer(importedContentType, importing)])
    }

    func parts<Wanted>(as item: Wanted.Type) -> TransferParts<Wanted> { casting(parts, as: item) }

    private static func exporter(
        _ contentType: UTType, _ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) -> Exporter<Item> {
        Exporter(contentType: contentType) { item in
            let sent = try await exporting(item)
            do {
                return try Data(contentsOf: sent.file)
            } catch {
                throw TransferError(
                    "the file \(sent.file.path) exported as \(contentType.identifier) cannot be read: \(error)")
            }
        }
    }

    /// The data is written to a file of its own in a temporary folder, which the importer reads
    /// before it returns; the folder is removed afterwards.
    private static func importer(
        _ contentType: UTType, _ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) -> Importer<Item> {
        Importer(contentType: contentType) { data in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("transfer-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let name = "received" + (contentType.preferredFilenameExtension.map { "." + $0 } ?? "")
            let file = folder.appendingPathComponent(name)
            try data.write(to: file)
            return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
        }
    }
}

/// A value transferred as another `Transferable` value: a post as its text, a link as its URL.
/// The proxy stands for every content type the proxy's own type exports or imports.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation,
    _PrimitiveTransferRepresentation
{
    public typealias Body = Never
    private let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    private let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    /// Exports and imports through the proxy.
    public init(
        exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
        self.exporting = exporting
        self.importing = importing
    }

    /// Exports through the proxy.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting
        self.importing = nil
    }

    /// Imports through the proxy.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        self.exporting = nil
        self.importing = importing
    }

    func parts<Wanted>(as item: Wanted.Type) -> TransferParts<Wanted> {
        var parts = TransferParts<Item>()
        if let exporting {
            parts.exporters = ProxyRepresentation.exporters(visibility: .ownProcess).map { proxied in
                Exporter(contentType: proxied.contentType, visibility: proxied.visibility) { item in
                    try await proxied.export(try await exporting(item))
                }
            }
        }
        if let importing {
            parts.importers = ProxyRepresentation.importers().map { proxied in
                Importer(contentType: proxied.contentType) { data in try await importing(try await proxied.import(data))
                }
            }
        }
        return casting(parts, as: item)
    }
}

/// A `Codable` value as encoded data of one content type: JSON, or what the encoder given writes.
public struct CodableRepresentation<
    Item: Transferable & Codable, Encoder: TopLevelEncoder & Sendable,
    Decoder: TopLevelDecoder & Sendable
>: TransferRepresentation, _PrimitiveTransferRepresentation
where Encoder.Output == Data, Decoder.Input == Data {
    public typealias Body = Never
    private let parts: TransferParts<Item>

    /// The value as JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType)
    where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// The value encoded by `encoder` and decoded by `decoder`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        parts = TransferParts(
            exporters: [Exporter(contentType: contentType) { item in try encoder.encode(item) }],
            importers: [Importer(contentType: contentType) { data in try decoder.decode(Item.self, from: data) }])
    }

    func parts<Wanted>(as item: Wanted.Type) -> TransferParts<Wanted> { casting(parts, as: item) }
}

/// An encoder that produces one value of `Output` (Apple's is Combine's; Combine is not on Linux).
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A decoder that reads one value from `Input`.
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}

// MARK: - Modifiers

/// A representation with one of its exports changed: a suggested file name, a condition, or who
/// may receive it.
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation,
    _PrimitiveTransferRepresentation
{
    public typealias Item = Base.Item
    public typealias Body = Never
    let base: Base
    let change: @Sendable (inout Exporter<Base.Item>) -> Void

    func parts<Wanted>(as item: Wanted.Type) -> TransferParts<Wanted> {
        var parts = TransferParts.of(base)
        for index in parts.exporters.indices { change(&parts.exporters[index]) }
        return casting(parts, as: item)
    }
}

extension TransferRepresentation {
    /// The file name a receiver should give the exported data.
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = { _ in fileName } }
    }

    /// The file name a receiver should give the exported data, from the value.
    public func suggestedFileName(
        _ fileName: @escaping @Sendable (Item) -> String?
    ) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = fileName }
    }

    /// Exports only values for which `condition` holds; the next representation is tried for others.
    public func exportingCondition(
        _ condition: @escaping @Sendable (Item) -> Bool
    ) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { exporter in
            let export = exporter.export
            exporter.export = { item in condition(item) ? try await export(item) : nil }
        }
    }

    /// Who may receive the exported data.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { $0.visibility = visibility }
    }
}

// MARK: - The builder

/// Several representations, most preferred first. Built by `TransferRepresentationBuilder`.
public struct _TupleTransferRepresentation<Item: Transferable>: TransferRepresentation, _PrimitiveTransferRepresentation
{
    public typealias Body = Never
    let parts: @Sendable () -> TransferParts<Item>

    func parts<Wanted>(as item: Wanted.Type) -> TransferParts<Wanted> { casting(parts(), as: item) }
}

/// Lists a type's representations in `transferRepresentation`.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    public static func buildBlock() -> _TupleTransferRepresentation<Item> {
        _TupleTransferRepresentation { TransferParts() }
    }

    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation>(
        _ r0: R0, _ r1: R1
    ) -> _TupleTransferRepresentation<Item> where R0.Item == Item, R1.Item == Item {
        tuple([.of(r0), .of(r1)])
    }

    public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation>(
        _ r0: R0, _ r1: R1, _ r2: R2
    ) -> _TupleTransferRepresentation<Item> where R0.Item == Item, R1.Item == Item, R2.Item == Item {
        tuple([.of(r0), .of(r1), .of(r2)])
    }

    public static func buildBlock<
        R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation
    >(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3
    ) -> _TupleTransferRepresentation<Item> where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item {
        tuple([.of(r0), .of(r1), .of(r2), .of(r3)])
    }

    public static func buildBlock<
        R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation,
        R4: TransferRepresentation
    >(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4
    ) -> _TupleTransferRepresentation<Item>
    where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item {
        tuple([.of(r0), .of(r1), .of(r2), .of(r3), .of(r4)])
    }

    public static func buildBlock<
        R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation,
        R4: TransferRepresentation, R5: TransferRepresentation
    >(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5
    ) -> _TupleTransferRepresentation<Item>
    where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item {
        tuple([.of(r0), .of(r1), .of(r2), .of(r3), .of(r4), .of(r5)])
    }

    public static func buildBlock<
        R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation,
        R4: TransferRepresentation, R5: TransferRepresentation, R6: TransferRepresentation
    >(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6
    ) -> _TupleTransferRepresentation<Item>
    where
        R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item,
        R6.Item == Item
    {
        tuple([.of(r0), .of(r1), .of(r2), .of(r3), .of(r4), .of(r5), .of(r6)])
    }

    public static func buildBlock<
        R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation,
        R4: TransferRepresentation, R5: TransferRepresentation, R6: TransferRepresentation, R7: TransferRepresentation
    >(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7
    ) -> _TupleTransferRepresentation<Item>
    where
        R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item,
        R6.Item == Item, R7.Item == Item
    {
        tuple([.of(r0), .of(r1), .of(r2), .of(r3), .of(r4), .of(r5), .of(r6), .of(r7)])
    }

    public static func buildBlock<
        R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation,
        R4: TransferRepresentation, R5: TransferRepresentation, R6: TransferRepresentation, R7: TransferRepresentation,
        R8: TransferRepresentation
    >(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7, _ r8: R8
    ) -> _TupleTransferRepresentation<Item>
    where
        R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item,
        R6.Item == Item, R7.Item == Item, R8.Item == Item
    {
        tuple([.of(r0), .of(r1), .of(r2), .of(r3), .of(r4), .of(r5), .of(r6), .of(r7), .of(r8)])
    }

    public static func buildBlock<
        R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation,
        R4: TransferRepresentation, R5: TransferRepresentation, R6: TransferRepresentation, R7: TransferRepresentation,
        R8: TransferRepresentation, R9: TransferRepresentation
    >(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7, _ r8: R8, _ r9: R9
    ) -> _TupleTransferRepresentation<Item>
    where
        R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item,
        R6.Item == Item, R7.Item == Item, R8.Item == Item, R9.Item == Item
    {
        tuple([.of(r0), .of(r1), .of(r2), .of(r3), .of(r4), .of(r5), .of(r6), .of(r7), .of(r8), .of(r9)])
    }

    public static func buildLimitedAvailability<R: TransferRepresentation>(
        _ representation: R
    ) -> _TupleTransferRepresentation<Item> where R.Item == Item {
        tuple([.of(representation)])
    }

    /// The representations' parts, in order: the fixed-arity `buildBlock`s above stand for one
    /// variadic one, which Swift cannot constrain to a single `Item` yet.
    private static func tuple(_ parts: [TransferParts<Item>]) -> _TupleTransferRepresentation<Item> {
        var all = TransferParts<Item>()
        for part in parts { all.append(part) }
        let collected = all
        return _TupleTransferRepresentation { collected }
    }
}

// MARK: - Foundation's types

extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) {
            Data($0.utf8)
        } importing: { data in
            guard let text = String(data: data, encoding: .utf8) else {
                throw TransferError("the data is not UTF-8 text")
            }
            return text
        }
    }
}

extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) {
            $0
        } importing: {
            $0
        }
    }
}

extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url) {
            Data($0.absoluteString.utf8)
        } importing: { data in
            guard let text = String(data: data, encoding: .utf8), let url = URL(string: text) else {
                throw TransferError("the data is not a URL")
            }
            return url
        }
    }
}
