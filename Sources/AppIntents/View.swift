/// A piece of user interface in a snippet or a widget: the portable subset of SwiftUI that the
/// system can render as text, Markdown or HTML.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// Builds views from a closure of view expressions.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView(packing: (repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> OptionalView<Content> { OptionalView(content) }
    public static func buildOptional<Content: View>(_ content: Content?) -> OptionalView<Content> {
        OptionalView(content)
    }
    public static func buildEither<First: View, Second: View>(first: First) -> EitherView<First, Second> {
        EitherView(first: first)
    }
    public static func buildEither<First: View, Second: View>(second: Second) -> EitherView<First, Second> {
        EitherView(second: second)
    }
}

/// What the system renders: a tree of portable elements. Used by the system; not for app code.
package indirect enum ViewNode: Sendable, Equatable {
    case text(String, bold: Bool)
    case label(title: String, systemImage: String?)
    case image(systemName: String)
    case horizontal([ViewNode])
    case vertical([ViewNode])
    case spacer
    case button(label: ViewNode, intent: IntentReference)
    case toggle(isOn: Bool, label: ViewNode, intent: IntentReference)
    case group([ViewNode])
    case empty
}

/// An intent a button runs, kept for rendering and for pressing. Used by the system.
package struct IntentReference: Sendable, Equatable {
    package let intent: any AppIntent
    package var typeName: String { String(reflecting: type(of: intent)) }
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.typeName == rhs.typeName }
}

/// A view the system renders directly. Used by the system; not for app code.
@MainActor
package protocol _PrimitiveView {
    var _node: ViewNode { get }
}

/// Turns any view into its node tree. Used by the system; not for app code.
@MainActor
package func makeViewNode(_ view: some View) -> ViewNode {
    if let primitive = view as? any _PrimitiveView { return primitive._node }
    return makeViewNode(view.body)
}

/// Nothing.
public struct EmptyView: View, _PrimitiveView {
    public nonisolated init() {}
    public var body: Never { fatalError("EmptyView has no body") }
    package var _node: ViewNode { .empty }
}

/// Several views in a row of a builder.
public struct TupleView<T>: View, _PrimitiveView {
    nonisolated(unsafe) let value: T
    let makeChildren: @MainActor (T) -> [ViewNode]
    public nonisolated init(_ value: T) {
        self.value = value
        self.makeChildren = { _ in [] }
    }
    nonisolated init<each C: View>(packing value: (repeat each C)) where T == (repeat each C) {
        self.value = value
        self.makeChildren = { (tuple: (repeat each C)) in
            var nodes: [ViewNode] = []
            for child in repeat each tuple { nodes.append(makeViewNode(child)) }
            return nodes
        }
    }
    public var body: Never { fatalError("TupleView has no body") }
    package var _node: ViewNode { .group(makeChildren(value)) }
}

/// A view that may be absent.
public struct OptionalView<Content: View>: View, _PrimitiveView {
    nonisolated(unsafe) let content: Content?
    nonisolated init(_ content: Content?) { self.content = content }
    public var body: Never { fatalError("OptionalView has no body") }
    package var _node: ViewNode { content.map { makeViewNode($0) } ?? .empty }
}

/// One of two views.
public struct EitherView<First: View, Second: View>: View, _PrimitiveView {
    nonisolated(unsafe) let first: First?
    nonisolated(unsafe) let second: Second?
    nonisolated init(first: First) {
        self.first = first
        self.second = nil
    }
    nonisolated init(second: Second) {
        self.first = nil
        self.second = second
    }
    public var body: Never { fatalError("EitherView has no body") }
    package var _node: ViewNode {
        if let first { return makeViewNode(first) }
        if let second { return makeViewNode(second) }
        return .empty
    }
}

