import Foundation

/// An Xcode project's targets, with their build settings and the files they compile.
struct XcodeProject {
    struct Target {
        let name: String
        let settings: ProjectSettings
        /// Names of the Swift files in its Sources build phase.
        let fileNames: Set<String>
        /// Paths (from the project's folder) of those files whose place the group tree gives, and
        /// the names of those whose place it does not: a file is matched by path where it can be,
        /// so an app's `Intent.swift` is not its widget's `Intent.swift`.
        var filePaths: Set<String> = []
        var unplacedNames: Set<String> = []
        /// Folders synchronized into it (Xcode 16), relative to the project's folder.
        let folders: [String]
        /// Files an exception set for this target lists: left out of it when in one of its
        /// synchronized folders, added to it when in another target's.
        var exceptions = MembershipExceptions()
        /// The module its Swift code is compiled into: `PRODUCT_MODULE_NAME`, else
        /// `PRODUCT_NAME`, else the target's name, made an identifier as Xcode makes it.
        var moduleName = ""

        /// Whether it compiles the file at `relative` (from the project's folder): by its Sources
        /// phase (by path, or by name where the path is unknown), or by a synchronized folder
        /// unless an exception set for it leaves the file out (or adds it from another folder).
        /// This is the one membership rule: the targets of a file, its settings and whether it is
        /// compiled at all are all read through it.
        func compiles(_ relative: String) -> Bool {
            let name = (relative as NSString).lastPathComponent
            if filePaths.contains(relative) || unplacedNames.contains(name) { return true }
            return synchronizes(relative) != exceptions.contains(relative)
        }

        /// Whether the file at `relative` (from the project's folder) is in a synchronized folder.
        /// A folder whose place could not be read is matched by name anywhere in the path.
        func synchronizes(_ relative: String) -> Bool {
            folders.contains { relative.hasPrefix($0 + "/") || ("/" + relative).contains("/" + $0 + "/") }
        }
    }

    /// The files a `PBXFileSystemSynchronizedBuildFileExceptionSet` lists. Xcode writes each as a
    /// path from the synchronized folder whose `exceptions` name the set (`Sub/Intent.swift`, a
    /// plain name for a file at the folder's top level), so each is kept as a path from the
    /// project's folder: `Sub/Intent.swift` in the folder `App` is `App/Sub/Intent.swift`, and
    /// `App/Intent.swift` is not excepted by it.
    struct MembershipExceptions {
        /// Paths from the project's folder, or from the synchronized folder when its place is not
        /// known (a set no folder names). Matched as a whole path, or as the end of one after a
        /// `/`, as synchronized folders are when their place could not be read.
        private(set) var paths: Set<String> = []

        mutating func insert(_ path: String, in folder: String?) {
            paths.insert(folder.map { $0 + "/" + path } ?? path)
        }

        func contains(_ relative: String) -> Bool {
            guard !paths.isEmpty else { return false }
            return paths.contains(relative) || paths.contains { relative.hasSuffix("/" + $0) }
        }

        mutating func formUnion(_ other: MembershipExceptions) { paths.formUnion(other.paths) }
    }

    let targets: [Target]
    /// The project-level settings (also the whole file's, when it has no readable targets).
    let project: ProjectSettings
    /// Files an exception set of no known target lists: counted as compiled, since which target
    /// it adds them to or leaves them out of is not known.
    let unattributedExceptions: MembershipExceptions

