import Foundation

/// Whether Shortcuts connects the previous action's result to a parameter.
public struct InputConnectionBehavior: Sendable, Hashable {
    let rawValue: String

    /// Shortcuts decides.
    public static let `default` = InputConnectionBehavior(rawValue: "default")
    /// Never connect the previous result.
    public static let never = InputConnectionBehavior(rawValue: "never")
    /// Connect the previous action's result to this parameter.
    public static let connectToPreviousIntentResult = InputConnectionBehavior(rawValue: "connectToPreviousIntentResult")
}

extension IntentParameter {
    /// Whether a date parameter takes a date, a time, or both.
    public enum DateKind: String, Sendable, Hashable {
        case date, time, dateTime
    }
}

/// How many values of a list parameter a widget shows: `size: 3`, or one size per widget family.
public struct IntentCollectionSize: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByDictionaryLiteral {
    /// The fewest values, if limited.
    public var minimum: Int?
    /// The most values.
    public var maximum: Int
    /// The sizes given for each widget family (`size: [.systemSmall: 1, .systemLarge: 4]`), if
    /// any. The system's surfaces have no widget family: they accept the most any family allows.
    public var byFamily: [IntentWidgetFamily: IntentCollectionSize] = [:]

    /// Exactly up to `size` values.
    public init(_ size: Int) {
        maximum = size
    }

    /// Between `min` and `max` values.
    public init(min: Int, max: Int) {
        minimum = min
        maximum = max
    }

    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// A size for each widget family, as Apple's `size: [IntentWidgetFamily: IntentCollectionSize]`.
    public init(dictionaryLiteral elements: (IntentWidgetFamily, IntentCollectionSize)...) {
        let sizes = Dictionary(elements, uniquingKeysWith: { _, last in last })
        maximum = sizes.values.map(\.maximum).max() ?? 0
        minimum = sizes.values.contains { $0.minimum == nil } ? nil : sizes.values.compactMap(\.minimum).min()
        byFamily = sizes
    }
}

/// The size classes of widgets, for a parameter's `size:` per family.
public enum IntentWidgetFamily: String, Sendable, Hashable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner
}

extension Bool {
    /// The names of a Boolean parameter's two states: `.init(true: "Toggle", false: "Turn")`.
    public struct IntentDisplayName: Sendable, Hashable {
        /// The name of the `true` state.
        public var trueName: LocalizedStringResource
        /// The name of the `false` state.
        public var falseName: LocalizedStringResource

        public init(true trueName: LocalizedStringResource, false falseName: LocalizedStringResource) {
            self.trueName = trueName
            self.falseName = falseName
        }
    }
}

extension String {
    /// How text is entered: the keyboard, capitalization, and whether it spans lines.
    ///
    /// ```swift
    /// @Parameter(title: "Script", inputOptions: String.IntentInputOptions(capitalizationType: .none, multiline: true))
    /// ```
    public struct IntentInputOptions: Sendable, Hashable {
        /// The keyboard a touch screen shows.
        public enum KeyboardType: String, Sendable, Hashable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
            case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
        }

        /// Which letters are capitalized as people type.
        public enum CapitalizationType: String, Sendable, Hashable {
            case none, words, sentences, allCharacters
        }

        public var keyboardType: KeyboardType
        public var capitalizationType: CapitalizationType
        /// Whether the text may span several lines (the terminal reads until an empty line).
        public var multiline: Bool
        public var autocorrect: Bool
        public var smartQuotes: Bool
        public var smartDashes: Bool

        public init(
            keyboardType: KeyboardType = .default, capitalizationType: CapitalizationType = .sentences,
            multiline: Bool = true, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
        ) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }
    }
}
