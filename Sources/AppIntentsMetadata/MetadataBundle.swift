import Foundation

/// A `Metadata.appintents` directory: `extract.actionsdata` plus `version.json`.
public struct MetadataBundle: Hashable, Sendable {
    public var actions: ActionsData
    public var version: VersionInfo

    public init(actions: ActionsData, version: VersionInfo = .init()) {
        self.actions = actions
        self.version = version
    }

    /// Encodes `actions` the way the files are written: sorted keys, pretty printed.
    public static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// Reads `extract.actionsdata` from bytes.
    public static func decodeActions(_ data: Data, source: String = "extract.actionsdata") throws -> ActionsData {
        do {
            return try JSONDecoder().decode(ActionsData.self, from: data)
        } catch let error as DecodingError {
            throw MetadataError.invalid(source: source, reason: error.readableDescription)
        } catch {
            throw MetadataError.invalid(source: source, reason: "\(error)")
        }
    }

    /// Writes `DIR/Metadata.appintents/{extract.actionsdata,version.json}` and returns the bundle's path.
    ///
    /// `directory` may also name the `Metadata.appintents` folder itself.
    @discardableResult
    public func write(to directory: URL) throws -> URL {
        let bundle =
            directory.lastPathComponent == MetadataFormat.directoryName
            ? directory : directory.appendingPathComponent(MetadataFormat.directoryName)
        do {
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            try Self.encode(actions).write(
                to: bundle.appendingPathComponent(MetadataFormat.actionsFileName), options: .atomic)
            try Self.encode(version).write(
                to: bundle.appendingPathComponent(MetadataFormat.versionFileName), options: .atomic)
        } catch {
            throw MetadataError.unwritable(path: bundle.path, reason: error.localizedDescription)
        }
        return bundle
    }

    /// Reads a bundle from a `Metadata.appintents` folder, a folder containing one, or an
    /// `extract.actionsdata` file.
    public static func read(from url: URL) throws -> MetadataBundle {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw MetadataError.notFound(path: url.path)
        }
        var actionsURL = url
        if isDirectory.boolValue {
            let inner = url.appendingPathComponent(MetadataFormat.directoryName)
            let bundle = FileManager.default.fileExists(atPath: inner.path) ? inner : url
            actionsURL = bundle.appendingPathComponent(MetadataFormat.actionsFileName)
        }
        guard let data = FileManager.default.contents(atPath: actionsURL.path) else {
            throw MetadataError.notFound(path: actionsURL.path)
        }
        let actions = try decodeActions(data, source: actionsURL.path)
        let versionURL = actionsURL.deletingLastPathComponent().appendingPathComponent(MetadataFormat.versionFileName)
        var version = VersionInfo()
        if let versionData = FileManager.default.contents(atPath: versionURL.path) {
            do {
                version = try JSONDecoder().decode(VersionInfo.self, from: versionData)
            } catch let error as DecodingError {
                throw MetadataError.invalid(source: versionURL.path, reason: error.readableDescription)
            }
        }
        return MetadataBundle(actions: actions, version: version)
    }
}

/// Why metadata could not be read or written.
public struct MetadataError: Error, CustomStringConvertible, Sendable {
    public enum Code: String, Sendable { case notFound, invalid, unwritable, unreadable }
    public let code: Code
    public let description: String

    init(code: Code, description: String) {
        self.code = code
        self.description = description
    }

    static func notFound(path: String) -> Self {
        .init(
            code: .notFound,
            description:
                "\(path): no such file or folder (expected a Metadata.appintents folder or an extract.actionsdata file)"
        )
    }
    static func invalid(source: String, reason: String) -> Self {
        .init(code: .invalid, description: "\(source): not valid App Intents metadata: \(reason)")
    }
    static func unwritable(path: String, reason: String) -> Self {
        .init(code: .unwritable, description: "\(path): cannot write metadata: \(reason)")
    }

}

extension DecodingError {
    /// A one-line account of the error with the path to the offending key, for messages that
    /// name the input: `at actions.[0]: missing key 'app'`.
    package var readableDescription: String {
        let error = self
        func path(_ keys: [any CodingKey]) -> String {
            keys.isEmpty
                ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "at \(path(context.codingPath)): expected \(type): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "at \(path(context.codingPath)): missing \(type)"
        case .keyNotFound(let key, let context):
            return "at \(path(context.codingPath)): missing key '\(key.stringValue)'"
        case .dataCorrupted(let context):
            return "at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