    init(text: String) {
        guard let root = ASCIIPlist.parse(text) as? [String: Any], let objects = root["objects"] as? [String: Any]
        else {
            targets = []
            project = .fromBuildSettings(text)
            unattributedExceptions = MembershipExceptions()
            return
        }
        func lookup(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }
        func settings(ofList id: Any?) -> ProjectSettings {
            let configurations = (lookup(id)?["buildConfigurations"] as? [Any] ?? []).compactMap { lookup($0) }
            return .agreed(
                configurations.map { configuration in
                    let values = configuration["buildSettings"] as? [String: Any] ?? [:]
                    return ProjectSettings.fromSettings(values.compactMapValues { $0 as? String })
                })
        }
        // Each group's parent, to give a synchronized folder its path from the project's folder:
        // a group's `path` is relative to its parent group's.
        var parents: [String: String] = [:]
        for (id, value) in objects {
            guard let entry = value as? [String: Any] else { continue }
            for child in entry["children"] as? [Any] ?? [] {
                if let child = child as? String { parents[child] = id }
            }
        }
        func folderPath(_ id: Any?) -> String? {
            guard let id = id as? String, var entry = objects[id] as? [String: Any], let own = entry["path"] as? String
            else { return nil }
            var components = [own]
            var current = id
            while entry["sourceTree"] as? String ?? "<group>" == "<group>", let parent = parents[current],
                let parentEntry = objects[parent] as? [String: Any], components.count < 64
            {
                if let path = parentEntry["path"] as? String { components.insert(path, at: 0) }
                (current, entry) = (parent, parentEntry)
            }
            return components.joined(separator: "/")
        }
        /// The settings every configuration of a list gives the same literal value (no `$(…)`).
        func literalSettings(ofList id: Any?) -> [String: String] {
            let configurations = (lookup(id)?["buildConfigurations"] as? [Any] ?? []).compactMap { lookup($0) }
            let all = configurations.map {
                ($0["buildSettings"] as? [String: Any] ?? [:]).compactMapValues { $0 as? String }
            }
            guard let first = all.first else { return [:] }
            return first.filter { key, value in !value.contains("$(") && all.allSatisfy { $0[key] == value } }
        }
        /// A file reference's path from the project's folder, when its groups lead there.
        func filePath(_ id: Any?) -> String? {
            guard let id = id as? String, var entry = objects[id] as? [String: Any], let own = entry["path"] as? String
            else { return nil }
            var components = [own]
            var current = id
            for _ in 0..<64 {
                switch entry["sourceTree"] as? String ?? "<group>" {
                case "SOURCE_ROOT": return components.joined(separator: "/")
                case "<group>": break
                default: return nil
                }
                guard let parent = parents[current] else {
                    // The main group, which stands for the project's folder; a file outside any
                    // group (nothing holds it) has no known place.
                    return current == id ? nil : components.joined(separator: "/")
                }
                guard let parentEntry = objects[parent] as? [String: Any] else { return nil }
                (current, entry) = (parent, parentEntry)
                if let path = entry["path"] as? String { components.insert(path, at: 0) }
            }
            return nil
        }
        var projectSettings = ProjectSettings()
        var found: [Target] = []
        var unattributed = MembershipExceptions()
        var exceptionsByTarget: [String: MembershipExceptions] = [:]
        var targetIDs: [String] = []
        // The folder of each exception set: the synchronized folder whose `exceptions` name it.
        var exceptionFolders: [String: String] = [:]
        for (id, value) in objects {
            guard let entry = value as? [String: Any], entry["isa"] as? String == "PBXFileSystemSynchronizedRootGroup",
                let folder = folderPath(id)
            else { continue }
            for set in entry["exceptions"] as? [Any] ?? [] {
                if let set = set as? String { exceptionFolders[set] = folder }
            }
        }
        for (id, value) in objects {
            guard let entry = value as? [String: Any], let isa = entry["isa"] as? String else { continue }
            if isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" {
                for file in entry["membershipExceptions"] as? [Any] ?? [] {
                    guard let file = file as? String else { continue }
                    if let target = entry["target"] as? String {
                        exceptionsByTarget[target, default: MembershipExceptions()].insert(
                            file, in: exceptionFolders[id])
                    } else {
                        unattributed.insert(file, in: exceptionFolders[id])
                    }
                }
            } else if isa == "PBXProject" {
                projectSettings = settings(ofList: entry["buildConfigurationList"])
            } else if isa == "PBXNativeTarget" {
                targetIDs.append(id)
                var names: Set<String> = []
                var paths: Set<String> = []
                var unplaced: Set<String> = []
                for phase in (entry["buildPhases"] as? [Any] ?? []).compactMap({ lookup($0) })
                where phase["isa"] as? String == "PBXSourcesBuildPhase" {
                    for file in (phase["files"] as? [Any] ?? []).compactMap({ lookup($0) }) {
                        guard let reference = lookup(file["fileRef"]), let path = reference["path"] as? String else {
                            continue
                        }
                        let name = (path as NSString).lastPathComponent
                        names.insert(name)
                        if let placed = filePath(file["fileRef"]) {
                            paths.insert(placed)
                        } else {
                            unplaced.insert(name)
                        }
                    }
                }
                let groups = entry["fileSystemSynchronizedGroups"] as? [Any] ?? []
                let folders = groups.compactMap(folderPath)
                var target = Target(
                    name: entry["name"] as? String ?? "",
                    settings: settings(ofList: entry["buildConfigurationList"]),
                    fileNames: names, folders: folders)
                (target.filePaths, target.unplacedNames) = (paths, unplaced)
                target.moduleName = Self.moduleName(
                    of: target.name, settings: literalSettings(ofList: entry["buildConfigurationList"]))
                found.append(target)
            }
        }
        // The exception sets name their target by id, which may come after it in the file.
        for (index, id) in targetIDs.enumerated() {
            found[index].exceptions = exceptionsByTarget.removeValue(forKey: id) ?? MembershipExceptions()
        }
        // A set naming no target read here says nothing sure of any.
        for exceptions in exceptionsByTarget.values { unattributed.formUnion(exceptions) }
        targets = found.sorted { $0.name < $1.name }
        project = projectSettings
        unattributedExceptions = unattributed
    }

    private func effective(_ target: Target, fallback: ProjectSettings) -> ProjectSettings {
        ProjectSettings(
            deploymentTarget: target.settings.deploymentTarget ?? project.deploymentTarget
                ?? fallback.deploymentTarget,
            swiftLanguageMode: target.settings.swiftLanguageMode ?? project.swiftLanguageMode
                ?? fallback.swiftLanguageMode)
    }

    func allSettings(fallback: ProjectSettings) -> [ProjectSettings] {
        targets.isEmpty
            ? [project.filling(from: fallback)] : targets.map { effective($0, fallback: fallback) }
    }

    /// Whether a target compiles the file at `relative` (from the project's folder); true when the
    /// project has no readable targets. Beyond the membership rule (`Target.compiles`), a file
    /// some Sources phase lists by its name is kept, as it was before files had paths, rather
    /// than risk leaving out a file whose group the path reading got wrong: this decides only
    /// whether the file is read at all, never which target's it is.
    func compiles(_ relative: String) -> Bool {
        guard !targets.isEmpty else { return true }
        if unattributedExceptions.contains(relative) || !owners(of: relative).isEmpty { return true }
        let name = (relative as NSString).lastPathComponent
        return targets.contains { $0.fileNames.contains(name) }
    }

    /// The targets that compile the file at `relative` (from the project's folder), by the
    /// membership rule.
    private func owners(of relative: String) -> [Target] {
        targets.filter { $0.compiles(relative) }
    }

    /// A target's module: its `PRODUCT_MODULE_NAME`, else its `PRODUCT_NAME`, else its name,
    /// with what is not a letter, digit or underscore made `_` (and a leading digit prefixed).
    static func moduleName(of target: String, settings: [String: String]) -> String {
        let name = settings["PRODUCT_MODULE_NAME"] ?? settings["PRODUCT_NAME"] ?? target
        var identifier = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if identifier.first?.isNumber ?? true { identifier = "_" + identifier }
        return identifier
    }

    /// The modules of the targets named `target` (usually one).
    func moduleNames(ofTarget target: String) -> [String] {
        targets.filter { $0.name == target }.map(\.moduleName)
    }

    /// The names of the targets that compile the file at `relative` (from the project's folder).
    func targets(compiling relative: String) -> [String] {
        owners(of: relative).map(\.name)
    }

    /// The settings of each target that compiles the file at `relative` (from the project's
    /// folder); empty when none is known to.
    func settings(ofTargetsCompiling relative: String, fallback: ProjectSettings) -> [ProjectSettings] {
        owners(of: relative).map { effective($0, fallback: fallback) }
    }
}

