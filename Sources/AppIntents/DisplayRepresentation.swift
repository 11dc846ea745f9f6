import Foundation

/// How a value is shown: a title, an optional subtitle and image, and synonyms people may say.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: Image?
    public var synonyms: [LocalizedStringResource]

    public init(
        title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        image: Image? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = []
    }

    public init(
        title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        image: Image? = nil,
        synonyms: [LocalizedStringResource]
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// A representation whose image is made when it is first needed (iOS 27):
    /// `DisplayRepresentation(title: "\(name)") { .init(data: try await thumbnail()) }`.
    /// `image` stays `nil`; the closure is kept and run when the image is asked for
    /// (`loadedImage()`: this system's surfaces show titles and subtitles, not images).
    public init(
        title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        synonyms: [LocalizedStringResource] = [],
        image: @escaping @Sendable () async throws -> Image?
    ) {
        self.init(title: title, subtitle: subtitle, image: nil, synonyms: synonyms)
        imageProvider = ImageProvider(make: image)
    }

    /// The image made later, if the representation was given one that way. Two representations
    /// are equal whatever their closures.
    private var imageProvider: ImageProvider?

    private struct ImageProvider: Sendable, Hashable {
        let make: @Sendable () async throws -> Image?
        static func == (lhs: Self, rhs: Self) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    /// The image: `image`, else the one the closure makes (`nil` when it throws).
    package func loadedImage() async -> Image? {
        if let image { return image }
        return try? await imageProvider?.make()
    }

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }

    /// An image shown with a value.
    public struct Image: Sendable, Hashable {
        /// An SF Symbol name, if the image is a symbol.
        public var systemName: String?
        /// A named image in the app's assets, if any.
        public var name: String?
        /// A remote or file URL, if any.
        public var url: URL?
        /// Whether the image is drawn in one tint (a symbol's default) rather than its own colors.
        public var isTemplate: Bool
        /// How the image is framed (iOS 17): as it is, or in a circle, such as a person's photo.
        public var displayStyle: DisplayStyle = .default
        /// The size a remote image is shown at, in points, if the app gave it.
        public var size: (width: Double, height: Double)? {
            guard let width, let height else { return nil }
            return (width, height)
        }
        private var width: Double?
        private var height: Double?

        /// How an image is framed.
        public struct DisplayStyle: Sendable, Hashable {
            let name: String
            /// As the image is.
            public static let `default` = DisplayStyle(name: "default")
            /// In a circle.
            public static let circular = DisplayStyle(name: "circular")
        }

        public init(systemName: String, isTemplate: Bool? = nil) {
            self.systemName = systemName
            self.isTemplate = isTemplate ?? true
        }

        public init(named name: String, isTemplate: Bool? = nil) {
            self.name = name
            self.isTemplate = isTemplate ?? false
        }

        public init(named name: String, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(named: name, isTemplate: isTemplate)
            self.displayStyle = displayStyle
        }

        public init(url: URL, isTemplate: Bool? = nil) {
            self.url = url
            self.isTemplate = isTemplate ?? false
        }

        public init(url: URL, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(url: url, isTemplate: isTemplate)
            self.displayStyle = displayStyle
        }

        /// A remote image shown at `width` by `height` points.
        public init(url: URL, width: Double, height: Double, isTemplate: Bool? = nil) {
            self.init(url: url, isTemplate: isTemplate)
            self.width = width
            self.height = height
        }

        public init(data: Data, isTemplate: Bool? = nil) {
            self.isTemplate = isTemplate ?? false
        }

        public init(data: Data, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(data: data, isTemplate: isTemplate)
            self.displayStyle = displayStyle
        }
    }
}

/// How a type is named to people: "Soup", "Order".
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?
    public var synonyms: [LocalizedStringResource]

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
        self.synonyms = []
    }

    public init(
        name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil,
        synonyms: [LocalizedStringResource]
    ) {
        self.name = name
        self.numericFormat = numericFormat
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}

/// A type that names itself to people.
public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value that shows itself to people.
///
/// As in Apple's framework it is also `CustomLocalizedStringResourceConvertible`: its
/// `localizedStringResource` is its display title unless the type gives its own.
public protocol InstanceDisplayRepresentable: CustomLocalizedStringResourceConvertible {
    var displayRepresentation: DisplayRepresentation { get }
}

extension InstanceDisplayRepresentable {
    /// The display representation's title.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// A type that names itself and shows each of its values: what `AppEntity` refines.
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}
