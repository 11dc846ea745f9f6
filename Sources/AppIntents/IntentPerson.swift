import Foundation

/// A person an intent is about: a contact, a message's sender, a playlist's owner.
///
/// ```swift
/// @Parameter(title: "Recipient") var recipient: IntentPerson
///
/// let author = IntentPerson(
///     identifier: .applicationDefined("operator"), name: .displayName("Support"),
///     handle: IntentPerson.Handle(applicationDefined: "operator"))
/// ```
///
/// Given on the command line as `Ada Lovelace <ada@example.com>`, an email address, a phone
/// number or a name, by agents as `{"name": "Ada Lovelace", "handle": {"emailAddress":
/// "ada@example.com"}}` (docs/CLI.md).
public struct IntentPerson: _IntentValue, DisplayRepresentable, Hashable, Sendable {
    /// Who the person is to the app or to the contacts database.
    public var identifier: Identifier
    /// The person's name.
    public var name: Name
    /// The main way to reach the person.
    public var handle: Handle?
    /// Other ways to reach the person.
    public var aliases: [Handle]
    /// Whether the person is the one using the device.
    public var isMe: Bool
    public var image: DisplayRepresentation.Image?

    public init(
        identifier: Identifier, name: Name, handle: Handle?, aliases: [Handle] = [], isMe: Bool = false,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.identifier = identifier
        self.name = name
        self.handle = handle
        self.aliases = aliases
        self.isMe = isMe
        self.image = image
    }

    /// A person known only by a handle (a phone number, an email address) linked to no contact.
    public init(handle: Handle) {
        self.init(identifier: .unknown, name: .unknown, handle: handle)
    }

    /// A person known only by a name, as Apple's overview of `IntentValueRepresentation` makes one:
    /// `IntentPerson(name: .displayName(entity.name))`.
    public init(name: Name) {
        self.init(identifier: .unknown, name: name, handle: nil)
    }

    /// Who the person is: an identifier of the app's own, or of a contact.
    public enum Identifier: Hashable, Sendable {
        /// The app's own identifier for the person.
        case applicationDefined(String)
        /// The identifier of a contact in the contacts database.
        case contact(String)
        case unknown
    }

    /// The person's name: as shown, or in parts.
    public enum Name: Hashable, Sendable {
        case displayName(String)
        case components(PersonNameComponents)
        case unknown
    }

    /// How a person parameter is picked in Shortcuts: among contacts, or as a handle.
    public enum ParameterMode: String, Hashable, Sendable {
        /// A contact.
        case contact
        /// An email address.
        case email
        /// An email address or a phone number.
        case emailOrPhone
        /// A phone number.
        case phone
    }

    public static var _valueKind: _IntentValueKind { .primitive(.person) }

    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Person" }

    /// The name, else the handle: `Ada Lovelace`, `ada@example.com`.
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: LocalizedStringResource(stringLiteral: displayText))
    }

    /// The text a person reads: the name as shown (given and family names when in parts), else
    /// the handle's value, else `Unknown Person`.
    package var displayText: String {
        if let text = name.text, !text.isEmpty { return text }
        if let handle { return handle.value.text }
        return "Unknown Person"
    }
}

extension IntentPerson.Name {
    /// The name as a person reads it (`text`), empty when unknown; what Apple's overview of
    /// `IntentValueRepresentation` reads back: `ContactEntity(name: person.name.displayString)`.
    public var displayString: String { text ?? "" }

    /// The name as shown: a display name as given; components as given and family names (the
    /// nickname when there are neither); `nil` when unknown.
    package var text: String? {
        switch self {
        case .displayName(let name): return name
        case .components(let parts):
            let full = [parts.givenName, parts.middleName, parts.familyName].compactMap { $0 }.filter { !$0.isEmpty }
            return full.isEmpty ? parts.nickname : full.joined(separator: " ")
        case .unknown: return nil
        }
    }
}

extension IntentPerson {
    /// One way to reach a person: a phone number, an email address or an app's own handle, and
    /// what it is for.
    public struct Handle: Hashable, Sendable {
        /// The phone number, email address or app-defined string.
        public var value: Value
        /// What the handle is for: home, work, mobile, …
        public var label: Label

        public init(_ value: Value, label: Label = .other) {
            self.value = value
            self.label = label
        }

        public init(phoneNumber phoneNumberString: String, label: Label = .other) {
            self.init(.phoneNumber(phoneNumberString), label: label)
        }

        public init(emailAddress emailAddressString: String, label: Label = .other) {
            self.init(.emailAddress(emailAddressString), label: label)
        }

        /// A handle only the app understands, with a label of its own (`.other` when none).
        public init(applicationDefined stringValue: String, label labelString: String? = nil) {
            self.init(.applicationDefined(stringValue), label: labelString.map(Label.custom) ?? .other)
        }

        /// What a handle is.
        public enum Value: Hashable, Sendable {
            case phoneNumber(String)
            case emailAddress(String)
            case applicationDefined(String)

            /// The phone number, address or string.
            package var text: String {
                switch self {
                case .phoneNumber(let text), .emailAddress(let text), .applicationDefined(let text): text
                }
            }
        }

        /// What a handle is for.
        public enum Label: Hashable, Sendable {
            case home
            case main
            case work
            case other
            case pager
            case custom(String)
            case iPhone
            case mobile
            case school
            case homeFax
            case workFax

            /// The labels with names of their own, in the order they are listed here.
            package static let named: [Label] = [
                .home, .main, .work, .other, .pager, .iPhone, .mobile, .school, .homeFax, .workFax,
            ]

            /// `home`, `iPhone`, or the custom label's text.
            package var text: String {
                switch self {
                case .home: "home"
                case .main: "main"
                case .work: "work"
                case .other: "other"
                case .pager: "pager"
                case .custom(let text): text
                case .iPhone: "iPhone"
                case .mobile: "mobile"
                case .school: "school"
                case .homeFax: "homeFax"
                case .workFax: "workFax"
                }
            }

            /// The label named `text` (any case), else a custom label of that text.
            package init(text: String) {
                self = Self.named.first { $0.text.lowercased() == text.lowercased() } ?? .custom(text)
            }
        }
    }
}
