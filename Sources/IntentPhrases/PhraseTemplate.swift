import Foundation

/// A phrase template split into literal text and `${…}` placeholders.
struct PhraseTemplate: Sendable, Hashable {
    enum Part: Sendable, Hashable {
        case text(String)
        case applicationName
        case parameter(String)
    }

    var parts: [Part]

    static let applicationName = "applicationName"

    /// Splits `template`; a `${` without a closing `}` or with a name that is not an identifier
    /// is reported as the offending placeholder text.
    static func parse(_ template: String) -> Result<PhraseTemplate, PlaceholderProblem> {
        var parts: [Part] = []
        var rest = template[...]
        while let open = rest.range(of: "${") {
            if open.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                return .failure(PlaceholderProblem(text: String(rest[open.lowerBound...])))
            }
            let name = rest[open.upperBound..<close]
            guard isIdentifier(name) else {
                return .failure(PlaceholderProblem(text: String(rest[open.lowerBound...close])))
            }
            parts.append(name == applicationName ? .applicationName : .parameter(String(name)))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return .success(PhraseTemplate(parts: parts))
    }

    struct PlaceholderProblem: Error, Sendable {
        var text: String
    }

    private static func isIdentifier(_ name: Substring) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else { return false }
        return name.unicodeScalars.allSatisfy {
            $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        }
    }

    var applicationNameCount: Int {
        parts.count { $0 == .applicationName }
    }

    var parameterNames: [String] {
        parts.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// The template normalised word by word, placeholders kept as `${name}`: two phrases that
    /// say the same thing have the same key.
    var normalizedKey: String {
        parts.map { part in
            switch part {
            case .text(let text): TextNormalizer.normalize(text).string
            case .applicationName: "${applicationName}"
            case .parameter(let name): "${\(name)}"
            }
        }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
