import AppIntents
import AppIntentsMetadata
import AppIntentsShared
import Foundation

/// Everything the system knows about one app: its metadata document and, for each name in it,
/// the Swift type that implements it.
///
/// Built by reflection from the registered types; invalid declarations are rejected here, with
/// errors that name the type and member.
package final class Catalog: Sendable {
    package let app: IntentApp
    package let metadata: ActionsData
    package let intents: [String: any AppIntent.Type]
    package let entities: [String: EntityLookup]
    package let enums: [String: any AppEnum.Type]
    /// Things worth knowing that are not errors (an entity with no instance to reflect on).
    package let notes: [String]

    private init(
        app: IntentApp, metadata: ActionsData, intents: [String: any AppIntent.Type],
        entities: [String: EntityLookup], enums: [String: any AppEnum.Type], notes: [String]
    ) {
        self.app = app
        self.metadata = metadata
        self.intents = intents
        self.entities = entities
        self.enums = enums
        self.notes = notes
    }

    /// Builds the catalog of `app`.
    /// - Throws: `IntentSystemError` with code `invalidDeclaration` naming the type and member.
    package static func build(_ app: IntentApp) async throws -> Catalog {
        var builder = CatalogBuilder(app: app)
        try await builder.run()
        return Catalog(
            app: app, metadata: builder.document(), intents: builder.intentTypes, entities: builder.lookups,
            enums: builder.enumTypes, notes: builder.notes)
    }

    /// The intent named `identifier`, or an error with a suggestion.
    package func intentType(_ identifier: String) throws -> any AppIntent.Type {
        if let type = intents[identifier] { return type }
        if let match = intents.keys.first(where: { $0.caseInsensitiveCompare(identifier) == .orderedSame }) {
            return intents[match]!
        }
        throw IntentSystemError(
            .unknownIntent,
            "unknown intent '\(identifier)'." + Suggestions.didYouMean(identifier, among: Array(intents.keys)),
            given: identifier, candidates: Suggestions.closest(to: identifier, among: Array(intents.keys)))
    }

    /// The action metadata of `identifier`.
    package func action(_ identifier: String) throws -> ActionMetadata {
        let type = try intentType(identifier)
        return metadata.actions[TypeNames.short(type)]!
    }

    /// The lookup of the entity type named `identifier`.
    package func entity(_ identifier: String) throws -> EntityLookup {
        if let lookup = entities[identifier] { return lookup }
        throw IntentSystemError(
            .notFound,
            "unknown entity type '\(identifier)'." + Suggestions.didYouMean(identifier, among: Array(entities.keys)),
            given: identifier)
    }
}

/// Collects declarations, reflecting on each type once.
private struct CatalogBuilder {
    let app: IntentApp
    var intentTypes: [String: any AppIntent.Type] = [:]
    var lookups: [String: EntityLookup] = [:]
    var enumTypes: [String: any AppEnum.Type] = [:]
    var actions: [ActionMetadata] = []
    var entityMetadata: [EntityMetadata] = []
    var queryMetadata: [String: QueryMetadata] = [:]
    var enumMetadata: [EnumMetadata] = []
    var shortcuts: [AutoShortcutMetadata] = []
    var notes: [String] = []
    var qualifiedNames: [String: String] = [:]

    init(app: IntentApp) {
        self.app = app
    }

    mutating func run() async throws {
        // Widget and control configuration intents belong to the catalog, so it checks them.
        var intents = app.intents
        for widget in app.widgets where !intents.contains(where: { $0 == widget.configuration }) {
            intents.append(widget.configuration)
        }
        let shortcutList = app.shortcuts.map { $0.appShortcuts } ?? []
        for shortcut in shortcutList where !intents.contains(where: { $0 == type(of: shortcut.intent) }) {
            intents.append(type(of: shortcut.intent))
        }
        for intent in intents { try await addIntent(intent) }
        for entity in app.entities { try await addEntity(entity) }
        for enumeration in app.enums { try addEnum(enumeration) }
        for query in app.valueQueries { addValueQuery(query) }
        if let provider = app.shortcuts { try addShortcuts(provider, shortcutList) }
    }

