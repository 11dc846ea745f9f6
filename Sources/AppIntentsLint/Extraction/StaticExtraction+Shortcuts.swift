import AppIntentsMetadata
internal import SwiftSyntax

extension StaticExtraction {
    func shortcuts(_ provider: TypeSymbol) -> [AutoShortcutMetadata] {
        model.shortcuts(of: provider).compactMap { shortcut in
            guard let intent = shortcut.intentName else { return nil }
            return AutoShortcutMetadata(
                actionIdentifier: intent,
                phraseTemplates: shortcut.phrases.map { LocalizedText($0.template) },
                shortTitle: Literals.text(shortcut.call.arguments.argument("shortTitle")).map { LocalizedText($0) },
                systemImageName: Literals.string(shortcut.call.arguments.argument("systemImageName")),
                // A shortcut is available where its intent is.
                availabilityAnnotations: model.intents.first { $0.name == intent }.map { availability(of: $0) }
                    ?? AvailabilityPlatforms.wildcard)
        }
    }

    func tileColor(_ provider: TypeSymbol) -> Int? {
        guard let name = Literals.memberName(staticExpression("shortcutTileColor", of: provider)) else { return nil }
        return ShortcutTileColors.index(of: name)
    }

    func negativePhrases(_ provider: TypeSymbol) -> [LocalizedText] {
        guard let expression = provider.variables(named: "negativePhrases").first?.variable else { return [] }
        // Negative phrases interpolate the app's name as phrases do: `${applicationName}`.
        let collector = StringLiteralCollector()
        if let accessors = expression.binding.accessorBlock { collector.walk(accessors) }
        if let initializer = expression.binding.initializer { collector.walk(initializer) }
        return collector.literals.map { LocalizedText(PhraseDecl(literal: $0).template) }
    }
}
