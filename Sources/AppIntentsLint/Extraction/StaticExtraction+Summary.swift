import AppIntentsMetadata
internal import SwiftSyntax

/// The parameter summary the metadata holds: the one the parameters' defaults choose, as the
/// runtime catalog writes it. A `When` or `Switch` is decided by the literal defaults of its
/// parameters (none is `nil`); one that cannot be decided from the source (a default that is no
/// literal) takes its first branch.
extension StaticExtraction {
    /// The calls a summary is built from.
    private static let summaryCalls: Set<String> = ["Summary", "When", "Switch", "Case", "DefaultCase"]

    func summary(of intent: TypeSymbol) -> ParameterSummaryMetadata? {
        guard let variable = intent.variables(named: "parameterSummary").first?.variable else { return nil }
        let root: Syntax? =
            variable.binding.accessorBlock.map(Syntax.init) ?? variable.binding.initializer.map(Syntax.init)
        guard let root, let call = Self.firstCall(in: root) else { return nil }
        let defaults = Dictionary(
            model.parameters(of: intent).map { declaration in
                (declaration.name, SummaryLiteral(declaration.argument("default") ?? declaration.variable.initializer))
            }, uniquingKeysWith: { first, _ in first })
        return chosen(call, defaults: defaults)
    }

    /// The outermost summary call under `node`.
    private static func firstCall(in node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        let finder = CallFinder(names: summaryCalls)
        finder.walk(node)
        return finder.calls.first
    }

    private func chosen(
        _ call: FunctionCallExprSyntax, defaults: [String: SummaryLiteral?]
    ) -> ParameterSummaryMetadata? {
        let arguments = Array(call.arguments)
        switch calledName(call) {
        case "Summary":
            return sentence(call)
        case "When":
            // The branches: the first closure, and the one labelled `otherwise`.
            var closures = arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }.map { (label: "", $0) }
            if let trailing = call.trailingClosure { closures.insert(("", trailing), at: closures.isEmpty ? 0 : 1) }
            for extra in call.additionalTrailingClosures { closures.append((extra.label.text, extra.closure)) }
            for argument in arguments {
                if let closure = argument.expression.as(ClosureExprSyntax.self),
                    let index = closures.firstIndex(where: { $0.1.id == closure.id })
                {
                    closures[index].label = argument.label?.text ?? ""
                }
            }
            let whenTrue = closures.first { $0.label != "otherwise" }?.1
            let otherwise = closures.first { $0.label == "otherwise" }?.1
            let holds = condition(arguments, defaults: defaults) ?? true
            guard let branch = holds ? whenTrue : otherwise, let inner = Self.firstCall(in: branch) else { return nil }
            return chosen(inner, defaults: defaults)
        case "Switch":
            guard let body = call.trailingClosure ?? arguments.last?.expression.as(ClosureExprSyntax.self) else {
                return nil
            }
            let current = defaults[Literals.keyPathProperty(arguments.first?.expression) ?? ""] ?? nil
            var fallback: FunctionCallExprSyntax?
            var first: FunctionCallExprSyntax?
            for item in body.statements {
                guard let entry = Self.firstCall(in: item), let closure = entry.trailingClosure,
                    let inner = Self.firstCall(in: closure)
                else { continue }
                if first == nil { first = inner }
                if calledName(entry) == "DefaultCase" {
                    fallback = fallback ?? inner
                    continue
                }
                guard let current else { return chosen(first!, defaults: defaults) }
                if current != .none, SummaryLiteral(entry.arguments.first?.expression) == current {
                    return chosen(inner, defaults: defaults)
                }
            }
            return fallback.flatMap { chosen($0, defaults: defaults) }
        default:
            return nil
        }
    }

    /// Whether a `When`'s condition holds for the defaults; `nil` when the source cannot tell.
    private func condition(_ arguments: [LabeledExprSyntax], defaults: [String: SummaryLiteral?]) -> Bool? {
        guard arguments.count >= 2, let name = Literals.keyPathProperty(arguments[0].expression),
            let known = defaults[name], let current = known,
            let comparison = Literals.memberName(arguments[1].expression)
        else { return nil }
        let operand = arguments.count > 2 ? arguments[2].expression : nil
        switch comparison {
        case "hasAnyValue": return current != .none
        case "hasNoValue": return current == .none
        case "equalTo", "notEqualTo":
            guard let value = SummaryLiteral(operand) else { return nil }
            return (current == value) == (comparison == "equalTo")
        case "oneOf", "noneOf":
            guard let elements = operand?.as(ArrayExprSyntax.self)?.elements else { return nil }
            let values = elements.map { SummaryLiteral($0.expression) }
            guard !values.contains(nil) else { return nil }
            let found = current != .none && values.contains(current)
            return found == (comparison == "oneOf")
        case "lessThan", "lessThanOrEqualTo", "greaterThan", "greaterThanOrEqualTo":
            if current == .none { return false }
            guard case .number(let left) = current, case .number(let right)? = SummaryLiteral(operand) else {
                return nil
            }
            switch comparison {
            case "lessThan": return left < right
            case "lessThanOrEqualTo": return left <= right
            case "greaterThan": return left > right
            default: return left >= right
            }
        default:
            return nil
        }
    }

    /// `Summary("Order \(\.$soup)") { \.$quantity }` as `Order ${soup}` plus `["quantity"]`;
    /// `Summary { \.$a; \.$b }` as an empty sentence plus both; `Summary()` as an empty sentence.
    private func sentence(_ call: FunctionCallExprSyntax) -> ParameterSummaryMetadata? {
        let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
        guard literal != nil || call.trailingClosure != nil || call.arguments.isEmpty else { return nil }
        let format =
            literal?.segments.map { segment -> String in
                switch segment {
                case .stringSegment(let text): return text.content.text
                case .expressionSegment(let expression):
                    return "${" + (Literals.summaryPlaceholder(expression.expressions.first?.expression) ?? "?") + "}"
                @unknown default: return ""
                }
            }.joined() ?? ""
        var others: [String] = []
        if let closure = call.trailingClosure {
            let collector = KeyPathCollector()
            collector.walk(closure)
            others = collector.names
        }
        return ParameterSummaryMetadata(formatString: LocalizedText(format), otherParameterIdentifiers: others)
    }
}

/// A literal as a summary's condition compares it: `true`, `3`, `"a"`, `.author`, or none
/// (`nil`, or no default).
enum SummaryLiteral: Equatable {
    case bool(Bool)
    case number(Double)
    case text(String)
    case member(String)
    case none

    /// `nil` when `expression` is no literal this can compare.
    init?(_ expression: ExprSyntax?) {
        guard let expression else {
            self = .none
            return
        }
        if expression.is(NilLiteralExprSyntax.self) {
            self = .none
        } else if let bool = Literals.bool(expression) {
            self = .bool(bool)
        } else if let number = Literals.number(expression) {
            self = .number(number)
        } else if let text = Literals.string(expression) {
            self = .text(text)
        } else if let member = Literals.memberName(expression) {
            self = .member(member)
        } else {
            return nil
        }
    }
}
