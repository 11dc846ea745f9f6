import AppIntentsMetadata
import Foundation

/// `APP find ENTITY --where "name contains tomato" --sort price --limit 5`: Shortcuts' generated
/// "Find ENTITY" action.
enum FindCommand: HostCommand {
    static let name = "find"
    static let abstract = "Find entities by their properties, as Shortcuts' Find action does."
    static let arguments = "ENTITY [--where CONDITION …] [--any] [--sort PROPERTY[:desc] …] [--limit N]"
    static let discussion = """
        A condition is PROPERTY COMPARISON VALUE: name contains tomato, price < 5,
        name begins with "chicken", isVegetarian is true. Comparisons: is, is not, contains,
        begins with, ends with, <, <=, >, >=, and is between LOWER and UPPER (bounds included).
        Every condition must hold, or any with --any.
        An EntityPropertyQuery accepts only the comparisons it declares for each property; for an
        EnumerableEntityQuery the system filters every entity itself.
        """
    static let options = [
        OptionSpec("where", .value(placeholder: "CONDITION"), help: "A condition; repeat for more."),
        OptionSpec("any", .flag, help: "Keep entities for which any condition holds (default: all)."),
        OptionSpec("sort", .value(placeholder: "PROPERTY[:desc]"), help: "Sort by a property; repeat for more."),
        OptionSpec("limit", .value(placeholder: "N"), help: "Return at most N entities."),
    ]

    static func run(_ arguments: [String], in context: HostContext) async throws -> ExitCode {
        let parsed = try parse(arguments)
        let entityName = try positionals(parsed, ["ENTITY"], program: context.program)[0]
        let catalog = try await context.catalog()
        let entity = try entity(named: entityName, in: catalog.metadata)
        let conditions: [String] = parsed.options.filter { $0.name == "where" }.compactMap { $0.value }
        let filters = try conditions.map { try FindFilter.parse($0) }
        let sortTexts: [String] = parsed.options.filter { $0.name == "sort" }.compactMap { $0.value }
        let sorts = try sortTexts.map { text -> FindSort in
            let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let property = parts.first, !property.isEmpty else {
                throw HostError(
                    .usage, "--sort needs a property, as PROPERTY or PROPERTY:desc; got '\(text.clipped)'", given: text)
            }
            let descending = parts.count == 2 && ["desc", "descending"].contains(parts[1].lowercased())
            return FindSort(property: property, order: descending ? "descending" : "ascending")
        }
        var limit: Int?
        if let text = try parsed.value("limit") {
            guard let value = Int(text), value > 0 else {
                throw HostError(.usage, "--limit takes a positive whole number, got '\(text.clipped)'", given: text)
            }
            limit = value
        }
        let step = FindStep(
            app: context.app.name, entity: entity.identifier, filters: filters, mode: parsed.has("any") ? "any" : "all",
            sort: sorts, limit: limit)
        // The same checks a saved shortcut gets, so the errors name what the query supports.
        let file = ShortcutFile(name: "find", actions: [.find(step)])
        let problems = ShortcutChecker(
            apps: ShortcutApps([
                .init(name: context.app.name, synonyms: context.app.synonyms, metadata: catalog.metadata)
            ])
        ).check(file)
        if let problem = problems.first {
            throw IntentSystemError(.invalidValue, problem.message, given: entityName)
        }
        let found = try await EntityFinder(catalog: catalog).find(step)
        var encoded: [JSONValue] = []
        for item in found { encoded.append(await ValueEncoding.entityJSON(item)) }
        if context.console.json {
            context.console.json(.object(["entity": .string(entity.identifier), "results": .array(encoded)]))
        } else if found.isEmpty {
            context.console.line("No \(entity.displayTypeName.key.lowercased()) matches.")
        } else {
            let lines = found.map { item -> String in
                let subtitle = item.displayRepresentation.subtitle.map { " — \($0.defaultValue)" } ?? ""
                return
                    "\(item.displayRepresentation.title.defaultValue)\(subtitle)  (\(item.id.entityIdentifierString))"
            }
            context.console.line(lines.joined(separator: "\n"))
        }
        return .success
    }

    /// The entity named `name`: its identifier or its display name, any case.
    static func entity(named name: String, in metadata: ActionsData) throws -> EntityMetadata {
        let folded = name.lowercased()
        let entities = metadata.entities.values.sorted { $0.identifier < $1.identifier }
        if let match = entities.first(where: {
            $0.identifier.lowercased() == folded || $0.identifier.lowercased() == folded + "entity"
                || $0.displayTypeName.key.lowercased() == folded
        }) {
            return match
        }
        let names = entities.map(\.identifier)
        throw IntentSystemError(
            .notFound,
            "unknown entity '\(name.clipped)'." + Suggestions.didYouMean(name, among: names)
                + " Entities: \(names.joined(separator: ", ")).",
            given: name, candidates: Suggestions.closest(to: name, among: names))
    }
}
