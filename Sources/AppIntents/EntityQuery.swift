import Foundation

/// A collection of query results. `Array` is one.
public protocol ResultsCollection: RandomAccessCollection {}

extension Array: ResultsCollection {}

/// Looks entities up by identifier and suggests some.
///
/// The system calls `entities(for:)` to turn the ids stored in a saved shortcut back into
/// entities: return only the ones that still exist, never a substitute, and never throw for a
/// missing id.
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    associatedtype Result: ResultsCollection = [Entity] where Result.Element == Entity

    init()
    /// The entities with these identifiers that still exist.
    func entities(for identifiers: [Entity.ID]) async throws -> Result
    /// Entities to offer when a person picks a value.
    func suggestedEntities() async throws -> Result
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that also finds entities by text.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> Result
}

/// A query over a small, fixed set of entities: the system filters `allEntities()` itself.
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> Result
}

extension EnumerableEntityQuery {
    public func suggestedEntities() async throws -> Result { try await allEntities() }
}

extension EnumerableEntityQuery where Result == [Entity] {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let wanted = Set(identifiers.map(\.entityIdentifierString))
        return try await allEntities().filter { wanted.contains($0.id.entityIdentifierString) }
    }
}

/// The query of a `UniqueAppEntity`: there is exactly one.
public protocol UniqueAppEntityQuery: EntityQuery {
    associatedtype Unique: UniqueAppEntity
    func uniqueEntity() async throws -> Unique
}

extension UniqueAppEntityQuery {
    public func entities(for identifiers: [Unique.ID]) async throws -> [Unique] {
        [try await uniqueEntity()]
    }

    public func suggestedEntities() async throws -> [Unique] {
        [try await uniqueEntity()]
    }
}

/// Supplies the options offered for a parameter.
public protocol DynamicOptionsProvider: Sendable {
    associatedtype Result: _OptionsResult
    associatedtype DefaultResult: Sendable = Never
    init()
    func results() async throws -> Result
    func defaultResult() async -> DefaultResult?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultResult? { nil }
}

/// A result of `DynamicOptionsProvider.results()`: an array or an `ItemCollection`.
public protocol _OptionsResult {
    /// The options, flattened. Used by the system; not for app code.
    var _options: [Any] { get }
}

extension Array: _OptionsResult {
    public var _options: [Any] { map { $0 } }
}

/// Options in titled sections.
public struct ItemCollection<Value: Sendable>: _OptionsResult {
    public var sections: [ItemSection<Value>]

    public init(sections: [ItemSection<Value>]) {
        self.sections = sections
    }

    public init(items: [IntentItem<Value>]) {
        self.sections = [ItemSection(items: items)]
    }

    public var _options: [Any] {
        var options: [Any] = []
        for section in sections { options += section.items.map { $0.value as Any } }
        return options
    }
}

/// A titled group of options.
public struct ItemSection<Value: Sendable>: Sendable {
    public var title: LocalizedStringResource?
    public var items: [IntentItem<Value>]

    public init(_ title: LocalizedStringResource? = nil, items: [IntentItem<Value>]) {
        self.title = title
        self.items = items
    }
}

/// One option, with how it is shown.
public struct IntentItem<Value: Sendable>: Sendable {
    public var value: Value
    public var title: LocalizedStringResource?
    public var subtitle: LocalizedStringResource?

    public init(_ value: Value, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
    }
}

/// Answers a value query: Visual Intelligence and system search pass an input (text, an
/// image descriptor) and get matching values.
public protocol IntentValueQuery: Sendable {
    associatedtype Input: Sendable
    associatedtype Result: Sendable
    init()
    func values(for input: Input) async throws -> Result
}
