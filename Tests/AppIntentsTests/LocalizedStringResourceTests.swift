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

/// Entities and enum cases interpolated into a localized string or a dialog, alone or as a list
/// (`\(rows, format: .list(type: .and))`), as apps write them with Apple's SDK: each is written by
/// its title.
@Suite struct EntityInterpolationTests {
    struct Row: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Row"
        static let defaultQuery = RowQuery()
        var id: String
        var topic: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: topic) }
    }

    struct RowQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Row] { [] }
    }

    enum Detail: String, AppEnum {
        case topic, note, complete
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Detail"
        static let caseDisplayRepresentations: [Detail: DisplayRepresentation] = [
            .topic: "Topic", .note: "Note",
        ]
    }

    static let rows = [Row(id: "1", topic: "Milk"), Row(id: "2", topic: "Eggs"), Row(id: "3", topic: "Bread")]
    static let english = Locale(identifier: "en_US")

    @Test func aListOfEntitiesIsWrittenByTheirTitles() {
        let rows = Self.rows
        let and = LocalizedStringResource(
            "remove-\(rows, format: .list(type: .and).locale(Self.english))", comment: "Remove <rows>")
        #expect(and.key == "remove-Milk, Eggs, and Bread")
        #expect(and.defaultValue == "remove-Milk, Eggs, and Bread")
        let or = LocalizedStringResource("\(rows, format: .list(type: .or).locale(Self.english))")
        #expect(or.defaultValue == "Milk, Eggs, or Bread")
        let two = Array(rows.prefix(2))
        #expect(LocalizedStringResource("\(two, format: .list(type: .and))").defaultValue == "Milk and Eggs")
        let none: [Row] = []
        #expect(LocalizedStringResource("[\(none, format: .list(type: .and))]").defaultValue == "[]")
    }

    @Test func anEntityAndAnEnumCaseAreWrittenByTheirTitles() {
        let row = Self.rows[0]
        let detail = Detail.note
        #expect(LocalizedStringResource("set-\(detail)-of-\(row)").defaultValue == "set-Note-of-Milk")
        // A case the type shows no title for is written as the system lists it, by its raw value.
        #expect(LocalizedStringResource("\(Detail.complete)").defaultValue == "complete")
        let details = [Detail.topic, .note]
        #expect(LocalizedStringResource("\(details, format: .list(type: .or))").defaultValue == "Topic or Note")
    }

    @Test func aDialogInterpolatesAsALocalizedString() {
        let rows = Self.rows
        let dialog: IntentDialog = "Moved \(rows, format: .list(type: .and).locale(Self.english)) to \(Detail.topic)."
        #expect(dialog.full == "Moved Milk, Eggs, and Bread to Topic.")
        let topics = ["Milk", "Eggs"]
        let count = 2
        let plain: IntentDialog = "Added \(count): \(topics, format: .list(type: .and))."
        #expect(plain.full == "Added 2: Milk and Eggs.")
    }
}
