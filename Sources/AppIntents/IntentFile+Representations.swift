import Foundation
import UniformTypeIdentifiers

/// Apple's ways to read an `IntentFile` as a given type, as data or as a file on disk (iOS 18).
///
/// A file here has one representation: its bytes, of its `type` (else the type its filename's
/// extension names). Asking for a type it does not conform to throws an error that names both;
/// a file whose type is not known is taken to be of the type asked for.
extension IntentFile {
    /// The types the file can be read as: its `type`, else its filename extension's type.
    public var availableContentTypes: [UTType] {
        if let type { return [type] }
        let pathExtension = (filename as NSString).pathExtension
        return pathExtension.isEmpty ? [] : UTType(filenameExtension: pathExtension).map { [$0] } ?? []
    }

    /// The file's bytes as `contentType`.
    ///
    /// - Throws: An error naming the file and both types when the file is not of `contentType`.
    public func data(contentType: UTType) async throws -> Data {
        try check(contentType)
        return data
    }

    /// Calls `fileHandler` with a file URL of the file as `contentType` and whether it is the file
    /// itself (opened in place, when `allowOpenInPlace` and the file is on disk) or a copy, which is
    /// removed when `fileHandler` returns.
    public func withFile<Result>(
        contentType: UTType, allowOpenInPlace: Bool = false,
        fileHandler: @escaping (URL, Bool) async throws -> Result
    ) async throws -> Result {
        try check(contentType)
        if allowOpenInPlace, let fileURL, FileManager.default.fileExists(atPath: fileURL.path) {
            return try await fileHandler(fileURL, true)
        }
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await fileHandler(try write(into: folder), false)
    }

    /// The file as `contentType` at a file URL: the file itself when no `destinationDirectory` is
    /// given and it is on disk (opened in place), else a copy in `destinationDirectory` or a
    /// temporary folder, which the caller removes.
    public func file(
        contentType: UTType, destinationDirectory: URL? = nil
    ) async throws -> (
        fileURL: URL, openedInPlace: Bool
    ) {
        try check(contentType)
        if destinationDirectory == nil, let fileURL, FileManager.default.fileExists(atPath: fileURL.path) {
            return (fileURL, true)
        }
        let folder = try destinationDirectory ?? Self.temporaryFolder()
        return (try write(into: folder), false)
    }

    private func check(_ contentType: UTType) throws {
        let types = availableContentTypes
        guard types.isEmpty || types.contains(where: { $0.conforms(to: contentType) }) else {
            throw IntentFileTypeError(
                filename: filename, asked: contentType.identifier, available: types.map(\.identifier))
        }
    }

    /// Writes the file's bytes into `folder` under its filename, or a free variant of it.
    private func write(into folder: URL) throws -> URL {
        let name = filename.isEmpty ? "file" : (filename as NSString).lastPathComponent
        let base = (name as NSString).deletingPathExtension
        let pathExtension = (name as NSString).pathExtension
        var target = folder.appendingPathComponent(name)
        var number = 2
        while FileManager.default.fileExists(atPath: target.path) {
            let numbered = "\(base) \(number)" + (pathExtension.isEmpty ? "" : "." + pathExtension)
            target = folder.appendingPathComponent(numbered)
            number += 1
        }
        try data.write(to: target, options: .withoutOverwriting)
        return target
    }

    private static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intent-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// An `IntentFile` asked for as a type it is not.
struct IntentFileTypeError: Error, CustomLocalizedStringResourceConvertible, CustomStringConvertible {
    let filename: String
    let asked: String
    let available: [String]

    var description: String {
        "the file '\(filename)' is \(available.joined(separator: ", ")), not \(asked)"
    }

    var localizedStringResource: LocalizedStringResource { LocalizedStringResource(stringLiteral: description) }
}
