import Foundation
import Testing

/// Compares text with a file under `Snapshots/`; with `SNAPSHOT_RECORD=1` writes the file instead.
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    static func assert(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = folder.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return
        }
        let recorded = try #require(
            try? String(contentsOf: file, encoding: .utf8),
            "no snapshot \(file.lastPathComponent); record it with SNAPSHOT_RECORD=1", sourceLocation: sourceLocation)
        #expect(text == recorded, "differs from Snapshots/\(name).txt", sourceLocation: sourceLocation)
    }
}
