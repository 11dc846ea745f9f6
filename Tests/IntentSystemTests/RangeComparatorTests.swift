import AppIntents
import AppIntentsMetadata
import Foundation
import Testing

@testable import IntentSystem

/// A concert with a date, found by an `EntityPropertyQuery` that declares Apple's
/// `IsBetweenComparator` beside the usual ones, as a calendar app's does.
struct Concert: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Concert"
    static let defaultQuery = ConcertQuery()
    var id: String
    @Property(title: "Date") var date: Date
    @Property(title: "Price") var price: Double?
    init(id: String, day: Int, price: Double?) {
        self.id = id
        self.date = Date(timeIntervalSince1970: Double(day) * 86_400)
        self.price = price
    }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

    static let all = [
        Concert(id: "opening", day: 1, price: 20), Concert(id: "midsummer", day: 10, price: nil),
        Concert(id: "closing", day: 30, price: 45),
    ]
}

struct ConcertQuery: EntityPropertyQuery {
    enum Filter: Sendable {
        case dateBetween(Date, Date), dateAfter(Date), priceBetween(Double, Double)
        func holds(_ concert: Concert) -> Bool {
            switch self {
            case .dateBetween(let lower, let upper): lower <= concert.date && concert.date <= upper
            case .dateAfter(let date): concert.date > date
            case .priceBetween(let lower, let upper): concert.price.map { lower <= $0 && $0 <= upper } ?? false
            }
        }
    }
    static let properties = QueryProperties {
        Property(\Concert.$date) {
            IsBetweenComparator { Filter.dateBetween($0, $1) }
            GreaterThanComparator { Filter.dateAfter($0) }
        }
        Property(\Concert.$price) { IsBetweenComparator { Filter.priceBetween($0, $1) } }
    }
    static let sortingOptions = SortingOptions { SortableBy(\Concert.$date) }
    func entities(for identifiers: [String]) async throws -> [Concert] {
        Concert.all.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [Concert] { Concert.all }
    func entities(
        matching comparators: [Filter], mode: ComparatorMode, sortedBy: [EntityQuerySort<Concert>], limit: Int?
    ) async throws -> [Concert] {
        Concert.all.filter { concert in
            mode == .and ? comparators.allSatisfy { $0.holds(concert) } : comparators.contains { $0.holds(concert) }
        }
    }
}

/// The same entity's dates, filtered by the system over `allEntities()`.
struct Rehearsal: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Rehearsal"
    static let defaultQuery = RehearsalQuery()
    var id: String
    @Property(title: "Hours") var hours: Int
    init(id: String, hours: Int) {
        self.id = id
        self.hours = hours
    }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct RehearsalQuery: EnumerableEntityQuery {
    static let rehearsals = [
        Rehearsal(id: "short", hours: 1), Rehearsal(id: "usual", hours: 3), Rehearsal(id: "long", hours: 6),
    ]
    func allEntities() async throws -> [Rehearsal] { Self.rehearsals }
    func entities(for identifiers: [String]) async throws -> [Rehearsal] {
        Self.rehearsals.filter { identifiers.contains($0.id) }
    }
}

struct ShowConcertIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Concert"
    @Parameter(title: "Concert") var concert: Concert
    @Parameter(title: "Rehearsal") var rehearsal: Rehearsal?
    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct RangeComparatorTests {
    static let app = IntentApp(name: "Hall", intents: [ShowConcertIntent.self])

    func find(_ entity: String, _ filters: [FindFilter]) async throws -> [String] {
        let catalog = try await Catalog.build(Self.app)
        let found = try await EntityFinder(catalog: catalog).find(
            FindStep(app: "Hall", entity: entity, filters: filters))
        return found.map { $0.displayRepresentation.title.defaultValue }
    }

    @Test func aRangeIsTypedWithThePropertysValueAndGivenToTheQuery() async throws {
        let between = try FindFilter.parse("date is between 1970-01-05 and 1970-02-01")
        #expect(between.comparator == "isBetween")
        #expect(between.value == .array([.string("1970-01-05"), .string("1970-02-01")]))
        #expect(try await find("Concert", [between]) == ["midsummer", "closing"])
        // An optional property's bounds are its wrapped type; a concert without a price is outside.
        #expect(try await find("Concert", [try FindFilter.parse("price between 10 and 30")]) == ["opening"])
    }

    @Test func theSystemFiltersAnEnumerableQueryByARangeBoundsIncluded() async throws {
        #expect(try await find("Rehearsal", [try FindFilter.parse("hours is between 1 and 3")]) == ["short", "usual"])
        #expect(try await find("Rehearsal", [try FindFilter.parse("hours is between 4 and 5")]) == [])
    }

    @Test func aRangeNeedsTwoBoundsAndADeclaredComparator() async throws {
        #expect(throws: IntentSystemError.self) { try FindFilter.parse("date is between 1970-01-05") }
        #expect(throws: IntentSystemError.self) { try FindFilter.parse("date is between  and 1970-01-05") }
        let one = await #expect(throws: IntentSystemError.self) {
            _ = try await find("Concert", [FindFilter(property: "date", comparator: "isBetween", value: .string("x"))])
        }
        #expect(one?.message.contains("[lower, upper]") == true, "\(one?.message ?? "")")
        // A comparison the query does not declare for the property is refused.
        let undeclared = await #expect(throws: IntentSystemError.self) {
            _ = try await find(
                "Concert", [FindFilter(property: "date", comparator: "lessThan", value: .string("1970-01-05"))])
        }
        #expect(undeclared?.message.contains("lessThan") == true, "\(undeclared?.message ?? "")")
    }

    @Test func aSavedShortcutsRangeIsCheckedBeforeItRuns() async throws {
        let catalog = try await Catalog.build(Self.app)
        let apps = ShortcutApps([ShortcutApps.App(name: "Hall", synonyms: [], metadata: catalog.metadata)])
        func problems(_ value: String) throws -> [String] {
            let file = try ShortcutFile.decode(
                Data(
                    """
                    {"format": "appintents-shortcut", "version": 1, "name": "Soon", "actions": [
                      {"find": {"app": "Hall", "entity": "Concert",
                                "filters": [{"property": "date", "comparator": "isBetween", "value": \(value)}]}}]}
                    """.utf8), source: "soon.json")
            return ShortcutChecker(apps: apps).check(file).map(\.description)
        }
        #expect(try problems(#"["1970-01-05", "1970-02-01"]"#) == [])
        let one = try problems(#""1970-01-05""#)
        #expect(one.count == 1 && one[0].contains("expected its two bounds"), "\(one)")
    }

    @Test func theCatalogListsTheRangeComparator() async throws {
        let catalog = try await Catalog.build(Self.app)
        let query = try #require(catalog.metadata.queries["ConcertQuery"])
        let date = try #require(query.parameters.first { $0.propertyIdentifier == "date" })
        #expect(date.comparators == ["isBetween", "greaterThan"])
    }
}
