import Foundation

/// A way to pay: a card, an account, Apple Pay.
///
/// ```swift
/// @Parameter(title: "Pay With") var method: IntentPaymentMethod
///
/// IntentPaymentMethod(type: .credit, name: "Visa", identificationHint: "4242")
/// ```
///
/// Given on the command line as `credit` or `credit Visa`, by agents as `{"type": "credit",
/// "name": "Visa", "identificationHint": "4242"}` (docs/CLI.md).
public struct IntentPaymentMethod: _IntentValue, DisplayRepresentable, Hashable, Sendable {
    /// The kind of payment method.
    public let paymentType: PaymentType
    /// The name people know it by: a card's brand, an account's name.
    public let name: String?
    /// What tells it apart from others of the same name, such as a card number's last digits.
    public let identificationHint: String?
    public let icon: DisplayRepresentation.Image?

    public init(
        type: PaymentType, name: LocalizedStringResource? = nil, identificationHint: String? = nil,
        icon: DisplayRepresentation.Image? = nil
    ) {
        self.paymentType = type
        self.name = name?.defaultValue
        self.identificationHint = identificationHint
        self.icon = icon
    }

    /// The kinds of payment method.
    public enum PaymentType: String, Hashable, Sendable, CaseIterable {
        case unknown
        case checking
        case savings
        case brokerage
        case debit
        case credit
        case prepaid
        case store
        case applePay
    }

    public static var _valueKind: _IntentValueKind { .primitive(.paymentMethod) }

    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Payment Method" }

    /// `Visa (4242)`, or the kind when it has no name.
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(displayText)")
    }

    /// The name (else the kind: `credit`), with the hint in parentheses.
    package var displayText: String {
        let title = name ?? paymentType.rawValue
        return identificationHint.map { "\(title) (\($0))" } ?? title
    }
}
