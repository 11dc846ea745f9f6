import Foundation

/// A query the system can filter and sort: Shortcuts builds "Find ENTITY" actions from it.
///
/// ```swift
/// static var properties = QueryProperties {
///     Property(\SoupEntity.$name) {
///         EqualToComparator { SoupFilter.nameIs($0) }
///         ContainsComparator { SoupFilter.nameContains($0) }
///     }
/// }
/// static var sortingOptions = SortingOptions { SortableBy(\SoupEntity.$price) }
/// ```
public protocol EntityPropertyQuery: EntityQuery {
    /// Whether all comparators must hold, or any: `EntityQueryComparatorMode`.
    typealias ComparatorMode = EntityQueryComparatorMode
    associatedtype ComparatorMappingType: Sendable
    static var properties: AppIntents.QueryProperties<Entity, ComparatorMappingType> { get }
    static var sortingOptions: AppIntents.SortingOptions<Entity> { get }
    static var findIntentDescription: IntentDescription? { get }
    func entities(
        matching comparators: [ComparatorMappingType],
        mode: ComparatorMode,
        sortedBy: [EntityQuerySort<Entity>],
        limit: Int?
    ) async throws -> Result
}

extension EntityPropertyQuery {
    public static var sortingOptions: AppIntents.SortingOptions<Entity> { AppIntents.SortingOptions() }

    /// `Property(\SoupEntity.$name) { … }` inside `QueryProperties { … }`.
    public typealias Property<Value: _IntentValue> = QueryProperty<Entity, Value, ComparatorMappingType>

    /// Inside the query, its entity's: `QueryProperties { Property(\.$name) { … } }`,
    /// `SortingOptions { SortableBy(\.$name) }`, the key paths' root given by the query, as in
    /// Apple's API.
    public typealias QueryProperties = AppIntents.QueryProperties<Entity, ComparatorMappingType>
    public typealias SortingOptions = AppIntents.SortingOptions<Entity>
    public typealias SortableBy = AppIntents.SortableBy<Entity>
}

/// Whether all comparators must hold, or any. Inside an `EntityPropertyQuery` it is also
/// `ComparatorMode`.
public enum EntityQueryComparatorMode: String, Sendable, Hashable, CaseIterable {
    case and
    case or
}

/// A sort requested by the system.
public struct EntityQuerySort<Entity>: @unchecked Sendable {
    public enum Ordering: String, Sendable { case ascending, descending }
    /// The sorted property (`\SoupEntity.$price`).
    public var by: PartialKeyPath<Entity>
    public var order: Ordering

    public init(by: PartialKeyPath<Entity>, order: Ordering = .ascending) {
        self.by = by
        self.order = order
    }
}

/// The filterable properties of an `EntityPropertyQuery`.
public struct QueryProperties<Root, Mapped>: @unchecked Sendable {
    package var properties: [ErasedQueryProperty<Root, Mapped>]

    public init(@QueryPropertiesBuilder<Root, Mapped> _ build: () -> [QueryPropertyEntry<Root, Mapped>]) {
        properties = build().map(\.erased)
    }

    /// Apple's spelling with the builder's label: `EntityQueryProperties(properties: { … })`.
    @_disfavoredOverload
    public init(@QueryPropertiesBuilder<Root, Mapped> properties build: () -> [QueryPropertyEntry<Root, Mapped>]) {
        properties = build().map(\.erased)
    }

    public init() {
        properties = []
    }
}

/// One entry of `QueryProperties`. Not for app code.
public struct QueryPropertyEntry<Root, Mapped> {
    package let erased: ErasedQueryProperty<Root, Mapped>
}

/// A query property as the system sees it. Used by the system; not for app code.
package struct ErasedQueryProperty<Root, Mapped>: @unchecked Sendable {
    /// Reads the `EntityProperty` object of an entity, to learn the property's name.
    package let object: (Root) -> AnyObject?
    /// The entity whose property it is: the entity itself, or the related one its
    /// `entityProvider` gives (a photo's album); its members name the property.
    package let owner: (Root) -> Any
    package let comparators: [ErasedQueryComparator<Mapped>]
}

