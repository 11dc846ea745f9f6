import AppIntents
import AppIntentsMetadata

extension Resolver {
    /// An `EntityCollection`: its identifiers as given, none looked up. Its entities are the
    /// intent's to ask for (`resolvedEntities()`), which is what the type is for: a list of
    /// hundreds of identifiers is taken without a call to `entities(for:)`.
    ///
    /// JSON and saved input is strict: each element is an identifier of the entity's `ID` type,
    /// as a string, a number or `{"id": …}`. Text (the command line, an agent's strings) is taken
    /// as the command line takes an entity list, without the look-up by id: an element that
    /// reads as an identifier is one; any other (a title typed where ids are UUIDs or numbers) is
    /// found by the query's string search, titles and synonyms, and must name one entity, which
    /// the collection keeps.
    func resolveCollection(
        _ input: IntentInput, collection: _EntityCollectionKind, parameter: ParameterMetadata
    ) async throws -> Resolution {
        let typeName = collection.entityType.typeDisplayRepresentation.name.defaultValue
        var identifiers: [String] = []
        var found: [any AppEntity] = []
        for item in Self.items(of: input) {
            switch item {
            case .text(let text):
                if text.isEmpty { continue }
                if collection.isIdentifier(text) {
                    identifiers.append(text)
                    continue
                }
                let lookup = try catalog.entity(TypeNames.short(collection.entityType))
                switch try await entity(matching: text, lookup: lookup, typeName: typeName, parameter: parameter) {
                case .value(let value as any AppEntity), .renamed(let value as any AppEntity, _):
                    identifiers.append(Self.identifier(value))
                    found.append(value)
                case .ambiguous(let candidates):
                    throw Self.several(
                        candidates, for: parameter.name, shown: "'\(Self.clip(text))'", parameter: parameter.name,
                        given: text, advice: "give one exactly or by its identifier")
                default:
                    throw collectionError(parameter, item, collection, typeName)
                }
            case .entityIdentifier(let id, _):
                guard collection.isIdentifier(id) else { throw collectionError(parameter, item, collection, typeName) }
                identifiers.append(id)
            case .json(let json):
                let id: String? =
                    switch json {
                    case .string(let string): string
                    case .number(let number): Primitives.numberText(number)
                    case .object(let object):
                        object["id"].flatMap { $0.stringValue ?? $0.numberValue.map(Primitives.numberText) }
                    default: nil
                    }
                guard let id, collection.isIdentifier(id) else {
                    throw collectionError(parameter, item, collection, typeName)
                }
                identifiers.append(id)
            }
        }
        guard let value = collection.make(identifiers, found) else {
            throw collectionError(parameter, input, collection, typeName)
        }
        return .value(value)
    }

    private func collectionError(
        _ parameter: ParameterMetadata, _ input: IntentInput, _ collection: _EntityCollectionKind, _ typeName: String
    ) -> IntentSystemError {
        let each =
            switch collection.identifierType {
            case "UUID": "a UUID"
            case "Int": "a whole number"
            case "String": "a string"
            default: English.withArticle(collection.identifierType)
            }
        return error(parameter, input, "a list of \(typeName) identifiers (each \(each), or {\"id\": …})")
    }
}
