import AppIntents

/// A book on the shelves.
struct BookEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Book", numericFormat: "\(placeholder: .int) books")
    static let defaultQuery = BookQuery()

    var id: String
    var title: String
    var shelf: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

    static let all = [
        BookEntity(id: "dune", title: "Dune", shelf: "Science fiction"),
        BookEntity(id: "solaris", title: "Solaris", shelf: "Science fiction"),
        BookEntity(id: "emma", title: "Emma", shelf: "Classics"),
    ]

    /// `books` in one section per shelf, in the order the shelves first appear.
    static func byShelf(_ books: [BookEntity]) -> IntentItemCollection<BookEntity> {
        var shelves: [String] = []
        for book in books where !shelves.contains(book.shelf) { shelves.append(book.shelf) }
        return IntentItemCollection(
            sections: shelves.map { shelf in
                IntentItemSection(
                    LocalizedStringResource(stringLiteral: shelf),
                    items: books.filter { $0.shelf == shelf }.map { IntentItem($0) })
            })
    }
}

/// Suggests the books by shelf, and finds them by title, also by shelf: the sections a person
/// picks from.
struct BookQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [BookEntity] {
        BookEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> IntentItemCollection<BookEntity> {
        IntentItemCollection {
            IntentItemSection("Science fiction", items: BookEntity.all.prefix(2).map { IntentItem($0) })
            IntentItemSection("Classics") { BookEntity.all[2] }
        }
    }

    func entities(matching string: String) async throws -> IntentItemCollection<BookEntity> {
        BookEntity.byShelf(BookEntity.all.filter { $0.title.localizedCaseInsensitiveContains(string) })
    }
}

/// Borrows a book: asks for one from the sectioned suggestions.
struct BorrowBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Borrow Book"
    @Parameter(title: "Book") var book: BookEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Borrowed \(book.title).")
    }
}

/// The reading rooms, grouped by how quiet they are.
struct RoomOptions: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection {
            ItemSection("Quiet") {
                "Reading Room"
                "Archive"
            }
            ItemSection("Group work") { "Seminar" }
        }
    }
}

/// Reserves a room: its options come in sections.
struct ReserveRoomIntent: AppIntent {
    static let title: LocalizedStringResource = "Reserve Room"
    @Parameter(title: "Room", optionsProvider: RoomOptions()) var room: String

    static var parameterSummary: some ParameterSummary {
        When(\.$room, .hasAnyValue) {
            Summary("Reserve the \(\.$room)")
        } otherwise: {
            Summary("Reserve a room")
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Reserved the \(room).")
    }
}

/// Syncs the catalogue in four steps, reporting progress.
struct SyncCatalogueIntent: AppIntent, ProgressReportingIntent {
    static let title: LocalizedStringResource = "Sync Catalogue"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        progress.totalUnitCount = 4
        for _ in 0..<4 { progress.completedUnitCount += 1 }
        return .result(dialog: "Synced 4 shelves.")
    }
}

/// Exports the catalogue shelf by shelf, for as long as it takes while it reports progress
/// (`LongRunningIntent`), and removes a partial export when it is cancelled: Ctrl-C on a
/// terminal, the time limit when it stops reporting (`CancellableIntent`).
struct ExportCatalogueIntent: LongRunningIntent, CancellableIntent {
    static let title: LocalizedStringResource = "Export Catalogue"
    @Parameter(title: "Shelves", default: 3) var shelves: Int
    @Parameter(title: "Milliseconds per Shelf", default: 20) var millisecondsPerShelf: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let (shelves, pause) = (max(1, shelves), Duration.milliseconds(max(0, millisecondsPerShelf)))
        try await performBackgroundTask {
            progress.localizedDescription = "Exporting the catalogue"
            progress.totalUnitCount = Int64(shelves)
            for shelf in 1...shelves {
                try await Task.sleep(for: pause)
                progress.localizedAdditionalDescription = "shelf \(shelf) of \(shelves)"
                progress.completedUnitCount = Int64(shelf)
            }
        } onCancel: { reason in
            let why = reason == .timeout ? "it stopped reporting progress" : "you cancelled it"
            FileHandle.standardError.write(Data("Export stopped (\(why)); the partial export was removed.\n".utf8))
        }
        return .result(dialog: "Exported \(shelves) shelves.")
    }
}

/// Needs the app to finish: asks to continue in the foreground.
struct RepairCatalogueIntent: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Repair Catalogue"
    @Parameter(title: "Force", default: false) var force: Bool

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if !force {
            throw needsToContinueInForegroundError("Open Library to repair the catalogue?")
        }
        try await continueInForeground("Continue the repair in Library?", alwaysConfirm: true)
        return .result(dialog: "Repaired in the app.")
    }
}

/// How a shelf is listed.
enum ShelfOrder: String, AppEnum {
    case title, author, shelf
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Order"
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .title: "Title", .author: "Author", .shelf: "Shelf",
    ]
}

/// Lists a shelf; its summary depends on the order and on whether the list is public.
struct ListShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "List Shelf"
    @Parameter(title: "Order", default: .title) var order: ShelfOrder
    @Parameter(title: "Limit", default: 10) var limit: Int
    @Parameter(title: "Public", default: false) var isPublic: Bool

    static var parameterSummary: some ParameterSummary {
        When(\.$isPublic, .equalTo, true) {
            Summary("Publish the shelf by \(\.$order)")
        } otherwise: {
            Switch(\.$order) {
                Case(.author) { Summary("List \(\.$limit) books by author") }
                DefaultCase { Summary("List the shelf by \(\.$order)") { \.$limit } }
            }
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Listed \(limit) books by \(order.rawValue).")
    }
}