/// A comparator as the system sees it. Used by the system; not for app code.
package struct ErasedQueryComparator<Mapped>: @unchecked Sendable {
    /// `equalTo`, `contains`, …
    package let name: String
    /// Maps a typed value to the app's comparator value; `nil` when the type does not fit.
    package let map: (Any) -> Mapped?
}

@resultBuilder
public enum QueryPropertiesBuilder<Root, Mapped> {
    public static func buildExpression<Value>(
        _ property: QueryProperty<Root, Value, Mapped>
    ) -> [QueryPropertyEntry<Root, Mapped>] {
        [QueryPropertyEntry(erased: property.erased)]
    }
    public static func buildBlock(_ parts: [QueryPropertyEntry<Root, Mapped>]...) -> [QueryPropertyEntry<Root, Mapped>]
    {
        parts.flatMap { $0 }
    }
}

/// One filterable property and the comparisons it supports.
public struct QueryProperty<Root, Value: _IntentValue, Mapped> {
    package let erased: ErasedQueryProperty<Root, Mapped>

    public init(
        _ keyPath: KeyPath<Root, EntityProperty<Value>>,
        @QueryComparatorsBuilder<Value, Mapped> comparators: () -> [QueryComparator<Value, Mapped>]
    ) {
        erased = ErasedQueryProperty(
            object: { $0[keyPath: keyPath] },
            owner: { $0 },
            comparators: comparators().map { comparator in
                ErasedQueryComparator(name: comparator.name, map: comparator.map)
            })
    }

    /// A property of a related entity that `entityProvider` gives for each entity (a photo
    /// queried by its album's name): it is listed under that property's name, and its
    /// comparators reach the query as any other's.
    public init<Subject: AppEntity>(
        _ keyPath: KeyPath<Subject, EntityProperty<Value>>,
        entityProvider: @escaping (Root) -> Subject,
        @QueryComparatorsBuilder<Value, Mapped> comparators: () -> [QueryComparator<Value, Mapped>]
    ) {
        erased = ErasedQueryProperty(
            object: { entityProvider($0)[keyPath: keyPath] },
            owner: { entityProvider($0) },
            comparators: comparators().map { comparator in
                ErasedQueryComparator(name: comparator.name, map: comparator.map)
            })
    }
}

/// A comparison a property supports, and how its value becomes the app's comparator value.
///
/// `Value` is the property's type; the value compared with may be another type: the wrapped
/// type for an optional property (`LessThanComparator` on a `Date?` gives a `Date`), an element
/// for a list (`ContainsComparator` on `[String]` gives a `String`).
public struct QueryComparator<Value, Mapped> {
    package let name: String
    /// Maps the value given to the app's comparator value; `nil` when its type does not fit.
    package let map: (Any) -> Mapped?

    package init<Input>(name: String, transform: @escaping (Input) -> Mapped) {
        self.name = name
        self.map = { value in (value as? Input).map(transform) }
    }

    /// A comparison with two values, given to `map` as a two-element array: a range's bounds.
    package init<Input>(name: String, pairTransform: @escaping (Input, Input) -> Mapped) {
        self.name = name
        self.map = { value in
            guard let pair = value as? [Any], pair.count == 2, let lower = pair[0] as? Input,
                let upper = pair[1] as? Input
            else { return nil }
            return pairTransform(lower, upper)
        }
    }
}

@resultBuilder
public enum QueryComparatorsBuilder<Value, Mapped> {
    public static func buildExpression(
        _ comparator: some _ComparatorConvertible<Value, Mapped>
    ) -> [QueryComparator<Value, Mapped>] {
        [comparator._comparator]
    }
    public static func buildBlock(_ parts: [QueryComparator<Value, Mapped>]...) -> [QueryComparator<Value, Mapped>] {
        parts.flatMap { $0 }
    }
}

/// A comparator declaration. Not for app code.
public protocol _ComparatorConvertible<Value, Mapped> {
    associatedtype Value
    associatedtype Mapped
    var _comparator: QueryComparator<Value, Mapped> { get }
}

