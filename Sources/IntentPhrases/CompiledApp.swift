import AppIntentsMetadata

/// A literal word of a phrase or app name: its bytes in `CompiledApp.wordBytes` and their hash.
struct Word: Sendable {
    var hash: UInt64
    var start: Int32
    var end: Int32
}

/// One position of a compiled phrase.
enum Element: Sendable {
    case word(Word)
    case applicationName
    case slot
}

/// A phrase template compiled to words and slots.
struct CompiledPhrase: Sendable {
    var shortcut: Int
    var template: String
    var elements: [Element]
    var literalCount: Int
    /// Index into `CompiledApp.slots`, or -1 for a phrase without a parameter.
    var slot: Int
    var parameter: String?
    /// Literal words the flexible mode lets an utterance leave out: (element index, word).
    var fillers: [(index: Int, text: String)] = []
}

/// One app's names, phrases and slot values, compiled; the unit that is replaced when an app is
/// registered again or its values change.
struct CompiledApp: Sendable {
    var source: PhraseApp
    var options: PhraseEngine.Options
    var wordBytes: [UInt8] = []
    var names: [[Word]] = []
    var phrases: [CompiledPhrase] = []
    var negatives: [CompiledPhrase] = []
    var slots: [SlotTable] = []
    var slotKeys: [ParameterKey] = []
    var actionIdentifiers: [String] = []
    /// The most words an utterance matching one of this app's phrases can have.
    var maxTokens = 0

    var id: String { source.id }

    /// Compiles `app`, checking Apple's App Shortcut rules; returns every rule broken.
    static func compile(_ app: PhraseApp, options: PhraseEngine.Options) -> Result<CompiledApp, PhraseRegistrationError>
    {
        var compiled = CompiledApp(source: app, options: options)
        var errors: [PhraseRuleError] = []
        func fail(
            _ code: PhraseRuleError.Code, shortcut: Int? = nil, action: String? = nil, phrase: String? = nil,
            _ message: String
        ) {
            errors.append(
                PhraseRuleError(
                    code, app: app.id, shortcutIndex: shortcut, actionIdentifier: action, phrase: phrase,
                    message: message))
        }

        for name in [app.name] + app.synonyms {
            let words = compiled.words(of: name)
            if words.isEmpty {
                fail(.emptyApplicationName, "the app name or synonym '\(name)' has no word; give a name to say")
            } else if !compiled.names.contains(where: { compiled.sameWords($0, words) }) {
                compiled.names.append(words)
            }
        }

        let shortcuts = app.actions.autoShortcuts
        if let limit = options.limits.maxShortcutsPerApp, shortcuts.count > limit {
            fail(.tooManyShortcuts, "\(shortcuts.count) App Shortcuts; an app may have at most \(limit)")
        }

        var seen: [String: (shortcut: Int, phrase: String)] = [:]
        var expanded = 0
        for (shortcutIndex, shortcut) in shortcuts.enumerated() {
            let actionID = shortcut.actionIdentifier
            compiled.actionIdentifiers.append(actionID)
            guard let action = app.actions.actions[actionID] else {
                fail(
                    .unknownAction, shortcut: shortcutIndex, action: actionID,
                    "the shortcut runs '\(actionID)', which the metadata does not declare")
                continue
            }
            for text in shortcut.phraseTemplates.map(\.key) {
                let checked = checkPhrase(text, shortcut: shortcutIndex, action: action, app: app.id, errors: &errors)
                guard let template = checked.template else { continue }
                var valid = checked.valid
                let key = template.normalizedKey
                if let first = seen[key] {
                    fail(
                        .duplicatePhrase, shortcut: shortcutIndex, action: actionID, phrase: text,
                        "the same phrase as '\(first.phrase)' of shortcut \(first.shortcut); each phrase must be unique in the app"
                    )
                    valid = false
                } else {
                    seen[key] = (shortcutIndex, text)
                }
                // App Shortcuts require a discoverable intent: one hidden from system features
                // (`isDiscoverable = false`) is checked like any other but never heard.
                guard valid, action.isDiscoverable else { continue }
                var slot = -1
                if let parameter = checked.parameter {
                    slot = compiled.slot(
                        for: ParameterKey(action: actionID, parameter: parameter.name), parameter: parameter)
                    expanded += max(1, compiled.slots[slot].values.count)
                } else {
                    expanded += 1
                }
                compiled.phrases.append(
                    compiled.compilePhrase(
                        template, text: text, shortcut: shortcutIndex, slot: slot, parameter: checked.parameter?.name))
            }
        }
        if let limit = options.limits.maxExpandedPhrasesPerApp, expanded > limit {
            fail(
                .tooManyPhrases,
                "\(expanded) phrases after expanding parameter values; an app may have at most \(limit)")
        }

        for text in app.actions.negativePhrases.map(\.key) {
            if let template = checkNegativePhrase(text, app: app.id, errors: &errors) {
                compiled.negatives.append(
                    compiled.compilePhrase(template, text: text, shortcut: -1, slot: -1, parameter: nil))
            }
        }

        guard errors.isEmpty else { return .failure(PhraseRegistrationError(errors: errors)) }
        compiled.computeMaxTokens()
        return .success(compiled)
    }

