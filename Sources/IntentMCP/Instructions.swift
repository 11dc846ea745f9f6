import AppIntentsMetadata

/// The `instructions` a server sends when its options give none: what the app is (its
/// description), which intents it offers Siri's model as tools (its tool intents), what people
/// ask it for (its App Shortcuts, one phrase each) and how the tools take their arguments.
/// Derived from the metadata like everything else.
enum Instructions {
    static func text(app: MCPAppInfo, catalog: ToolCatalog) -> String {
        var lines: [String] = []
        var opening = "\(app.name): each tool is one of the app's intents"
        if let description = app.description, !description.isEmpty {
            opening = "\(app.name): \(description)"
            if let last = opening.last, !".!?".contains(last) { opening += "." }
            opening += " Each tool is one of the app's intents"
        }
        lines.append(opening + ".")
        // The intents the app offers Siri's model as tools come first: the app's own choice of
        // what a model should call for a request of one sentence. The other tools stay listed.
        let toolIntents = catalog.actions.filter(\.visibilityMetadata.isToolIntent)
        if !toolIntents.isEmpty {
            lines.append(
                "The app's tool intents, which it offers Siri to call while handling a request: "
                    + toolIntents.map(\.identifier).joined(separator: ", ")
                    + ". Prefer them for what a person asks in one sentence; the other tools work too.")
        }
        let shortcuts = catalog.metadata.autoShortcuts.filter { catalog.action(named: $0.actionIdentifier) != nil }
        if !shortcuts.isEmpty {
            lines.append("What people ask the app for (its App Shortcuts), and the tool that does it:")
            for shortcut in shortcuts {
                guard let phrase = shortcut.phraseTemplates.first?.key,
                    let action = catalog.action(named: shortcut.actionIdentifier)
                else { continue }
                let readable = Placeholders.replacing(in: phrase) { name in
                    name == "applicationName" ? app.name : "<\(action.parameter(named: name)?.title.key ?? name)>"
                }
                lines.append("- \"\(readable)\": \(shortcut.actionIdentifier)")
            }
        }
        lines.append(
            "An entity argument takes the entity's identifier, or its title or a synonym; when several match, the server asks which one (or, for a client without elicitation, the result lists their ids). completion/complete and resources/list give identifiers."
        )
        lines.append(
            "A tool that needs a person's confirmation asks through elicitation; a client without elicitation gets a \"needs confirmation\" result with a token for the tool's confirmation argument, to pass only after the user agreed."
        )
        if let undo = catalog.undoToolName {
            lines.append(
                "The tool \(undo) is the server's own, not an intent: it undoes the latest run of an undoable tool (\(catalog.undoableActions.map(\.identifier).joined(separator: ", "))) made in this session."
            )
        }
        return lines.joined(separator: "\n")
    }
}
