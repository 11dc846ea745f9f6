import Foundation

/// A new, empty folder under the temporary directory for the length of `body`, removed after.
public enum TemporaryFolder {
    public static func with<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}

/// A new, empty folder under the temporary directory, removed when the last reference to it goes:
/// for a folder that a value copied around holds (a struct, a static app, a suite), where no
/// `defer` can say when it is no longer used.
public final class ScratchFolder: Sendable {
    /// `<temporary directory>/<prefix>-<UUID>`.
    public let url: URL

    public init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
