public import AppIntents
import Foundation

/// A person's request to find or play audio, as Siri hands it to an app's `IntentValueQuery`
/// (Apple's Media Intents, iOS 27): the App Schema `audio` domain's intents take what such a
/// query returns.
///
/// ```swift
/// struct StationSearch: IntentValueQuery {
///     func values(for search: AudioSearch) async throws -> [AudioItem] {
///         switch search.criteria {
///         case .searchQuery(let text): …
///         case .url(let urls): …
///         case .unspecified: …
///         @unknown default: []
///         }
///     }
/// }
/// ```
///
/// Here `APP lookup TEXT` asks every such query with the text as `.searchQuery`, a URL as `.url`
/// and an empty text as `.unspecified` (docs/CLI.md).
public struct AudioSearch: Sendable, Hashable {
    /// What the person asked for.
    public enum Criteria: Sendable, Hashable {
        /// The person's words, such as "energetic music".
        case searchQuery(String)
        /// Addresses of the audio: one the person gave, or content the system found.
        case url([URL])
        /// A request that names nothing in particular ("play something").
        case unspecified
    }

    /// What the person asked for.
    public var criteria: Criteria

    /// A search for `criteria`.
    public init(criteria: Criteria) {
        self.criteria = criteria
    }

    /// A search for `criteria` with Spotlight's results, which Apple's SDK types as `[Never]`:
    /// only an empty array can be given.
    public init(criteria: Criteria, spotlightSearchResults: [Never]) {
        self.criteria = criteria
    }
}

extension AudioSearch: _TextSearchInput {
    /// An absolute URL (with a scheme and something after it) is `.url`, empty text
    /// `.unspecified`, anything else the person's words.
    package init(searchText text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            self.init(criteria: .unspecified)
        } else if !trimmed.contains(" "), let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty,
            trimmed.count > scheme.count + 1
        {
            self.init(criteria: .url([url]))
        } else {
            self.init(criteria: .searchQuery(trimmed))
        }
    }
}
