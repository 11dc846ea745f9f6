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