/// Declares the comparators Apple's API has, each as its own generic type.
public struct EqualToComparator<Value, Mapped>: _ComparatorConvertible {
    public let _comparator: QueryComparator<Value, Mapped>
    public init(mappingTransform: @escaping (Value) -> Mapped) {
        _comparator = QueryComparator(name: "equalTo", transform: mappingTransform)
    }
}

public struct NotEqualToComparator<Value, Mapped>: _ComparatorConvertible {
    public let _comparator: QueryComparator<Value, Mapped>
    public init(mappingTransform: @escaping (Value) -> Mapped) {
        _comparator = QueryComparator(name: "notEqualTo", transform: mappingTransform)
    }
}

public struct ContainsComparator<Value, Mapped>: _ComparatorConvertible {
    public let _comparator: QueryComparator<Value, Mapped>
    public init(mappingTransform: @escaping (Value) -> Mapped) {
        _comparator = QueryComparator(name: "contains", transform: mappingTransform)
    }

    /// On an optional property the value compared with is never `nil`, as in Apple's API.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> Mapped) where Value == Wrapped? {
        _comparator = QueryComparator(name: "contains", transform: mappingTransform)
    }

    /// On a list property the value compared with is one element: `tags` contains `"work"`.
    public init(mappingTransform: @escaping (Value.Element) -> Mapped) where Value: Sequence {
        _comparator = QueryComparator(name: "contains", transform: mappingTransform)
    }

    /// On an optional list property, one element.
    public init<Element>(mappingTransform: @escaping (Element) -> Mapped) where Value == [Element]? {
        _comparator = QueryComparator(name: "contains", transform: mappingTransform)
    }
}

public struct HasPrefixComparator<Value, Mapped>: _ComparatorConvertible {
    public let _comparator: QueryComparator<Value, Mapped>
    public init(mappingTransform: @escaping (Value) -> Mapped) {
        _comparator = QueryComparator(name: "hasPrefix", transform: mappingTransform)
    }

    /// On an optional property the value compared with is never `nil`, as in Apple's API.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> Mapped) where Value == Wrapped? {
        _comparator = QueryComparator(name: "hasPrefix", transform: mappingTransform)
    }
}

public struct HasSuffixComparator<Value, Mapped>: _ComparatorConvertible {
    public let _comparator: QueryComparator<Value, Mapped>
    public init(mappingTransform: @escaping (Value) -> Mapped) {
        _comparator = QueryComparator(name: "hasSuffix", transform: mappingTransform)
    }

    /// On an optional property the value compared with is never `nil`, as in Apple's API.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> Mapped) where Value == Wrapped? {
        _comparator = QueryComparator(name: "hasSuffix", transform: mappingTransform)
    }
}

public struct LessThanComparator<Value, Mapped>: _ComparatorConvertible {
    public let _comparator: QueryComparator<Value, Mapped>
    public init(mappingTransform: @escaping (Value) -> Mapped) {
        _comparator = QueryComparator(name: "lessThan", transform: mappingTransform)
    }

    /// On an optional property the value compared with is never `nil`, as in Apple's API.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> Mapped) where Value == Wrapped? {
        _comparator = QueryComparator(name: "lessThan", transform: mappingTransform)
    }
}

public struct LessThanOrEqualToComparator<Value, Mapped>: _ComparatorConvertible {
    public let _comparator: QueryComparator<Value, Mapped>
    public init(mappingTransform: @escaping (Value) -> Mapped) {
        _comparator = QueryComparator(name: "lessThanOrEqualTo", transform: mappingTransform)
    }

    /// On an optional property the value compared with is never `nil`, as in Apple's API.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> Mapped) where Value == Wrapped? {
        _comparator = QueryComparator(name: "lessThanOrEqualTo", transform: mappingTransform)
    }
}

public struct GreaterThanComparator<Value, Mapped>: _ComparatorConvertible {
    public let _comparator: QueryComparator<Value, Mapped>
    public init(mappingTransform: @escaping (Value) -> Mapped) {
        _comparator = QueryComparator(name: "greaterThan", transform: mappingTransform)
    }

