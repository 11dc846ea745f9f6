import Foundation

extension LocalizedStringResource {
    /// Builds a resource from a string literal with interpolations.
    ///
    /// Values are written into the text as in the development language, an entity or an enum case
    /// by its title; a `placeholder:` interpolation keeps a format placeholder (`%lld`) in the
    /// text, for strings the system fills in later, such as a type's `numericFormat`:
    ///
    /// ```swift
    /// TypeDisplayRepresentation(name: "Soup", numericFormat: "\(placeholder: .int) soups")
    /// ```
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The text with values written in; it is also the key, as for a plain literal.
        var text = ""
        /// The key Apple's tools write for the string, its literal text with each value a format
        /// specifier (`"Ordered %lld soups"`), and the values: kept only when the app's
        /// `Localizable` table has texts, to look the string up in it.
        var format: String?
        var arguments: [StringFormat.Argument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
            if interpolationCount > 0, StringTables.mainLocalizableHasTexts { format = "" }
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
            if format != nil { format! += literal.replacingOccurrences(of: "%", with: "%%") }
        }

        private mutating func append(_ written: String, _ specifier: String, _ argument: StringFormat.Argument) {
            text += written
            if format != nil {
                format! += specifier
                arguments.append(argument)
            }
        }

        /// Writes a value as text.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            let written = String(describing: value)
            append(written, "%@", .text(written))
        }

        /// Writes a string as it is (what the generic form writes, without `String(describing:)`'s
        /// dynamic casts).
        public mutating func appendInterpolation(_ value: String) {
            append(value, "%@", .text(value))
        }

        /// Writes an integer in decimal (what the generic form writes, without its casts).
        public mutating func appendInterpolation(_ value: Int) {
            append(String(value), "%lld", .int(value))
        }

        /// Writes a number as Swift writes it (`2.5`); its key's specifier is `%lf`.
        public mutating func appendInterpolation(_ value: Double) {
            append(String(describing: value), "%lf", .double(value))
        }

        /// Writes another resource's text.
        public mutating func appendInterpolation(_ value: LocalizedStringResource) {
            append(value.defaultValue, "%@", .text(value.defaultValue))
        }

        /// Writes a value that describes itself with a localizable string: an entity by its display
        /// representation's title, an enum case by its case's title, an error by its message.
        public mutating func appendInterpolation<Value: CustomLocalizedStringResourceConvertible>(_ value: Value) {
            let written = value.localizedStringResource.defaultValue
            append(written, "%@", .text(written))
        }

        /// Writes entities or enum cases as a list, each by its title, joined as the list format says:
        /// `"Remove \(rows, format: .list(type: .and))"` is "Remove Milk, Eggs, and Bread", and
        /// `.list(type: .or)` is "Milk, Eggs, or Bread".
        ///
        /// The words between the titles are the format's locale's (the process's by default, as
        /// for any format style here).
        public mutating func appendInterpolation<Values: Sequence>(
            _ values: Values, format: ListFormatStyle<StringStyle, [String]>
        ) where Values.Element: CustomLocalizedStringResourceConvertible {
            let written = format.format(values.map { $0.localizedStringResource.defaultValue })
            append(written, "%@", .text(written))
        }

        /// Writes a value formatted with a format style: `"\(price, format: .currency(code: "EUR"))"`.
        public mutating func appendInterpolation<Format: FormatStyle>(
            _ value: Format.FormatInput, format: Format
        ) where Format.FormatOutput == String {
            let written = format.format(value)
            append(written, "%@", .text(written))
        }

        /// Keeps a format placeholder that the system fills in later, such as a count.
        public mutating func appendInterpolation(placeholder: PlaceholderType) {
            text += placeholder.specifier
            // Filled in later, not here: the string is not looked up as an interpolated one.
            format = nil
        }
    }

    /// The kind of value a `placeholder:` interpolation stands for.
    public struct PlaceholderType: Sendable, Hashable {
        /// The format specifier written into the text.
        public let specifier: String

        init(_ specifier: String) { self.specifier = specifier }

        /// A signed integer (`%lld`).
        public static let int = PlaceholderType("%lld")
        /// An unsigned integer (`%llu`).
        public static let uint = PlaceholderType("%llu")
        /// A floating-point number (`%f`).
        public static let float = PlaceholderType("%f")
        /// A double-precision number (`%lf`).
        public static let double = PlaceholderType("%lf")
        /// An object shown by its description (`%@`).
        public static let object = PlaceholderType("%@")
    }

    /// The text with its placeholders filled by `count`, as the system writes a type's numeric
    /// format ("3 soups"). Used by the system; not for app code.
    package func filling(count: Int) -> String {
        var result = defaultValue
        for specifier in ["%lld", "%llu", "%ld", "%d", "%lf", "%f", "%@"] {
            result = result.replacingOccurrences(of: specifier, with: String(count))
        }
        return result
    }
}