    /// A value query answers system search, not an entity parameter: `systemProtocols` is
    /// `["IntentValueQuery"]`, and its entity type is what `values(for:)` returns (an array's element).
    mutating func addValueQuery(_ type: any IntentValueQuery.Type) {
        func result<Q: IntentValueQuery>(_ query: Q.Type) -> Any.Type { Q.Result.self }
        let returned = result(type)
        let element = (returned as? any _ValueQueryResults.Type)?.elementType ?? returned
        let identifier = TypeNames.short(type)
        guard queryMetadata[identifier] == nil else { return }
        queryMetadata[identifier] = QueryMetadata(
            identifier: identifier, fullyQualifiedTypeName: TypeNames.qualified(type),
            mangledTypeName: TypeNames.mangled(type), entityType: TypeNames.short(element),
            systemProtocols: ["IntentValueQuery"], parameters: [], sortingOptions: [], defaultQueryForEntity: false)
    }

    func document() -> ActionsData {
        var data = ActionsData(
            actions: actions,
            entities: entityMetadata,
            queries: Array(queryMetadata.values),
            enums: enumMetadata.sorted { $0.identifier < $1.identifier },
            autoShortcuts: shortcuts)
        if let provider = app.shortcuts {
            data.autoShortcutProviderMangledName = TypeNames.mangled(provider)
            data.shortcutTileColor =
                ShortcutTileColors.index(of: provider.shortcutTileColor.rawValue) ?? ShortcutTileColors.defaultIndex
            data.negativePhrases = provider.negativePhrases.phrases.map { LocalizedText($0.template) }
        }
        return data
    }

    /// Two types may not share a short name: the metadata keys them by it.
    mutating func claim(_ type: Any.Type, kind: String) throws -> String? {
        let short = TypeNames.short(type)
        let qualified = TypeNames.qualified(type)
        if let existing = qualifiedNames[short] {
            if existing == qualified { return nil }
            throw IntentSystemError(
                .invalidDeclaration,
                "\(qualified): another \(kind) type, \(existing), has the same name '\(short)'; "
                    + "App Intents identifies types by their name, so rename one of them")
        }
        qualifiedNames[short] = qualified
        return short
    }

