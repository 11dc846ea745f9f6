import Foundation

/// The `.result(…)` factories: one per combination of a value, an intent to open, a dialog and a
/// snippet (a view, a view built by `content:`, or a snippet intent), as in Apple's framework.
/// As there, `view:` defaults to `EmptyView()` and `snippetIntent:` to `EmptySnippetIntent()`, and
/// neither default shows anything: where the declared result shows a snippet, `.result(dialog:)`
/// is `.result(dialog:view:)` with the empty view (see `IntentResult`).
///
/// ```swift
/// func perform() async throws -> some ReturnsValue<Int> & ProvidesDialog & ShowsSnippetView {
///     .result(value: 3, dialog: "Three soups.") { Text("3 soups") }
/// }
/// ```
extension IntentResult {
    /// Ends the run with nothing to show or return.
    public static func result() -> Self
    where Self == IntentResultContainer<Never, Never, Never, Never> {
        .init()
    }

    /// Ends the run with a view shown as the snippet.
    public static func result<C: View>(view: C = EmptyView()) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never> {
        .init(snippet: _SnippetViewContainer(view))
    }

    /// Ends the run with the view `content` builds shown as the snippet.
    public static func result<C: View>(@ViewBuilder content: () -> C) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never> {
        .init(snippet: _SnippetViewContainer(content()))
    }

    /// Ends the run with a snippet intent whose view is shown.
    public static func result<S: SnippetIntent>(snippetIntent: S = EmptySnippetIntent()) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetIntentContainer, Never> {
        .init(snippet: _SnippetIntentContainer(snippetIntent))
    }

    /// Ends the run with what the system says.
    public static func result(dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        .init(dialog: dialog)
    }