extension ProjectSettings {
    /// Settings from build setting keys and values.
    static func fromSettings(_ values: [String: String]) -> ProjectSettings {
        var settings = ProjectSettings()
        settings.deploymentTarget =
            values.filter { $0.key.hasSuffix("_DEPLOYMENT_TARGET") }.compactMap { Int($0.value.prefix { $0.isNumber }) }
            .min()
        if let version = values["SWIFT_VERSION"], let major = Int(version.prefix { $0.isNumber }) {
            settings.swiftLanguageMode = major >= 6 ? 6 : 5
        }
        return settings
    }

    func filling(from other: ProjectSettings) -> ProjectSettings {
        ProjectSettings(
            deploymentTarget: deploymentTarget ?? other.deploymentTarget,
            swiftLanguageMode: swiftLanguageMode ?? other.swiftLanguageMode)
    }
}

/// The old-style property list Xcode writes `project.pbxproj` in: `{ key = value; }`, `( a, b, )`,
/// quoted or bare strings, and comments.
enum ASCIIPlist {
    static func parse(_ text: String) -> Any? {
        var bytes = Array(text.utf8)[...]
        if bytes.starts(with: Array("// !$*UTF8*$!".utf8)) {
            while let first = bytes.first, first != UInt8(ascii: "\n") { bytes = bytes.dropFirst() }
        }
        var parser = Parser(bytes: bytes)
        guard let value = parser.value() else { return nil }
        parser.skip()
        return parser.bytes.isEmpty ? value : nil
    }

