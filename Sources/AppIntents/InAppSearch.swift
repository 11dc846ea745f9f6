import Foundation

/// What a search asks for. Only the system's types adopt it: `StringSearchCriteria`.
public protocol SearchCriteria: _IntentValue, Hashable, Sendable {
    /// How an intent says which of its content a search covers: `[StringSearchScope]` for strings.
    associatedtype SearchScopes = Void
}

/// A search for a string: the system fills `term` with what the person asked for.
///
/// Every surface gives it as text (the command line's argument, an agent's string); the intent
/// reads `criteria.term`.
public struct StringSearchCriteria: SearchCriteria, CustomStringConvertible, _StringWrapping {
    public typealias SearchScopes = [StringSearchScope]

    /// The text to match the app's items against.
    public var term: String

    public init(term: String) {
        self.term = term
    }

    public static var _valueKind: _IntentValueKind { .primitive(.string) }
    public var description: String { term }
    package init(_intentString: String) { self.init(term: _intentString) }
}

/// A search whose results the system already has: the identifiers of the entities to show, for a
/// `ShowInAppSearchResultsIntent` that displays them in the app.
///
/// ```swift
/// struct ShowFoundAlarmsIntent: ShowInAppSearchResultsIntent {
///     static let title: LocalizedStringResource = "Show Alarms"
///     @Parameter(title: "Alarms") var criteria: EntityCollectionSearchCriteria<AlarmEntity>
///     func perform() async throws -> some IntentResult {
///         await AlarmList.shared.show(criteria.entities.identifiers)
///         return .result()
///     }
/// }
/// ```
///
/// The system gives it as it gives an `EntityCollection`: a list of identifiers, not looked up.
public struct EntityCollectionSearchCriteria<Entity: AppEntity>: SearchCriteria {
    public typealias ValueType = EntityCollectionSearchCriteria<Entity>

    /// The entity collection with the search results to display.
    public var entities: EntityCollection<Entity>

    /// Creates a new search criteria type with the specified entity collection.
    public init(entities: EntityCollection<Entity>) {
        self.entities = entities
    }

    public static var _valueKind: _IntentValueKind {
        .entityCollection(_EntityCollectionKind(Entity.self) { EntityCollectionSearchCriteria(entities: $0) })
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entities.identifiers)
    }
}

extension EntityCollectionSearchCriteria: _EntityCollectionValue {
    package var _identifierStrings: [String] { entities._identifierStrings }
    package var _knownEntities: [(any AppEntity)?] { entities._knownEntities }
}

extension ShowInAppSearchResultsIntent where Criteria.SearchScopes == Void {
    /// A search without scopes, such as `EntityCollectionSearchCriteria`'s, covers what the
    /// intent shows.
    public static var searchScopes: Void { () }
}

/// Which kind of content a string search covers.
public enum StringSearchScope: String, AppEnum {
    /// Any of the app's content: the scope most intents give.
    case general
    /// Free-form video, such as clips people upload.
    case freeformVideo
    /// Movies.
    case movies
    /// TV shows, seasons and episodes.
    case tv

    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Search Scope" }
    public static var caseDisplayRepresentations: [StringSearchScope: DisplayRepresentation] {
        [.general: "General", .freeformVideo: "Free-form Video", .movies: "Movies", .tv: "TV"]
    }
}

/// An intent that shows the app's own results for a search: the system routes "search for …"
/// in the app here, with the person's words in `criteria`.
///
/// ```swift
/// struct SearchRecipesIntent: ShowInAppSearchResultsIntent {
///     static let title: LocalizedStringResource = "Search Recipes"
///     static let searchScopes: [StringSearchScope] = [.general]
///     @Parameter(title: "Search") var criteria: StringSearchCriteria
///     func perform() async throws -> some IntentResult {
///         await Navigator.shared.search(criteria.term)
///         return .result()
///     }
/// }
/// ```
public protocol ShowInAppSearchResultsIntent: SystemIntent {
    associatedtype Criteria: SearchCriteria
    /// The parts of the app's content the search covers.
    static var searchScopes: Criteria.SearchScopes { get }
    /// What to search for, filled by the system.
    var criteria: Criteria { get set }
}

/// A value the system gives as text and the intent holds as its own type. Used by the system;
/// not for app code.
package protocol _StringWrapping {
    init(_intentString: String)
}
