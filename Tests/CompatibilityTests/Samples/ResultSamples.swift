// Results, written from Apple's documentation: absent parts are `Never`, views are erased.
import AppIntents

struct BookSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Book Snippet"
    func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: Text("Dune")) }
}

struct CountBooksIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Books"
    func perform() async throws -> some ReturnsValue<Int> & ProvidesDialog & ShowsSnippetIntent {
        .result(value: 3, dialog: "Three books.", snippetIntent: BookSnippetIntent())
    }
}

struct NothingToReturnIntent: AppIntent {
    static let title: LocalizedStringResource = "Nothing"
    func perform() async throws -> some ReturnsValue & OpensIntent { .result() }
}

struct DialogOnlyIntent: AppIntent {
    static let title: LocalizedStringResource = "Dialog Only"
    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView { .result(dialog: "Done.") }
}

struct ListShelvesIntent: AppIntent {
    static let title: LocalizedStringResource = "List Shelves"
    @Parameter(title: "Empty", default: false) var empty: Bool

    func perform() async throws -> some ReturnsValue<[String]> & ShowsSnippetView {
        if empty { return .result(value: [], view: EmptyView()) }
        return .result(value: ["Fiction"]) {
            VStack {
                Text("Shelves")
                Text("Fiction")
            }
        }
    }
}

struct OpenAfterIntent: AppIntent {
    static let title: LocalizedStringResource = "Open After"
    func perform() async throws -> some IntentResult & OpensIntent & ProvidesDialog {
        .result(opensIntent: OpenPageIntent(), dialog: "Opening.")
    }
}

func countOfBooks() async throws -> Int {
    try await CountBooksIntent().perform().value ?? 0
}

// Apple's `view:` and `snippetIntent:` defaults: where the declared result shows a snippet,
// `.result(dialog:)` is the defaulted factory, so it and `.result(dialog:view:)` share a type.
struct ShelfStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Shelf Status"
    @Parameter(title: "Detailed", default: false) var detailed: Bool

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        guard detailed else { return .result(dialog: "Two shelves.") }
        return .result(dialog: "Two shelves.", view: Text("Fiction, Poetry"))
    }
}

struct ShelfCardIntent: AppIntent {
    static let title: LocalizedStringResource = "Shelf Card"
    @Parameter(title: "Card", default: false) var card: Bool

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetIntent {
        if card { return .result(dialog: "Your shelf.", snippetIntent: BookSnippetIntent()) }
        return .result(dialog: "Your shelf.")
    }
}

struct ClearShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear Shelf"
    func perform() async throws -> some IntentResult & ShowsSnippetView { .result() }
}
