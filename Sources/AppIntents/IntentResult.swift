import Foundation

/// What `perform()` returns. Build one with `.result(…)`.
public protocol IntentResult: Sendable {}

/// A result that returns a value to the caller (Shortcuts passes it to the next action).
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value: _IntentValue
    /// The value `perform()` returned, or `nil` when the result carries none.
    var value: Value? { get }
}

/// A result that says something to the person.
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a view.
public protocol ShowsSnippetView: IntentResult {}

/// A result that shows a snippet intent's view.
public protocol ShowsSnippetIntent: IntentResult {}

/// A result that runs another intent after this one.
public protocol OpensIntent: IntentResult {}

/// The result every `.result(…)` factory builds.
///
/// As in Apple's framework, an absent part is `Never` (`.result()` is
/// `IntentResultContainer<Never, Never, Never, Never>`), and the container conforms to every
/// result protocol, so `.result()` satisfies `some ReturnsValue` and `.result(dialog:)` satisfies
/// `some ShowsSnippetView`. Views are erased to `_SnippetViewContainer`, so two branches of
/// `perform()` may return different views.
public struct IntentResultContainer<
    Value: _IntentValue, OpensAppIntent: AppIntent, Snippet: Sendable, Dialog: Sendable
>:
    ReturnsValue, ProvidesDialog, ShowsSnippetView, ShowsSnippetIntent, OpensIntent
{
    /// The value returned to the caller, if any.
    public let value: Value?
    /// The intent the system runs next, if any.
    public let opensIntent: OpensAppIntent?
    package let snippet: Snippet?
    package let dialogPart: Dialog?

    init(value: Value? = nil, opensIntent: OpensAppIntent? = nil, dialog: Dialog? = nil, snippet: Snippet? = nil) {
        self.value = value
        self.opensIntent = opensIntent
        self.snippet = snippet
        self.dialogPart = dialog
    }

    /// What the system says to the person, if anything.
    public var dialog: IntentDialog? { dialogPart as? IntentDialog }
}

/// A view carried by a result, its type erased. Not for app code: build it with
/// `.result(view:)` or `.result(content:)`.
public struct _SnippetViewContainer: Sendable {
    package let box: ViewBox

    init(_ view: some View) {
        box = ViewBox(view: view)
    }
}

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
    package var _valueKind: _IntentValueKind? { Self._valueKindIfAny }
    package var _dialog: IntentDialog? { dialog }
    package var _view: ViewBox? {
        if let container = snippet as? _SnippetViewContainer { return container.box }
        if Snippet.self != Never.self, let view = snippet as? any View { return ViewBox(view: view) }
        return nil
    }
    package var _snippetIntent: (any SnippetIntent)? { snippet as? any SnippetIntent }
    package var _opensIntent: (any AppIntent)? { opensIntent }
}

/// A view carried with a result. The result's content type is `Sendable` by its generic
/// constraint, which the existential cannot say. Used by the system; not for app code.
package struct ViewBox: @unchecked Sendable {
    package let view: any View
}

/// What the system reads from a result type. Used by the system; not for app code.
package protocol _ResultShapeDescribing {
    static var _valueKindIfAny: _IntentValueKind? { get }
    static var _outputFlags: Int { get }
}

extension IntentResultContainer: _ResultShapeDescribing {
    package static var _valueKindIfAny: _IntentValueKind? { Value.self == Never.self ? nil : Value._valueKind }
    package static var _outputFlags: Int {
        // Apple's bits (docs/METADATA.md): a returned value sets none, the output type says it.
        var flags = 0
        if OpensAppIntent.self != Never.self { flags |= 1 }
        if Snippet.self == _SnippetViewContainer.self || (Snippet.self != Never.self && Snippet.self is any View.Type) {
            flags |= 2
        }
        if Dialog.self == IntentDialog.self { flags |= 4 }
        if Snippet.self is any SnippetIntent.Type { flags |= 16 }
        return flags
    }
}

extension AppIntent where PerformResult: ReturnsValue {
    /// Runs the intent from app code and returns its value; donates it unless `donate` is false.
    public func callAsFunction(donate: Bool = true) async throws -> PerformResult.Value {
        let result = try await perform()
        if donate { _ = try? await IntentDonationManager.shared.donate(intent: self, result: result) }
        guard let value = result.value else {
            throw AppIntentError.typeMismatch(parameter: "result", expected: "\(PerformResult.Value.self)")
        }
        return value
    }
}

extension AppIntent where PerformResult: ReturnsValue, PerformResult.Value == Never {
    /// Runs the intent from app code; donates it unless `donate` is false.
    public func callAsFunction(donate: Bool = true) async throws {
        let result = try await perform()
        if donate { _ = try? await IntentDonationManager.shared.donate(intent: self, result: result) }
    }
}

extension AppIntent {
    /// Runs the intent from app code; donates it unless `donate` is false.
    public func callAsFunction(donate: Bool = true) async throws {
        let result = try await perform()
        if donate { _ = try? await IntentDonationManager.shared.donate(intent: self, result: result) }
    }
}
