import AppIntents
import AppIntentsMetadata
import Foundation

/// A widget or control the app offers, configured by an intent and drawn with the portable views:
/// what WidgetKit's `AppIntentConfiguration` and `AppIntentControlConfiguration` declare on Apple
/// platforms.
///
/// ```swift
/// IntentWidget(kind: "SoupOfTheDay", configuration: SoupOfTheDayConfiguration.self) { configuration in
///     Text(configuration.soup.name)
///     Button(intent: OrderSoupIntent(soup: configuration.soup)) { Text("Order") }
/// }
/// ```
public struct IntentWidget: Sendable {
    /// Whether the kind is a widget or a control.
    public enum Family: String, Sendable {
        /// A widget: shows its configuration's view, with buttons.
        case widget
        /// A control: one button or toggle.
        case control
    }

    /// The kind's name, unique in the app: `SoupOfTheDay`.
    public let kind: String
    /// Whether it is a widget or a control.
    public let family: Family
    package let configuration: any AppIntent.Type
    package let render: @MainActor @Sendable (any AppIntent) -> ViewNode?

    /// A widget of `kind`, configured by `configuration` and drawn by `content`.
    public init<Configuration: WidgetConfigurationIntent, Content: View>(
        kind: String, configuration: Configuration.Type,
        @ViewBuilder content: @escaping @MainActor @Sendable (Configuration) -> Content
    ) {
        self.kind = kind
        self.family = .widget
        self.configuration = configuration
        self.render = { intent in (intent as? Configuration).map { makeViewNode(content($0)) } }
    }

    /// A control of `kind`, configured by `configuration` and drawn by `content` (a button or a
    /// toggle that runs an intent).
    public init<Configuration: ControlConfigurationIntent, Content: View>(
        control kind: String, configuration: Configuration.Type,
        @ViewBuilder content: @escaping @MainActor @Sendable (Configuration) -> Content
    ) {
        self.kind = kind
        self.family = .control
        self.configuration = configuration
        self.render = { intent in (intent as? Configuration).map { makeViewNode(content($0)) } }
    }
}

/// A stored widget or control configuration: the values its configuration intent was given.
package struct WidgetConfiguration: Codable, Sendable, Hashable {
    package var kind: String
    package var intent: String
    /// Each parameter's value in its storable form (entities by `{"id": …}`).
    package var values: [String: JSONValue]
}

/// One button or toggle of a rendered widget.
package struct WidgetAction: Sendable {
    package var label: String
    package var isToggle: Bool
    package var intent: any AppIntent
    /// A toggle's state as drawn; `nil` for a button.
    package var isOn: Bool? = nil
}

