/// A fixed set of values an intent parameter can take: sizes, statuses.
///
/// Raw values are stored in saved shortcuts, so keep them stable; `String` raw values are the
/// better practice.
public protocol AppEnum: AppValue, CaseDisplayRepresentable, RawRepresentable,
    CaseIterable, Hashable
where RawValue: LosslessStringConvertible & Sendable, AllCases: Sendable {
    /// How each case is shown and what people may call it.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    public static var _valueKind: _IntentValueKind { .enumeration(Self.self) }
}

/// One case of an enum, as the system sees it. Used by the system; not for app code.
package struct _EnumCase: Sendable {
    package var rawValue: String
    package var display: DisplayRepresentation
    package var value: any AppEnum
}

extension AppEnum {
    /// Every case with its raw value and display representation, in declaration order.
    package static var _cases: [_EnumCase] {
        let representations = caseDisplayRepresentations
        return allCases.map { value in
            let raw = value._rawValueText
            return _EnumCase(
                rawValue: raw,
                display: representations[value] ?? DisplayRepresentation(title: LocalizedStringResource(raw)),
                value: value)
        }
    }

    /// The raw value as text, as saved shortcuts and the surfaces write it.
    package var _rawValueText: String { String(describing: rawValue) }

    /// The case whose raw value is `raw`, if any.
    package static func _case(rawValue raw: String) -> Self? {
        RawValue(raw).flatMap(Self.init(rawValue:))
    }
}
