import Foundation

/// A person's name in parts is an intent value, as in Apple's framework (iOS 27): an intent's
/// `@Parameter var name: PersonNameComponents`, for a structured name instead of plain text.
///
/// Given on the command line as `Ada Lovelace` or `Ada Augusta Lovelace` (given, middle and family
/// names), by agents also as `{"givenName": "Ada", "familyName": "Lovelace"}` (docs/CLI.md).
extension PersonNameComponents: _IntentValue {
    public static var _valueKind: _IntentValueKind { .primitive(.personName) }
}