/// The system's side of widgets and controls: which configurations are valid, what they show,
/// and which intent a button runs with which values. Nothing here can prompt.
package struct WidgetSystem: Sendable {
    package let executor: Executor
    package let widgets: [IntentWidget]

    package init(executor: Executor, widgets: [IntentWidget]) {
        self.executor = executor
        self.widgets = widgets
    }

    /// The kind named `name`, any case.
    package func widget(_ name: String) throws -> IntentWidget {
        if let widget = widgets.first(where: { $0.kind.lowercased() == name.lowercased() }) { return widget }
        let kinds = widgets.map(\.kind)
        throw IntentSystemError(
            .notFound,
            "unknown widget or control '\(Resolver.clip(name))'." + Suggestions.didYouMean(name, among: kinds)
                + (kinds.isEmpty ? " The app declares none." : " Kinds: \(kinds.joined(separator: ", "))."),
            given: name, candidates: Suggestions.closest(to: name, among: kinds))
    }

    /// Checks the values against the configuration intent and returns the configuration to store.
    /// Every required value must be given or defaulted: a widget cannot ask.
    package func configure(_ name: String, inputs: [String: IntentInput]) async throws -> WidgetConfiguration {
        let widget = try widget(name)
        let prepared = try await prepare(widget, inputs: inputs)
        var values: [String: JSONValue] = [:]
        for (parameterName, parameter) in prepared.parameters {
            guard let value = parameter.currentValue ?? parameter.defaultAny else { continue }
            let stored = await ValueEncoding.storable(value)
            if stored != .null { values[parameterName] = stored }
        }
        return WidgetConfiguration(kind: widget.kind, intent: prepared.action.identifier, values: values)
    }

    /// The widget drawn with a stored configuration, and its buttons and toggles in order.
    package func render(_ configuration: WidgetConfiguration) async throws -> (ViewNode, [WidgetAction]) {
        let widget = try widget(configuration.kind)
        let prepared = try await prepare(widget, inputs: configuration.values.mapValues(IntentInput.json))
        let intent = prepared.intent
        let node = await MainActor.run { widget.render(intent) } ?? .empty
        return (node, Self.actions(in: node))
    }

    /// Presses the button or toggle `action` (its label, or its number from 1) of a stored
    /// configuration, running its intent with the values it was built with.
    package func press(
        _ configuration: WidgetConfiguration, action: String, caller: CallerAuthentication
    ) async throws
        -> (WidgetAction, Outcome)
    {
        let family = try widget(configuration.kind).family
        let (_, actions) = try await render(configuration)
        var chosen = try Self.choose(action, among: actions, owner: configuration.kind)
        if let isOn = chosen.isOn, let setter = chosen.intent as? any SetValueIntent {
            // A toggle flips its state: the intent's `value` is the new one, as iOS sets it.
            chosen.intent = try Self.setting(setter, to: !isOn, label: chosen.label)
        }
        let identifier = TypeNames.short(type(of: chosen.intent))
        do {
            let outcome = try await executor.run(
                RunRequest(
                    intent: identifier, caller: caller, surface: family == .control ? .control : .widget,
                    prefilled: chosen.intent),
                interaction: NeverAskInteraction())
            return (chosen, outcome)
        } catch let error as IntentSystemError where error.code == .needsInput {
            throw IntentSystemError(
                .needsInput,
                "pressing '\(chosen.label)' would need to ask: \(error.pendingRequest?.prompt ?? error.message); "
                    + "\(English.withArticle(family.rawValue)) cannot prompt, so \(identifier) was not run",
                parameter: error.parameter, pendingRequest: error.pendingRequest)
        }
    }

    private func prepare(_ widget: IntentWidget, inputs: [String: IntentInput]) async throws -> Executor.Prepared {
        let identifier = TypeNames.short(widget.configuration)
        guard (try? executor.catalog.intentType(identifier)) != nil else {
            throw IntentSystemError(
                .invalidDeclaration,
                "\(widget.kind): its configuration \(identifier) is not in the app's catalog",
                given: widget.kind)
        }
        do {
            return try await executor.prepare(
                RunRequest(intent: TypeNames.short(widget.configuration), inputs: inputs, surface: .widget),
                interaction: NeverAskInteraction())
        } catch let error as IntentSystemError where error.code == .needsInput {
            let parameter = error.parameter ?? "?"
            if case .confirmation(let request)? = error.pendingRequest, request.kind == .value {
                // A configured entity now under another title: configuring it again confirms it.
                throw IntentSystemError(
                    .staleIdentifier,
                    "\(widget.kind): \(request.dialog.dropLast(" Use it?".count)) A \(widget.family.rawValue) cannot ask, "
                        + "so it was not used; configure it again with --\(parameter)",
                    parameter: error.parameter)
            }
            throw IntentSystemError(
                .needsInput,
                "\(widget.kind): '\(parameter)' needs a value and \(English.withArticle(widget.family.rawValue)) cannot ask; give --\(parameter)",
                parameter: error.parameter, pendingRequest: error.pendingRequest)
        }
    }

    /// `intent` with its `value` set to `isOn`: what a toggle does to a `SetValueIntent`.
    static func setting<Intent: SetValueIntent>(_ intent: Intent, to isOn: Bool, label: String) throws -> Intent {
        guard let value = isOn as? Intent.ValueType ?? Optional(isOn) as? Intent.ValueType else {
            throw IntentSystemError(
                .invalidDeclaration,
                "the toggle '\(label)' runs \(TypeNames.short(Intent.self)), whose value is a "
                    + "\(Intent.ValueType.self), not a Bool: a toggle can only set a Bool")
        }
        var copy = intent
        copy.value = value
        return copy
    }

    /// The action named `name` (its label, any case, or its number from 1) among `actions`.
    package static func choose(_ name: String, among actions: [WidgetAction], owner: String) throws -> WidgetAction {
        // Compared before subtracting: `-9223372036854775808 - 1` would overflow.
        if let number = Int(name), number >= 1, number <= actions.count { return actions[number - 1] }
        if let match = actions.first(where: { $0.label.lowercased() == name.lowercased() }) { return match }
        let labels = actions.map(\.label)
        throw IntentSystemError(
            .notFound,
            "\(owner) has no button '\(Resolver.clip(name))'"
                + (actions.isEmpty
                    ? "; it has none"
                    : "; its buttons: \(labels.enumerated().map { "\($0 + 1). \($1)" }.joined(separator: ", "))"),
            given: name, candidates: labels)
    }

    /// The buttons and toggles of a view tree, in reading order.
    package static func actions(in node: ViewNode) -> [WidgetAction] {
        switch node {
        case .button(let label, let reference):
            return [WidgetAction(label: label.plainText, isToggle: false, intent: reference.intent)]
        case .toggle(let isOn, let label, let reference):
            return [WidgetAction(label: label.plainText, isToggle: true, intent: reference.intent, isOn: isOn)]
        case .horizontal(let children), .vertical(let children), .group(let children):
            return children.flatMap(actions)
        default:
            return []
        }
    }
}

extension ViewNode {
    /// The text a person reads on the node, for labels.
    package var plainText: String {
        switch self {
        case .text(let text, _): text
        case .label(let title, _): title
        case .image(let name): name
        case .button(let label, _), .toggle(_, let label, _): label.plainText
        case .horizontal(let children), .vertical(let children), .group(let children):
            children.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ")
        case .spacer, .empty: ""
        }
    }
}

extension ValueEncoding {
    /// A value as stored configurations keep it: entities by `{"id": …, "title": …}` (they must
    /// still resolve when read back, and one now under another title is confirmed before it is
    /// used), everything else as JSON.
    package static func storable(_ value: Any) async -> JSONValue {
        func reference(_ entity: any AppEntity) -> JSONValue {
            .object([
                "id": .string(entity.id.entityIdentifierString), "title": .string(Resolver.title(entity)),
            ])
        }
        if let entity = value as? any AppEntity { return reference(entity) }
        if let list = value as? [Any], list.allSatisfy({ $0 is any AppEntity }) {
            return .array(list.compactMap { ($0 as? any AppEntity).map(reference) })
        }
        return await json(value, kind: nil)
    }
}
