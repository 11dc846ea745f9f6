import AppIntents
import AppIntentsMetadata
import Foundation

/// Shortcuts' generated actions over an app's queries: "Find ENTITY" (filters, all/any, sorts, a
/// limit) and "Get details of ENTITY".
///
/// An `EntityPropertyQuery` does the filtering itself with the comparators it declared; for an
/// `EnumerableEntityQuery` the system filters `allEntities()`.
package struct EntityFinder: Sendable {
    package let catalog: Catalog

    package init(catalog: Catalog) {
        self.catalog = catalog
    }

    package func find(_ step: FindStep) async throws -> [any AppEntity] {
        let lookup = try catalog.entity(step.entity)
        guard let metadata = catalog.metadata.entities[step.entity] else {
            throw IntentSystemError(.notFound, "unknown entity '\(step.entity)'", given: step.entity)
        }
        let mode: EntityQueryComparatorMode = step.mode == "any" ? .or : .and
        let sorts = (step.sort ?? []).map { ($0.property, $0.order != "descending") }
        if let properties = lookup.properties {
            guard let sample = await lookup.sample() else { return [] }
            for (name, _) in sorts { try Self.checkDisclosed(name, of: sample) }
            var filters: [(String, String, Any)] = []
            for filter in step.filters {
                // A related entity's property the query lists (`entityProvider:`) is typed by it.
                let kind =
                    try properties.relatedKind(sample, filter.property)
                    ?? propertyKind(filter.property, of: sample, entity: step.entity)
                filters.append(
                    (
                        filter.property, filter.comparator,
                        try typed(filter, kind: kind)
                    ))
            }
            return try await properties.find(sample, filters, mode, sorts, step.limit)
        }
        guard let all = lookup.all else {
            throw IntentSystemError(
                .invalidValue,
                "\(step.entity) cannot be searched: its query is neither an EntityPropertyQuery nor an EnumerableEntityQuery",
                given: step.entity)
        }
        var entities = try await all()
        if let sample = entities.first {
            for (name, _) in sorts { try Self.checkDisclosed(name, of: sample) }
        }
        var typedFilters: [(String, FindComparator, Any)] = []
        for filter in step.filters {
            guard let comparator = FindComparator(rawValue: filter.comparator) else {
                throw IntentSystemError(
                    .invalidValue, "'\(filter.comparator)' is not a comparator", given: filter.comparator)
            }
            guard let property = metadata.property(named: filter.property), let sample = entities.first else {
                if entities.isEmpty { continue }
                throw IntentSystemError(
                    .invalidValue, "\(step.entity) has no property '\(filter.property)'", given: filter.property)
            }
            _ = property
            let kind = try propertyKind(filter.property, of: sample, entity: step.entity)
            typedFilters.append((filter.property, comparator, try typed(filter, kind: kind)))
        }
        var kept: [any AppEntity] = []
        for entity in entities {
            var results: [Bool] = []
            for (name, comparator, value) in typedFilters {
                results.append(Self.holds(comparator, await Self.read(name, of: entity), value))
            }
            if results.isEmpty || (mode == .and ? results.allSatisfy { $0 } : results.contains(true)) {
                kept.append(entity)
            }
        }
        entities = kept
        for (name, ascending) in sorts.reversed() {
            var keyed: [(any AppEntity, Any?)] = []
            for entity in entities { keyed.append((entity, await Self.read(name, of: entity))) }
            keyed.sort { ascending ? Self.less($0.1, $1.1) : Self.less($1.1, $0.1) }
            entities = keyed.map(\.0)
        }
        if let limit = step.limit { entities = Array(entities.prefix(max(0, limit))) }
        return entities
    }

    /// One property of an entity, read by reflection (stored and computed).
    package static func read(_ name: String, of entity: any AppEntity) async -> (any Sendable)? {
        for member in Reflection.members(of: entity) where member.name == name {
            switch member {
            case .stored(_, let property): return property.anyValue
            case .computed(let descriptor): return try? await descriptor.read(entity)
            }
        }
        return nil
    }

    /// Refuses to show, find by or sort by a property the bound caller may not see
    /// (`EntityDisclosure`): one the app keeps to itself is not there at all, and one that asks
    /// for authentication says so (a filter or a sort would tell its values apart).
    package static func checkDisclosed(_ name: String, of sample: any AppEntity) throws {
        let type = type(of: sample)
        for member in Reflection.members(of: sample) where member.name == name {
            if member.isInternal {
                throw IntentSystemError(
                    .invalidValue, "\(TypeNames.short(type)) has no property '\(name)'", given: name)
            }
            guard EntityDisclosure.shows(member, of: type) else {
                throw IntentSystemError(
                    .notAuthorized,
                    "\(TypeNames.short(type))'s property '\(name)' requires an authenticated caller; it is not shown, found by or sorted by without one",
                    given: name)
            }
        }
    }

    private func propertyKind(_ name: String, of sample: any AppEntity, entity: String) throws -> _IntentValueKind {
        try Self.checkDisclosed(name, of: sample)
        for member in Reflection.members(of: sample) where member.name == name {
            switch member {
            case .stored(_, let property): return property.valueKind
            case .computed(let descriptor): return descriptor.valueKind
            }
        }
        throw IntentSystemError(.invalidValue, "\(entity) has no property '\(name)'", given: name)
    }

    /// A filter's value as the property's type; a range's two bounds as a two-element array.
    private func typed(_ filter: FindFilter, kind: _IntentValueKind) throws -> Any {
        guard filter.comparator == FindComparator.isBetween.rawValue else {
            return try typed(filter.value, kind: kind, property: filter.property)
        }
        if let mistake = filter.rangeMistake {
            throw IntentSystemError(
                .invalidValue, mistake, parameter: filter.property, given: filter.value.description)
        }
        return try (filter.value.arrayValue ?? []).map { try typed($0, kind: kind, property: filter.property) } as [Any]
    }

    private func typed(_ value: JSONValue, kind: _IntentValueKind, property: String) throws -> Any {
        let parameter = ParameterMetadata(
            name: property, title: LocalizedText(property), valueType: Reflection.valueType(of: kind).type)
        switch kind.unwrapped {
        case .primitive(let primitive): return try Primitives.resolve(.json(value), as: primitive, parameter: parameter)
        case .enumeration(let type):
            let raw = value.stringValue ?? value.description
            guard
                let match = type._cases.first(where: {
                    $0.rawValue.lowercased() == raw.lowercased()
                        || $0.display.title.defaultValue.lowercased() == raw.lowercased()
                })
            else {
                throw IntentSystemError(
                    .invalidValue,
                    "'\(property)' expected one of \(type._cases.map(\.rawValue).joined(separator: ", ")), got '\(raw)'",
                    parameter: property, given: raw)
            }
            return match.value
        default:
            return value.stringValue ?? value.description
        }
    }

    static func comparable(_ value: Any?) -> (number: Double?, text: String?) {
        switch value {
        case let int as Int: (Double(int), nil)
        case let double as Double: (double, nil)
        case let decimal as Decimal: (NSDecimalNumber(decimal: decimal).doubleValue, nil)
        case let date as Date: (date.timeIntervalSince1970, nil)
        case let bool as Bool: (bool ? 1 : 0, nil)
        case let enumeration as any AppEnum: (nil, String(describing: enumeration.rawValue).lowercased())
        case let entity as any AppEntity: (nil, entity.displayRepresentation.title.defaultValue.lowercased())
        case nil: (nil, nil)
        case let other?: (nil, ValueEncoding.text(other).lowercased())
        }
    }

    static func holds(_ comparator: FindComparator, _ actual: Any?, _ expected: Any) -> Bool {
        if comparator == .isBetween {
            guard let bounds = expected as? [Any], bounds.count == 2 else { return false }
            return holds(.greaterThanOrEqualTo, actual, bounds[0]) && holds(.lessThanOrEqualTo, actual, bounds[1])
        }
        let a = comparable(actual)
        let b = comparable(expected)
        if let x = a.number, let y = b.number {
            switch comparator {
            case .equalTo: return x == y
            case .notEqualTo: return x != y
            case .lessThan: return x < y
            case .lessThanOrEqualTo: return x <= y
            case .greaterThan: return x > y
            case .greaterThanOrEqualTo: return x >= y
            case .contains, .hasPrefix, .hasSuffix, .isBetween: return false
            }
        }
        guard let x = a.text, let y = b.text else { return comparator == .notEqualTo }
        switch comparator {
        case .equalTo: return x == y
        case .notEqualTo: return x != y
        case .contains: return x.contains(y)
        case .hasPrefix: return x.hasPrefix(y)
        case .hasSuffix: return x.hasSuffix(y)
        case .lessThan: return x < y
        case .lessThanOrEqualTo: return x <= y
        case .greaterThan: return x > y
        case .greaterThanOrEqualTo: return x >= y
        case .isBetween: return false
        }
    }

    static func less(_ lhs: Any?, _ rhs: Any?) -> Bool {
        let a = comparable(lhs)
        let b = comparable(rhs)
        if let x = a.number, let y = b.number { return x < y }
        return (a.text ?? "") < (b.text ?? "")
    }
}

