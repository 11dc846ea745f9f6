import Foundation

/// An entity that has a URL (`soupshop://soup/tomato`, iOS 18): opening the URL opens the entity
/// through the app's `OpenIntent` for it (`APP open URL`).
///
/// ```swift
/// extension SoupEntity: URLRepresentableEntity {
///     static var urlRepresentation: URLRepresentation { "soupshop://soup/\(.id)" }
/// }
/// ```
public protocol URLRepresentableEntity: AppEntity, CustomURLRepresentationParameterConvertible {
    static var urlRepresentation: EntityURLRepresentation<Self> { get }
}

extension URLRepresentableEntity {
    /// The URL representation of this entity type.
    public typealias URLRepresentation = EntityURLRepresentation<Self>

    /// The template of `urlRepresentation`, for the system.
    package static var urlTemplate: String { urlRepresentation.template }

    /// Whether a URL of this type names its entity's identifier (`\(.id)`); if not, only its
    /// properties, and the system finds the entity among those its query lists.
    package static var urlNamesIdentifier: Bool { urlRepresentation.namesIdentifier }

    /// The entity in another URL: its identifier.
    public var urlRepresentationParameter: String? { id.entityIdentifierString }

    /// This entity's URL.
    package var url: String { Self.urlRepresentation.url(for: self) }
}

/// An intent a URL stands for (iOS 18): a URL like its template runs it with the values the URL
/// carries (`APP open URL`).
///
/// ```swift
/// struct OpenWebPageIntent: URLRepresentableIntent {
///     static var urlRepresentation: URLRepresentation { "https://example.com/\(\.$page)" }
///     @Parameter(title: "Page") var page: String
/// }
/// ```
///
/// An `OpenIntent` whose target is a `URLRepresentableEntity` needs no template of its own: its
/// URL is its target's.
public protocol URLRepresentableIntent: AppIntent {
    static var urlRepresentation: IntentURLRepresentation<Self> { get }
}

extension URLRepresentableIntent {
    /// The URL representation of this intent type.
    public typealias URLRepresentation = IntentURLRepresentation<Self>

    /// The template of `urlRepresentation`, for the system.
    package static var urlTemplate: String { urlRepresentation.template }
}

extension URLRepresentableIntent where Self: OpenIntent, Value: URLRepresentableEntity {
    /// The target's URL, with its identifier as the target.
    public static var urlRepresentation: IntentURLRepresentation<Self> {
        IntentURLRepresentation(
            template: Value.urlRepresentation.template.replacingOccurrences(of: "{id}", with: "{target}"))
    }
}

/// A type that writes itself into a URL representation: `urlRepresentationParameter` is its text
/// there (`String`, `Int` and `URL` values are written as they are).
public protocol CustomURLRepresentationParameterConvertible {
    var urlRepresentationParameter: String? { get }
}

