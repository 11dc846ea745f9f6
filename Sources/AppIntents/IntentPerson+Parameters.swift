import Foundation

/// The `mode:` forms of `@Parameter` for a person, as in Apple's framework.
extension IntentParameter where Value.ValueType == IntentPerson {
    /// A person, picked in Shortcuts the way `mode` says: `@Parameter(title: "To", mode: .email)`.
    ///
    /// The surfaces here take a person in any of its forms whatever the mode (docs/CLI.md); the
    /// mode is kept as `personMode`.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: IntentPerson? = nil,
        mode: IntentPerson.ParameterMode,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        options.personMode = mode
    }

    /// A person, picked the way `mode` says among the options a provider supplies.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: IntentPerson? = nil,
        mode: IntentPerson.ParameterMode,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: some DynamicOptionsProvider
    ) {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
        options.personMode = mode
    }

    /// How the person is picked in Shortcuts; `nil` when the parameter did not say.
    public var personMode: IntentPerson.ParameterMode? { options.personMode }
}

extension IntentParameter where Value.ValueType == [IntentPerson] {
    /// People, picked the way `mode` says, with how many a widget shows:
    /// `@Parameter(title: "Guests", mode: .email, size: 3) var guests: [IntentPerson]`.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default: [IntentPerson]? = nil,
        mode: IntentPerson.ParameterMode,
        size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: `default`, inputConnectionBehavior: inputConnectionBehavior
        )
        options.personMode = mode
        options.collectionSize = size
    }
}
