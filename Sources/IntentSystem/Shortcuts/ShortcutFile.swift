import AppIntentsMetadata
import Foundation

/// A saved multi-step shortcut: a plain, versioned JSON file that can live in git.
///
/// ```json
/// {"format": "appintents-shortcut", "version": 1, "name": "Lunch",
///  "actions": [
///    {"id": "order", "app": "SoupShop", "intent": "OrderSoupIntent",
///     "parameters": {"soup": {"entity": {"type": "SoupEntity", "id": "tomato", "title": "Tomato"}},
///                    "quantity": {"literal": 2}}},
///    {"id": "fav", "app": "SoupShop", "intent": "ToggleFavoriteIntent",
///     "parameters": {"soup": {"input": true}}}]}
/// ```
/// The format is documented in docs/SHORTCUTS.md.
package struct ShortcutFile: Codable, Sendable, Hashable {
    package static let formatName = "appintents-shortcut"
    package static let currentVersion = 1

    package var format: String
    package var version: Int
    package var name: String
    /// What the shortcut takes as input, if anything.
    package var input: InputSpec?
    package var actions: [ShortcutAction]

    package init(name: String, input: InputSpec? = nil, actions: [ShortcutAction]) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.name = name
        self.input = input
        self.actions = actions
    }

    /// The shortcut's input.
    package struct InputSpec: Codable, Sendable, Hashable {
        /// A description shown when the input is asked for.
        package var description: String?
    }
}

/// One step of a shortcut.
package indirect enum ShortcutAction: Sendable, Hashable {
    /// Runs an app's intent.
    case intent(IntentStep)
    /// Shortcuts' generated "Find ENTITY" action.
    case find(FindStep)
    /// Shortcuts' generated "Get details of ENTITY" action.
    case details(DetailsStep)
    /// Runs the inner actions once for each item of a list.
    case repeatEach(RepeatStep)
    /// Runs one branch or the other on a comparison.
    case conditional(ConditionalStep)

    package var id: String? {
        switch self {
        case .intent(let step): step.id
        case .find(let step): step.id
        case .details(let step): step.id
        case .repeatEach(let step): step.id
        case .conditional(let step): step.id
        }
    }
}

package struct IntentStep: Codable, Sendable, Hashable {
    package var id: String?
    package var app: String
    package var intent: String
    package var parameters: [String: Binding]

    package init(id: String? = nil, app: String, intent: String, parameters: [String: Binding] = [:]) {
        self.id = id
        self.app = app
        self.intent = intent
        self.parameters = parameters
    }

    private enum Keys: String, CodingKey { case id, app, intent, parameters }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        id = try c.decodeIfPresent(String.self, forKey: .id)
        app = try c.decode(String.self, forKey: .app)
        intent = try c.decode(String.self, forKey: .intent)
        parameters = try c.decodeIfPresent([String: Binding].self, forKey: .parameters) ?? [:]
    }
}

package struct FindStep: Codable, Sendable, Hashable {
    package var id: String?
    package var app: String
    package var entity: String
    package var filters: [FindFilter]
    /// `all` (every filter holds) or `any`.
    package var mode: String?
    package var sort: [FindSort]?
    package var limit: Int?

    package init(
        id: String? = nil, app: String, entity: String, filters: [FindFilter], mode: String? = nil,
        sort: [FindSort]? = nil,
        limit: Int? = nil
    ) {
        self.id = id
        self.app = app
        self.entity = entity
        self.filters = filters
        self.mode = mode
        self.sort = sort
        self.limit = limit
    }

    /// `filters` may be left out: a Find with none finds every entity (up to `limit`).
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(String.self, forKey: .id)
        app = try c.decode(String.self, forKey: .app)
        entity = try c.decode(String.self, forKey: .entity)
        filters = try c.decodeIfPresent([FindFilter].self, forKey: .filters) ?? []
        mode = try c.decodeIfPresent(String.self, forKey: .mode)
        sort = try c.decodeIfPresent([FindSort].self, forKey: .sort)
        limit = try c.decodeIfPresent(Int.self, forKey: .limit)
    }
}

package struct FindFilter: Codable, Sendable, Hashable {
    package var property: String
    package var comparator: String
    package var value: JSONValue

    package init(property: String, comparator: String, value: JSONValue) {
        self.property = property
        self.comparator = comparator
        self.value = value
    }
}

package struct FindSort: Codable, Sendable, Hashable {
    package var property: String
    package var order: String?

    package init(property: String, order: String? = nil) {
        self.property = property
        self.order = order
    }
}

package struct DetailsStep: Codable, Sendable, Hashable {
    package var id: String?
    /// The entity (or list of entities) to read.
    package var of: Binding
    package var property: String
}

package struct RepeatStep: Codable, Sendable, Hashable {
    package var id: String?
    /// The list to go through.
    package var over: Binding
    package var actions: [ShortcutAction]
}

package struct ConditionalStep: Codable, Sendable, Hashable {
    package var id: String?
    package var value: Binding
    /// `equals`, `notEquals`, `contains`, `greaterThan`, `lessThan`, `hasAnyValue`.
    package var comparison: String
    package var to: Binding?
    package var then: [ShortcutAction]
    package var otherwise: [ShortcutAction]?
}

