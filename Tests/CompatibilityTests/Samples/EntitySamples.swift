// Entities and queries, written from Apple's documentation.
import AppIntents
import CoreSpotlight

struct BookEntity: IndexedEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Book", numericFormat: "\(placeholder: .int) books")
    static let defaultQuery = BookQuery()

    var id: String
    var title: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

    @ComputedProperty(customIndexingKey: CSCustomAttributeKey(keyName: "com_example_genre")!)
    var genre: String { "Fiction" }
}

struct BookQuery: EntityQuery {
    static let books = [BookEntity(id: "dune", title: "Dune"), BookEntity(id: "emma", title: "Emma")]

    func entities(for identifiers: [String]) async throws -> [BookEntity] {
        Self.books.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> IntentItemCollection<BookEntity> {
        IntentItemCollection(promptLabel: "Pick a book") {
            IntentItemSection("Science fiction", items: [IntentItem(Self.books[0], title: "Dune")])
            IntentItemSection("Classics") { Self.books[1] }
        }
    }
}

struct GenreOptions: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection {
            ItemSection(title: "Popular", items: [IntentItem("Fiction", subtitle: "Most read")])
            ItemSection("More") {
                "Poetry"; "History"
            }
        }
    }
}

struct LibrarySettings: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Library Settings"
    static let defaultQuery = UniqueAppEntityProvider { LibrarySettings() }
    var displayRepresentation: DisplayRepresentation { "Settings" }
}

/// Apple's samples make a unique entity whose values are all computed with its own `init()`.
struct ReadingPreferences: UniqueAppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Reading Preferences")
    static let defaultQuery = UniqueAppEntityProvider<Self>()

    @ComputedProperty
    var fontSize: Int { 14 }
}

struct ScannedPage: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Scanned Page"
    @Property(title: "Text") var text: String?
    var displayRepresentation: DisplayRepresentation { "Page" }
}

@UnionValue enum LibraryItem {
    case book(BookEntity)
    case page(ScannedPage)
}

struct LibraryValueQuery: IntentValueQuery {
    func values(for input: SemanticContentDescriptor) async throws -> [LibraryItem] {
        input.labels.contains("book") ? [.book(BookQuery.books[0])] : []
    }
}

enum Shade: String, CaseDisplayRepresentable {
    case light, dark
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.light: "Light", .dark: "Dark"]
}

let duneIdentifier = EntityIdentifier(for: BookQuery.books[0])

/// Apple's labels for the builders and plain values in a collection; a section with a subtitle
/// and an image.
struct ShelfNamesProvider: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection(
            promptLabel: "Pick a shelf",
            sectionsBuilder: {
                ItemSection("Favorites", subtitle: "Read most", image: .init(systemName: "star")) {
                    "Fiction"
                    IntentItem("Poetry", title: "Poems")
                }
                IntentItemSection("Others", itemsBuilder: { "Travel" })
            })
    }
}

struct ShelfPlainProvider: DynamicOptionsProvider {
    @IntentItem<String>.Builder static var fixed: [IntentItem<String>] { "Atlas" }

    func results() async throws -> IntentItemCollection<String> {
        IntentItemCollection(items: ["Fiction", "Poetry"])
    }
}

/// A property query written with Apple's spelled-out names, a range comparator on a date, and an
/// entity whose URL carries a property (Apple's `EntityQuerySortingOptions` and
/// `EntityQuerySortableByProperty`, `IsBetweenComparator`, `URLRepresentableEntity`).
struct GigEntity: AppEntity, URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Gig"
    static let defaultQuery = GigQuery()
    static var urlRepresentation: URLRepresentation { "https://example.com/\(\.$city)/gigs/\(.id)" }
    var id: UUID
    @Property(title: "City") var city: String
    @Property(title: "Starts") var starts: Date?
    init(id: UUID, city: String, starts: Date?) {
        self.id = id
        self.city = city
        self.starts = starts
    }
    var displayRepresentation: DisplayRepresentation { "\(city)" }
}

struct GigQuery: EntityPropertyQuery {
    enum Filter: Sendable { case between(Date, Date), city(String) }
    static let properties = EntityQueryProperties<GigEntity, Filter> {
        EntityQueryProperty(\GigEntity.$starts) {
            IsBetweenComparator { lower, upper in Filter.between(lower, upper) }
        }
        Property(\GigEntity.$city) { EqualToComparator { Filter.city($0) } }
    }
    static let sortingOptions = EntityQuerySortingOptions<GigEntity>(content: {
        EntityQuerySortableByProperty(\GigEntity.$starts)
    })
    func entities(for identifiers: [UUID]) async throws -> [GigEntity] { [] }
    func entities(
        matching comparators: [Filter], mode: EntityQueryComparatorMode, sortedBy: [EntityQuerySort<GigEntity>],
        limit: Int?
    ) async throws -> [GigEntity] { [] }
}