    mutating func addIntent(_ type: any AppIntent.Type) async throws {
        guard let identifier = try claim(type, kind: "intent") else { return }
        let qualified = TypeNames.qualified(type)
        let title = type.title.defaultValue
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw IntentSystemError(.invalidDeclaration, "\(qualified).title is empty: every intent needs a title")
        }
        let instance = type.init()
        let parameters = Reflection.parameters(of: instance)
        var parameterMetadata: [ParameterMetadata] = []
        var systemProtocols = Self.intentProtocols(type)
        for (name, parameter) in parameters {
            parameterMetadata.append(try await describe(parameter, name: name, intent: qualified))
            try await register(parameter.valueKind)
            if systemProtocols.contains("ControlConfigurationIntent"), !parameter.valueKind.isOptional,
                parameter.defaultAny == nil
            {
                throw IntentSystemError(
                    .invalidDeclaration,
                    "\(qualified).\(name): a control cannot ask for a value, so a ControlConfigurationIntent "
                        + "parameter needs a default or an optional type",
                    parameter: name)
            }
        }
        let named = parameters.map { ($0.name, $0.parameter as AnyObject) }
        var summary: ParameterSummaryMetadata?
        if let resolved = (type.parameterSummary as? any _AnyParameterSummary)?.resolve(
            in: instance, name: { Reflection.name(of: $0, among: named) })
        {
            summary = ParameterSummaryMetadata(
                formatString: LocalizedText(resolved.format), otherParameterIdentifiers: resolved.others)
        }
        let (outputType, flags) = Self.output(of: type)
        if let outputType { try await register(outputType) }
        systemProtocols.sort()
        intentTypes[identifier] = type
        var action = ActionMetadata(
            identifier: identifier,
            fullyQualifiedTypeName: qualified,
            mangledTypeName: TypeNames.mangled(type),
            title: LocalizedText(title),
            description: type._descriptionText,
            categoryName: type._descriptionDetails.category,
            searchKeywords: type._descriptionDetails.keywords,
            parameters: parameterMetadata,
            summary: summary,
            outputType: outputType.map { Reflection.valueType(of: $0).type },
            outputFlags: flags,
            openAppWhenRun: type.openAppWhenRun,
            isDiscoverable: type.isDiscoverable,
            authenticationPolicy: type.authenticationPolicy.rawValue,
            // Reflection cannot tell a declared `.alwaysAllowed` from the default.
            isAuthPolExplicit: type.authenticationPolicy.rawValue != 0,
            supportedModes: SupportedModes.resolved(
                declared: type.supportedModes.rawValue,
                foregroundContinuable: type is any ForegroundContinuableIntent.Type),
            systemProtocols: systemProtocols,
            assistantDefinedSchemas: Self.schemas(of: type))
        action.customIntentClassName = (type as? any CustomIntentMigratedAppIntent.Type)?.intentClassName
        action.visibilityMetadata.assistantOnly = Self.isAssistantOnly(type)
        // `@AppIntent(.tool)` or a `ToolIntent` conformance: Siri may call it as a tool (iOS 27.3).
        action.visibilityMetadata.isToolIntent = type is any ToolIntent.Type
        try AssistantSchemaShapes.check(action)
        actions.append(action)
    }

    func describe(_ parameter: any _AnyIntentParameter, name: String, intent: String) async throws -> ParameterMetadata
    {
        let (valueType, isOptional) = Reflection.valueType(of: parameter.valueKind)
        var specific = TypeSpecificMetadata()
        if let value = Reflection.metadataValue(parameter.defaultAny) {
            specific[TypeSpecificMetadata.defaultValueKey] = value
        }
        let options = parameter.parameterOptions
        if let range = options.inclusiveRange {
            specific[TypeSpecificMetadata.minimumValueKey] = .number(range.lowerBound)
            specific[TypeSpecificMetadata.maximumValueKey] = .number(range.upperBound)
        }
        if let style = options.controlStyle {
            specific[TypeSpecificMetadata.controlStyleKey] =
                TypeSpecificMetadata.controlStyles[style].map { .int($0) } ?? .string(style)
        }
        if let unit = options.defaultUnitSymbol { specific[TypeSpecificMetadata.defaultUnitKey] = .string(unit) }
        if let negative = options.supportsNegativeNumbers {
            specific[TypeSpecificMetadata.supportsNegativeNumbersKey] = .bool(negative)
        }
        if !options.supportedContentTypes.isEmpty {
            specific[TypeSpecificMetadata.contentTypesKey] = .array(
                options.supportedContentTypes.map { .string($0.identifier) })
        }
        if let multiline = options.multiline { specific[TypeSpecificMetadata.multilineKey] = .int(multiline ? 1 : 0) }
        if let supported = options.supportedValues {
            specific[TypeSpecificMetadata.supportedValuesKey] = .array(supported.map(MetadataValue.string))
        }
        return ParameterMetadata(
            name: name,
            title: LocalizedText(parameter.titleText),
            description: parameter.descriptionText,
            valueType: valueType,
            isOptional: isOptional,
            typeSpecificMetadata: specific,
            requestValueDialog: parameter.requestValueDialogText.map { LocalizedText($0) },
            requestDisambiguationDialog: parameter.requestDisambiguationDialogText.map { LocalizedText($0) },
            dynamicOptionsSupport: options.optionsProvider != nil ? 1 : Self.entityOptions(parameter.valueKind),
            capabilities: (specific[TypeSpecificMetadata.defaultValueKey] == nil ? 0 : ParameterCapabilities.hasDefault)
                | (options.optionsProvider == nil ? 0 : ParameterCapabilities.hasOptionsProvider),
            inputConnectionBehavior: options.inputConnectionBehavior == .connectToPreviousIntentResult
                ? 2 : options.inputConnectionBehavior == .never ? 1 : 0)
    }

    /// For an entity parameter, what its query offers (docs/METADATA.md): 1 suggestions, 2 also a
    /// search by string; 0 for other parameters.
    /// From the query's type alone: making a query may reach for dependencies not installed yet.
    static func searchesByString<E: AppEntity>(_ entity: E.Type) -> Bool {
        E.DefaultQuery.self is any EntityStringQuery.Type
    }

    static func entityOptions(_ kind: _IntentValueKind) -> Int {
        switch kind {
        case .optional(let inner), .array(let inner, _): entityOptions(inner)
        case .entity(let type): searchesByString(type) ? 2 : 1
        case .entityCollection(let collection): searchesByString(collection.entityType) ? 2 : 1
        case .primitive, .measurement, .enumeration, .union: 0
        }
    }

    /// Registers the entity and enum types a value kind mentions.
    mutating func register(_ kind: _IntentValueKind) async throws {
        switch kind {
        case .optional(let inner), .array(let inner, _): try await register(inner)
        case .entity(let type): try await addEntity(type)
        case .entityCollection(let collection): try await addEntity(collection.entityType)
        case .enumeration(let type): try addEnum(type)
        case .union(let type): for item in type._cases { try await register(item.kind) }
        case .primitive, .measurement: break
        }
    }

    static func intentProtocols(_ type: any AppIntent.Type) -> [String] {
        var protocols: [String] = []
        if type is any WidgetConfigurationIntent.Type { protocols.append("WidgetConfigurationIntent") }
        if type is any ControlConfigurationIntent.Type { protocols.append("ControlConfigurationIntent") }
        if type is any SnippetIntent.Type { protocols.append("SnippetIntent") }
        if type is any SetFocusFilterIntent.Type { protocols.append("SetFocusFilterIntent") }
        if type is any OpenIntent.Type { protocols.append("OpenIntent") }
        if type is any DeleteIntent.Type { protocols.append("DeleteIntent") }
        if type is any PredictableIntent.Type { protocols.append("PredictableIntent") }
        if type is any URLRepresentableIntent.Type { protocols.append("URLRepresentableIntent") }
        if type is any CustomIntentMigratedAppIntent.Type { protocols.append("CustomIntentMigratedAppIntent") }
        if type is any DeprecatedAppIntent.Type { protocols.append("DeprecatedAppIntent") }
        if type is any LiveActivityIntent.Type { protocols.append("LiveActivityIntent") }
        if type is any AudioPlaybackIntent.Type { protocols.append("AudioPlaybackIntent") }
        if type is any AudioRecordingIntent.Type { protocols.append("AudioRecordingIntent") }
        if type is any SetValueIntent.Type { protocols.append("SetValueIntent") }
        if type is any CameraCaptureIntent.Type { protocols.append("CameraCaptureIntent") }
        if type is any ProgressReportingIntent.Type { protocols.append("ProgressReportingIntent") }
        if type is any ForegroundContinuableIntent.Type { protocols.append("ForegroundContinuableIntent") }
        if type is any UndoableIntent.Type { protocols.append("UndoableIntent") }
        if type is any TargetContentProvidingIntent.Type { protocols.append("TargetContentProvidingIntent") }
        if type is any ShowInAppSearchResultsIntent.Type { protocols.append("ShowInAppSearchResultsIntent") }
        return protocols
    }

    /// Whether a schema type is offered to the assistant only (`isAssistantOnly`).
    static func isAssistantOnly(_ type: Any.Type) -> Bool {
        (type as? any _AssistantSchemaDeclaring.Type)?.isAssistantOnly ?? false
    }

    static func schemas(of type: Any.Type) -> [String] {
        (type as? any _AssistantSchemaDeclaring.Type).map { [$0.__assistantSchema] } ?? []
    }

    /// The output type and result flags of an intent's declared result.
    static func output(of type: any AppIntent.Type) -> (_IntentValueKind?, Int) {
        func flags<I: AppIntent>(_ intent: I.Type) -> (_IntentValueKind?, Int) {
            ResultShape.of(I.PerformResult.self)
        }
        return flags(type)
    }

    mutating func addEntity(_ type: any AppEntity.Type) async throws {
        guard let identifier = try claim(type, kind: "entity") else { return }
        let qualified = TypeNames.qualified(type)
        let display = type.typeDisplayRepresentation.name.defaultValue
        let lookup = EntityLookup.make(type)
        lookups[identifier] = lookup
        var properties: [PropertyMetadata] = []
        var queryProperties: [QueryPropertyMetadata] = []
        var sorting: [String] = []
        // A transient entity is made with its `init()` when its query finds none: its
        // properties' titles, descriptions and visibility live in the wrappers that makes.
        let sample = await lookup.sample() ?? (type as? any TransientAppEntity.Type)?.init()
        if let sample {
            for member in Reflection.members(of: sample) {
                var property: PropertyMetadata
                switch member {
                case .stored(let name, let stored):
                    let (valueType, isOptional) = Reflection.valueType(of: stored.valueKind)
                    property = PropertyMetadata(
                        identifier: name,
                        title: LocalizedText(stored.titleText ?? GeneratedTitle.fromPropertyName(name)),
                        valueType: valueType,
                        isOptional: isOptional, indexingKey: stored.indexingKeyName, kind: "stored")
                    try await register(stored.valueKind)
                case .computed(let descriptor):
                    let (valueType, isOptional) = Reflection.valueType(of: descriptor.valueKind)
                    property = PropertyMetadata(
                        identifier: descriptor.name,
                        title: LocalizedText(
                            descriptor.title?.defaultValue ?? GeneratedTitle.fromPropertyName(descriptor.name)),
                        valueType: valueType, isOptional: isOptional, indexingKey: descriptor.indexingKey,
                        kind: descriptor.kind)
                    try await register(descriptor.valueKind)
                }
                property.descriptionText = member.descriptionText.map { LocalizedText($0.defaultValue) }
                property.authenticationPolicy = member.authenticationPolicy?.rawValue ?? 0
                property.isInternal = member.isInternal
                properties.append(property)
            }
            if let propertyQuery = lookup.properties {
                queryProperties = propertyQuery.describe(sample).map {
                    QueryPropertyMetadata(propertyIdentifier: $0.property, comparators: $0.comparators)
                }
                sorting = propertyQuery.sortable(sample)
            }
        } else {
            // No instance: names and types come from the type itself; titles and indexing keys,
            // which live in the property wrappers, fall back to the names.
            notes.append(
                "\(qualified): no instance to reflect on (the query suggested none); property titles are derived from their names"
            )
            for member in Reflection.declaredMembers(of: type) {
                let (valueType, isOptional) = Reflection.valueType(of: member.valueKind)
                properties.append(
                    PropertyMetadata(
                        identifier: member.name, title: LocalizedText(GeneratedTitle.fromPropertyName(member.name)),
                        valueType: valueType, isOptional: isOptional, kind: member.isComputed ? "computed" : "stored"))
                try await register(member.valueKind)
            }
        }
        var protocols: [String] = []
        if type is any IndexedEntity.Type { protocols.append("IndexedEntity") }
        if type is any TransientAppEntity.Type { protocols.append("TransientAppEntity") }
        if type is any URLRepresentableEntity.Type { protocols.append("URLRepresentableEntity") }
        if type is any UniqueAppEntity.Type { protocols.append("UniqueAppEntity") }
        if type is any GenerableEntity.Type { protocols.append("GenerableEntity") }
        if type is any FileEntity.Type { protocols.append("FileEntity") }
        let queryIdentifier = TypeNames.short(lookup.queryType)
        if queryMetadata[queryIdentifier] == nil {
            queryMetadata[queryIdentifier] = QueryMetadata(
                identifier: queryIdentifier, fullyQualifiedTypeName: TypeNames.qualified(lookup.queryType),
                mangledTypeName: TypeNames.mangled(lookup.queryType), entityType: identifier,
                systemProtocols: lookup.systemProtocols, parameters: queryProperties,
                sortingOptions: sorting)
        }
        var metadata = EntityMetadata(
            identifier: identifier, fullyQualifiedTypeName: qualified, mangledTypeName: TypeNames.mangled(type),
            displayTypeName: LocalizedText(display),
            numericFormatTypeName: type.typeDisplayRepresentation.numericFormat.map { LocalizedText($0.key) },
            identifierValueType: Self.identifierType(type), properties: properties,
            defaultQueryIdentifier: TypeNames.qualified(lookup.queryType), systemProtocols: protocols.sorted(),
            assistantDefinedSchemas: Self.schemas(of: type))
        metadata.visibilityMetadata.assistantOnly = Self.isAssistantOnly(type)
        metadata.authenticationPolicy = type.authenticationPolicy.rawValue
        try AssistantSchemaShapes.check(metadata)
        entityMetadata.append(metadata)
    }

    static func identifierType(_ type: any AppEntity.Type) -> ValueType {
        func kind<E: AppEntity>(_ entity: E.Type) -> ValueType {
            E.ID.self == Int.self ? .primitive(.int) : .primitive(.string)
        }
        return kind(type)
    }

    mutating func addEnum(_ type: any AppEnum.Type) throws {
        guard let identifier = try claim(type, kind: "enum") else { return }
        let qualified = TypeNames.qualified(type)
        func cases<E: AppEnum>(_ enumeration: E.Type) throws -> ([EnumCaseMetadata], String) {
            let representations = E.caseDisplayRepresentations
            let missing = E.allCases.filter { representations[$0] == nil }.map { String(describing: $0.rawValue) }
            if !missing.isEmpty {
                throw IntentSystemError(
                    .invalidDeclaration,
                    "\(qualified).caseDisplayRepresentations has no entry for \(missing.map { "'\($0)'" }.joined(separator: ", ")); "
                        + "every case needs one")
            }
            let list = E._cases.map { item in
                EnumCaseMetadata(
                    identifier: item.rawValue,
                    displayRepresentation: DisplayRepresentationMetadata(
                        title: LocalizedText(item.display.title.defaultValue),
                        subtitle: item.display.subtitle.map { LocalizedText($0.defaultValue) },
                        synonyms: item.display.synonyms.map { LocalizedText($0.defaultValue) },
                        systemImageName: item.display.image?.systemName))
            }
            return (list, String(describing: E.RawValue.self))
        }
        let (list, rawType) = try cases(type)
        enumTypes[identifier] = type
        var metadata = EnumMetadata(
            identifier: identifier, fullyQualifiedTypeName: qualified, mangledTypeName: TypeNames.mangled(type),
            displayTypeName: LocalizedText(type.typeDisplayRepresentation.name.defaultValue), cases: list,
            rawValueType: rawType, assistantDefinedSchemas: Self.schemas(of: type))
        metadata.visibilityMetadata.assistantOnly = Self.isAssistantOnly(type)
        try AssistantSchemaShapes.check(metadata)
        enumMetadata.append(metadata)
    }

    mutating func addShortcuts(_ provider: any AppShortcutsProvider.Type, _ list: [AppShortcut]) throws {
        for shortcut in list {
            let intent = shortcut.intent
            let named = Reflection.parameters(of: intent).map { ($0.name, $0.parameter as AnyObject) }
            shortcuts.append(
                AutoShortcutMetadata(
                    actionIdentifier: TypeNames.short(type(of: intent)),
                    phraseTemplates: shortcut.phrases.map {
                        LocalizedText($0.template(in: intent, name: { Reflection.name(of: $0, among: named) }))
                    },
                    shortTitle: shortcut.shortTitle.map { LocalizedText($0.defaultValue) },
                    systemImageName: shortcut.systemImageName))
        }
    }
}

/// What a declared result type provides.
package enum ResultShape {
    /// The value kind (for `ReturnsValue`) and the `OutputFlags` bits of a result type.
    package static func of(_ type: any IntentResult.Type) -> (_IntentValueKind?, Int) {
        guard let shape = type as? any _ResultShapeDescribing.Type else { return (nil, 0) }
        return (shape._valueKindIfAny, shape._outputFlags)
    }
}

/// An array of values, as an `IntentValueQuery` returns them.
private protocol _ValueQueryResults {
    static var elementType: Any.Type { get }
}

extension Array: _ValueQueryResults {
    fileprivate static var elementType: Any.Type { Element.self }
}