/// Where a parameter's value comes from.
package enum Binding: Sendable, Hashable {
    /// A literal value, typed by the parameter.
    case literal(JSONValue)
    /// An entity saved by id, with the title it had when saved.
    case entity(type: String?, id: String, title: String?)
    /// The shortcut's input, optionally one property of it.
    case input(property: String?)
    /// The output of an earlier action, optionally one `@Property` of it.
    case output(action: String, property: String?)
    /// The current item of the enclosing repeat, optionally one property of it.
    case repeatItem(property: String?)
    /// Ask each time the shortcut runs.
    case ask
}

extension Binding: Codable {
    private enum Keys: String, CodingKey { case literal, entity, input, output, property, repeatItem, ask }
    private struct EntityReference: Codable {
        var type: String?
        var id: String
        var title: String?
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let property = try c.decodeIfPresent(String.self, forKey: .property)
        if c.contains(.literal) {
            self = .literal(try c.decode(JSONValue.self, forKey: .literal))
        } else if let reference = try c.decodeIfPresent(EntityReference.self, forKey: .entity) {
            self = .entity(type: reference.type, id: reference.id, title: reference.title)
        } else if c.contains(.input) {
            self = .input(property: property)
        } else if let action = try c.decodeIfPresent(String.self, forKey: .output) {
            self = .output(action: action, property: property)
        } else if c.contains(.repeatItem) {
            self = .repeatItem(property: property)
        } else if c.contains(.ask) {
            self = .ask
        } else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a binding needs one of literal, entity, input, output, repeatItem, ask"))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .literal(let value): try c.encode(value, forKey: .literal)
        case .entity(let type, let id, let title):
            try c.encode(EntityReference(type: type, id: id, title: title), forKey: .entity)
        case .input(let property):
            try c.encode(true, forKey: .input)
            try c.encodeIfPresent(property, forKey: .property)
        case .output(let action, let property):
            try c.encode(action, forKey: .output)
            try c.encodeIfPresent(property, forKey: .property)
        case .repeatItem(let property):
            try c.encode(true, forKey: .repeatItem)
            try c.encodeIfPresent(property, forKey: .property)
        case .ask: try c.encode(true, forKey: .ask)
        }
    }
}

extension ShortcutAction: Codable {
    private enum Keys: String, CodingKey { case id, intent, find, details, `repeat`, `if` }

    /// Control and generated actions take their `id` inside or beside their object.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let id = try c.decodeIfPresent(String.self, forKey: .id)
        if c.contains(.intent) {
            self = .intent(try IntentStep(from: decoder))
        } else if c.contains(.find) {
            var step = try c.decode(FindStep.self, forKey: .find)
            step.id = step.id ?? id
            self = .find(step)
        } else if c.contains(.details) {
            var step = try c.decode(DetailsStep.self, forKey: .details)
            step.id = step.id ?? id
            self = .details(step)
        } else if c.contains(.repeat) {
            var step = try c.decode(RepeatStep.self, forKey: .repeat)
            step.id = step.id ?? id
            self = .repeatEach(step)
        } else if c.contains(.if) {
            var step = try c.decode(ConditionalStep.self, forKey: .if)
            step.id = step.id ?? id
            self = .conditional(step)
        } else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "an action needs one of intent, find, details, repeat, if"))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .intent(let step): try step.encode(to: encoder)
        case .find(let step): try c.encode(step, forKey: .find)
        case .details(let step): try c.encode(step, forKey: .details)
        case .repeatEach(let step): try c.encode(step, forKey: .repeat)
        case .conditional(let step): try c.encode(step, forKey: .if)
        }
    }
}

/// Why a shortcut file could not be read.
package struct ShortcutFileError: Error, CustomStringConvertible, Sendable {
    package let description: String
}

extension ShortcutFile {
    /// Files larger than this are refused before parsing.
    package static let maximumBytes = 1 << 20
    /// JSON nested deeper than this is refused before parsing.
    package static let maximumDepth = 64

    /// Reads a shortcut from JSON bytes, refusing oversized, too deeply nested, malformed or
    /// unknown-version files with an error that names the source.
    package static func decode(_ data: Data, source: String) throws -> ShortcutFile {
        guard data.count <= maximumBytes else {
            throw ShortcutFileError(
                description: "\(source): \(data.count) bytes; a shortcut file may have at most \(maximumBytes)")
        }
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
                if deepest > maximumDepth {
                    throw ShortcutFileError(description: "\(source): nested more than \(maximumDepth) levels deep")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        struct Header: Decodable {
            var format: String?
            var version: Int?
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw ShortcutFileError(description: "\(source): not a JSON object (expected a shortcut file)")
        }
        guard header.format == formatName else {
            throw ShortcutFileError(description: "\(source): \"format\" must be \"\(formatName)\"")
        }
        guard let version = header.version, (1...currentVersion).contains(version) else {
            throw ShortcutFileError(
                description:
                    "\(source): shortcut format version \(header.version.map(String.init) ?? "missing") is not supported (this tool reads version \(currentVersion))"
            )
        }
        do {
            return try JSONDecoder().decode(ShortcutFile.self, from: data)
        } catch let error as DecodingError {
            throw ShortcutFileError(description: "\(source): \(error.readableDescription)")
        }
    }

    /// The file as pretty JSON.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
