import Foundation

/// What `perform()` returns. Build one with `.result(…)`.
public protocol IntentResult: Sendable {}

/// A result that returns a value to the caller (Shortcuts passes it to the next action).
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value: Sendable
}

/// A result that says something to the person.
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a view.
public protocol ShowsSnippetView: IntentResult {}

/// A result that shows a snippet intent's view.
public protocol ShowsSnippetIntent: IntentResult {}

/// A result that runs another intent after this one.
public protocol OpensIntent: IntentResult {}

/// Marks an absent part of a result. Not for app code.
public struct _None: Sendable {}

/// The result every `.result(…)` factory builds; its conformances follow its parts.
public struct IntentResultContainer<Value: Sendable, Opened: Sendable, Content: Sendable, Dialog: Sendable>:
    IntentResult
{
    package let value: Value?
    package let opened: Opened?
    package let content: Content?
    package let dialog: Dialog?

    init(value: Value? = nil, opened: Opened? = nil, content: Content? = nil, dialog: Dialog? = nil) {
        self.value = value
        self.opened = opened
        self.content = content
        self.dialog = dialog
    }
}

extension IntentResultContainer: ReturnsValue where Value: _IntentValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Content: View {}
extension IntentResultContainer: ShowsSnippetIntent where Content: SnippetIntent {}
extension IntentResultContainer: OpensIntent where Opened: AppIntent {}

/// What the system reads from a result. Used by the system; not for app code.
package protocol _AnyIntentResult: Sendable {
    var _value: (any Sendable)? { get }
    var _valueKind: _IntentValueKind? { get }
    var _dialog: IntentDialog? { get }
    var _view: ViewBox? { get }
    var _snippetIntent: (any SnippetIntent)? { get }
    var _opensIntent: (any AppIntent)? { get }
}

extension IntentResultContainer: _AnyIntentResult {
    package var _value: (any Sendable)? { value }
    package var _valueKind: _IntentValueKind? { (Value.self as? any _IntentValue.Type)?._valueKind }
    package var _dialog: IntentDialog? { dialog as? IntentDialog }
    package var _view: ViewBox? { (content as? any View).map(ViewBox.init) }
    package var _snippetIntent: (any SnippetIntent)? { content as? any SnippetIntent }
    package var _opensIntent: (any AppIntent)? { opened as? any AppIntent }
}

/// A view carried with a result. The result's content type is `Sendable` by its generic
/// constraint, which the existential cannot say. Used by the system; not for app code.
package struct ViewBox: @unchecked Sendable {
    package let view: any View
}

extension IntentResult {
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, _None, _None> {
        .init()
    }

    public static func result(dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, Never, _None, IntentDialog> {
        .init(dialog: dialog)
    }

    public static func result<V: _IntentValue>(value: V) -> Self
    where Self == IntentResultContainer<V, Never, _None, _None> {
        .init(value: value)
    }

    public static func result<V: _IntentValue>(value: V, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V, Never, _None, IntentDialog> {
        .init(value: value, dialog: dialog)
    }

    public static func result<C: View>(view: C) -> Self where Self == IntentResultContainer<Never, Never, C, _None> {
        .init(content: view)
    }

    public static func result<C: View>(dialog: IntentDialog, view: C) -> Self
    where Self == IntentResultContainer<Never, Never, C, IntentDialog> {
        .init(content: view, dialog: dialog)
    }

    public static func result<V: _IntentValue, C: View>(value: V, view: C) -> Self
    where Self == IntentResultContainer<V, Never, C, _None> {
        .init(value: value, content: view)
    }

    public static func result<V: _IntentValue, C: View>(value: V, dialog: IntentDialog, view: C) -> Self
    where Self == IntentResultContainer<V, Never, C, IntentDialog> {
        .init(value: value, content: view, dialog: dialog)
    }

    public static func result<S: SnippetIntent>(snippetIntent: S) -> Self
    where Self == IntentResultContainer<Never, Never, S, _None> {
        .init(content: snippetIntent)
    }

    public static func result<S: SnippetIntent>(dialog: IntentDialog, snippetIntent: S) -> Self
    where Self == IntentResultContainer<Never, Never, S, IntentDialog> {
        .init(content: snippetIntent, dialog: dialog)
    }

    public static func result<V: _IntentValue, S: SnippetIntent>(value: V, snippetIntent: S) -> Self
    where Self == IntentResultContainer<V, Never, S, _None> {
        .init(value: value, content: snippetIntent)
    }

    public static func result<O: AppIntent>(opensIntent: O) -> Self
    where Self == IntentResultContainer<Never, O, _None, _None> {
        .init(opened: opensIntent)
    }

    public static func result<O: AppIntent>(opensIntent: O, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, O, _None, IntentDialog> {
        .init(opened: opensIntent, dialog: dialog)
    }

    public static func result<V: _IntentValue, O: AppIntent>(value: V, opensIntent: O) -> Self
    where Self == IntentResultContainer<V, O, _None, _None> {
        .init(value: value, opened: opensIntent)
    }

    public static func result<V: _IntentValue, O: AppIntent>(value: V, opensIntent: O, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V, O, _None, IntentDialog> {
        .init(value: value, opened: opensIntent, dialog: dialog)
    }
}

extension AppIntent where PerformResult: ReturnsValue {
    /// Runs the intent from app code and returns its value; donates it unless `donate` is false.
    public func callAsFunction(donate: Bool = true) async throws -> PerformResult.Value {
        let result = try await perform()
        if donate { _ = try? await IntentDonationManager.shared.donate(intent: self, result: result) }
        guard let value = (result as? any _AnyIntentResult)?._value as? PerformResult.Value else {
            throw AppIntentError.typeMismatch(parameter: "result", expected: "\(PerformResult.Value.self)")
        }
        return value
    }
}

extension AppIntent {
    /// Runs the intent from app code; donates it unless `donate` is false.
    public func callAsFunction(donate: Bool = true) async throws {
        let result = try await perform()
        if donate { _ = try? await IntentDonationManager.shared.donate(intent: self, result: result) }
    }
}

/// What the system reads from a result type. Used by the system; not for app code.
package protocol _ResultShapeDescribing {
    static var _valueKindIfAny: _IntentValueKind? { get }
    static var _outputFlags: Int { get }
}

extension IntentResultContainer: _ResultShapeDescribing {
    package static var _valueKindIfAny: _IntentValueKind? { (Value.self as? any _IntentValue.Type)?._valueKind }
    package static var _outputFlags: Int {
        var flags = 0
        if Value.self is any _IntentValue.Type { flags |= 1 }
        if Dialog.self == IntentDialog.self { flags |= 2 }
        if Content.self is any View.Type { flags |= 4 }
        if Opened.self is any AppIntent.Type { flags |= 8 }
        if Content.self is any SnippetIntent.Type { flags |= 16 }
        return flags
    }
}
