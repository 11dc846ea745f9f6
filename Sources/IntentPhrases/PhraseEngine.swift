import AppIntentsMetadata

/// Matches spoken or typed utterances against the App Shortcut phrases of many apps ("Siri").
///
/// Compiled from each app's metadata (`ActionsData.autoShortcuts`, `negativePhrases`, enums) and
/// the values of its phrase parameters. Apple's App Shortcut rules are checked when an app is
/// registered; an app that breaks one is not registered and every rule it broke is reported.
///
/// ```swift
/// var engine = try PhraseEngine(apps: [soupShop])
/// let matches = engine.match("Order tomato soup in SoupShop")
/// // [PhraseMatch(app: "SoupShop", shortcutIndex: 0, actionIdentifier: "OrderSoupIntent",
/// //              parameter: "soup", value: tomato, confidence: 1.0, …)]
/// try engine.updateParameterValues(app: "SoupShop", [key: newValues])  // updateAppShortcutParameters()
/// ```
///
/// A value type: copies are independent; callers that share one across tasks keep it in a
/// `Mutex` or an actor and replace it after an update.
package struct PhraseEngine: Sendable {
    /// How the engine matches and which limits registration enforces.
    package struct Options: Sendable, Hashable {
        /// Accept one forgiven difference (a filler word missing or added, or one word of five
        /// letters or more misspelled by one edit) when nothing matches exactly; such matches have
        /// a confidence below 1. Off by default. Builds one-edit indexes of the slot values.
        package var flexible: Bool
        /// Whether a slot filled with the parameter's own title or its type's name ("Get soup from
        /// SoupShop" for `Get ${soup} from ${applicationName}`) matches with no value, so that the
        /// caller asks for it. On by default.
        package var matchesParameterTitle: Bool
        /// The per-app limits checked at registration.
        package var limits: Limits

        /// Creates options; by default exact matching, parameter titles accepted, Apple's limits.
        package init(flexible: Bool = false, matchesParameterTitle: Bool = true, limits: Limits = .apple) {
            self.flexible = flexible
            self.matchesParameterTitle = matchesParameterTitle
            self.limits = limits
        }
    }

    /// Per-app limits; nil disables a limit.
    package struct Limits: Sendable, Hashable {
        /// App Shortcuts per app (Apple: 10).
        package var maxShortcutsPerApp: Int?
        /// Phrases per app after expanding each slot phrase by its values (Apple: 1,000).
        package var maxExpandedPhrasesPerApp: Int?

        /// Creates limits.
        package init(maxShortcutsPerApp: Int?, maxExpandedPhrasesPerApp: Int?) {
            self.maxShortcutsPerApp = maxShortcutsPerApp
            self.maxExpandedPhrasesPerApp = maxExpandedPhrasesPerApp
        }

        /// Apple's limits: 10 App Shortcuts and 1,000 expanded phrases per app.
        package static let apple = Limits(maxShortcutsPerApp: 10, maxExpandedPhrasesPerApp: 1000)
        /// No count limits (the structural rules still apply); for workloads beyond Apple's scale.
        package static let unlimited = Limits(maxShortcutsPerApp: nil, maxExpandedPhrasesPerApp: nil)
    }

    /// The options the engine was created with.
    package let options: Options
    var apps: [CompiledApp] = []
    var firstWordIndex: [UInt64: [PhraseRef]] = [:]
    var lastWordIndex: [UInt64: [PhraseRef]] = [:]
    /// Every phrase, for the flexible pass.
    var allPhrases: [PhraseRef] = []
    var maxTokens = 0

    /// Compiles `apps`; if any app breaks a rule, nothing is registered and every error is thrown.
    ///
    /// - Throws: `PhraseRegistrationError` listing every rule broken, app by app.
    package init(apps: [PhraseApp] = [], options: Options = .init()) throws(PhraseRegistrationError) {
        self.options = options
        var errors: [PhraseRuleError] = []
        var ids: Set<String> = []
        for app in apps {
            guard ids.insert(app.id).inserted else {
                errors.append(
                    PhraseRuleError(.unknownApp, app: app.id, message: "two apps are registered under this identifier"))
                continue
            }
            switch CompiledApp.compile(app, options: options) {
            case .success(let compiled): self.apps.append(compiled)
            case .failure(let failure): errors += failure.errors
            }
        }
        guard errors.isEmpty else { throw PhraseRegistrationError(errors: errors) }
        rebuildIndex()
    }

    /// The identifiers of the registered apps, in registration order.
    package var appIdentifiers: [String] { apps.map(\.id) }

    /// Checks `app` against the rules without registering it.
    package static func check(_ app: PhraseApp, options: Options = .init()) -> [PhraseRuleError] {
        switch CompiledApp.compile(app, options: options) {
        case .success: []
        case .failure(let failure): failure.errors
        }
    }

    /// Registers `app`, or replaces the app registered under its identifier; the other apps are
    /// untouched.
    ///
    /// - Throws: `PhraseRegistrationError` when the app breaks a rule; the engine is unchanged.
    package mutating func register(_ app: PhraseApp) throws(PhraseRegistrationError) {
        let compiled = try CompiledApp.compile(app, options: options).get()
        if let index = apps.firstIndex(where: { $0.id == app.id }) {
            apps[index] = compiled
        } else {
            apps.append(compiled)
        }
        rebuildIndex()
    }

    /// Removes the app registered under `id`; returns whether there was one.
    @discardableResult
    package mutating func removeApp(_ id: String) -> Bool {
        guard let index = apps.firstIndex(where: { $0.id == id }) else { return false }
        apps.remove(at: index)
        rebuildIndex()
        return true
    }

    /// Replaces the values of some parameter slots of one app (the app called
    /// `updateAppShortcutParameters()`); its phrases and every other app stay compiled.
    ///
    /// - Parameters:
    ///   - app: The app's identifier.
    ///   - values: The new value list of each slot to replace.
    /// - Throws: `PhraseRegistrationError` for an unknown app or slot, or when the new values take
    ///   the app past the expanded-phrase limit; the engine is then unchanged.
    package mutating func updateParameterValues(
        app id: String, _ values: [ParameterKey: [PhraseValue]]
    ) throws(PhraseRegistrationError) {
        guard let index = apps.firstIndex(where: { $0.id == id }) else {
            let known = apps.map(\.id).joined(separator: ", ")
            throw PhraseRegistrationError(errors: [
                PhraseRuleError(
                    .unknownApp, app: id, message: "no app is registered under this identifier (registered: \(known))")
            ])
        }
        if let failure = apps[index].replaceValues(values) { throw failure }
        rebuildIndex()  // word counts of the app's phrases follow their values
    }

    /// Every registered app's parameter values for `key`, as registered.
    package func parameterValues(app id: String, _ key: ParameterKey) -> [PhraseValue]? {
        guard let app = apps.first(where: { $0.id == id }), let slot = app.slotKeys.firstIndex(of: key) else {
            return nil
        }
        return app.slots[slot].values
    }

    /// Indexes each phrase under the hash of the word an utterance must start with, or, for a
    /// phrase that starts with its parameter, the word it must end with.
    mutating func rebuildIndex() {
        firstWordIndex = [:]
        lastWordIndex = [:]
        allPhrases = []
        for (appIndex, app) in apps.enumerated() {
            let nameLengths = app.names.map(\.count)
            for (phraseIndex, phrase) in app.phrases.enumerated() {
                let slotWords = phrase.slot < 0 ? 0 : app.slots[phrase.slot].maxWords
                var ref = PhraseRef(
                    app: Int32(appIndex), phrase: Int32(phraseIndex),
                    minTokens: Int32(phrase.literalCount + (nameLengths.min() ?? 0) + (phrase.slot < 0 ? 0 : 1)),
                    maxTokens: Int32(phrase.literalCount + (nameLengths.max() ?? 0) + slotWords))
                let startsWithSlot: Bool
                if case .slot = phrase.elements.first { startsWithSlot = true } else { startsWithSlot = false }
                if !startsWithSlot {
                    switch phrase.elements.last! {
                    case .word(let last): ref.lastHashes = (last.hash, last.hash, last.hash)
                    case .applicationName:
                        let ends = Array(Set(app.names.map { $0.last!.hash }))
                        if ends.count <= 3 {
                            ref.lastHashes = (ends[0], ends[min(1, ends.count - 1)], ends[ends.count - 1])
                        }
                    case .slot: break
                    }
                }
                allPhrases.append(ref)
                let edge = startsWithSlot ? phrase.elements.last! : phrase.elements.first!
                var hashes: [UInt64] = []
                switch edge {
                case .word(let word): hashes = [word.hash]
                case .applicationName: hashes = app.names.map { startsWithSlot ? $0.last!.hash : $0.first!.hash }
                case .slot: hashes = []
                }
                for hash in Set(hashes) {
                    if startsWithSlot {
                        lastWordIndex[hash, default: []].append(ref)
                    } else {
                        firstWordIndex[hash, default: []].append(ref)
                    }
                }
            }
        }
        maxTokens = apps.map(\.maxTokens).max() ?? 0
    }
}

/// A phrase of a registered app, with what rules it out cheaply: the number of words an
/// utterance must have, and the hashes its last word may have (a literal word, or the last word of
/// one of the app's names).
struct PhraseRef: Sendable {
    var app: Int32
    var phrase: Int32
    var minTokens: Int32 = 0
    var maxTokens: Int32 = .max
    /// All 0 when the last word is not known in advance (the phrase ends with its slot).
    var lastHashes: (UInt64, UInt64, UInt64) = (0, 0, 0)

    /// Whether an utterance of `count` words may match, give or take `slack` words.
    @inline(__always)
    func mayHave(_ count: Int, slack: Int = 0) -> Bool {
        count + slack >= minTokens && count + slack <= maxTokens
    }

    /// Whether an utterance of `tokens` may match; checks no word but the last.
    @inline(__always)
    func mayMatch(_ tokens: UnsafeBufferPointer<Token>) -> Bool {
        guard tokens.count >= minTokens && tokens.count <= maxTokens else { return false }
        if lastHashes.0 == 0 { return true }
        let last = tokens[tokens.count - 1].hash
        return last == lastHashes.0 || last == lastHashes.1 || last == lastHashes.2
    }
}
