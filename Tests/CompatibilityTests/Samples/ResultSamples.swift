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