extension FindFilter {
    /// Parses a condition as people type it: `name contains tomato`, `price < 5`,
    /// `name begins with "chicken"`, `isVegetarian is true`.
    package static func parse(_ text: String) throws -> FindFilter {
        let phrases: [(String, FindComparator)] = [
            ("is greater than or equal to", .greaterThanOrEqualTo), ("is less than or equal to", .lessThanOrEqualTo),
            ("is greater than", .greaterThan), ("is less than", .lessThan), ("greater than", .greaterThan),
            ("less than", .lessThan), ("begins with", .hasPrefix), ("starts with", .hasPrefix),
            ("has prefix", .hasPrefix),
            ("ends with", .hasSuffix), ("has suffix", .hasSuffix), ("is not", .notEqualTo), ("contains", .contains),
            ("equals", .equalTo), ("is", .equalTo), (">=", .greaterThanOrEqualTo), ("<=", .lessThanOrEqualTo),
            ("!=", .notEqualTo), ("==", .equalTo), (">", .greaterThan), ("<", .lessThan), ("=", .equalTo),
        ]
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let space = trimmed.firstIndex(where: { $0 == " " || "<>=!".contains($0) }) else {
            throw IntentSystemError(
                .invalidValue,
                "'\(text)' is not a condition; write PROPERTY COMPARISON VALUE, such as \"name contains tomato\"",
                given: text)
        }
        let property = String(trimmed[..<space])
        let rest = trimmed[space...].trimmingCharacters(in: .whitespaces)
        for phrase in ["is between ", "between "] where rest.lowercased().hasPrefix(phrase) {
            let bounds = rest.dropFirst(phrase.count).components(separatedBy: " and ")
            guard bounds.count == 2, !bounds.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
                throw IntentSystemError(
                    .invalidValue, "'\(text)': write a range as \"\(property) is between LOWER and UPPER\"",
                    given: text)
            }
            return FindFilter(
                property: property, comparator: FindComparator.isBetween.rawValue,
                value: .array(bounds.map { literal($0) }))
        }
        for (phrase, comparator) in phrases {
            let isSymbol = phrase.first.map { "<>=!".contains($0) } ?? false
            guard rest.lowercased().hasPrefix(phrase) else { continue }
            let after = rest.dropFirst(phrase.count)
            if !isSymbol, let next = after.first, next != " " { continue }
            let value = after.trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty, value != "\"\"" else { break }
            return FindFilter(property: property, comparator: comparator.rawValue, value: literal(value))
        }
        throw IntentSystemError(
            .invalidValue,
            "'\(text)': no comparison found; use contains, is, is not, begins with, ends with, <, <=, >, >=, is between … and …",
            given: text)
    }

    /// What is wrong with a range's value (`isBetween` takes its two bounds, `[lower, upper]`);
    /// `nil` for a range given so and for every other comparison.
    package var rangeMistake: String? {
        guard comparator == FindComparator.isBetween.rawValue, value.arrayValue?.count != 2 else { return nil }
        return "'\(property) isBetween' expected its two bounds, [lower, upper], got \(value)"
    }

    /// A value as typed: a number, `true` or `false`, else text (quotes around it dropped).
    private static func literal(_ typed: String) -> JSONValue {
        var value = typed.trimmingCharacters(in: .whitespaces)
        if value.count >= 2, value.first == "\"", value.last == "\"" {
            value = String(value.dropFirst().dropLast())
        }
        if let number = Double(value) { return .number(number) }
        if value == "true" || value == "false" { return .bool(value == "true") }
        return .string(value)
    }
}
