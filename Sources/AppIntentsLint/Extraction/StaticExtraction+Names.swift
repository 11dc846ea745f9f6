import AppIntentsMetadata
import Foundation
internal import SwiftSyntax

extension StaticExtraction {
    /// Swift's mangled name of a declared type, as `_mangledTypeName` gives it at run time:
    /// the module, then each enclosing type and the type itself with its kind. For a type of
    /// another module, its module's; empty when that module or a kind on its path (the
    /// declaration was not read) cannot be told, rather than a name that is not the type's.
    func mangledName(_ symbol: TypeSymbol) -> String {
        let origin = origin(of: symbol)
        let parts = (origin?.path ?? symbol.qualifiedName).split(separator: ".").map(String.init)
        var path: [(name: String, kind: MangledName.Kind)] = []
        for index in parts.indices {
            let scope = parts[...index].joined(separator: ".")
            let kind = index == parts.count - 1 ? symbol.kind : model.index.symbol(qualifiedName: scope)?.kind
            if origin != nil, kind == nil || kind == .unknown { return "" }
            path.append((parts[index], Self.mangledKind(kind)))
        }
        guard let module = origin.map({ $0.module }) ?? module else { return "" }
        return MangledName.swift(module: module, path: path)
    }

    private static func mangledKind(_ kind: TypeSymbol.Kind?) -> MangledName.Kind {
        switch kind {
        case .enum: .enumeration
        case .class, .actor: .class
        default: .structure
        }
    }

    /// `availabilityAnnotations` from the type's `@available(iOS 17.0, macOS 14.0, *)` and
    /// `@available(iOS, introduced: 17.0)` attributes, beside the wildcard.
    func availability(of symbol: TypeSymbol) -> [String: [String: String]] {
        var introduced: [String: String] = [:]
        for attribute in symbol.primary?.attributes ?? [] where TypeRef(attribute.attributeName).name == "available" {
            guard let arguments = attribute.arguments?.trimmedDescription else { continue }
            let items = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if let platform = items.first, !platform.contains(" "),
                let version = items.first(where: { $0.hasPrefix("introduced:") })
            {
                introduced[platform] = version.dropFirst("introduced:".count).trimmingCharacters(in: .whitespaces)
                continue
            }
            for item in items {
                let words = item.split(separator: " ")
                if words.count == 2, words[1].first?.isNumber == true {
                    introduced[String(words[0])] = String(words[1])
                }
            }
        }
        return AvailabilityPlatforms.annotations(introduced: introduced)
    }
}