/// Text.
public struct Text: View, _PrimitiveView {
    let content: String
    var isBold = false
    /// A key's text, looked up as a `LocalizedStringResource` is: in `tableName` of `bundle` (the
    /// main bundle's `Localizable` by default), as SwiftUI's `Text(_:tableName:bundle:comment:)`.
    public nonisolated init(
        _ key: LocalizedStringResource, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        if tableName == nil, bundle == nil {
            content = key.defaultValue
        } else {
            content = String(localized: key, table: tableName, bundle: bundle)
        }
    }
    public nonisolated init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public nonisolated init(verbatim content: String) { self.content = content }
    public var body: Never { fatalError("Text has no body") }
    package var _node: ViewNode { .text(content, bold: isBold) }

    /// The text in bold.
    public nonisolated func bold() -> Text {
        var copy = self
        copy.isBold = true
        return copy
    }
}

/// A title with an icon.
public struct Label: View, _PrimitiveView {
    let title: String
    let systemImage: String?
    public nonisolated init(_ title: LocalizedStringResource, systemImage: String) {
        self.title = title.defaultValue
        self.systemImage = systemImage
    }
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = String(title)
        self.systemImage = systemImage
    }
    /// A title with an image from the app's asset catalog, which a text surface does not show.
    public nonisolated init(_ title: LocalizedStringResource, image: String) {
        self.title = title.defaultValue
        self.systemImage = nil
    }
    public nonisolated init<S: StringProtocol>(_ title: S, image: String) {
        self.title = String(title)
        self.systemImage = nil
    }
    public var body: Never { fatalError("Label has no body") }
    package var _node: ViewNode { .label(title: title, systemImage: systemImage) }
}

/// A symbol.
public struct Image: View, _PrimitiveView {
    let systemName: String
    public nonisolated init(systemName: String) { self.systemName = systemName }
    public var body: Never { fatalError("Image has no body") }
    package var _node: ViewNode { .image(systemName: systemName) }
}

/// Views side by side.
public struct HStack<Content: View>: View, _PrimitiveView {
    nonisolated(unsafe) let content: Content
    public nonisolated init(
        alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
    public var body: Never { fatalError("HStack has no body") }
    package var _node: ViewNode { .horizontal(Self.flatten(makeViewNode(content))) }
    static func flatten(_ node: ViewNode) -> [ViewNode] {
        if case .group(let children) = node { return children }
        return [node]
    }
}

/// Views one above the other.
public struct VStack<Content: View>: View, _PrimitiveView {
    nonisolated(unsafe) let content: Content
    public nonisolated init(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
    public var body: Never { fatalError("VStack has no body") }
    package var _node: ViewNode { .vertical(HStack<Content>.flatten(makeViewNode(content))) }
}

/// Alignment of views in a row.
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
/// Alignment of views in a column.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }

/// Space that grows.
public struct Spacer: View, _PrimitiveView {
    public nonisolated init(minLength: Double? = nil) {}
    public var body: Never { fatalError("Spacer has no body") }
    package var _node: ViewNode { .spacer }
}

/// A button that runs an intent.
public struct Button<Label: View>: View, _PrimitiveView {
    nonisolated(unsafe) let label: Label
    let intent: any AppIntent
    public var body: Never { fatalError("Button has no body") }
    package var _node: ViewNode { .button(label: makeViewNode(label), intent: IntentReference(intent: intent)) }
}

extension Button {
    /// A button that runs `intent` when pressed.
    public nonisolated init(intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.intent = intent
    }
}

extension Button where Label == Text {
    /// A button titled `title` that runs `intent` when pressed.
    public nonisolated init(_ title: LocalizedStringResource, intent: some AppIntent) {
        self.label = Text(title)
        self.intent = intent
    }
}

/// A switch that runs an intent when flipped.
public struct Toggle<Label: View>: View, _PrimitiveView {
    let isOn: Bool
    nonisolated(unsafe) let label: Label
    let intent: any AppIntent
    public nonisolated init(isOn: Bool, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        self.intent = intent
    }
    public var body: Never { fatalError("Toggle has no body") }
    package var _node: ViewNode {
        .toggle(isOn: isOn, label: makeViewNode(label), intent: IntentReference(intent: intent))
    }
}

extension Toggle where Label == Text {
    public nonisolated init(_ title: LocalizedStringResource, isOn: Bool, intent: some AppIntent) {
        self.isOn = isOn
        self.label = Text(title)
        self.intent = intent
    }
}
