import AppIntents
import AppIntentsMetadata
import Foundation

/// Runs an app's `IntentValueQuery` types: what system search and Visual Intelligence ask
/// ("values matching this text").
package struct ValueLookup: Sendable {
    package let queries: [any IntentValueQuery.Type]

    package init(queries: [any IntentValueQuery.Type]) {
        self.queries = queries
    }

    /// Values of every query that takes text (or an input made from text, such as Media Intents'
    /// `AudioSearch`), in query order.
    package func lookup(_ text: String) async throws -> [(query: String, value: any Sendable)] {
        var results: [(String, any Sendable)] = []
        for query in queries {
            for value in try await Self.values(query, text) {
                results.append((TypeNames.short(query), value))
            }
        }
        return results
    }

    /// The queries that take text, or an input made from text.
    package var textQueries: [String] {
        queries.filter { Self.takesText($0) }.map { TypeNames.short($0) }
    }

    private static func takesText<Q: IntentValueQuery>(_ query: Q.Type) -> Bool {
        Q.Input.self == String.self || Q.Input.self is any _TextSearchInput.Type
    }

    /// What `query` returns for `text` (or an input made from it); nothing when it takes neither.
    package static func values<Q: IntentValueQuery>(_ query: Q.Type, _ text: String) async throws -> [any Sendable] {
        let input: Q.Input
        if let text = text as? Q.Input {
            input = text
        } else if let made = Q.Input.self as? any _TextSearchInput.Type {
            input = made.init(searchText: text) as! Q.Input
        } else {
            return []
        }
        let result = try await Q().values(for: input)
        if let list = result as? [any Sendable] { return list }
        return [result]
    }
}

/// Routes a URL to what it stands for: the entity it names and the intent that opens it
/// (`URLRepresentableEntity`, `OpenIntent`), or an intent whose own URL it is
/// (`URLRepresentableIntent`), with the values the URL carries.
package struct URLRouter: Sendable {
    package let catalog: Catalog

    package init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// A URL matched to the intent to run and its inputs; `entity` names the entity type when the
    /// URL is an entity's.
    package struct Route: Sendable {
        package var entity: String?
        package var intent: String
        package var inputs: [String: String]
    }

    /// The route for `url`, or an error saying which templates were tried.
    ///
    /// A template with the entity's identifier (`\(.id)`) names it by itself; one of properties
    /// alone (`\(\.$webPage)`) is compared with the URL of each entity its query lists (all of an
    /// `EnumerableEntityQuery`, else its suggestions).
    package func route(_ url: String) async throws -> Route {
        var templates: [String] = []
        for (name, lookup) in catalog.entities.sorted(by: { $0.key < $1.key }) {
            guard let representable = lookup.entityType as? any URLRepresentableEntity.Type else { continue }
            let template = representable.urlTemplate
            templates.append(template)
            let id: String
            if representable.urlNamesIdentifier {
                guard let named = Self.match(url, template: template)?["id"] else { continue }
                id = named
            } else {
                let prefix = template.prefix(while: { $0 != "{" })
                guard url.hasPrefix(prefix),
                    let listed = try await (lookup.all ?? lookup.suggested)().lazy
                        .compactMap({ $0 as? any URLRepresentableEntity })
                        .first(where: { Self.match(url, template: $0.url) != nil }),
                    let identifier = listed.urlRepresentationParameter
                else { continue }
                id = identifier
            }
            let openers = catalog.metadata.sortedActions.filter { action in
                action.adopts("OpenIntent")
                    && action.parameter(named: "target")?.valueType == .entity(typeName: name)
            }
            guard let opener = openers.first else {
                throw IntentSystemError(
                    .notFound,
                    "\(url) names \(English.withArticle(name)), but no OpenIntent of the app opens \(English.withArticle(name))",
                    given: url)
            }
            return Route(entity: name, intent: opener.identifier, inputs: ["target": id])
        }
        let entityTemplates = Set(templates)
        for (identifier, type) in catalog.intents.sorted(by: { $0.key < $1.key }) {
            guard let representable = type as? any URLRepresentableIntent.Type else { continue }
            let template = representable.urlTemplate
            // An OpenIntent's URL is its target's, tried above.
            guard !entityTemplates.contains(template.replacingOccurrences(of: "{target}", with: "{id}")) else {
                continue
            }
            templates.append(template)
            guard let values = Self.match(url, template: template) else { continue }
            return Route(entity: nil, intent: identifier, inputs: values)
        }
        throw IntentSystemError(
            .notFound,
            "no entity or intent of \(catalog.app.name) has a URL like '\(Resolver.clip(url))'"
                + (templates.isEmpty ? " (it declares none)" : " (its URLs: \(templates.joined(separator: ", ")))"),
            given: url)
    }

    /// The values of `url`'s placeholders under `template` (`{id}`, `{page}`), each one path
    /// segment, percent-decoded, when the rest matches literally; `nil` when it does not match.
    /// What a link picks up on its way adds nothing and takes nothing away: a fragment
    /// (`#reviews`), query items the template does not have (`?utm_source=mail`) and a
    /// trailing `/` still match.
    static func match(_ url: String, template: String) -> [String: String]? {
        var values: [String: String] = [:]
        var rest = Substring(url)
        var pattern = Substring(template)
        while !pattern.isEmpty {
            if pattern.hasPrefix("{"), let close = pattern.firstIndex(of: "}") {
                let name = String(pattern[pattern.index(after: pattern.startIndex)..<close])
                pattern = pattern[pattern.index(after: close)...]
                let stop = pattern.first
                let end = rest.firstIndex(where: { $0 == stop || $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
                let value = rest[..<end]
                guard !value.isEmpty else { return nil }
                values[name] = String(value).removingPercentEncoding ?? String(value)
                rest = rest[end...]
            } else {
                guard let first = pattern.first, rest.first == first else { return nil }
                pattern = pattern.dropFirst()
                rest = rest.dropFirst()
            }
        }
        return Self.isIncidental(rest, afterQuery: template.contains("?")) ? values : nil
    }

    /// Whether what is left of a URL after its template is only what links pick up: nothing, a
    /// trailing `/`, a fragment, or query items (`&…` when the template has a query of its own).
    private static func isIncidental(_ rest: Substring, afterQuery: Bool) -> Bool {
        var rest = rest
        if rest.first == "/" { rest = rest.dropFirst() }
        guard let first = rest.first else { return true }
        switch first {
        case "#": return true
        case "?": return !afterQuery
        case "&": return afterQuery
        default: return false
        }
    }
}
