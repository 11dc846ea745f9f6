import AppIntents
import Foundation
import Testing

/// `LocalizedStringResource` as apps spell it.
@Suite struct LocalizedStringResourceTests {
    /// Found in a public app: a numeric format with a placeholder, in a table of its own.
    @Test func aPlaceholderFormatKeepsItsTable() {
        let format = LocalizedStringResource("\(placeholder: .int) Invoices", table: "AppIntents")
        #expect(format.key == "%lld Invoices")
        #expect(format.table == "AppIntents")
        // A plain literal or text still takes the key initializer, with its default value.
        let plain = LocalizedStringResource("Invoice", table: "AppIntents")
        #expect(plain.key == "Invoice" && plain.defaultValue == "Invoice" && plain.table == "AppIntents")
        let name = "Invoice"
        #expect(LocalizedStringResource("\(name)s", table: nil).key == "Invoices")
    }
}

/// Keys with interpolated text, as apps write them with Apple's `String.LocalizationValue`.
@Suite struct LocalizedStringResourceInterpolationTests {
    /// Found in a public app: a list-formatted value in a keyed resource with a comment.
    @Test func aFormattedListInAKeyWithAComment() {
        let topics = ["Milk", "Eggs"]
        let resource = LocalizedStringResource("add-\(topics, format: .list(type: .and))", comment: "Add <topics>")
        #expect(resource.key == "add-Milk and Eggs")
        #expect(resource.table == nil)
    }

    /// Found in a public app: a default value holding a count placeholder.
    @Test func aDefaultValueWithAPlaceholder() {
        let resource = LocalizedStringResource("outline-count", defaultValue: "\(placeholder: .int) Outlines")
        #expect(resource.key == "outline-count")
        #expect(resource.defaultValue == "%lld Outlines")
        // A plain default still takes the `String` form.
        #expect(LocalizedStringResource("k", defaultValue: "Plain").defaultValue == "Plain")
    }
}
