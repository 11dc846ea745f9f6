import Foundation

/// A file's path and contents.
public struct SourceText: Hashable, Sendable {
    /// The path as given or as found under a given folder.
    public var path: String
    /// The contents; invalid UTF-8 is replaced, never refused.
    public var text: String

    /// Creates a source.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// What a set of paths holds for the reviewer.
public struct CollectedSources: Sendable {
    /// Swift files.
    public var swift: [SourceText] = []
    /// `AppShortcuts.strings` and `AppShortcuts.xcstrings` files.
    public var resources: [SourceText] = []
    /// Deployment target and language mode from `Package.swift`, `.xcconfig` and `project.pbxproj`.
    public var settings = ProjectSettings()
}

/// Why input could not be read.
public struct InputError: Error, CustomStringConvertible, Sendable {
    /// What kind of problem, for machines.
    public struct Code: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// No such file or folder.
        public static let notFound = Code(rawValue: "notFound")
        /// The file exists but cannot be read.
        public static let unreadable = Code(rawValue: "unreadable")
    }

    /// The kind of problem.
    public var code: Code
    /// The offending path.
    public var path: String

    /// A one-line account.
    public var description: String {
        code == .notFound ? "\(path): no such file or folder" : "\(path): cannot read the file"
    }
}

/// Finds the files the reviewer reads under the given paths.
public enum SourceCollector {
    static let skippedFolders: Set<String> = [
        ".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm",
    ]

    /// Collects Swift files, phrase catalogs and build settings; a folder is searched recursively.
    ///
    /// - Throws: `InputError` when a path does not exist or cannot be read.
    public static func collect(paths: [String], exclude: [String] = []) throws -> CollectedSources {
        var collected = CollectedSources()
        var manifests: Set<String> = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InputError(code: .notFound, path: path)
            }
            if isDirectory.boolValue {
                guard let enumerator = manager.enumerator(atPath: path) else {
                    throw InputError(code: .unreadable, path: path)
                }
                var files: [String] = []
                while let relative = enumerator.nextObject() as? String {
                    let name = (relative as NSString).lastPathComponent
                    if skippedFolders.contains(name) || name.hasPrefix(".") {
                        enumerator.skipDescendants()
                        continue
                    }
                    files.append(relative)
                }
                for relative in files.sorted() {
                    let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                    guard !exclude.contains(where: { full.contains($0) }) else { continue }
                    try add(full, to: &collected, manifests: &manifests, explicit: false)
                }
            } else {
                try add(path, to: &collected, manifests: &manifests, explicit: true)
            }
            // The nearest Package.swift above the path states the deployment target and mode.
            var folder = URL(fileURLWithPath: path).standardizedFileURL
            if !isDirectory.boolValue { folder.deleteLastPathComponent() }
            for _ in 0..<32 {
                let manifest = folder.appendingPathComponent("Package.swift").path
                if manager.fileExists(atPath: manifest) {
                    if manifests.insert(manifest).inserted, let text = read(manifest) {
                        collected.settings = collected.settings.merged(with: .fromManifest(text))
                    }
                    break
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return collected
    }

    private static func add(
        _ path: String, to collected: inout CollectedSources, manifests: inout Set<String>, explicit: Bool
    ) throws {
        let name = (path as NSString).lastPathComponent
        let isSwift = name.hasSuffix(".swift") && name != "Package.swift"
        let isCatalog = name == "AppShortcuts.strings" || name == "AppShortcuts.xcstrings"
        let isSettings = name.hasSuffix(".xcconfig") || name == "project.pbxproj"
        guard isSwift || isCatalog || isSettings || (explicit && name != "Package.swift") || name == "Package.swift"
        else { return }
        guard let text = read(path) else {
            throw InputError(code: .unreadable, path: path)
        }
        if name == "Package.swift" {
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
            if manifests.insert(standardized).inserted {
                collected.settings = collected.settings.merged(with: .fromManifest(text))
            }
            if !explicit { return }
        }
        if isCatalog {
            collected.resources.append(SourceText(path: path, text: text))
        } else if isSettings {
            collected.settings = collected.settings.merged(with: .fromBuildSettings(text))
        } else {
            collected.swift.append(SourceText(path: path, text: text))
        }
    }

    /// The file's text; invalid UTF-8 is repaired rather than refused.
    static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
