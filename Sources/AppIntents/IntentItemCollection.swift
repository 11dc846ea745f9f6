import Foundation

/// Options or query results in titled sections: shown grouped in pickers, in disambiguation
/// lists on the command line and in an agent's choices.
///
/// ```swift
/// func results() async throws -> ItemCollection<String> {
///     ItemCollection {
///         ItemSection("Recent", items: recent.map { IntentItem($0) })
///         ItemSection("Sizes") { "Small"; "Large" }
///     }
/// }
/// ```
public struct IntentItemCollection<Result: Sendable>: Sendable, ResultsCollection {
    /// The sections, in order.
    public var sections: [IntentItemSection<Result>]
    /// The label of the search field a picker shows, if any.
    public var promptLabel: LocalizedStringResource?
    /// Whether a long list is indexed by first letter.
    public var usesIndexedCollation: Bool

    /// A collection of the given sections.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) {
        self.sections = sections
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
    }

    /// A collection of one untitled section of `items`.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        items: [IntentItem<Result>]
    ) {
        self.init(
            promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
            sections: [IntentItemSection(items: items)])
    }

    /// A collection of one untitled section of `items`, each shown with its own representation.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]) {
        self.init(
            promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, items: items.map { IntentItem($0) })
    }

    /// A collection of the sections the builder lists.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]
    ) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    /// No sections.
    public static var empty: Self { IntentItemCollection(sections: []) }

    private var flattened: [Result] { sections.flatMap { $0.items.map(\.value) } }

    public var startIndex: Int { 0 }
    public var endIndex: Int { sections.reduce(0) { $0 + $1.items.count } }
    public subscript(position: Int) -> Result { flattened[position] }

    public var _options: [Any] { flattened.map { $0 as Any } }

    public var _optionSections: [_OptionSection] {
        sections.map { section in
            _OptionSection(
                title: section.title?.defaultValue,
                items: section.items.map {
                    _OptionSection.Item(
                        value: $0.value, title: $0.title?.defaultValue, subtitle: $0.subtitle?.defaultValue)
                })
        }
    }
}

/// A titled group of options in an `IntentItemCollection`.
public struct IntentItemSection<Result: Sendable>: Sendable {
    /// The title shown above the items; `nil` for an untitled section.
    public var title: LocalizedStringResource?
    /// A second line under the title. Kept with the section; the surfaces here show its title.
    public var subtitle: LocalizedStringResource?
    /// An image beside the title. Kept with the section; the surfaces here show no images.
    public var image: DisplayRepresentation.Image?
    /// The items, in order.
    public var items: [IntentItem<Result>]

    /// A section titled `title`.
    public init(_ title: LocalizedStringResource? = nil, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }

    /// A section titled `title`.
    public init(title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.init(Optional(title), items: items)
    }

    /// A section titled `title` of plain values, each shown with its own representation.
    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.init(Optional(title), items: items.map { IntentItem($0) })
    }

    /// A section of the items the builder lists: values or `IntentItem`s.
    public init(
        _ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.init(title, items: itemsBuilder())
    }

    /// A section with a subtitle and an image beside its title, of the items the builder lists.
    public init(
        _ title: LocalizedStringResource, subtitle: LocalizedStringResource?, image: DisplayRepresentation.Image?,
        @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.init(title, items: itemsBuilder())
        self.subtitle = subtitle
        self.image = image
    }
}

/// One option, with how it is shown.
public struct IntentItem<Value: Sendable>: Sendable {
    /// The value the option stands for.
    public var value: Value
    /// The title shown; the value's own representation when `nil`.
    public var title: LocalizedStringResource?
    /// A second line shown under the title.
    public var subtitle: LocalizedStringResource?
    /// An image shown with the option.
    public var image: DisplayRepresentation.Image?

    public init(
        _ value: Value, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// How the option is shown: its title (the value's own text when it has none), subtitle and
    /// image.
    public var description: DisplayRepresentation {
        get {
            DisplayRepresentation(
                title: title ?? LocalizedStringResource(stringLiteral: String(describing: value)), subtitle: subtitle,
                image: image)
        }
        set {
            title = newValue.title
            subtitle = newValue.subtitle
            image = newValue.image
        }
    }
}

extension IntentItem {
    /// Lists the items of a section: `@IntentItem<Result>.Builder`.
    public typealias Builder = IntentItemBuilder<Value>
}

extension IntentItemSection {
    /// Lists the sections of a collection: `@IntentItemSection<Result>.Builder`.
    public typealias Builder = IntentItemSectionBuilder<Result>
}

/// `ItemCollection<String>`: Apple's short name inside option providers and queries.
public typealias ItemCollection<Result: Sendable> = IntentItemCollection<Result>
/// `ItemSection<String>`: Apple's short name inside option providers and queries.
public typealias ItemSection<Result: Sendable> = IntentItemSection<Result>

/// Builds the sections of an `IntentItemCollection`.
@resultBuilder
public enum IntentItemSectionBuilder<Result: Sendable> {
    public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] {
        [section]
    }
    public static func buildExpression(_ sections: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] {
        sections
    }
    public static func buildBlock(_ parts: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] {
        parts.flatMap { $0 }
    }
    public static func buildOptional(_ part: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] {
        part ?? []
    }
    public static func buildEither(first: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { first }
    public static func buildEither(second: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { second }
    public static func buildArray(_ parts: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] {
        parts.flatMap { $0 }
    }
}

/// Builds the items of an `IntentItemSection` from values and `IntentItem`s.
@resultBuilder
public enum IntentItemBuilder<Result: Sendable> {
    public static func buildExpression(_ value: Result) -> [IntentItem<Result>] { [IntentItem(value)] }
    public static func buildExpression(_ item: IntentItem<Result>) -> [IntentItem<Result>] { [item] }
    public static func buildExpression(_ items: [IntentItem<Result>]) -> [IntentItem<Result>] { items }
    public static func buildBlock(_ parts: [IntentItem<Result>]...) -> [IntentItem<Result>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [IntentItem<Result>]?) -> [IntentItem<Result>] { part ?? [] }
    public static func buildEither(first: [IntentItem<Result>]) -> [IntentItem<Result>] { first }
    public static func buildEither(second: [IntentItem<Result>]) -> [IntentItem<Result>] { second }
    public static func buildArray(_ parts: [[IntentItem<Result>]]) -> [IntentItem<Result>] { parts.flatMap { $0 } }
}