/// An entity type's URL: a template with `\(.id)` and `\(\.$property)` placeholders.
///
/// ```swift
/// static var urlRepresentation: URLRepresentation { "https://example.com/\(\.$folder)/notes/\(.id)" }
/// static var urlRepresentation: URLRepresentation { "\(\.$webPage)" }   // a URL property, whole
/// ```
public struct EntityURLRepresentation<Entity: AppEntity>: @unchecked Sendable, Hashable,
    ExpressibleByStringInterpolation
{
    // @unchecked: the key paths are immutable values.
    fileprivate enum Part: Hashable {
        case literal(String)
        case named(String)
        case property(PartialKeyPath<Entity>, ordinal: Int)
    }

    private let parts: [Part]

    public init(stringLiteral value: String) {
        parts = [.literal(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var parts: [Part] = []
        private var properties = 0
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { parts.append(.literal(literal)) }
        /// A placeholder by name: `\(.id)`.
        public mutating func appendInterpolation(_ token: URLRepresentationToken) {
            parts.append(.named(token.name))
        }
        /// A property's value: `\(\.$folder)`.
        public mutating func appendInterpolation<Value: _IntentValue>(
            _ keyPath: KeyPath<Entity, EntityProperty<Value>>
        ) {
            properties += 1
            parts.append(.property(keyPath, ordinal: properties))
        }
    }

    /// The template, with `{id}` and a `{property}` placeholder for each property (`{property2}`
    /// and on for the second and later: a key path to a property wrapper's projection does not
    /// name the property).
    public var template: String {
        parts.map { part in
            switch part {
            case .literal(let text): text
            case .named(let name): "{\(name)}"
            case .property(_, let ordinal): ordinal == 1 ? "{property}" : "{property\(ordinal)}"
            }
        }.joined()
    }

    /// Whether the template has `\(.id)`: a URL then names its entity by itself.
    package var namesIdentifier: Bool {
        parts.contains(.named(URLRepresentationToken.id.name))
    }

    /// `entity`'s URL: the template with its identifier and property values written in, each
    /// percent-encoded as a path segment, but a value that is a whole URL as it is.
    package func url(for entity: Entity) -> String {
        parts.map { part in
            switch part {
            case .literal(let text): return text
            case .named(let name):
                return name == URLRepresentationToken.id.name ? URLText.segment(entity.id.entityIdentifierString) : ""
            case .property(let keyPath, _):
                return (entity[keyPath: keyPath] as? any _EntityPropertyValueReading)?.urlText ?? ""
            }
        }.joined()
    }
}

/// An `EntityProperty` whose value can be written into a URL. Not for app code.
protocol _EntityPropertyValueReading {
    var urlText: String? { get }
}

extension EntityProperty: _EntityPropertyValueReading {
    var urlText: String? { URLText.of(wrappedValue) }
}

/// How values are written into URLs.
enum URLText {
    /// A value as one path segment; a URL as it is; `nil` for an empty optional.
    static func of(_ value: Any) -> String? {
        switch value {
        case let url as URL: url.absoluteString
        case let optional as any _OptionalValue: optional._wrapped.flatMap(of)
        case let custom as any CustomURLRepresentationParameterConvertible:
            custom.urlRepresentationParameter.map(segment)
        default: segment("\(value)")
        }
    }

    /// `text` percent-encoded as one path segment (a `/` in it too).
    static func segment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? text
    }
}

/// A URL template being written: literal text, and `{name}` for each token (`\(.id)`,
/// `\(.rawValue)`). Not for app code.
public struct _URLTemplateInterpolation: StringInterpolationProtocol {
    var template = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { template += literal }
    public mutating func appendInterpolation(_ token: URLRepresentationToken) {
        template += "{\(token.name)}"
    }
}

/// An intent type's URL: a template with `\(\.$parameter)` placeholders.
public struct IntentURLRepresentation<Intent: AppIntent>: @unchecked Sendable, ExpressibleByStringInterpolation {
    // @unchecked: the key paths are immutable values.
    fileprivate enum Part {
        case literal(String)
        case parameter(PartialKeyPath<Intent>)
        case named(String)
    }

    private let parts: [Part]

    public init(stringLiteral value: String) {
        parts = [.literal(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// A template already written with `{name}` placeholders.
    init(template: String) {
        parts = [.literal(template)]
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var parts: [Part] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { parts.append(.literal(literal)) }
        /// A parameter's value, written as its text.
        public mutating func appendInterpolation<Value: _IntentValue>(
            _ keyPath: KeyPath<Intent, IntentParameter<Value>>
        ) {
            parts.append(.parameter(keyPath))
        }
        /// A placeholder by name.
        public mutating func appendInterpolation(_ token: URLRepresentationToken) {
            parts.append(.named(token.name))
        }
    }

    /// The template, with a `{name}` placeholder for each parameter (its property's name, read
    /// from an intent made with `init()`).
    package var template: String {
        let sample = Intent()
        let names: [ObjectIdentifier: String] = Dictionary(
            Mirror(reflecting: sample).children.compactMap { child in
                guard let label = child.label, let object = child.value as? any _AnyIntentParameter else { return nil }
                return (ObjectIdentifier(object), label.hasPrefix("_") ? String(label.dropFirst()) : label)
            }, uniquingKeysWith: { first, _ in first })
        return parts.map { part in
            switch part {
            case .literal(let text): text
            case .named(let name): "{\(name)}"
            case .parameter(let keyPath):
                (sample[keyPath: keyPath] as? any _AnyIntentParameter).flatMap { names[ObjectIdentifier($0)] }
                    .map { "{\($0)}" } ?? "{?}"
            }
        }.joined()
    }
}

/// An app enum whose cases have URLs (iOS 18).
///
/// ```swift
/// enum Destination: String, AppEnum, URLRepresentableEnum {
///     case root, locationServices
///     static var urlRepresentation: URLRepresentation { URLRepresentation("https://example.com/settings/\(.rawValue)") }
/// }
/// ```
public protocol URLRepresentableEnum: AppEnum, CustomURLRepresentationParameterConvertible {
    static var urlRepresentation: EnumURLRepresentation<Self> { get }
}

extension URLRepresentableEnum {
    /// The URL representation of this enum type.
    public typealias URLRepresentation = EnumURLRepresentation<Self>

    /// The case in another URL: its raw value.
    public var urlRepresentationParameter: String? { "\(rawValue)" }

    /// This case's URL.
    package var url: String { Self.urlRepresentation.url(for: self) }
}

/// An app enum's URLs: one template with `\(.rawValue)`, or a template for each case.
public struct EnumURLRepresentation<Enum: AppEnum>: Sendable {
    /// One case's URL, or every case's with `\(.rawValue)`.
    public struct EnumSingleURLRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
        /// The template, with a `{rawValue}` placeholder.
        public let template: String

        public init(stringLiteral value: String) {
            template = value
        }

        public init(stringInterpolation: _URLTemplateInterpolation) {
            template = stringInterpolation.template
        }
    }

    private let shared: EnumSingleURLRepresentation?
    private let byCase: [String: EnumSingleURLRepresentation]

    /// Every case's URL from one template.
    public init(_ urlRepresentation: EnumSingleURLRepresentation) {
        shared = urlRepresentation
        byCase = [:]
    }

    /// A URL for each case.
    public init(_ urlRepresentations: [Enum: EnumSingleURLRepresentation]) {
        shared = nil
        byCase = Dictionary(
            urlRepresentations.map { ("\($0.key.rawValue)", $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The URL of `value`: its template with its raw value written in; empty when the enum gives
    /// that case none.
    package func url(for value: Enum) -> String {
        let raw = "\(value.rawValue)"
        let template = byCase[raw]?.template ?? shared?.template ?? ""
        let encoded = raw.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? raw
        return template.replacingOccurrences(of: "{rawValue}", with: encoded)
    }
}
