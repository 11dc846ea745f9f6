import AppIntents
import AppIntentsMetadata
import Foundation
import IntentSystem
import UniformTypeIdentifiers

/// A transient entity type of the app under test (`TransientAppEntity`), found by name.
public struct TransientAppEntityDefinition: AppIntentTypeDefinition, Equatable {
    let session: TestSession
    /// The entity's type name.
    public let typeIdentifier: String
    /// The bundle identifier of the app under test.
    public var bundleIdentifier: String { session.bundleIdentifier }

    /// Makes an instance with its properties given by name: `makeEntity(title: "Draft")`.
    public var makeEntity: IntentValuePropertiesCallable<AnyTransientAppEntity> {
        IntentValuePropertiesCallable { [typeIdentifier, bundleIdentifier] values in
            AnyTransientAppEntity(
                snapshot: EntitySnapshot(
                    type: typeIdentifier, id: "", title: typeIdentifier,
                    properties: Dictionary(values, uniquingKeysWith: { _, last in last })),
                bundleIdentifier: bundleIdentifier)
        }
    }

    /// A transient entity from a file exported from one. Not supported yet.
    public func resolved(from file: IntentFile) async throws -> AnyTransientAppEntity {
        throw TestingError(
            "resolved(from:) is not supported yet: \(typeIdentifier) cannot be imported from a file here")
    }

    public func isInstance(_ value: AnyTransientAppEntity) throws {
        guard value.entityType.persistentIdentifier == typeIdentifier else {
            throw TestingError("\(value.entityType.persistentIdentifier) is not \(typeIdentifier)")
        }
    }

    public static func == (lhs: TransientAppEntityDefinition, rhs: TransientAppEntityDefinition) -> Bool {
        lhs.session === rhs.session && lhs.typeIdentifier == rhs.typeIdentifier
    }
}

/// A transient entity a test made or a run returned: read its properties by name.
@dynamicMemberLookup
public struct AnyTransientAppEntity: Sendable, Equatable, IntentValueConvertible {
    let snapshot: EntitySnapshot
    let bundleIdentifier: String?

    /// The entity's type.
    public var entityType: AttributedTypeIdentifier {
        AttributedTypeIdentifier(persistentIdentifier: snapshot.type, bundleIdentifier: bundleIdentifier)
    }

    private var value: _TestValue { _TestValue(.entity(snapshot)) }

    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        IntentValueContainer(value)
    }

    public static func _make(from container: IntentValueContainer, at path: String) throws -> AnyTransientAppEntity {
        let value = try container.value.checked()
        guard case .entity(let snapshot) = value.kind else { throw value.mismatch("a transient entity", at: path) }
        return AnyTransientAppEntity(snapshot: snapshot, bundleIdentifier: nil)
    }

    /// A property by name, or `nil` when it has no value.
    public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
        value.optionalProperty(identifier, of: snapshot.type)
    }

    /// A property by name as `T`: `let title: String = try entity.title`.
    public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T {
        get throws { try value.property(identifier, of: snapshot.type) }
    }

    /// A property by name, to go further: `try entity.profile.name`.
    public subscript(dynamicMember identifier: String) -> DynamicPropertyPath {
        value.propertyPath(identifier, of: snapshot.type)
    }

    /// The entity exported as a file. Not supported yet.
    public func exported(as contentType: UTType? = nil) async throws -> IntentFile {
        throw TestingError("exported(as:) is not supported yet: \(snapshot.type) cannot be exported here")
    }

    public static func == (lhs: AnyTransientAppEntity, rhs: AnyTransientAppEntity) -> Bool {
        lhs.snapshot.type == rhs.snapshot.type && lhs.value.description == rhs.value.description
    }
}

/// A value query of the app under test (`IntentValueQuery`), found by name.
public struct IntentValueQueryDefinition: Sendable {
    let session: TestSession
    /// The query's type name.
    public let queryIdentifier: String
    /// The bundle identifier of the app under test.
    public var bundleIdentifier: String { session.bundleIdentifier }

    /// Runs the query with `input`: text, which a query of `AudioSearch` (Media Intents) receives
    /// as the search it stands for, as `lookup` gives it (docs/CLI.md).
    public func values(for input: some IntentValueConvertible) async throws -> ResolvedValueQueryResult {
        let harness = try await session.running()
        let queries = session.app?.valueQueries ?? []
        guard let query = queries.first(where: { TypeNames.short($0) == queryIdentifier }) else {
            throw TestingError(
                "\(bundleIdentifier) has no value query named '\(queryIdentifier)'."
                    + nearest(queryIdentifier, among: queries.map { TypeNames.short($0) }))
        }
        let given = input.testValue
        guard case .string(let text) = try given.checked().kind else {
            throw TestingError("values(for:) takes text here, not \(given.kindName)")
        }
        func run<Q: IntentValueQuery>(_ type: Q.Type) async throws -> [SendableValue] {
            try await harness.scoped { try await ValueLookup.values(type, text).map { SendableValue(value: $0) } }
        }
        let found = try await run(query)
        var items: [_TestValue] = []
        for item in found { items.append(await Snapshots.value(item.value)) }
        return ResolvedValueQueryResult(items: DynamicPropertyPathCollection(items: items))
    }
}

/// What a value query returned.
public struct ResolvedValueQueryResult: Sendable {
    /// The values, in the query's order.
    public let items: DynamicPropertyPathCollection
}

/// The values a value query returned, by position.
public struct DynamicPropertyPathCollection: Sendable {
    let items: [_TestValue]

    public var count: Int { items.count }
    public var isEmpty: Bool { items.isEmpty }

    private func item(_ position: Int) -> _TestValue {
        guard items.indices.contains(position) else {
            return _TestValue(
                .missing(TestingError("items[\(position)]: index out of range; the query returned \(items.count)")))
        }
        return items[position]
    }

    /// The value at `position`, to read its members: `try result.items[0].name`.
    public subscript(position: Int) -> DynamicPropertyPath {
        DynamicPropertyPath(value: item(position), path: "items[\(position)]")
    }

    /// The value at `position` as `T`.
    public subscript<T: IntentValueConvertible>(position: Int) -> T {
        get throws { try T._make(from: IntentValueContainer(item(position)), at: "items[\(position)]") }
    }

    /// The value at `position`, or `nil` when it has no value.
    public subscript(position: Int) -> (any IntentValueExpressing)? {
        get throws {
            let value = try item(position).checked()
            return value.isNull ? nil : IntentValueContainer(value)
        }
    }
}
