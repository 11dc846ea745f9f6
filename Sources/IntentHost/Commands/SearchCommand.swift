import AppIntentsMetadata
import Foundation
import IntentStore

/// `APP search "text"`: Spotlight over the entities the app indexed.
enum SearchCommand: HostCommand {
    static let name = "search"
    static let abstract = "Search the entities and items the app indexed, as Spotlight does."
    static let arguments = "TEXT [--limit N] [--type ENTITY] [--index NAME]"
    static let discussion = """
        Every word must occur in a result, as a word or as the start of one, ignoring case and
        accents: "tom sou" finds Tomato soup, "creme" finds Crème. Results are ranked by bm25 over
        the title, keywords (synonyms), subtitle and description; hidden entities and expired
        items are never shown. The app fills the index through CSSearchableIndex; 'APP index'
        rebuilds its entities from the app's queries. An item that stands for no entity is
        listed as (CSSearchableItem IDENTIFIER).
        """
    static let options = [
        OptionSpec("limit", .value(placeholder: "N"), help: "Show at most N results (default 20)."),
        OptionSpec("type", .value(placeholder: "ENTITY"), help: "Only entities of this type."),
        OptionSpec("index", .value(placeholder: "NAME"), help: "Search a named index (default: the app's default)."),
    ]

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let parsed = try parse(arguments)
        let text = try positionals(parsed, ["TEXT"], program: context.program)[0]
        let limit = try limitOption(parsed, default: 20)
        var entityType: String?
        if let type = try parsed.value("type") {
            entityType = try FindCommand.entity(named: type, in: try await context.catalog().metadata).identifier
        }
        let indexName = try parsed.value("index") ?? SearchRecord.defaultIndexName
        let storage = try context.storage()
        let hits = try unexpiredHits(
            storage, SearchQuery(text, indexName: indexName, entityType: entityType, limit: limit))
        if context.console.json {
            context.console.json(
                .object([
                    "query": .string(text),
                    "results": .array(
                        hits.map { hit in
                            let record = hit.record
                            return .object([
                                "type": .string(record.entityType), "id": .string(record.entityID),
                                "title": .string(record.title),
                                "subtitle": record.subtitle.map(JSONValue.string) ?? .null,
                                "keywords": .array(record.keywords.map(JSONValue.string)),
                                "contentDescription": record.contentDescription.map(JSONValue.string) ?? .null,
                                "score": .number(hit.score),
                            ])
                        }),
                ]))
            return .success
        }
        if hits.isEmpty {
            context.console.line("No results for '\(text.clipped)'.")
            if try storage.count(indexName: indexName, entityType: nil) == 0 {
                context.console.errorLine(
                    "hint: the index '\(indexName)' is empty; build it with '\(context.program) index'")
            }
            return .success
        }
        for hit in hits {
            let record = hit.record
            let subtitle = record.subtitle.map { " — \($0)" } ?? ""
            context.console.line(
                context.console.styled(record.title, .bold) + subtitle
                    + context.console.styled("  (\(record.entityType) \(record.entityID))", .dim))
        }
        return .success
    }

    /// The hits of `query` whose items have not expired (`CSSearchableItem.expirationDate`). Expired
    /// records stay stored until the app indexes or deletes them again, so when some of the hits
    /// are expired the search is asked for more, until it has `query.limit` or no more to give.
    static func unexpiredHits(_ storage: any SearchIndex, _ query: SearchQuery) throws -> [SearchHit] {
        var asked = query
        while true {
            let hits = try storage.search(asked)
            let live = hits.filter { !SpotlightIndexer.isExpired($0.record) }
            if live.count >= query.limit || hits.count < asked.limit || asked.limit >= 10_000 {
                return Array(live.prefix(query.limit))
            }
            asked.limit = min(10_000, asked.limit * 2 + (hits.count - live.count))
        }
    }

    /// `--limit N`: a positive whole number, else `fallback`.
    static func limitOption(_ parsed: ParsedArguments, default fallback: Int) throws -> Int {
        guard let text = try parsed.value("limit") else { return fallback }
        guard let value = Int(text), value > 0, value <= 10_000 else {
            throw HostError(
                .usage, "--limit takes a whole number from 1 to 10000, got '\(text.clipped)'", given: text)
        }
        return value
    }
}
