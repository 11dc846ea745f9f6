import AppIntentsMetadata

/// A readable account of an `extract.actionsdata`, ours or one written by Apple's tools.
public enum MetadataSummary {
    /// Every action, entity, query, enum and App Shortcut, one block each.
    ///
    /// Texts are shown as `texts` gives them (the app's string tables); a key none of its tables
    /// has is shown as it is, which for a literal title is the title.
    public static func text(_ bundle: MetadataBundle, texts: LocalizedTexts = LocalizedTexts()) -> String {
        let data = bundle.actions
        let text = texts.readable
        var lines: [String] = []
        lines.append(
            "Metadata: format \(bundle.version.version), written by \(data.generator.name) \(data.generator.version)")
        if !texts.tables.isEmpty {
            let tables = texts.tables.count <= 3 ? texts.tables.joined(separator: ", ") : "\(texts.tables.count) tables"
            lines.append("Texts: " + (texts.language.map { "\($0), " } ?? "") + "from \(tables)")
        }
        lines.append("")
        lines.append("Actions (\(data.actions.count)):")
        for action in data.sortedActions {
            var head = "  \(action.identifier) \(quote(text(action.title)))"
            if let description = action.descriptionMetadata?.descriptionText, !description.key.isEmpty {
                head += " — \(text(description))"
            }
            lines.append(head)
            if let summary = action.summary {
                var line = "    summary: \(text(summary.formatString))"
                if !summary.otherParameterIdentifiers.isEmpty {
                    line += " (+ \(summary.otherParameterIdentifiers.joined(separator: ", ")))"
                }
                lines.append(line)
            }
            for parameter in action.parameters { lines.append("    " + describe(parameter, texts: texts)) }
            var traits: [String] = []
            if let output = action.outputType { traits.append("returns \(output.displayName)") }
            let flags = outputFlagNames(action.outputFlags)
            if !flags.isEmpty { traits.append(flags.joined(separator: ", ")) }
            if action.openAppWhenRun { traits.append("opens the app") }
            if !action.isDiscoverable { traits.append("hidden") }
            if action.visibilityMetadata.assistantOnly { traits.append("assistant only") }
            if action.visibilityMetadata.isToolIntent { traits.append("tool (Siri may call it)") }
            if action.authenticationPolicy != 0 {
                traits.append(action.authenticationPolicy == 1 ? "requires authentication" : "requires device unlock")
            }
            // Apple's tools write 1 (or 2 with openAppWhenRun) when nothing is declared.
            let undeclared = action.openAppWhenRun ? SupportedModes.foregroundImmediate : SupportedModes.background
            let modes = action.supportedModes == undeclared ? [] : SupportedModes.names(action.supportedModes)
            if !modes.isEmpty { traits.append("modes: " + modes.joined(separator: ", ")) }
            if !action.systemProtocols.isEmpty { traits.append(action.systemProtocolNames.joined(separator: ", ")) }
            if !action.assistantDefinedSchemas.isEmpty {
                traits.append("schema " + action.assistantDefinedSchemas.joined(separator: ", "))
            }
            if !traits.isEmpty { lines.append("    " + traits.joined(separator: "; ")) }
        }
        lines.append("")
        lines.append("Entities (\(data.entities.count)):")
        for entity in data.entities.values.sorted(by: { $0.identifier < $1.identifier }) {
            var head = "  \(entity.identifier) \(quote(text(entity.displayTypeName)))"
            // Apple's files do not say the identifier type: shown only when a producer of ours knew it.
            if entity.identifierValueType != .primitive(.string) {
                head += ", id \(entity.identifierValueType.displayName)"
            }
            if let query = entity.defaultQueryName { head += ", query \(query)" }
            if !entity.systemProtocolNames.isEmpty { head += "; " + entity.systemProtocolNames.joined(separator: ", ") }
            if let policy = Self.policyText(entity.authenticationPolicy) { head += "; properties \(policy)" }
            lines.append(head)
            for property in entity.properties {
                var line =
                    "    \(property.identifier): \(property.valueType.displayName)\(property.isOptional ? "?" : "")"
                line += " \(quote(text(property.title)))"
                if property.kind != "stored" { line += " (\(property.kind))" }
                if let key = property.indexingKey { line += " indexed as \(key)" }
                if property.isInternal { line += " internal" }
                if let policy = Self.policyText(property.authenticationPolicy) { line += " \(policy)" }
                lines.append(line)
            }
        }
        lines.append("")
        lines.append("Queries (\(data.queries.count)):")
        for query in data.queries.values.sorted(by: { $0.identifier < $1.identifier }) {
            var line = "  \(query.identifier) → \(query.entityType.isEmpty ? "?" : query.entityType)"
            line += " [\(query.systemProtocols.joined(separator: ", "))]"
            if !query.parameters.isEmpty {
                line +=
                    "; filters "
                    + query.parameters.map { "\($0.propertyIdentifier)(\($0.comparators.joined(separator: ",")))" }
                    .joined(separator: ", ")
            }
            if !query.sortingOptions.isEmpty { line += "; sorts by " + query.sortingOptions.joined(separator: ", ") }
            lines.append(line)
        }
        lines.append("")
        lines.append("Enums (\(data.enums.count)):")
        for item in data.enums {
            let cases = item.cases.map { "\($0.identifier) \(quote(text($0.displayRepresentation.title)))" }
            lines.append(
                "  \(item.identifier) \(quote(text(item.displayTypeName))) (\(item.rawValueType)): "
                    + cases.joined(separator: ", "))
        }
        lines.append("")
        let color = ShortcutTileColors.name(at: data.shortcutTileColor) ?? "\(data.shortcutTileColor)"
        lines.append("App Shortcuts (\(data.autoShortcuts.count)), tile color \(color):")
        for shortcut in data.autoShortcuts {
            var head = "  \(shortcut.actionIdentifier)"
            if let title = shortcut.shortTitle { head += " \(quote(text(title)))" }
            if let image = shortcut.systemImageName { head += " [\(image)]" }
            lines.append(head)
            for phrase in shortcut.phraseTemplates { lines.append("    \(text(phrase))") }
        }
        if !data.negativePhrases.isEmpty {
            lines.append("  never: " + data.negativePhrases.map { quote(text($0)) }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ parameter: ParameterMetadata, texts: LocalizedTexts) -> String {
        var line = "\(parameter.name): \(parameter.valueType.displayName)\(parameter.isOptional ? "?" : "")"
        if let value = parameter.defaultValue { line += " = \(value.text)" }
        if let range = parameter.range {
            line += " in \(MetadataValue.number(range.minimum).text)...\(MetadataValue.number(range.maximum).text)"
        }
        if let supported = parameter.supportedValues { line += " only \(supported.joined(separator: ", "))" }
        line += parameter.isRequired ? ", required" : ""
        line += " \(quote(texts.readable(parameter.title)))"
        if let dialog = parameter.requestValueDialog { line += ", asks \(quote(texts.readable(dialog)))" }
        return line
    }

    static func outputFlagNames(_ flags: Int) -> [String] {
        var names: [String] = []
        if flags & OutputFlags.providesDialog != 0 { names.append("dialog") }
        if flags & OutputFlags.showsSnippetView != 0 { names.append("snippet view") }
        if flags & OutputFlags.opensIntent != 0 { names.append("opens intent") }
        if flags & OutputFlags.showsSnippetIntent != 0 { names.append("snippet intent") }
        return names
    }

    static func quote(_ text: String) -> String { "\"" + text + "\"" }

    /// An authentication policy's number as the summary says it; `nil` for none.
    static func policyText(_ policy: Int) -> String? {
        switch policy {
        case 1: "requires authentication"
        case 2: "requires device authentication"
        default: nil
        }
    }
}
