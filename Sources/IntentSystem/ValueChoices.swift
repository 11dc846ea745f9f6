import AppIntents
import Foundation

/// The values a person may pick for a parameter, in the order and sections the app gave them:
/// what a terminal prompt lists, an MCP elicitation offers and shell or MCP completion returns.
///
/// An options provider's `results()` comes first (an `ItemCollection` keeps its sections), then an
/// enum's cases, then an entity query: `entities(matching:)` for a typed prefix when the query is
/// an `EntityStringQuery`, otherwise its suggestions (`suggestedEntities()`, in their sections),
/// for completion followed by any other entity `allEntities()` lists.
package struct ValueChoices: Sendable {
    let catalog: Catalog
    /// Whether an `EnumerableEntityQuery`'s other entities follow its suggestions: for completion,
    /// which offers every value; a prompt, like Apple's picker, lists the suggestions.
    let includesAllEntities: Bool

    package init(catalog: Catalog, includesAllEntities: Bool = true) {
        self.catalog = catalog
        self.includesAllEntities = includesAllEntities
    }

    /// The choices for the parameter named `parameter` of the intent `action`, for a new instance
    /// of the intent (completion: nothing is filled in yet).
    /// - Throws: `IntentSystemError` for an unknown intent or parameter, or what the query threw.
    package func choices(
        action: String, parameter: String, matching text: String = ""
    ) async throws
        -> [ChoiceOption]
    {
        let intent = try catalog.intentType(action).init()
        let parameters = Reflection.parameters(of: intent)
        guard let found = parameters.first(where: { $0.name == parameter })?.parameter else {
            let names = parameters.map(\.name)
            throw IntentSystemError(
                .unknownParameter,
                "\(action) has no parameter '\(parameter)'." + Suggestions.didYouMean(parameter, among: names),
                parameter: parameter, given: parameter, candidates: Suggestions.closest(to: parameter, among: names))
        }
        return try await choices(for: found, of: intent, matching: text)
    }

    /// The choices for `parameter` of `intent` that `text` starts (an id, or a title or one of its
    /// words); every choice when `text` is empty.
    package func choices(
        for parameter: any _AnyIntentParameter, of intent: any AppIntent, matching text: String = ""
    ) async throws -> [ChoiceOption] {
        let options = try await unlimitedChoices(for: parameter, of: intent, matching: text)
        // A parameter that takes only some values (`supportedValues:`) offers only those.
        guard let supported = parameter.declaredSupportedValues.map(Set.init) else { return options }
        return options.filter { supported.contains($0.id) }
    }

    private func unlimitedChoices(
        for parameter: any _AnyIntentParameter, of intent: any AppIntent, matching text: String
    ) async throws -> [ChoiceOption] {
        // A parameter's own query (`query:`) stands for its entity type's default query.
        let declared = EntityLookup.declared(by: parameter)
        if let provider = parameter.parameterOptions.optionsProvider, !(provider is any EntityQuery) {
            let sections = try await IntentDependencyContext.$scoped.withValue(intent) {
                try await Self.sections(of: provider)
            }
            let options = sections.flatMap { section in
                section.items.map { item in
                    var option = Self.option(for: item.value)
                    if let title = item.title { option.title = title }
                    if let subtitle = item.subtitle { option.subtitle = subtitle }
                    option.section = section.title
                    return option
                }
            }
            return options.filter { Self.matches($0, text) }
        }
        switch parameter.valueKind.unwrapped {
        case .enumeration(let type):
            return type._cases.map { ChoiceOption(id: $0.rawValue, title: $0.display.title.defaultValue) }
                .filter { Self.matches($0, text) }
        case .array(let element, _):
            if case .enumeration(let type) = element.unwrapped {
                return type._cases.map { ChoiceOption(id: $0.rawValue, title: $0.display.title.defaultValue) }
                    .filter { Self.matches($0, text) }
            }
            if case .entity(let type) = element.unwrapped {
                return try await entities(type, declared: declared, matching: text)
            }
            return []
        case .entity(let type):
            return try await entities(type, declared: declared, matching: text)
        case .entityCollection(let collection):
            return try await entities(collection.entityType, declared: declared, matching: text)
        case .primitive(.bool):
            return ["true", "false"].map { ChoiceOption(id: $0, title: $0) }.filter { Self.matches($0, text) }
        default:
            return []
        }
    }

    /// The entities of `type` that `text` asks for, from the parameter's `declared` query, else
    /// from the type's.
    private func entities(
        _ type: any AppEntity.Type, declared: EntityLookup?, matching text: String
    ) async throws -> [ChoiceOption] {
        let lookup = try declared ?? catalog.entity(TypeNames.short(type))
        if !text.isEmpty, let matching = lookup.matchingSections {
            let found = Self.options(try await matching(text))
            if !found.isEmpty { return found }
        }
        var options = Self.options(try await lookup.suggestedSections())
        if includesAllEntities, let all = lookup.all {
            let listed = Set(options.map(\.id))
            options += try await all().map(Resolver.option).filter { !listed.contains($0.id) }
        }
        return options.filter { Self.matches($0, text) }
    }

    private static func options(_ sections: [(title: String?, entities: [any AppEntity])]) -> [ChoiceOption] {
        sections.flatMap { section in
            section.entities.map {
                var option = Resolver.option($0)
                option.section = section.title
                return option
            }
        }
    }

    private static func sections<P: DynamicOptionsProvider>(of provider: P) async throws -> [_OptionSection] {
        try await provider.results()._optionSections
    }

    /// An option's id is what the resolver takes back as text: an entity's id, an enum's raw value.
    private static func option(for value: Any) -> ChoiceOption {
        switch value {
        case let entity as any AppEntity: return Resolver.option(entity)
        case let enumeration as any AppEnum:
            return ChoiceOption(
                id: String(describing: enumeration.rawValue), title: ValueEncoding.enumTitle(enumeration))
        default:
            let text = ValueEncoding.text(value)
            return ChoiceOption(id: text, title: text)
        }
    }

    /// Whether `option` is one `text` asks for: its id or title starts with it, or a word of its
    /// title does; case-insensitively.
    package static func matches(_ option: ChoiceOption, _ text: String) -> Bool {
        guard !text.isEmpty else { return true }
        let wanted = Resolver.fold(text)
        let title = Resolver.fold(option.title)
        return Resolver.fold(option.id).hasPrefix(wanted) || title.hasPrefix(wanted)
            || title.contains(" " + wanted)
    }
}
