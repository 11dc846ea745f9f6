import AppIntents
import AppIntentsMetadata
import Foundation

/// Turns raw input (text or JSON) into typed values for every value type App Intents supports.
///
/// Errors name the parameter, the expected type, the value given and the closest candidates.
package struct Resolver: Sendable {
    package let catalog: Catalog
    /// What the parameter being resolved declared about its values: the query its entities are
    /// looked up with (`query:`) and the only values it takes (`supportedValues:`).
    var scope = ParameterScope()

    package init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// A parameter's own query and supported values, which replace its type's.
    struct ParameterScope: Sendable {
        /// The lookup made from the parameter's `query:`, for entities of its type.
        var lookup: EntityLookup?
        /// Entity identifiers or enum raw values; `nil` when every value of the type goes.
        var supported: Set<String>?
    }

    /// This resolver for `parameter`: entities looked up with its `query:`, values limited to its
    /// `supportedValues:`; itself for a parameter that declared neither (most, on every call).
    package func scoped(to parameter: any _AnyIntentParameter) -> Resolver {
        let supported = parameter.declaredSupportedValues
        guard parameter.declaredQuery != nil || supported != nil else { return self }
        var scoped = self
        scoped.scope.supported = supported.map(Set.init)
        scoped.scope.lookup = EntityLookup.declared(by: parameter)
        return scoped
    }

    /// The same resolver without a parameter's scope: for the properties of an entity an agent
    /// fills in, which the parameter's query and supported values are not about.
    var unscoped: Resolver { Resolver(catalog: catalog) }

    /// The outcome of resolving one input.
    package enum Resolution: Sendable {
        /// Exactly one value.
        case value(any Sendable)
        /// Several candidates: the system must ask which one is meant.
        case ambiguous([Candidate])
        /// No value, for an optional parameter.
        case empty
        /// A saved entity that still exists under another title: it may be another record, so
        /// the system asks before it uses it. `changes` says what changed, one entry an entity.
        case renamed(any Sendable, changes: [String])
    }

    /// A candidate value with how it is shown.
    package struct Candidate: Sendable {
        package var value: any Sendable
        package var option: ChoiceOption
    }

    /// Resolves `input` for `parameter` of type `kind`.
    package func resolve(
        _ input: IntentInput, for parameter: ParameterMetadata, kind: _IntentValueKind
    ) async throws -> Resolution {
        if input.isEmpty {
            if kind.isOptional { return .empty }
            throw IntentSystemError(
                .invalidValue, "parameter '\(parameter.name)' needs a value; none was given", parameter: parameter.name,
                given: input.description)
        }
        return try await resolve(input, parameter: parameter, kind: kind.unwrapped)
    }

    private func resolve(
        _ input: IntentInput, parameter: ParameterMetadata, kind: _IntentValueKind
    ) async throws -> Resolution {
        switch kind {
        case .optional(let inner):
            return try await resolve(input, parameter: parameter, kind: inner)
        case .primitive(let primitive):
            return .value(try Primitives.resolve(input, as: primitive, parameter: parameter))
        case .measurement(let unit, let make):
            return .value(try Primitives.measurement(input, unit: unit, make: make, parameter: parameter))
        case .enumeration(let type):
            return try resolveEnum(input, type: type, parameter: parameter)
        case .entity(let type):
            return try await resolveEntity(input, type: type, parameter: parameter)
        case .union(let type):
            return try await resolveUnion(input, type: type, parameter: parameter)
        case .entityCollection(let collection):
            return try await resolveCollection(input, collection: collection, parameter: parameter)
        case .array(let element, let make):
            let items = Self.items(of: input, element: element)
            var values: [Any] = []
            var changes: [String] = []
            for item in items {
                switch try await resolve(item, parameter: parameter, kind: element) {
                case .value(let value): values.append(value)
                case .renamed(let value, let changed):
                    values.append(value)
                    changes += changed
                case .empty: break
                case .ambiguous(let candidates):
                    throw Self.several(
                        candidates, for: parameter.name, shown: "'\(item)'", parameter: parameter.name,
                        given: item.description)
                }
            }
            guard let array = make(values) else {
                throw error(parameter, input, "a list of \(parameter.valueType.memberType.displayName)")
            }
            return changes.isEmpty ? .value(array) : .renamed(array, changes: changes)
        }
    }

    /// The elements of a list input: a JSON array, or comma-separated text.
    static func items(of input: IntentInput, element: _IntentValueKind? = nil) -> [IntentInput] {
        switch input {
        case .json(.array(let values)): return values.map { .json($0) }
        case .json(let value): return [.json(value)]
        case .text(let text):
            var items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            switch element?.unwrapped {
            case .primitive(.placemark)?, .primitive(.placeDescriptor)?: items = Self.coordinatePairs(items)
            default: break
            }
            return items.map { .text($0) }
        case .entityIdentifier: return [input]
        }
    }

    /// A place's text has a comma of its own (`Pier @ 1.5,2`): a longitude split from its latitude
    /// is put back, so `1,2, Pier @ 3,4` is two places.
    static func coordinatePairs(_ parts: [String]) -> [String] {
        var items: [String] = []
        for part in parts {
            if Double(part) != nil, let last = items.last, !last.contains(","),
                let latitude = last.split(separator: "@").last,
                Double(latitude.trimmingCharacters(in: .whitespaces)) != nil
            {
                items[items.count - 1] = last + "," + part
            } else {
                items.append(part)
            }
        }
        return items
    }

    // MARK: Enums

    private func resolveEnum(
        _ input: IntentInput, type: any AppEnum.Type, parameter: ParameterMetadata
    ) throws -> Resolution {
        let cases = supportedCases(of: type)
        let caseList = cases.map(\.rawValue).joined(separator: ", ")
        let text: String
        switch input {
        case .json(.string(let string)): text = string
        case .json(.number(let number)): text = Primitives.numberText(number)
        case .json: throw error(parameter, input, "one of \(caseList)")
        case .text(let string), .entityIdentifier(let string, _): text = string
        }
        let wanted = Self.fold(text)
        if let exact = cases.first(where: { Self.fold($0.rawValue) == wanted }) { return .value(exact.value) }
        let byName = cases.filter { item in
            Self.fold(item.display.title.defaultValue) == wanted
                || item.display.synonyms.contains { Self.fold($0.defaultValue) == wanted }
        }
        if byName.count == 1 { return .value(byName[0].value) }
        if byName.count > 1 {
            return .ambiguous(
                byName.map {
                    Candidate(
                        value: $0.value, option: ChoiceOption(id: $0.rawValue, title: $0.display.title.defaultValue))
                })
        }
        let names = cases.map(\.rawValue) + cases.map(\.display.title.defaultValue)
        throw IntentSystemError(
            .invalidValue,
            "parameter '\(parameter.name)' expected one of \(caseList), got '\(Self.clip(text))'."
                + Suggestions.didYouMean(text, among: cases.map(\.rawValue)),
            parameter: parameter.name, given: text, candidates: Suggestions.closest(to: text, among: names))
    }

    static func caseList(_ type: any AppEnum.Type) -> String {
        type._cases.map(\.rawValue).joined(separator: ", ")
    }

    /// The type's cases the parameter takes: all, or its `supportedValues:`, in declaration order.
    func supportedCases(of type: any AppEnum.Type) -> [_EnumCase] {
        guard let supported = scope.supported else { return type._cases }
        return type._cases.filter { supported.contains($0.rawValue) }
    }

    // MARK: Entities

    private func resolveEntity(
        _ input: IntentInput, type: any AppEntity.Type, parameter: ParameterMetadata
    ) async throws -> Resolution {
        if let generable = type as? any GenerableEntity.Type {
            return .value(try await generate(generable, from: input, parameter: parameter))
        }
        let lookup = try scope.lookup ?? catalog.entity(TypeNames.short(type))
        let typeName = type.typeDisplayRepresentation.name.defaultValue
        let resolution = try await resolveEntity(input, lookup: lookup, typeName: typeName, parameter: parameter)
        guard let supported = scope.supported else { return resolution }
        // Only the parameter's supported values go: another is refused by name, and candidates
        // outside them are not offered.
        switch resolution {
        case .value(let value), .renamed(let value, _):
            guard let entity = value as? any AppEntity, !supported.contains(Self.identifier(entity)) else {
                return resolution
            }
            throw IntentSystemError(
                .invalidValue,
                "parameter '\(parameter.name)' takes only the \(typeName) values \(supported.sorted().joined(separator: ", ")); '\(Self.clip(Self.identifier(entity)))' (\(Self.clip(Self.title(entity)))) is not one of them",
                parameter: parameter.name, given: Self.identifier(entity), candidates: supported.sorted())
        case .ambiguous(let candidates):
            let kept = candidates.filter { supported.contains($0.option.id) }
            if kept.count == 1 { return .value(kept[0].value) }
            if kept.isEmpty {
                throw IntentSystemError(
                    .invalidValue,
                    "parameter '\(parameter.name)' takes only the \(typeName) values \(supported.sorted().joined(separator: ", ")); none of those matching '\(Self.clip(input.description))' is one of them",
                    parameter: parameter.name, given: input.description, candidates: supported.sorted())
            }
            return .ambiguous(kept)
        case .empty:
            return resolution
        }
    }

    private func resolveEntity(
        _ input: IntentInput, lookup: EntityLookup, typeName: String, parameter: ParameterMetadata
    ) async throws -> Resolution {
        switch input {
        case .entityIdentifier(let id, let savedTitle):
            if let found = try await lookup.byIdentifiers([id]).first {
                return Self.checked(found, savedTitle: savedTitle, typeName: typeName)
            }
            throw IntentSystemError(
                .staleIdentifier,
                "parameter '\(parameter.name)': the \(typeName) with id '\(Self.clip(id))'"
                    + (savedTitle.map { " (saved as '\($0)')" } ?? "") + " no longer exists",
                parameter: parameter.name, given: id)
        case .json(let json):
            let id: String
            var savedTitle: String?
            switch json {
            case .string(let string): id = string
            case .number(let number): id = Primitives.numberText(number)
            case .object(let object):
                savedTitle = object["title"]?.stringValue
                guard let value = object["id"],
                    let string = value.stringValue ?? value.numberValue.map(Primitives.numberText)
                else {
                    throw error(parameter, input, "\(English.withArticle(typeName)) as an id string or {\"id\": …}")
                }
                id = string
            default: throw error(parameter, input, "\(English.withArticle(typeName)) as an id string or {\"id\": …}")
            }
            if let found = try await lookup.byIdentifiers([id]).first {
                return Self.checked(found, savedTitle: savedTitle, typeName: typeName)
            }
            let suggestions = (try? await lookup.suggested()) ?? []
            throw IntentSystemError(
                .notFound,
                "parameter '\(parameter.name)': no \(typeName) has the id '\(Self.clip(id))'."
                    + Suggestions.didYouMean(id, among: suggestions.map(Self.identifier)),
                parameter: parameter.name, given: id,
                candidates: Suggestions.closest(to: id, among: suggestions.map(Self.identifier)))
        case .text(let text):
            if let found = try await lookup.byIdentifiers([text]).first { return .value(found) }
            return try await entity(matching: text, lookup: lookup, typeName: typeName, parameter: parameter)
        }
    }

    /// The entities `text` names by the query's string search, else by the titles and synonyms of
    /// the suggested (or all) entities; an error naming the closest titles when none matches.
    func entity(
        matching text: String, lookup: EntityLookup, typeName: String, parameter: ParameterMetadata
    ) async throws -> Resolution {
        // Each match with the section the query put it in, for the disambiguation list.
        var matches: [(entity: any AppEntity, section: String?)] = []
        if let matching = lookup.matchingSections {
            matches = Self.flatten(try await matching(text))
        }
        if matches.isEmpty {
            let known: [(entity: any AppEntity, section: String?)]
            if let all = lookup.all {
                known = try await all().map { ($0, nil) }
            } else {
                known = Self.flatten(try await lookup.suggestedSections())
            }
            let found = Set(Self.match(text, in: known.map(\.entity)).map(Self.identifier))
            matches = known.filter { found.contains(Self.identifier($0.entity)) }
            if matches.isEmpty {
                let titles = known.map { Self.title($0.entity) }
                throw IntentSystemError(
                    .notFound,
                    "parameter '\(parameter.name)': no \(typeName) matches '\(Self.clip(text))'."
                        + Suggestions.didYouMean(text, among: titles),
                    parameter: parameter.name, given: text, candidates: Suggestions.closest(to: text, among: titles)
                )
            }
        }
        if matches.count == 1 { return .value(matches[0].entity) }
        // An exact title among several partial matches wins.
        let exact = matches.filter { Self.fold(Self.title($0.entity)) == Self.fold(text) }
        if exact.count == 1 { return .value(exact[0].entity) }
        return .ambiguous(
            matches.map { match in
                var option = Self.option(match.entity)
                option.section = match.section
                return Candidate(value: match.entity, option: option)
            })
    }

    private static func flatten(
        _ sections: [(title: String?, entities: [any AppEntity])]
    ) -> [(entity: any AppEntity, section: String?)] {
        sections.flatMap { section in section.entities.map { ($0, section.title) } }
    }

    /// Entities whose title or a synonym equals `text` (case- and diacritic-insensitively), else
    /// those whose title contains it.
    static func match(_ text: String, in entities: [any AppEntity]) -> [any AppEntity] {
        let wanted = fold(text)
        let exact = entities.filter { entity in
            fold(title(entity)) == wanted
                || entity.displayRepresentation.synonyms.contains { fold($0.defaultValue) == wanted }
        }
        if !exact.isEmpty { return exact }
        return entities.filter { fold(title($0)).contains(wanted) }
    }

    static func identifier(_ entity: any AppEntity) -> String {
        entity.id.entityIdentifierString
    }

    static func title(_ entity: any AppEntity) -> String {
        entity.displayRepresentation.title.defaultValue
    }

    /// `found`, or `.renamed` when it was saved under another title than it has now.
    static func checked(_ found: any AppEntity, savedTitle: String?, typeName: String) -> Resolution {
        let now = title(found)
        guard let savedTitle, savedTitle != now else { return .value(found) }
        return .renamed(
            found,
            changes: [
                "the \(typeName) saved as '\(clip(savedTitle))' is now '\(clip(now))' (id '\(clip(identifier(found)))')"
            ])
    }

    static func option(_ entity: any AppEntity) -> ChoiceOption {
        ChoiceOption(
            id: identifier(entity), title: title(entity),
            subtitle: entity.displayRepresentation.subtitle?.defaultValue)
    }

    /// Case- and diacritic-insensitive form, whitespace trimmed.
    static func fold(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Long input is cut in messages, so an error never repeats a megabyte.
    static func clip(_ text: String) -> String {
        text.count > 80 ? String(text.prefix(77)) + "…" : text
    }

    /// A value, within a list or an object, that matches several where one is wanted.
    static func several(
        _ candidates: [Candidate], for name: String, shown: String, parameter: String, given: String,
        advice: String = "give one exactly"
    ) -> IntentSystemError {
        let titles = candidates.map(\.option.title)
        return IntentSystemError(
            .invalidValue,
            "parameter '\(name)': \(shown) matches several values (\(titles.joined(separator: ", "))); \(advice)",
            parameter: parameter, given: given, candidates: titles)
    }

    func error(_ parameter: ParameterMetadata, _ input: IntentInput, _ expected: String) -> IntentSystemError {
        IntentSystemError(
            .invalidValue, "parameter '\(parameter.name)' expected \(expected), got '\(Self.clip(input.description))'",
            parameter: parameter.name, given: input.description)
    }
}

// MARK: Generable entities

extension Resolver {
    /// The properties a generable entity is made from (`generate(_:from:parameter:)`), as the
    /// object that makes it again: what a donation keeps, since such an entity has no identifier
    /// to find it by.
    static func generableProperties(of entity: any GenerableEntity) async -> JSONValue {
        var object: [String: JSONValue] = [:]
        for (name, property) in fillable(entity) {
            guard let value = property.anyValue else { continue }
            object[name] = await ValueEncoding.json(value, kind: property.valueKind)
        }
        return .object(object)
    }

    /// The properties of a generable entity that are filled in: the stored ones every caller may
    /// see (the runtime's side of `EntityMetadata.generableProperties`).
    private static func fillable(_ entity: any GenerableEntity) -> [(name: String, property: any _AnyEntityProperty)] {
        let type = type(of: entity)
        return Reflection.members(of: entity).compactMap { member in
            guard case .stored(let name, let property) = member, EntityDisclosure.showsEveryone(member, of: type)
            else { return nil }
            return (name, property)
        }
    }

    /// A `GenerableEntity` made from its properties (iOS 27.3): the input is a JSON object (or
    /// its text) naming properties the system may show; the entity is made with `init()` and each
    /// property is resolved as a parameter of its type would be.
    func generate(
        _ type: any GenerableEntity.Type, from input: IntentInput, parameter: ParameterMetadata
    ) async throws -> any AppEntity {
        let typeName = type.typeDisplayRepresentation.name.defaultValue
        let entity = type.init()
        let members = Self.fillable(entity)
        let names = members.map(\.name)
        let expected =
            "\(English.withArticle(typeName)) as a JSON object of its properties (\(names.joined(separator: ", ")))"
        let object: [String: JSONValue]
        switch input {
        case .json(.object(let members)): object = members
        case .text(let text):
            guard let parsed = try? JSONValue.parse(text), case .object(let members) = parsed else {
                throw error(parameter, input, expected)
            }
            object = members
        default: throw error(parameter, input, expected)
        }
        for key in object.keys.sorted() where !names.contains(key) {
            throw IntentSystemError(
                .invalidValue,
                "parameter '\(parameter.name)': \(typeName) has no property '\(Self.clip(key))' to fill in."
                    + Suggestions.didYouMean(key, among: names) + " It takes \(names.joined(separator: ", ")).",
                parameter: parameter.name, given: key, candidates: Suggestions.closest(to: key, among: names))
        }
        for (name, property) in members {
            guard let json = object[name] else { continue }
            let (valueType, _) = Reflection.valueType(of: property.valueKind)
            let inner = ParameterMetadata(
                name: "\(parameter.name).\(name)", title: LocalizedText(property.titleText ?? name),
                valueType: valueType)
            let value: (any Sendable)?
            switch try await unscoped.resolve(.json(json), for: inner, kind: property.valueKind) {
            case .value(let resolved), .renamed(let resolved, _): value = resolved
            case .empty: value = nil
            case .ambiguous(let candidates):
                throw Self.several(
                    candidates, for: inner.name, shown: "\(json)", parameter: parameter.name, given: json.description)
            }
            guard property.assignAny(value) else { throw error(inner, .json(json), valueType.displayName) }
        }
        // A property still without a value would stop the app when read: the ones an agent fills
        // in are asked for by name; any other is the app's to give an initial value.
        for case .stored(let name, let property) in Reflection.members(of: entity)
        where property.anyValue == nil && !property.valueKind.isOptional {
            if names.contains(name) {
                throw IntentSystemError(
                    .needsInput, "parameter '\(parameter.name)': \(typeName) needs its property '\(name)' filled in",
                    parameter: parameter.name, given: name)
            }
            throw IntentSystemError(
                .invalidValue,
                "parameter '\(parameter.name)': \(typeName)'s property '\(name)' has no value after init() and is not one to fill in (internal or asking for authentication); the app must give it an initial value",
                parameter: parameter.name, given: name)
        }
        return entity
    }
}