    /// Replaces the values of the slots named in `values` (slots not named keep theirs).
    mutating func replaceValues(_ values: [ParameterKey: [PhraseValue]]) -> PhraseRegistrationError? {
        var source = self.source
        for (key, list) in values { source.values[key] = list }
        var errors: [PhraseRuleError] = []
        for key in values.keys where !slotKeys.contains(key) {
            errors.append(
                PhraseRuleError(
                    .unknownParameter, app: id, actionIdentifier: key.action,
                    message:
                        "no phrase of the app uses ${\(key.parameter)} of \(key.action); values for it cannot be matched"
                ))
        }
        var updated = self
        updated.source = source
        for (index, key) in slotKeys.enumerated() where values[key] != nil {
            updated.slots[index] = SlotTable(
                values: values[key]!, placeholders: slots[index].placeholderSource, flexible: options.flexible)
        }
        if let limit = options.limits.maxExpandedPhrasesPerApp {
            let expanded = updated.phrases.reduce(0) {
                $0 + ($1.slot < 0 ? 1 : max(1, updated.slots[$1.slot].values.count))
            }
            if expanded > limit {
                errors.append(
                    PhraseRuleError(
                        .tooManyPhrases, app: id,
                        message:
                            "\(expanded) phrases after expanding parameter values; an app may have at most \(limit)"))
            }
        }
        guard errors.isEmpty else { return PhraseRegistrationError(errors: errors) }
        updated.computeMaxTokens()
        self = updated
        return nil
    }

    private mutating func slot(for key: ParameterKey, parameter: ParameterMetadata) -> Int {
        if let index = slotKeys.firstIndex(of: key) { return index }
        var placeholders = [parameter.title.key]
        var values = source.values[key]
        switch parameter.valueType {
        case .enumeration(let identifier):
            if let enumeration = source.actions.enumeration(identifier) {
                placeholders.append(enumeration.displayTypeName.key)
                if values == nil {
                    values = enumeration.cases.map { item in
                        PhraseValue(
                            id: item.identifier, title: item.displayRepresentation.title.key,
                            synonyms: item.displayRepresentation.synonyms.map(\.key))
                    }
                }
            }
        case .entity(let typeName):
            if let entity = source.actions.entities[typeName] { placeholders.append(entity.displayTypeName.key) }
        default: break
        }
        // A parameter that takes only some values (`supportedValues:`) is said with those alone.
        if let supported = parameter.supportedValues.map(Set.init) {
            values = values?.filter { supported.contains($0.id) }
        }
        slotKeys.append(key)
        slots.append(SlotTable(values: values ?? [], placeholders: placeholders, flexible: options.flexible))
        return slots.count - 1
    }

    private mutating func compilePhrase(
        _ template: PhraseTemplate, text: String, shortcut: Int, slot: Int, parameter: String?
    ) -> CompiledPhrase {
        var elements: [Element] = []
        for part in template.parts {
            switch part {
            case .text(let literal): elements += words(of: literal).map { .word($0) }
            case .applicationName: elements.append(.applicationName)
            case .parameter: elements.append(.slot)
            }
        }
        let literals = elements.count { if case .word = $0 { true } else { false } }
        var fillers: [(index: Int, text: String)] = []
        for (index, element) in elements.enumerated() {
            guard case .word(let word) = element else { continue }
            let text = String(decoding: wordText(word), as: UTF8.self)
            if PhraseEngine.fillerWords.contains(text) { fillers.append((index, text)) }
        }
        return CompiledPhrase(
            shortcut: shortcut, template: text, elements: elements, literalCount: literals, slot: slot,
            parameter: parameter, fillers: fillers)
    }

    private mutating func words(of text: String) -> [Word] {
        let normalized = TextNormalizer.normalize(text)
        let base = Int32(wordBytes.count)
        wordBytes.append(contentsOf: normalized.bytes)
        return normalized.tokens.map { Word(hash: $0.hash, start: base + $0.start, end: base + $0.end) }
    }

    private func sameWords(_ a: [Word], _ b: [Word]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { wordText($0.0) == wordText($0.1) }
    }

    func wordText(_ word: Word) -> ArraySlice<UInt8> { wordBytes[Int(word.start)..<Int(word.end)] }

    private mutating func computeMaxTokens() {
        let longestName = names.map(\.count).max() ?? 0
        maxTokens =
            phrases.map { phrase in
                let slotWords = phrase.slot < 0 ? 0 : slots[phrase.slot].maxWords
                return phrase.literalCount + longestName + slotWords
            }.max() ?? 0
    }
}
