/// A localizable string as Apple's metadata stores it: a key (the source text when the app has no
/// string catalog) and alternative phrasings.
public struct LocalizedText: Codable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The string's key; for apps without a catalog this is the text itself.
    public var key: String
    /// Alternative phrasings (used by Siri for ranking); usually empty.
    public var alternatives: [String]

    public init(_ key: String, alternatives: [String] = []) {
        self.key = key
        self.alternatives = alternatives
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    private enum CodingKeys: String, CodingKey { case key, alternatives }

    public init(from decoder: any Decoder) throws {
        // Apple writes `{key, alternatives}`; a bare string is accepted when reading.
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            key = text
            alternatives = []
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = try container.decode(String.self, forKey: .key)
        alternatives = try container.decodeIfPresent([String].self, forKey: .alternatives) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(alternatives, forKey: .alternatives)
    }
}
