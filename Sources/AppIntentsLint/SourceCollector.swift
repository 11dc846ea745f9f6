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
    /// The settings of the target each Swift file belongs to, by the file's path.
    public var fileSettings: [String: ProjectSettings] = [:]
    /// Swift files under a folder that no target of the Xcode project around them compiles (a
    /// leftover removed from the project): not checked, not extracted.
    public var uncompiled: [String] = []
    /// Files kept encrypted in the repository with git-crypt (a `Keys.swift` of secrets), which the
    /// build decrypts: not Swift in this checkout, so neither checked nor extracted.
    public var encrypted: [String] = []
    /// The targets that compile each Swift file, by the file's path (`BuildScopes.targets(forFile:)`):
    /// empty for a file no package or project around it claims.
    public var fileTargets: [String: [String]] = [:]
    /// The module each Xcode target read compiles into (`PRODUCT_MODULE_NAME`, else
    /// `PRODUCT_NAME`, else the target's name), by target name.
    public var targetModules: [String: String] = [:]
    /// The folder of the app each Swift file and phrase catalog belongs to, by the file's path
    /// (`BuildScopes.appRoot(forFile:)`): per-app rules count and compare within one app.
    public var appScopes: [String: String] = [:]

    /// Nothing collected yet.
    public init() {}
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
        var explicit: Set<String> = []
        var scopes = BuildScopes()
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InputError(code: .notFound, path: path)
            }
            if isDirectory.boolValue {
                // A folder given through a link (`App -> ../checkouts/App`) is walked where the
                // link leads; files keep the path as given.
                let walked = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                guard let enumerator = manager.enumerator(atPath: walked) else {
                    throw InputError(code: .unreadable, path: path)
                }
                var files: [String] = []
                while let relative = enumerator.nextObject() as? String {
                    let name = (relative as NSString).lastPathComponent
                    if skippedFolders.contains(name) || (name.hasPrefix(".") && name != ".") {
                        enumerator.skipDescendants()
                        continue
                    }
                    // A folder named like a file (a submodule `Lib.swift`, an `.xcstrings` bundle
                    // of another tool) is walked, not read; a link that leads nowhere (into a
                    // submodule not checked out) holds nothing to read either.
                    let type = enumerator.fileAttributes?[.type] as? FileAttributeType
                    if type == .typeDirectory { continue }
                    if type == .typeSymbolicLink, !isReadableFile(join(path, relative)) { continue }
                    files.append(relative)
                }
                for relative in files.sorted() {
                    let full = join(path, relative)
                    guard !exclude.contains(where: { full.contains($0) }) else { continue }
                    try add(full, to: &collected, scopes: &scopes, explicit: false)
                }
            } else {
                try add(path, to: &collected, scopes: &scopes, explicit: true)
                explicit.insert(path)
            }
            // The nearest package or Xcode project above the path states its build settings.
            var folder = URL(fileURLWithPath: path).standardizedFileURL
            if !isDirectory.boolValue { folder.deleteLastPathComponent() }
            for _ in 0..<32 {
                if addEnclosingProject(in: folder.path, to: &scopes) { break }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        collected.settings = scopes.common
        // A file given by name is checked whatever the project says.
        collected.uncompiled = collected.swift.map(\.path).filter { !explicit.contains($0) && !scopes.isCompiled($0) }
        if !collected.uncompiled.isEmpty {
            let skipped = Set(collected.uncompiled)
            collected.swift.removeAll { skipped.contains($0.path) }
        }
        for source in collected.swift {
            collected.fileSettings[source.path] = scopes.settings(forFile: source.path)
            collected.fileTargets[source.path] = scopes.targets(forFile: source.path)
        }
        for target in Set(collected.fileTargets.values.joined()) {
            collected.targetModules[target] = scopes.moduleName(ofTarget: target)
        }
        for source in collected.swift + collected.resources {
            collected.appScopes[source.path] = scopes.appRoot(forFile: source.path)
        }
        return collected
    }

    /// Reads `Package.swift` or `*.xcodeproj/project.pbxproj` in a folder; whether one was there.
    private static func addEnclosingProject(in folder: String, to scopes: inout BuildScopes) -> Bool {
        let manager = FileManager.default
        var found = false
        let manifest = folder + "/Package.swift"
        if manager.fileExists(atPath: manifest), let text = read(manifest) {
            scopes.addManifest(path: manifest, text: text)
            found = true
        }
        for name in (try? manager.contentsOfDirectory(atPath: folder))?.sorted() ?? []
        where name.hasSuffix(".xcodeproj") {
            let project = folder + "/" + name + "/project.pbxproj"
            if let text = read(project) {
                scopes.addBuildSettings(path: project, text: text)
                found = true
            }
        }
        return found
    }

    private static func add(
        _ path: String, to collected: inout CollectedSources, scopes: inout BuildScopes, explicit: Bool
    ) throws {
        let name = (path as NSString).lastPathComponent
        let isSwift = name.hasSuffix(".swift") && name != "Package.swift"
        let isCatalog = name == "AppShortcuts.strings" || name == "AppShortcuts.xcstrings"
        let isSettings = name.hasSuffix(".xcconfig") || name == "project.pbxproj"
        guard isSwift || isCatalog || isSettings || (explicit && name != "Package.swift") || name == "Package.swift"
        else { return }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(code: .unreadable, path: path)
        }
        if data.starts(with: gitCryptHeader) {
            collected.encrypted.append(path)
            return
        }
        let text = String(decoding: data, as: UTF8.self)
        if name == "Package.swift" {
            scopes.addManifest(path: path, text: text)
            if !explicit { return }
        }
        if isCatalog {
            collected.resources.append(SourceText(path: path, text: text))
        } else if isSettings {
            scopes.addBuildSettings(path: path, text: text)
        } else {
            collected.swift.append(SourceText(path: path, text: text))
        }
    }

    private static func join(_ folder: String, _ relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// Whether a link found in a folder leads to a file (not a folder, not nowhere).
    private static func isReadableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// What git-crypt writes at the start of a file it encrypts: a zero byte, `GITCRYPT`, a zero byte.
    static let gitCryptHeader: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0]

    /// The file's text; invalid UTF-8 is repaired rather than refused.
    static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
