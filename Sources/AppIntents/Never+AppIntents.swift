/// `Never` fills the absent parts of a result (`IntentResultContainer<Never, Never, Never, Never>`),
/// as in Apple's framework: it is a value type that has no values and an intent that never runs.
extension Never: _IntentValue {
    public typealias ValueType = Never
    /// There is no kind: the system never sees a value of type `Never`.
    public static var _valueKind: _IntentValueKind {
        fatalError("Never has no value kind: no value of type Never exists")
    }
}

extension Never: AppIntent {
    public static var title: LocalizedStringResource { "Never" }
    public static var isDiscoverable: Bool { false }

    public init() {
        fatalError("Never cannot be created")
    }

    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> {
        switch self {}
    }
}

/// A `perform()` that always throws has `Never` as its result type.
extension Never: IntentResult {}