    /// On an optional property the value compared with is never `nil`, as in Apple's API.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> Mapped) where Value == Wrapped? {
        _comparator = QueryComparator(name: "greaterThan", transform: mappingTransform)
    }
}

public struct GreaterThanOrEqualToComparator<Value, Mapped>: _ComparatorConvertible {
    public let _comparator: QueryComparator<Value, Mapped>
    public init(mappingTransform: @escaping (Value) -> Mapped) {
        _comparator = QueryComparator(name: "greaterThanOrEqualTo", transform: mappingTransform)
    }

    /// On an optional property the value compared with is never `nil`, as in Apple's API.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> Mapped) where Value == Wrapped? {
        _comparator = QueryComparator(name: "greaterThanOrEqualTo", transform: mappingTransform)
    }
}

/// A range comparison, lower and upper bound included (Apple's Shortcuts offers it for dates).
public struct IsBetweenComparator<Value, Mapped>: _ComparatorConvertible {
    public let _comparator: QueryComparator<Value, Mapped>
    public init(mappingTransform: @escaping (Value, Value) -> Mapped) {
        _comparator = QueryComparator(name: "isBetween", pairTransform: mappingTransform)
    }

    /// On an optional property the bounds are never `nil`, as in Apple's API.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped, Wrapped) -> Mapped) where Value == Wrapped? {
        _comparator = QueryComparator(name: "isBetween", pairTransform: mappingTransform)
    }
}

/// The properties results may be sorted by.
public struct SortingOptions<Root>: @unchecked Sendable {
    package var keyPaths: [SortableBy<Root>]

    public init(@SortingOptionsBuilder<Root> _ build: () -> [SortableBy<Root>]) {
        keyPaths = build()
    }

    /// Apple's spelling with the builder's label: `EntityQuerySortingOptions(content: { … })`.
    @_disfavoredOverload
    public init(@SortingOptionsBuilder<Root> content build: () -> [SortableBy<Root>]) {
        keyPaths = build()
    }

    public init() {
        keyPaths = []
    }

    /// The sortable property at `index`, in the order declared.
    public subscript(index: Int) -> SortableBy<Root> { keyPaths[index] }
}

/// One sortable property: `SortableBy(\SoupEntity.$price)`.
public struct SortableBy<Root>: @unchecked Sendable {
    package let keyPath: PartialKeyPath<Root>
    package let object: (Root) -> AnyObject?

    public init<V: _IntentValue>(_ keyPath: KeyPath<Root, EntityProperty<V>>) {
        self.keyPath = keyPath
        self.object = { $0[keyPath: keyPath] }
    }
}

@resultBuilder
public enum SortingOptionsBuilder<Root> {
    public static func buildExpression(_ option: SortableBy<Root>) -> [SortableBy<Root>] { [option] }
    public static func buildBlock(_ parts: [SortableBy<Root>]...) -> [SortableBy<Root>] { parts.flatMap { $0 } }
}

/// Apple's name for the filterable properties of an `EntityPropertyQuery`.
public typealias EntityQueryProperties<Root, Mapped> = QueryProperties<Root, Mapped>

/// Apple's names for the rest of an `EntityPropertyQuery`'s declarations, as code that spells
/// them out writes them (`EntityQuerySortingOptions<NoteEntity> { … }`).
public typealias EntityQueryProperty<Root, Value: _IntentValue, Mapped> = QueryProperty<Root, Value, Mapped>
public typealias EntityQueryPropertiesBuilder<Root, Mapped> = QueryPropertiesBuilder<Root, Mapped>
public typealias EntityQueryComparatorsBuilder<Value, Mapped> = QueryComparatorsBuilder<Value, Mapped>
public typealias EntityQuerySortingOptions<Root> = SortingOptions<Root>
public typealias EntityQuerySortableByProperty<Root> = SortableBy<Root>
public typealias EntityQuerySortingOptionsBuilder<Root> = SortingOptionsBuilder<Root>

extension EntityPropertyQuery {
    /// `Sort<Screen>`: a requested sort, in `entities(matching:mode:sortedBy:limit:)`.
    public typealias Sort<Root> = EntityQuerySort<Root>
}
