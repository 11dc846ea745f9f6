import Foundation

/// One `Metadata.appintents` found inside what a person pointed at: an app bundle, an IPA, a
/// folder.
public struct LocatedBundle: Sendable {
    /// Where it was found, relative to the input (`PlugIns/Widget.appex/Metadata.appintents`),
    /// or the input's own path when the input is the metadata itself.
    public var location: String
    public var bundle: MetadataBundle
    /// The texts of the bundle it belongs to (`LocalizedTexts.inBundle`), when they were asked for.
    public var texts = LocalizedTexts()
}

extension MetadataBundle {
    /// Every `Metadata.appintents` in `url`: an `extract.actionsdata` file, a `Metadata.appintents`
    /// folder, an `.app`/`.appex` bundle or any folder (every `Metadata.appintents` inside, app
    /// and extensions), or an `.ipa` (a zip archive, read with `unzip`).
    ///
    /// With `readingTexts`, each also carries the texts of the bundle it is in: the string tables
    /// beside its `Metadata.appintents` (`LocalizedTexts.inBundle`).
    ///
    /// - Throws: `MetadataError` naming the path when nothing is found or a file does not read.
    public static func readAll(from url: URL, readingTexts: Bool = false) throws -> [LocatedBundle] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw MetadataError.notFound(path: url.path)
        }
        if !isDirectory.boolValue, try isZipArchive(url) {
            return try readArchive(url, readingTexts: readingTexts)
        }
        if !isDirectory.boolValue, url.pathExtension.lowercased() == "ipa" {
            throw MetadataError(
                code: .unreadable, description: "\(url.path): not a zip archive (an .ipa is one: Payload/App.app/…)")
        }
        let actionsInside = url.appendingPathComponent(MetadataFormat.actionsFileName)
        if !isDirectory.boolValue || FileManager.default.fileExists(atPath: actionsInside.path) {
            let bundle = try read(from: url)
            // The bundle around `App.app/Metadata.appintents[/extract.actionsdata]`, if it is one.
            var folder = url.standardizedFileURL
            if !isDirectory.boolValue { folder.deleteLastPathComponent() }
            let texts =
                readingTexts && folder.lastPathComponent == MetadataFormat.directoryName
                ? LocalizedTexts.inBundle(folder.deletingLastPathComponent()) : LocalizedTexts()
            return [LocatedBundle(location: url.path, bundle: bundle, texts: texts)]
        }
        let found = bundleFolders(under: url)
        guard !found.isEmpty else {
            throw MetadataError(
                code: .notFound,
                description:
                    "\(url.path): no Metadata.appintents inside (expected an extract.actionsdata, a Metadata.appintents folder, an .app or .appex bundle, or an .ipa)"
            )
        }
        return try located(found, under: url, readingTexts: readingTexts)
    }

    /// Reads each `Metadata.appintents` at `relative` paths under `root`, with its bundle's texts.
    private static func located(_ found: [String], under root: URL, readingTexts: Bool) throws -> [LocatedBundle] {
        try found.map { relative in
            let folder = root.appendingPathComponent(relative)
            let bundle = try read(from: folder)
            let texts = readingTexts ? LocalizedTexts.inBundle(folder.deletingLastPathComponent()) : LocalizedTexts()
            return LocatedBundle(location: relative, bundle: bundle, texts: texts)
        }
    }

    /// Relative paths of the `Metadata.appintents` folders under `root`, sorted (the app's own
    /// first, as it sorts before `PlugIns/…`).
    private static func bundleFolders(under root: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard (relative as NSString).lastPathComponent == MetadataFormat.directoryName else { continue }
            let actions = root.appendingPathComponent(relative).appendingPathComponent(MetadataFormat.actionsFileName)
            if FileManager.default.fileExists(atPath: actions.path) { found.append(relative) }
            enumerator.skipDescendants()
        }
        return found.sorted { a, b in
            let (depthA, depthB) = (a.split(separator: "/").count, b.split(separator: "/").count)
            return depthA != depthB ? depthA < depthB : a < b
        }
    }

    private static func isZipArchive(_ url: URL) throws -> Bool {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return false }
        defer { try? handle.close() }
        let magic = handle.readData(ofLength: 4)
        return magic == Data([0x50, 0x4B, 0x03, 0x04]) || magic == Data([0x50, 0x4B, 0x05, 0x06])
    }

    /// Unpacks an `.ipa` into a temporary folder with `unzip` (Info-ZIP, in every Linux
    /// distribution and in macOS) and reads the metadata inside.
    private static func readArchive(_ url: URL, readingTexts: Bool) throws -> [LocatedBundle] {
        let tool = ["/usr/bin/unzip", "/bin/unzip", "/usr/local/bin/unzip"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let tool else {
            throw MetadataError(
                code: .unreadable,
                description: "\(url.path): reading an .ipa needs unzip (install it: apt-get install unzip)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "appintents-ipa-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        // Only the metadata (and, for its texts, the string tables and Info.plist files): an
        // app's archive can be large.
        let texts = readingTexts ? ["*.lproj/*.strings", "*/Info.plist"] : []
        process.arguments =
            ["-qq", "-o", url.path, "*/\(MetadataFormat.directoryName)/*"] + texts + ["-d", folder.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw MetadataError(code: .unreadable, description: "\(url.path): cannot run \(tool): \(error)")
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // unzip exits 11 when no file matched: the archive has no metadata.
        guard process.terminationStatus == 0 || process.terminationStatus == 11 else {
            throw MetadataError(
                code: .unreadable,
                description:
                    "\(url.path): not a readable .ipa (unzip exited \(process.terminationStatus): \(message.trimmingCharacters(in: .whitespacesAndNewlines)))"
            )
        }
        let found = bundleFolders(under: folder)
        guard !found.isEmpty else {
            throw MetadataError(code: .notFound, description: "\(url.path): the archive holds no Metadata.appintents")
        }
        return try located(found, under: folder, readingTexts: readingTexts)
    }
}
