import Foundation

/// A uniform type identifier: the kind of content a file or a piece of data holds.
///
/// The same type as Apple's `UniformTypeIdentifiers.UTType`: declared types (`.pdf`, `.png`,
/// `.folder`, …) form a conformance hierarchy, so `UTType.png.conforms(to: .image)` is true, and a
/// type can be looked up by filename extension or MIME type.
///
/// ```swift
/// let type = UTType(filenameExtension: "heic")   // .heic
/// type?.conforms(to: .image)                     // true
/// type?.preferredMIMEType                        // "image/heic"
/// ```
///
/// An extension or MIME type that no declared type claims gets a dynamic type (identifier
/// `dyn.…`) that conforms to `.data`, as on Apple platforms.
public struct UTType: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `"public.png"`.
    public let identifier: String

    /// A type from its identifier, or `nil` when no declared type has it.
    ///
    /// - Parameter identifier: A reverse-DNS identifier, such as `"com.adobe.pdf"`.
    public init?(_ identifier: String) {
        guard UTTypeRegistry.declaration(identifier) != nil else { return nil }
        self.identifier = identifier
    }

    /// The type a filename extension names; a dynamic type when no declared type claims it.
    ///
    /// - Parameters:
    ///   - filenameExtension: The extension, without the dot (`"pdf"`).
    ///   - supertype: The type the result must conform to; `nil` is returned when the declared
    ///     type does not conform to it.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let wanted = filenameExtension.lowercased()
        guard !wanted.isEmpty, !wanted.contains("/"), !wanted.contains(".") else { return nil }
        if let declared = UTTypeRegistry.declaration(extension: wanted) {
            let type = UTType(declared: declared.identifier)
            guard type.conforms(to: supertype) else { return nil }
            self = type
        } else {
            self.init(declared: "dyn.ext.\(wanted)")
        }
    }

    /// The type a MIME type names; a dynamic type when no declared type claims it.
    ///
    /// - Parameters:
    ///   - mimeType: A MIME type, such as `"application/pdf"`.
    ///   - supertype: The type the result must conform to.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let wanted = mimeType.lowercased()
        guard wanted.contains("/") else { return nil }
        if let declared = UTTypeRegistry.declaration(mimeType: wanted) {
            let type = UTType(declared: declared.identifier)
            guard type.conforms(to: supertype) else { return nil }
            self = type
        } else {
            self.init(declared: "dyn.mime.\(wanted)")
        }
    }

    /// A type the app declares itself (its own document format), conforming to `conformingTo`.
    ///
    /// - Parameters:
    ///   - identifier: The app's identifier for the type.
    ///   - parentType: The type it conforms to.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        UTTypeRegistry.declare(identifier, conformingTo: parentType?.identifier ?? "public.data")
        self.init(declared: identifier)
    }

    /// A type another app declares, which this app reads.
    ///
    /// - Parameters:
    ///   - identifier: The other app's identifier for the type.
    ///   - parentType: The type it conforms to.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    init(declared identifier: String) {
        self.identifier = identifier
    }

    /// The extension files of this type usually have, without the dot.
    public var preferredFilenameExtension: String? {
        UTTypeRegistry.declaration(identifier)?.extensions.first ?? dynamicTag("dyn.ext.")
    }

    /// The MIME type of this type, if it has one.
    public var preferredMIMEType: String? {
        UTTypeRegistry.declaration(identifier)?.mimeTypes.first ?? dynamicTag("dyn.mime.")
    }

    /// The tags by class: `"public.filename-extension"` and `"public.mime-type"`.
    public var tags: [String: [String]] {
        var tags: [String: [String]] = [:]
        if let declaration = UTTypeRegistry.declaration(identifier) {
            if !declaration.extensions.isEmpty { tags["public.filename-extension"] = declaration.extensions }
            if !declaration.mimeTypes.isEmpty { tags["public.mime-type"] = declaration.mimeTypes }
        }
        return tags
    }

    /// A short description people read, such as "PNG image".
    public var localizedDescription: String? {
        UTTypeRegistry.declaration(identifier)?.name
    }

    /// Whether the type was declared (by the system or the app) rather than made up from a tag.
    public var isDeclared: Bool { !isDynamic }

    /// Whether the type was made up from a tag no declared type claims.
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

    /// Whether the system declares the type (`public.*` and the well-known vendor types).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// The types this one conforms to, directly or not; itself excluded.
    public var supertypes: Set<UTType> {
        var seen: Set<String> = []
        var pending = UTTypeRegistry.parents(of: identifier)
        while let next = pending.popLast() {
            if seen.insert(next).inserted { pending += UTTypeRegistry.parents(of: next) }
        }
        return Set(seen.map(UTType.init(declared:)))
    }

    /// Whether this type is `type` or conforms to it: `UTType.png.conforms(to: .image)`.
    public func conforms(to type: UTType) -> Bool {
        type == self || supertypes.contains(type)
    }

    /// Whether this type conforms to `type` and is not `type` itself.
    public func isSubtype(of type: UTType) -> Bool {
        type != self && conforms(to: type)
    }

    /// Whether `type` conforms to this type and is not this type itself.
    public func isSupertype(of type: UTType) -> Bool {
        type.isSubtype(of: self)
    }

    /// The identifier.
    public var description: String { identifier }

    public var debugDescription: String { "<UTType \(identifier)>" }

    private func dynamicTag(_ prefix: String) -> String? {
        identifier.hasPrefix(prefix) ? String(identifier.dropFirst(prefix.count)) : nil
    }
}
