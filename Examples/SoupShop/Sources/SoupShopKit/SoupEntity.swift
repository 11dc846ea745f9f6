import AppIntents
import Foundation

/// A soup on the menu, as intents, Siri, Spotlight and agents see it.
public struct SoupEntity: IndexedEntity, URLRepresentableEntity {
    public static let defaultQuery = SoupQuery()
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Soup" }
    public static var urlRepresentation: URLRepresentation { "soupshop://soup/\(.id)" }

    public var id: String
    @Property(title: "Name", indexingKey: \.title) public var name: String
    @Property(title: "Price") public var price: Double
    @Property(title: "Vegetarian") public var isVegetarian: Bool
    @Property(title: "Calories") public var calories: Int
    public var synonyms: [String]

    @ComputedProperty(title: "Summary", indexingKey: \.contentDescription)
    public var summary: String { "\(name): \(calories) calories\(isVegetarian ? ", vegetarian" : "")" }

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)", subtitle: "$\(String(format: "%.2f", price))",
            image: .init(systemName: "cup.and.saucer"), synonyms: synonyms.map { "\($0)" })
    }

    public init(_ soup: Soup) {
        id = soup.id
        synonyms = soup.synonyms
        name = soup.name
        price = soup.price
        isVegetarian = soup.isVegetarian
        calories = soup.calories
    }
}

/// Finds soups by id, by text, and by their properties (for Shortcuts' "Find Soup").
public struct SoupQuery: EntityStringQuery, EntityPropertyQuery {
    @Dependency var store: SoupStore

    public init() {}

    public func entities(for identifiers: [String]) async throws -> [SoupEntity] {
        try identifiers.compactMap { try store.soup($0) }.map(SoupEntity.init)
    }

    public func suggestedEntities() async throws -> [SoupEntity] {
        try store.soups.map(SoupEntity.init)
    }

    public func entities(matching string: String) async throws -> [SoupEntity] {
        try store.search(string).map(SoupEntity.init)
    }

    /// One condition of a "Find Soup" action.
    public enum Filter: Sendable {
        case name(String, exact: Bool, prefix: Bool = false)
        case price(Double, below: Bool)
        case vegetarian(Bool)
        case calories(Int, below: Bool)
    }

    public static let properties = QueryProperties {
        Property(\SoupEntity.$name) {
            EqualToComparator { Filter.name($0, exact: true) }
            ContainsComparator { Filter.name($0, exact: false) }
            HasPrefixComparator { Filter.name($0, exact: false, prefix: true) }
        }
        Property(\SoupEntity.$price) {
            LessThanComparator { Filter.price($0, below: true) }
            GreaterThanComparator { Filter.price($0, below: false) }
        }
        Property(\SoupEntity.$isVegetarian) {
            EqualToComparator { Filter.vegetarian($0) }
        }
        Property(\SoupEntity.$calories) {
            LessThanComparator { Filter.calories($0, below: true) }
            GreaterThanComparator { Filter.calories($0, below: false) }
        }
    }

    public static let sortingOptions = SortingOptions {
        SortableBy(\SoupEntity.$name)
        SortableBy(\SoupEntity.$price)
        SortableBy(\SoupEntity.$calories)
    }

    public func entities(
        matching comparators: [Filter], mode: ComparatorMode, sortedBy: [EntityQuerySort<SoupEntity>], limit: Int?
    ) async throws -> [SoupEntity] {
        func holds(_ filter: Filter, _ soup: Soup) -> Bool {
            switch filter {
            case .name(let text, let exact, let prefix):
                let name = soup.name.lowercased()
                let wanted = text.lowercased()
                return exact ? name == wanted : prefix ? name.hasPrefix(wanted) : name.contains(wanted)
            case .price(let limit, let below): return below ? soup.price < limit : soup.price > limit
            case .vegetarian(let flag): return soup.isVegetarian == flag
            case .calories(let limit, let below): return below ? soup.calories < limit : soup.calories > limit
            }
        }
        var soups = try store.soups.filter { soup in
            comparators.isEmpty
                || (mode == .and
                    ? comparators.allSatisfy { holds($0, soup) } : comparators.contains { holds($0, soup) })
        }
        for sort in sortedBy.reversed() {
            let ascending = sort.order == .ascending
            switch sort.by {
            case \SoupEntity.$price: soups.sort { ascending ? $0.price < $1.price : $0.price > $1.price }
            case \SoupEntity.$calories: soups.sort { ascending ? $0.calories < $1.calories : $0.calories > $1.calories }
            default: soups.sort { ascending ? $0.name < $1.name : $0.name > $1.name }
            }
        }
        return Array(soups.prefix(limit ?? soups.count)).map(SoupEntity.init)
    }
}