    private struct Parser {
        var bytes: ArraySlice<UInt8>

        mutating func skip() {
            while let first = bytes.first {
                if first == UInt8(ascii: " ") || first == UInt8(ascii: "\n") || first == UInt8(ascii: "\t")
                    || first == UInt8(ascii: "\r")
                {
                    bytes = bytes.dropFirst()
                } else if bytes.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "*")]) {
                    bytes = bytes.dropFirst(2)
                    while !bytes.isEmpty && !bytes.starts(with: [UInt8(ascii: "*"), UInt8(ascii: "/")]) {
                        bytes = bytes.dropFirst()
                    }
                    bytes = bytes.dropFirst(2)
                } else if bytes.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
                    while let next = bytes.first, next != UInt8(ascii: "\n") { bytes = bytes.dropFirst() }
                } else {
                    return
                }
            }
        }

        mutating func value() -> Any? {
            skip()
            guard let first = bytes.first else { return nil }
            switch first {
            case UInt8(ascii: "{"):
                bytes = bytes.dropFirst()
                var dictionary: [String: Any] = [:]
                while true {
                    skip()
                    if bytes.first == UInt8(ascii: "}") {
                        bytes = bytes.dropFirst()
                        return dictionary
                    }
                    guard let key = string() else { return nil }
                    skip()
                    guard bytes.first == UInt8(ascii: "=") else { return nil }
                    bytes = bytes.dropFirst()
                    guard let item = value() else { return nil }
                    skip()
                    guard bytes.first == UInt8(ascii: ";") else { return nil }
                    bytes = bytes.dropFirst()
                    dictionary[key] = item
                }
            case UInt8(ascii: "("):
                bytes = bytes.dropFirst()
                var array: [Any] = []
                while true {
                    skip()
                    if bytes.first == UInt8(ascii: ")") {
                        bytes = bytes.dropFirst()
                        return array
                    }
                    guard let item = value() else { return nil }
                    array.append(item)
                    skip()
                    if bytes.first == UInt8(ascii: ",") { bytes = bytes.dropFirst() }
                }
            default:
                return string()
            }
        }

        mutating func string() -> String? {
            skip()
            guard let first = bytes.first else { return nil }
            if first == UInt8(ascii: "\"") {
                bytes = bytes.dropFirst()
                var result: [UInt8] = []
                while let byte = bytes.first, byte != UInt8(ascii: "\"") {
                    if byte == UInt8(ascii: "\\"), bytes.count > 1 {
                        bytes = bytes.dropFirst()
                    }
                    result.append(bytes.first!)
                    bytes = bytes.dropFirst()
                }
                guard !bytes.isEmpty else { return nil }
                bytes = bytes.dropFirst()
                return String(decoding: result, as: UTF8.self)
            }
            let bare = bytes.prefix { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || "_$/:.-+".utf8.contains(byte)
            }
            guard !bare.isEmpty else { return nil }
            bytes = bytes.dropFirst(bare.count)
            return String(decoding: bare, as: UTF8.self)
        }
    }
}
