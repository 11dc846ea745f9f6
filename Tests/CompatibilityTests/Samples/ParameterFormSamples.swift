// @Parameter's combined forms, written from Apple's documentation of IntentParameter's
// initializers: a parameter's own query, supported values, and an options provider or a size
// next to a type-specific argument.
import AppIntents
import Foundation
import UniformTypeIdentifiers

/// The books on loan: a query a parameter names instead of the entity's default one.
struct BorrowedBooksQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [BookEntity] {
        BookQuery.books.filter { identifiers.contains($0.id) }
    }
    func entities(matching string: String) async throws -> [BookEntity] {
        BookQuery.books.filter { $0.title.localizedCaseInsensitiveContains(string) }
    }
}

struct ShelfSlots: DynamicOptionsProvider {
    func results() async throws -> [Int] { [1, 2, 3] }
}

struct ReturnDates: DynamicOptionsProvider {
    func results() async throws -> [Date] { [Date(timeIntervalSince1970: 1_800_000_000)] }
}

struct CoverNames: DynamicOptionsProvider {
    func results() async throws -> [String] { ["front.png", "back.png"] }
}

struct LendBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Lend Book"

    @Parameter(title: "Book", query: BorrowedBooksQuery()) var book: BookEntity
    @Parameter(
        title: "Also", requestDisambiguationDialog: "Which book?", query: BorrowedBooksQuery())
    var also: BookEntity?
    @Parameter(title: "Series", size: 3, query: BorrowedBooksQuery()) var series: [BookEntity]?
    @Parameter(description: "The book without a title of its own.", query: BorrowedBooksQuery())
    var untitled: BookEntity?
    @Parameter(title: "Page", supportedValues: [.shelf]) var page: LibraryPage
    @Parameter(title: "Start Page", default: .shelf, supportedValues: [.shelf, .search]) var startPage: LibraryPage
    @Parameter(title: "Favourite", supportedValues: [BookQuery.books[0]]) var favourite: BookEntity?
    @Parameter(title: "Slot", controlStyle: .stepper, inclusiveRange: (1, 3), optionsProvider: ShelfSlots())
    var slot: Int
    @Parameter(title: "Row", controlStyle: .field, optionsProvider: ShelfSlots()) var row: Int?
    @Parameter(title: "Due", kind: .date, optionsProvider: ReturnDates()) var due: Date?
    @Parameter(title: "Note", inputOptions: .init(multiline: true), optionsProvider: CoverNames()) var note: String?
    @Parameter(title: "Cover", supportedContentTypes: [.image], optionsProvider: CoverNames()) var cover: IntentFile?
    @Parameter(
        title: "Receipt", supportedContentTypes: [.pdf], requestValueDialog: "Which receipt?",
        requestDisambiguationDialog: "Which of these?")
    var receipt: IntentFile?
    @Parameter(title: "Scans", supportedContentTypes: [.image], size: 4) var scans: [IntentFile]?
    @Parameter(title: "Readers", mode: .email, size: 3) var readers: [IntentPerson]?
    @Parameter(title: "Fine", currencyCodes: ["EUR", "USD"], inclusiveRange: (0, 50)) var fine: IntentCurrencyAmount?

    func perform() async throws -> some IntentResult {
        // A partial update tells "clear it" from "leave it" (iOS 18.2).
        if case .set(let value) = $fine.valueState, value == nil { fine = nil }
        if $page.valueState == .unset { page = .shelf }
        return .result()
    }
}
