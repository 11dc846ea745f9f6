import Foundation

/// The `query:` and `supportedValues:` forms of `@Parameter`, as in Apple's framework: an entity
/// parameter looked up with another query than its type's `defaultQuery`, and a parameter that
/// takes only some of its type's values.
extension IntentParameter {
    /// An entity looked up with `query` instead of the entity type's `defaultQuery`: its
    /// identifiers, its string search and its suggestions are the ones offered and resolved for
    /// this parameter (`@Parameter(title: "Book", query: FavoriteBooksQuery()) var book:
    /// BookEntity`).
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: some EntityQuery
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior)
        options.query = query
    }

    /// An entity or an enum case among `supportedValues` only (iOS 18): the values offered are
    /// those, and any other is refused with the ones that go
    /// (`@Parameter(title: "Size", supportedValues: [.small, .medium]) var size: CupSize`).
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: Value.ValueType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value.ValueType],
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior)
        options.supportedValues = supportedValues.map(Self.supportedValueText)
        options.optionsProvider = optionsProvider
    }

    /// An entity's identifier or an enum case's raw value: how a supported value is matched.
    static func supportedValueText(_ value: Value.ValueType) -> String {
        switch value {
        case let entity as any AppEntity: entity.id.entityIdentifierString
        case let enumCase as any AppEnum: enumCase._rawValueText
        default: String(describing: value)
        }
    }
}