    /// Ends the run with what the system says; a view shown as the snippet.
    public static func result<C: View>(dialog: IntentDialog, view: C = EmptyView()) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
        .init(dialog: dialog, snippet: _SnippetViewContainer(view))
    }

    /// Ends the run with what the system says; the view `content` builds shown as the snippet.
    public static func result<C: View>(dialog: IntentDialog, @ViewBuilder content: () -> C) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
        .init(dialog: dialog, snippet: _SnippetViewContainer(content()))
    }

    /// Ends the run with what the system says; a snippet intent whose view is shown.
    public static func result<S: SnippetIntent>(dialog: IntentDialog, snippetIntent: S = EmptySnippetIntent()) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetIntentContainer, IntentDialog> {
        .init(dialog: dialog, snippet: _SnippetIntentContainer(snippetIntent))
    }

    /// Ends the run with an intent the system runs next.
    public static func result<O: AppIntent>(opensIntent: O) -> Self
    where Self == IntentResultContainer<Never, O, Never, Never> {
        .init(opensIntent: opensIntent)
    }

    /// Ends the run with an intent the system runs next; a view shown as the snippet.
    public static func result<O: AppIntent, C: View>(opensIntent: O, view: C = EmptyView()) -> Self
    where Self == IntentResultContainer<Never, O, _SnippetViewContainer, Never> {
        .init(opensIntent: opensIntent, snippet: _SnippetViewContainer(view))
    }

    /// Ends the run with an intent the system runs next; the view `content` builds shown as the snippet.
    public static func result<O: AppIntent, C: View>(opensIntent: O, @ViewBuilder content: () -> C) -> Self
    where Self == IntentResultContainer<Never, O, _SnippetViewContainer, Never> {
        .init(opensIntent: opensIntent, snippet: _SnippetViewContainer(content()))
    }

    /// Ends the run with an intent the system runs next; a snippet intent whose view is shown.
    public static func result<O: AppIntent, S: SnippetIntent>(
        opensIntent: O, snippetIntent: S = EmptySnippetIntent()
    ) -> Self
    where Self == IntentResultContainer<Never, O, _SnippetIntentContainer, Never> {
        .init(opensIntent: opensIntent, snippet: _SnippetIntentContainer(snippetIntent))
    }

    /// Ends the run with an intent the system runs next; what the system says.
    public static func result<O: AppIntent>(opensIntent: O, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, O, Never, IntentDialog> {
        .init(opensIntent: opensIntent, dialog: dialog)
    }

    /// Ends the run with an intent the system runs next; what the system says; a view shown as the snippet.
    public static func result<O: AppIntent, C: View>(
        opensIntent: O, dialog: IntentDialog, view: C = EmptyView()
    ) -> Self
    where Self == IntentResultContainer<Never, O, _SnippetViewContainer, IntentDialog> {
        .init(opensIntent: opensIntent, dialog: dialog, snippet: _SnippetViewContainer(view))
    }

    /// Ends the run with an intent the system runs next; what the system says; the view `content` builds shown as the snippet.
    public static func result<O: AppIntent, C: View>(
        opensIntent: O, dialog: IntentDialog, @ViewBuilder content: () -> C
    ) -> Self
    where Self == IntentResultContainer<Never, O, _SnippetViewContainer, IntentDialog> {
        .init(opensIntent: opensIntent, dialog: dialog, snippet: _SnippetViewContainer(content()))
    }

    /// Ends the run with an intent the system runs next; what the system says; a snippet intent whose view is shown.
    public static func result<O: AppIntent, S: SnippetIntent>(
        opensIntent: O, dialog: IntentDialog, snippetIntent: S = EmptySnippetIntent()
    ) -> Self
    where Self == IntentResultContainer<Never, O, _SnippetIntentContainer, IntentDialog> {
        .init(opensIntent: opensIntent, dialog: dialog, snippet: _SnippetIntentContainer(snippetIntent))
    }

    /// Ends the run with the value returned to the caller.
    public static func result<V: _IntentValue>(value: V) -> Self
    where Self == IntentResultContainer<V, Never, Never, Never> {
        .init(value: value)
    }

    /// Ends the run with the value returned to the caller; a view shown as the snippet.
    public static func result<V: _IntentValue, C: View>(value: V, view: C = EmptyView()) -> Self
    where Self == IntentResultContainer<V, Never, _SnippetViewContainer, Never> {
        .init(value: value, snippet: _SnippetViewContainer(view))
    }

    /// Ends the run with the value returned to the caller; the view `content` builds shown as the snippet.
    public static func result<V: _IntentValue, C: View>(value: V, @ViewBuilder content: () -> C) -> Self
    where Self == IntentResultContainer<V, Never, _SnippetViewContainer, Never> {
        .init(value: value, snippet: _SnippetViewContainer(content()))
    }

    /// Ends the run with the value returned to the caller; a snippet intent whose view is shown.
    public static func result<V: _IntentValue, S: SnippetIntent>(
        value: V, snippetIntent: S = EmptySnippetIntent()
    ) -> Self
    where Self == IntentResultContainer<V, Never, _SnippetIntentContainer, Never> {
        .init(value: value, snippet: _SnippetIntentContainer(snippetIntent))
    }

    /// Ends the run with the value returned to the caller; what the system says.
    public static func result<V: _IntentValue>(value: V, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        .init(value: value, dialog: dialog)
    }

    /// Ends the run with the value returned to the caller; what the system says; a view shown as the snippet.
    public static func result<V: _IntentValue, C: View>(value: V, dialog: IntentDialog, view: C = EmptyView()) -> Self
    where Self == IntentResultContainer<V, Never, _SnippetViewContainer, IntentDialog> {
        .init(value: value, dialog: dialog, snippet: _SnippetViewContainer(view))
    }

    /// Ends the run with the value returned to the caller; what the system says; the view `content` builds shown as the snippet.
    public static func result<V: _IntentValue, C: View>(
        value: V, dialog: IntentDialog, @ViewBuilder content: () -> C
    ) -> Self
    where Self == IntentResultContainer<V, Never, _SnippetViewContainer, IntentDialog> {
        .init(value: value, dialog: dialog, snippet: _SnippetViewContainer(content()))
    }

    /// Ends the run with the value returned to the caller; what the system says; a snippet intent whose view is shown.
    public static func result<V: _IntentValue, S: SnippetIntent>(
        value: V, dialog: IntentDialog, snippetIntent: S = EmptySnippetIntent()
    ) -> Self
    where Self == IntentResultContainer<V, Never, _SnippetIntentContainer, IntentDialog> {
        .init(value: value, dialog: dialog, snippet: _SnippetIntentContainer(snippetIntent))
    }

    /// Ends the run with the value returned to the caller; an intent the system runs next.
    public static func result<V: _IntentValue, O: AppIntent>(value: V, opensIntent: O) -> Self
    where Self == IntentResultContainer<V, O, Never, Never> {
        .init(value: value, opensIntent: opensIntent)
    }

    /// Ends the run with the value returned to the caller; an intent the system runs next; a view shown as the snippet.
    public static func result<V: _IntentValue, O: AppIntent, C: View>(
        value: V, opensIntent: O, view: C = EmptyView()
    ) -> Self
    where Self == IntentResultContainer<V, O, _SnippetViewContainer, Never> {
        .init(value: value, opensIntent: opensIntent, snippet: _SnippetViewContainer(view))
    }

    /// Ends the run with the value returned to the caller; an intent the system runs next; the view `content` builds shown as the snippet.
    public static func result<V: _IntentValue, O: AppIntent, C: View>(
        value: V, opensIntent: O, @ViewBuilder content: () -> C
    ) -> Self
    where Self == IntentResultContainer<V, O, _SnippetViewContainer, Never> {
        .init(value: value, opensIntent: opensIntent, snippet: _SnippetViewContainer(content()))
    }

    /// Ends the run with the value returned to the caller; an intent the system runs next; a snippet intent whose view is shown.
    public static func result<V: _IntentValue, O: AppIntent, S: SnippetIntent>(
        value: V, opensIntent: O, snippetIntent: S = EmptySnippetIntent()
    ) -> Self
    where Self == IntentResultContainer<V, O, _SnippetIntentContainer, Never> {
        .init(value: value, opensIntent: opensIntent, snippet: _SnippetIntentContainer(snippetIntent))
    }

    /// Ends the run with the value returned to the caller; an intent the system runs next; what the system says.
    public static func result<V: _IntentValue, O: AppIntent>(value: V, opensIntent: O, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V, O, Never, IntentDialog> {
        .init(value: value, opensIntent: opensIntent, dialog: dialog)
    }

    /// Ends the run with the value returned to the caller; an intent the system runs next; what the system says; a view shown as the snippet.
    public static func result<V: _IntentValue, O: AppIntent, C: View>(
        value: V, opensIntent: O, dialog: IntentDialog, view: C = EmptyView()
    ) -> Self
    where Self == IntentResultContainer<V, O, _SnippetViewContainer, IntentDialog> {
        .init(value: value, opensIntent: opensIntent, dialog: dialog, snippet: _SnippetViewContainer(view))
    }

    /// Ends the run with the value returned to the caller; an intent the system runs next; what the system says; the view `content` builds shown as the snippet.
    public static func result<V: _IntentValue, O: AppIntent, C: View>(
        value: V, opensIntent: O, dialog: IntentDialog, @ViewBuilder content: () -> C
    ) -> Self
    where Self == IntentResultContainer<V, O, _SnippetViewContainer, IntentDialog> {
        .init(value: value, opensIntent: opensIntent, dialog: dialog, snippet: _SnippetViewContainer(content()))
    }

    /// Ends the run with the value returned to the caller; an intent the system runs next; what the system says; a snippet intent whose view is shown.
    public static func result<V: _IntentValue, O: AppIntent, S: SnippetIntent>(
        value: V, opensIntent: O, dialog: IntentDialog, snippetIntent: S = EmptySnippetIntent()
    ) -> Self
    where Self == IntentResultContainer<V, O, _SnippetIntentContainer, IntentDialog> {
        .init(value: value, opensIntent: opensIntent, dialog: dialog, snippet: _SnippetIntentContainer(snippetIntent))
    }
}

/// Results that name the intent the Action button of an Apple Watch Ultra or an iPhone performs
/// next (a workout's or a dive's next step, iOS 16), optionally for a Live Activity (iOS 17.2).
/// No surface here has an Action button: the run ends with the value and dialog alone.
extension IntentResult {
    public static func result<Intent: AppIntent>(actionButtonIntent: Intent) -> Self
    where Self == IntentResultContainer<Never, Never, Never, Never> {
        .init()
    }

    public static func result<Intent: AppIntent>(actionButtonIntent: Intent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        .init(dialog: dialog)
    }

    public static func result<V: _IntentValue, Intent: AppIntent>(value: V, actionButtonIntent: Intent) -> Self
    where Self == IntentResultContainer<V, Never, Never, Never> {
        .init(value: value)
    }

    public static func result<V: _IntentValue, Intent: AppIntent>(
        value: V, actionButtonIntent: Intent, dialog: IntentDialog
    ) -> Self
    where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        .init(value: value, dialog: dialog)
    }

    public static func result<Intent: AppIntent>(actionButtonIntent: Intent, activityIdentifier: String) -> Self
    where Self == IntentResultContainer<Never, Never, Never, Never> {
        .init()
    }

    public static func result<Intent: AppIntent>(
        actionButtonIntent: Intent, activityIdentifier: String, dialog: IntentDialog
    ) -> Self
    where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        .init(dialog: dialog)
    }
}
