import AppIntents
import Foundation
import Synchronization
import Testing

/// The value a comparator's closure receives, as in Apple's initializers: the property's type for
/// equality, the unwrapped type for an optional property, one element for a list.
@Suite struct EntityPropertyQueryComparatorTests {
    struct Task: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Task"
        static let defaultQuery = TaskQuery()
        var id: String
        @Property(title: "Title") var title: String?
        @Property(title: "Tags") var tags: [String]?
        @Property(title: "Labels") var labels: [String]
        @Property(title: "Due") var due: Date?
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: id) }
    }

    enum Filter: Sendable, Equatable {
        case titleIs(String?), titleContains(String), tagged(String), labelled(String), dueBefore(Date)
    }

    struct TaskQuery: EntityPropertyQuery {
        nonisolated(unsafe) static var properties = QueryProperties {
            Property(\Task.$title) {
                EqualToComparator { Filter.titleIs($0) }
                ContainsComparator { Filter.titleContains($0) }
            }
            Property(\Task.$tags) { ContainsComparator { Filter.tagged($0) } }
            Property(\Task.$labels) { ContainsComparator { Filter.labelled($0) } }
            Property(\Task.$due) { LessThanComparator { Filter.dueBefore($0) } }
        }
        func entities(for identifiers: [String]) async throws -> [Task] { [] }
        func entities(
            matching comparators: [Filter], mode: ComparatorMode, sortedBy: [Sort<Task>], limit: Int?
        ) async throws -> [Task] { [] }
    }

    /// The system gives a filter's value typed as the property's unwrapped kind (`FindAction`).
    func map(_ property: Int, _ comparator: Int, _ value: Any) -> Filter? {
        TaskQuery.properties.properties[property].comparators[comparator].map(value)
    }

    @Test func equalityOnAnOptionalPropertyTakesTheOptional() {
        #expect(map(0, 0, "Buy milk") == .titleIs("Buy milk"))
        #expect(TaskQuery.properties.properties[0].comparators.map(\.name) == ["equalTo", "contains"])
    }

    @Test func containsOnAnOptionalStringTakesTheString() {
        #expect(map(0, 1, "milk") == .titleContains("milk"))
    }

    @Test func containsOnAListTakesOneElement() {
        #expect(map(1, 0, "work") == .tagged("work"))
        #expect(map(2, 0, "home") == .labelled("home"))
        #expect(map(1, 0, 3) == nil)
    }

    @Test func orderingOnAnOptionalDateTakesTheDate() {
        let date = Date(timeIntervalSince1970: 86_400)
        #expect(map(3, 0, date) == .dueBefore(date))
        #expect(map(3, 0, "tomorrow") == nil)
    }
}

/// `AppValue`, `DisplayRepresentable`, and the description every displayed value has.
@Suite struct AppValueTests {
    enum Size: String, AppEnum {
        case small, large
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
        static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small", .large: "Large"]
    }

    @Test func entitiesAndEnumsAreAppValues() {
        let values: [any AppValue.Type] = [EntityPropertyQueryComparatorTests.Task.self, Size.self]
        #expect(values.map { $0.persistentIdentifier } == ["Task", "Size"])
    }

    @Test func aDisplayedValueDescribesItselfByItsTitle() {
        let task = EntityPropertyQueryComparatorTests.Task(id: "t1")
        let described: any CustomLocalizedStringResourceConvertible = task
        #expect(described.localizedStringResource.defaultValue == "t1")
    }
}

/// iOS 27's display representation whose image is made when it is asked for.
@Suite struct LazyDisplayImageTests {
    @Test func theImageIsMadeWhenAskedForAndTheRestIsAsGiven() async {
        let made = Mutex(0)
        let representation = DisplayRepresentation(title: "Milk", subtitle: "2 l", synonyms: ["lait"]) {
            made.withLock { $0 += 1 }
            return .init(systemName: "cart")
        }
        #expect(made.withLock { $0 } == 0)
        #expect(representation.image == nil && representation.subtitle?.defaultValue == "2 l")
        #expect(representation.synonyms.map(\.defaultValue) == ["lait"])
        #expect(await representation.loadedImage()?.systemName == "cart")
        #expect(made.withLock { $0 } == 1)
        // A closure that throws gives no image; equality ignores the closure.
        struct Unreadable: Error {}
        let failing = DisplayRepresentation(title: "Milk", subtitle: "2 l", synonyms: ["lait"]) { throw Unreadable() }
        #expect(await failing.loadedImage() == nil)
        #expect(failing == representation)
    }
}
