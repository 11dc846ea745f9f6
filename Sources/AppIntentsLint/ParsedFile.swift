internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// A Swift file parsed once and shared by every rule and by the extractor.
///
/// Syntax types stay inside this module: this class is internal and never crosses the public API.
final class ParsedFile {
    let path: String
    let text: String
    let tree: SourceFileSyntax
    /// The Swift language mode the file is compiled in, when known.
    let languageMode: Int?
    private var converterStorage: SourceLocationConverter?
    private var suppressionStorage: Suppressions?

    /// Why the file was not parsed: it nests brackets deeper than `NestingDepth` allows.
    let refusal: String?

    /// The lowest deployment target's major version the file is built for, when known.
    let deploymentTarget: Int?
    /// The folder of the app the file belongs to (`BuildScopes.appRoot(forFile:)`); empty for
    /// files outside any package or project, which make one app.
    let appScope: String
    /// For a file of another module, read only for the declarations the code extracted uses from
    /// it (a local package the target imports): that module's name. Nil for the code itself.
    let otherModule: String?
    private var importsStorage: Set<String>?

    init(
        path: String, text: String, languageMode: Int? = nil, deploymentTarget: Int? = nil, appScope: String = "",
        otherModule: String? = nil
    ) {
        self.path = path
        self.text = text
        self.appScope = appScope
        self.otherModule = otherModule
        self.languageMode = languageMode
        self.deploymentTarget = deploymentTarget
        let depth = NestingDepth.maximum(text)
        // Hostile or generated input: refuse it rather than let the parser recurse or search that deep.
        if depth.all > NestingDepth.limit {
            refusal =
                "brackets nest \(depth.all) levels deep (more than \(NestingDepth.limit)); the file was not checked"
        } else if depth.square > NestingDepth.squareLimit {
            refusal =
                "square brackets nest \(depth.square) levels deep (more than \(NestingDepth.squareLimit)); the file was not checked"
        } else {
            refusal = nil
        }
        // The grammar differs between language modes (`@MainActor([Int]) -> Void` is an attribute
        // argument in Swift 6, a function type in Swift 5); without a stated mode, parse as the
        // compiler does by default.
        var source = refusal == nil ? text : ""
        let version: Parser.SwiftVersion = languageMode == 6 ? .v6 : .v5
        tree = source.withUTF8 { Parser.parse(source: $0, swiftVersion: version) }
    }

    /// Line and UTF-8 column (both 1-based) of a position, computed lazily: most files have no findings.
    func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let converter: SourceLocationConverter
        if let existing = converterStorage {
            converter = existing
        } else {
            converter = SourceLocationConverter(fileName: path, tree: tree)
            converterStorage = converter
        }
        let location = converter.location(for: position)
        return (location.line, location.column)
    }

    /// The modules the file imports (`import PortainerKit`, `@testable import Kit`, `import struct
    /// Kit.Item`), also inside `#if`.
    var importedModules: Set<String> {
        if let importsStorage { return importsStorage }
        var modules: Set<String> = []
        func collect(_ items: CodeBlockItemListSyntax) {
            for item in items {
                guard case .decl(let decl) = item.item else { continue }
                if let declaration = decl.as(ImportDeclSyntax.self), let first = declaration.path.first {
                    modules.insert(first.name.text)
                } else if let conditional = decl.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case .statements(let statements)? = clause.elements { collect(statements) }
                    }
                }
            }
        }
        collect(tree.statements)
        importsStorage = modules
        return modules
    }

    var suppressions: Suppressions {
        if let existing = suppressionStorage { return existing }
        let made = Suppressions(tree: tree, text: text, locate: { self.location(of: $0).line })
        suppressionStorage = made
        return made
    }

    /// The first syntax error, if the file does not parse cleanly.
    func firstSyntaxError() -> (message: String, position: AbsolutePosition)? {
        if let refusal { return (refusal, tree.position) }
        guard tree.hasError else { return nil }
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        if let first = diagnostics.first(where: { $0.diagMessage.severity == .error }) ?? diagnostics.first {
            return (first.message, first.position)
        }
        return ("the file does not parse", tree.position)
    }
}

/// `// appintents-lint:disable RULE`, `enable RULE`, `disable:next RULE`, `disable:this RULE` comments.
///
/// `all` stands for every rule. A region directive holds from its line to the next opposite directive.
struct Suppressions {
    struct Directive {
        enum Kind { case disable, enable, next, this }
        let kind: Kind
        let line: Int
        let rules: Set<String>

        func covers(_ rule: String) -> Bool { rules.contains(rule) || rules.contains("all") }
    }

    static let marker = "appintents-lint:"
    private(set) var directives: [Directive] = []

    init(tree: SourceFileSyntax, text: String, locate: (AbsolutePosition) -> Int) {
        // Most files carry no directive; skip the token walk for them.
        guard text.utf8.count >= Self.marker.utf8.count, text.contains(Self.marker) else { return }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia {
                collect(piece, at: offset, locate: locate)
                offset += piece.sourceLength
            }
            offset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                collect(piece, at: offset, locate: locate)
                offset += piece.sourceLength
            }
        }
    }

    private mutating func collect(
        _ piece: TriviaPiece, at position: AbsolutePosition, locate: (AbsolutePosition) -> Int
    ) {
        let comment: String
        switch piece {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
            comment = text
        default:
            return
        }
        guard let range = comment.range(of: Self.marker) else { return }
        let words = comment[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard let command = words.first else { return }
        let kind: Directive.Kind
        switch command {
        case "disable": kind = .disable
        case "enable": kind = .enable
        case "disable:next": kind = .next
        case "disable:this": kind = .this
        default: return
        }
        var rules: Set<String> = []
        for word in words.dropFirst() {
            let name = String(word).trimming(",*/")
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                break
            }
            rules.insert(name)
        }
        if rules.isEmpty { rules = ["all"] }
        directives.append(Directive(kind: kind, line: locate(position), rules: rules))
    }

    /// Whether `rule` is silenced on `line`.
    func isSuppressed(_ rule: String, line: Int) -> Bool {
        var disabled = false
        for directive in directives where directive.covers(rule) {
            switch directive.kind {
            case .disable where directive.line <= line: disabled = true
            case .enable where directive.line <= line: disabled = false
            case .next where directive.line + 1 == line: return true
            case .this where directive.line == line: return true
            default: break
            }
        }
        return disabled
    }
}
