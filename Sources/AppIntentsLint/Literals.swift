import Foundation
internal import SwiftSyntax

/// Reading literal values out of expressions, the way Apple's metadata processor does: it accepts
/// literals and initialisers over literals, never values computed at run time.
enum Literals {
    /// The text of a string literal without interpolations.
    static func string(_ expr: ExprSyntax?) -> String? {
        guard let literal = expr?.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard case .stringSegment(let piece) = segment else { return nil }
            text += unescape(piece.content.text, raw: literal.openingPounds != nil)
        }
        return text
    }

    /// The text of a string literal whose only interpolations are format placeholders, as the
    /// localized string holds it: `"\(placeholder: .int) teas"` is `%lld teas`.
    static func format(_ expr: ExprSyntax?) -> String? {
        guard let literal = expr?.as(StringLiteralExprSyntax.self) else { return nil }
        let specifiers = ["int": "%lld", "uint": "%llu", "float": "%f", "double": "%lf", "object": "%@"]
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece): text += unescape(piece.content.text, raw: literal.openingPounds != nil)
            case .expressionSegment(let expression):
                guard let first = expression.expressions.first, first.label?.text == "placeholder",
                    let specifier = memberName(first.expression).flatMap({ specifiers[$0] })
                else { return nil }
                text += specifier
            @unknown default: return nil
            }
        }
        return text
    }

    private static func unescape(_ text: String, raw: Bool) -> String {
        guard !raw, text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The key of a localizable literal: `"Soup"`, `LocalizedStringResource("Soup")`,
    /// `IntentDescription("…")`, `TypeDisplayRepresentation(name: "Soup")`, `.init(title: "…")`.
    static func text(_ expr: ExprSyntax?) -> String? {
        guard let expr else { return nil }
        if let value = string(expr) { return value }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            for label in ["stringLiteral", "name", "title"] {
                if let value = text(call.arguments.argument(label)) { return value }
            }
            if let first = call.arguments.first, first.label == nil { return text(first.expression) }
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return text(tuple.elements.first?.expression)
        }
        return nil
    }

    /// Whether an expression is fixed at compile time: literals, enum cases, `#bundle`, and
    /// initialisers or collections built only of those. A reference to a variable, an interpolation or a call to
    /// anything but an initialiser is not.
    static func isConstant(_ expr: ExprSyntax) -> Bool {
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            // `\(placeholder: .int)` in a numericFormat is a format placeholder, not a run-time value.
            return literal.segments.allSatisfy { segment in
                switch segment {
                case .stringSegment: true
                case .expressionSegment(let expression): expression.expressions.first?.label?.text == "placeholder"
                @unknown default: false
                }
            }
        }
        if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
            || expr.is(BooleanLiteralExprSyntax.self) || expr.is(NilLiteralExprSyntax.self)
        {
            return true
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return isConstant(prefix.expression) }
        // Foundation's `#bundle`: the module's resource bundle, fixed when the module is built.
        if let macro = expr.as(MacroExpansionExprSyntax.self) {
            return macro.macroName.text == "bundle" && macro.arguments.isEmpty && macro.trailingClosure == nil
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            // `.navy`, `Color.navy`, `SoupSize.small`: a case or a constant of a type.
            guard let base = member.base else { return true }
            return base.is(DeclReferenceExprSyntax.self) && startsUppercase(base.trimmedDescription)
                || base.is(MemberAccessExprSyntax.self) && isConstant(base)
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            return array.elements.allSatisfy { isConstant($0.expression) }
        }
        if let dictionary = expr.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return true }
            return elements.allSatisfy { isConstant($0.key) && isConstant($0.value) }
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            return tuple.elements.allSatisfy { isConstant($0.expression) }
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            guard call.trailingClosure == nil, isInitializerCallee(call.calledExpression) else { return false }
            return call.arguments.allSatisfy { isConstant($0.expression) }
        }
        return false
    }

    private static func isInitializerCallee(_ callee: ExprSyntax) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return startsUppercase(reference.baseName.text) }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "init" {
                return member.base.map { isInitializerCallee($0) || $0.is(DeclReferenceExprSyntax.self) } ?? true
            }
            // `.init(systemName:)` spelled as a static factory (`.systemImage(…)` etc.) of a type.
            guard let base = member.base else { return true }
            return startsUppercase(base.trimmedDescription) && base.is(DeclReferenceExprSyntax.self)
                || startsUppercase(name)
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
            return isInitializerCallee(specialized.expression)
        }
        return false
    }

    private static func startsUppercase(_ text: String) -> Bool {
        text.first.map { $0.isUppercase } ?? false
    }

    /// A number literal's value (`1`, `-2.5`).
    static func number(_ expr: ExprSyntax?) -> Double? {
        guard let expr else { return nil }
        if let integer = expr.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        return nil
    }

    static func bool(_ expr: ExprSyntax?) -> Bool? {
        guard let literal = expr?.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// The member name of `.small` / `SoupSize.small`.
    static func memberName(_ expr: ExprSyntax?) -> String? {
        guard let member = expr?.as(MemberAccessExprSyntax.self) else { return nil }
        return member.declName.baseName.text
    }

    /// The parameter a key path such as `\.$soup` or `\Intent.$soup` names: `soup`.
    static func keyPathProperty(_ expr: ExprSyntax?) -> String? {
        guard let keyPath = expr?.as(KeyPathExprSyntax.self), let last = keyPath.components.last,
            case .property(let property) = last.component
        else { return nil }
        let name = property.declName.baseName.text
        return name.hasPrefix("$") ? String(name.dropFirst()) : name
    }

    /// A summary's interpolated key path as its placeholder names it: `soup` for `\.$soup`,
    /// `place.type` for a union value parameter's part (`\.$place.type`, `\.$place.value`).
    static func summaryPlaceholder(_ expr: ExprSyntax?) -> String? {
        guard let keyPath = expr?.as(KeyPathExprSyntax.self) else { return nil }
        let names = keyPath.components.compactMap { component -> String? in
            guard case .property(let property) = component.component else { return nil }
            return property.declName.baseName.text
        }
        if names.count == 2, names[0].hasPrefix("$"), ["type", "value"].contains(names[1]) {
            return names[0].dropFirst() + "." + names[1]
        }
        return keyPathProperty(expr)
    }
}
