import Foundation

/// What `perform()` returns. Build one with `.result(…)`.
///
/// As in Apple's framework, a result's parts are its associated types, each `Never` when absent,
/// and the protocols below say which parts a `perform()` promises: `ProvidesDialog` is a result
/// whose `Dialog` is `IntentDialog`, `ShowsSnippetView` one whose `Snippet` is a view. So the
/// declared `some IntentResult & ProvidesDialog & ShowsSnippetView` chooses among the factories:
/// there `.result(dialog:)` is `.result(dialog:view:)` with its default `EmptyView()`, and a branch
/// that returns it has the same type as one that returns `.result(dialog:view:)`.
public protocol IntentResult: Sendable {
    /// The type of the value returned to the caller; `Never` when there is none.
    associatedtype Value: _IntentValue = Never
    /// The type of the intent the system runs next; `Never` when there is none.
    associatedtype OpensAppIntent: AppIntent = Never
    /// What is shown: `_SnippetViewContainer` (a view), `_SnippetIntentContainer` (a snippet
    /// intent) or `Never`.
    associatedtype Snippet: Sendable = Never
    /// `IntentDialog` when the result says something; `Never` otherwise.
    associatedtype Dialog: Sendable = Never
}

/// A result that returns a value to the caller (Shortcuts passes it to the next action).
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
    /// The value `perform()` returned, or `nil` when the result carries none.
    var value: Value? { get }
}

/// A result that says something to the person.
public protocol ProvidesDialog: IntentResult where Dialog == IntentDialog {}

/// A result that shows a view.
public protocol ShowsSnippetView: IntentResult where Snippet == _SnippetViewContainer {}

/// A result that shows a snippet intent's view.
public protocol ShowsSnippetIntent: IntentResult where Snippet == _SnippetIntentContainer {}

/// A result that runs another intent after this one.
public protocol OpensIntent: IntentResult {}

/// The result every `.result(…)` factory builds.
///
/// An absent part is `Never` (`.result()` is `IntentResultContainer<Never, Never, Never, Never>`).
/// The container returns a value and opens an intent whatever its parts, so `.result()` satisfies
/// `some ReturnsValue` and `OpensIntent`; it provides a dialog only with an `IntentDialog`, and
/// shows a snippet only with one. Views are erased to `_SnippetViewContainer`, and snippet intents
/// to `_SnippetIntentContainer`, so two branches of `perform()` may return different ones.
public struct IntentResultContainer<
    Value: _IntentValue, OpensAppIntent: AppIntent, Snippet: Sendable, Dialog: Sendable
>: ReturnsValue, OpensIntent {
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

extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Snippet == _SnippetViewContainer {}
extension IntentResultContainer: ShowsSnippetIntent where Snippet == _SnippetIntentContainer {}

/// A view carried by a result, its type erased. Not for app code: build it with
/// `.result(view:)` or `.result(content:)`.
public struct _SnippetViewContainer: Sendable {
    package let box: ViewBox

    init(_ view: some View) {
        box = ViewBox(view: view)
    }

    /// Whether the view is the factories' default, which shows nothing.
    var isEmpty: Bool { box.view is EmptyView }
}

/// A snippet intent carried by a result, its type erased. Not for app code: build it with
/// `.result(snippetIntent:)`.
public struct _SnippetIntentContainer: Sendable {
    package let intent: any SnippetIntent

    init(_ intent: some SnippetIntent) {
        self.intent = intent
    }

    /// Whether the intent is the factories' default, which shows nothing.
    var isEmpty: Bool { intent is EmptySnippetIntent }
}

/// The snippet intent the `.result(…snippetIntent:)` factories take when none is given: it shows
/// nothing. Not created by app code.
public struct EmptySnippetIntent: SnippetIntent {
    public static var title: LocalizedStringResource { "Empty Snippet" }
    public static var isDiscoverable: Bool { false }
    public init() {}
    public func perform() async throws -> some IntentResult & ShowsSnippetView { .result() }
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
        guard let container = snippet as? _SnippetViewContainer, !container.isEmpty else { return nil }
        return container.box
    }
    package var _snippetIntent: (any SnippetIntent)? {
        guard let container = snippet as? _SnippetIntentContainer, !container.isEmpty else { return nil }
        return container.intent
    }
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
        if Snippet.self == _SnippetViewContainer.self { flags |= 2 }
        if Dialog.self == IntentDialog.self { flags |= 4 }
        if Snippet.self == _SnippetIntentContainer.self { flags |= 16 }
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
