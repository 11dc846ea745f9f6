import AppIntents

/// What pressing a button of a snippet did: the button, what its intent produced, and the
/// snippet drawn again afterwards.
package struct SnippetPress: Sendable {
    /// The button or toggle that was pressed.
    package var action: WidgetAction
    /// What the button's intent produced.
    package var outcome: Outcome
    /// The snippet after the press: the snippet intent performed again (`SnippetIntent` must
    /// not change state, so this only reads), or nil when the snippet came from a plain view.
    package var refreshed: ViewNode?
}

extension Executor {
    /// Presses the button or toggle `label` (its title, any case, or its number from 1) of the
    /// snippet `outcome` showed, runs the button's intent with the values it was built with, then
    /// performs the snippet intent again so the snippet shows the new state.
    ///
    /// - Throws: `IntentSystemError` `notFound` naming the buttons there are when none matches;
    ///   whatever the button's intent throws.
    package func press(
        _ label: String, in outcome: Outcome, caller: CallerAuthentication, interaction: any Interaction,
        surface: Surface = .commandLine
    ) async throws -> SnippetPress {
        let actions = outcome.snippet.map(WidgetSystem.actions) ?? []
        let chosen = try WidgetSystem.choose(label, among: actions, owner: "the snippet of \(outcome.intent)")
        let pressed = try await run(
            RunRequest(
                intent: TypeNames.short(type(of: chosen.intent)), caller: caller, surface: surface,
                prefilled: chosen.intent),
            interaction: interaction)
        var refreshed: ViewNode?
        if let snippetIntent = outcome.snippetIntent {
            refreshed = try await reloadSnippet(snippetIntent, caller: caller)
        }
        return SnippetPress(action: chosen, outcome: pressed, refreshed: refreshed)
    }

    /// Performs a snippet intent again (what `SnippetIntent.reload()` asks for) and returns the
    /// view it draws now. Nothing is asked and nothing is donated: a reload only reads.
    package func reloadSnippet(_ intent: any SnippetIntent, caller: CallerAuthentication) async throws -> ViewNode? {
        try await run(
            RunRequest(
                intent: TypeNames.short(type(of: intent)), caller: caller, surface: .commandLine, prefilled: intent,
                donate: false),
            interaction: NeverAskInteraction()
        ).snippet
    }
}
