import Foundation

/// Which build settings apply to which file: each `Package.swift` target to its own sources, each
/// Xcode project's targets to the files they compile, the innermost project winning.
///
/// A file whose targets disagree (one in Swift 5, one in Swift 6) gets no language mode, so the
/// rules that depend on it stay silent rather than guess.
struct BuildScopes {
    private enum Scope {
        case package(ManifestTargets)
        case xcode(XcodeProject)
    }

    /// Scopes by the folder they govern (a standardized absolute path).
    private var scopes: [(root: String, scope: Scope)] = []
    /// `.xcconfig` settings, each with its folder; they fill in what an Xcode project leaves unset.
    private var configFiles: [(folder: String, settings: ProjectSettings)] = []
    /// Whether the manifest at a path was already read.
    private var seen: Set<String> = []

    mutating func addManifest(path: String, text: String) {
        let absolute = Self.absolute(path)
        guard seen.insert(absolute).inserted else { return }
        scopes.append((Self.parent(absolute), .package(ManifestTargets(text: text))))
    }

    mutating func addBuildSettings(path: String, text: String) {
        let absolute = Self.absolute(path)
        guard seen.insert(absolute).inserted else { return }
        if absolute.hasSuffix(".xcconfig") {
            configFiles.append((Self.parent(absolute), .fromBuildSettings(text)))
        } else {
            // …/App.xcodeproj/project.pbxproj governs the folder that holds App.xcodeproj.
            let root = Self.parent(Self.parent(absolute))
            scopes.append((root, .xcode(XcodeProject(text: text))))
        }
    }

    /// Settings everything agrees on, for files no project claims.
    var common: ProjectSettings {
        var all: [ProjectSettings] = configFiles.map(\.settings)
        for (root, scope) in scopes {
            switch scope {
            case .package(let manifest): all.append(contentsOf: manifest.allSettings)
            case .xcode(let project): all.append(contentsOf: project.allSettings(fallback: fallback(for: root)))
            }
        }
        return ProjectSettings.agreed(all)
    }

    /// The settings of the innermost package or project containing the file: of the package target
    /// whose folder holds it, or agreed by the targets that compile it (`targets(forFile:)`, the
    /// same membership rule) of every Xcode project in that folder, else by all their targets.
    func settings(forFile path: String) -> ProjectSettings {
        let absolute = Self.absolute(path)
        guard let innermost = scopes(containing: absolute).max(by: { $0.root.count < $1.root.count }) else {
            return common
        }
        let relative = Self.relative(absolute, to: innermost.root)
        if case .package(let manifest) = innermost.scope { return manifest.settings(forFile: relative) }
        let fallback = fallback(for: innermost.root)
        let projects = scopes.compactMap { scope -> XcodeProject? in
            guard scope.root == innermost.root, case .xcode(let project) = scope.scope else { return nil }
            return project
        }
        let owners = projects.flatMap { $0.settings(ofTargetsCompiling: relative, fallback: fallback) }
        return .agreed(owners.isEmpty ? projects.flatMap { $0.allSettings(fallback: fallback) } : owners)
    }

    /// Whether a build compiles the file: false only when the innermost scope around it is an Xcode
    /// project with readable targets none of which compiles it (by name in a Sources phase, or in a
    /// folder synchronized into the target), such as a leftover file removed from the project.
    func isCompiled(_ path: String) -> Bool {
        let absolute = Self.absolute(path)
        guard let innermost = scopes(containing: absolute).max(by: { $0.root.count < $1.root.count }),
            case .xcode = innermost.scope
        else { return true }
        // Every project in that folder (an app and its extensions may have one each) is asked.
        let relative = Self.relative(absolute, to: innermost.root)
        return scopes.contains { scope in
            guard scope.root == innermost.root, case .xcode(let project) = scope.scope else { return false }
            return project.compiles(relative)
        }
    }

    /// The module a target named `target` compiles into, when an Xcode project read names one
    /// (`PRODUCT_MODULE_NAME`, `PRODUCT_NAME`); a package target's module is its name.
    func moduleName(ofTarget target: String) -> String? {
        for (_, scope) in scopes {
            if case .xcode(let project) = scope, let name = project.moduleNames(ofTarget: target).first { return name }
        }
        return nil
    }

    /// The targets that compile the file: those of the innermost Xcode project (every project in
    /// its folder) whose Sources phase or synchronized folders hold it, or the innermost package's
    /// target whose folder holds it; empty when no target is known to.
    func targets(forFile path: String) -> [String] {
        let absolute = Self.absolute(path)
        guard let innermost = scopes(containing: absolute).max(by: { $0.root.count < $1.root.count }) else {
            return []
        }
        let relative = Self.relative(absolute, to: innermost.root)
        var names: [String] = []
        for scope in scopes where scope.root == innermost.root {
            switch scope.scope {
            case .package(let manifest): names += manifest.target(forFile: relative).map { [$0] } ?? []
            case .xcode(let project): names += project.targets(compiling: relative)
            }
        }
        return names
    }

    /// The folder of the app the file belongs to: the outermost Xcode project's folder above it, or
    /// where none is, the outermost package's; empty when neither is. Sibling projects are separate
    /// apps (a book's chapters, a workshop's steps); a package inside a project is part of its app.
    func appRoot(forFile path: String) -> String {
        let containing = scopes(containing: Self.absolute(path))
        let projects = containing.filter { if case .xcode = $0.scope { true } else { false } }
        return (projects.isEmpty ? containing : projects).min(by: { $0.root.count < $1.root.count })?.root ?? ""
    }

    /// The scopes whose folder holds the file at `absolute`.
    private func scopes(containing absolute: String) -> [(root: String, scope: Scope)] {
        scopes.filter { absolute.hasPrefix($0.root == "/" ? "/" : $0.root + "/") }
    }

    /// The path of the file at `absolute` from the folder `root` that holds it.
    private static func relative(_ absolute: String, to root: String) -> String {
        String(absolute.dropFirst(root == "/" ? 1 : root.count + 1))
    }

    /// `.xcconfig` values under an Xcode project's folder, agreed.
    private func fallback(for root: String) -> ProjectSettings {
        ProjectSettings.agreed(
            configFiles.filter { $0.folder == root || $0.folder.hasPrefix(root + "/") }.map(\.settings))
    }

    static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
    static func parent(_ path: String) -> String { (path as NSString).deletingLastPathComponent }
}

extension ProjectSettings {
    /// The lowest deployment target, and the language mode when every stated one is the same.
    static func agreed(_ all: [ProjectSettings]) -> ProjectSettings {
        let modes = Set(all.compactMap(\.swiftLanguageMode))
        return ProjectSettings(
            deploymentTarget: all.compactMap(\.deploymentTarget).min(),
            swiftLanguageMode: modes.count == 1 ? modes.first : nil)
    }
}

/// The targets of a `Package.swift`: each target's folder and its language mode.
struct ManifestTargets {
    struct Target {
        let name: String
        let folder: String
        let languageMode: Int?
    }

    let package: ProjectSettings
    let targets: [Target]

    init(text: String) {
        package = .fromManifest(text)
        var found: [Target] = []
        for kind in ["target", "executableTarget", "testTarget", "macro", "plugin"] {
            var rest = text[...]
            while let range = rest.range(of: "." + kind + "(") {
                let body = Self.balanced(rest[range.upperBound...])
                rest = rest[range.upperBound...]
                guard let name = Self.stringArgument("name", in: body) else { continue }
                let defaultFolder = (kind == "testTarget" ? "Tests/" : "Sources/") + name
                let folder = Self.stringArgument("path", in: body) ?? defaultFolder
                found.append(Target(name: name, folder: folder, languageMode: Self.languageMode(in: body)))
            }
        }
        targets = found
    }

    var allSettings: [ProjectSettings] {
        [package]
            + targets.map {
                ProjectSettings(
                    deploymentTarget: package.deploymentTarget,
                    swiftLanguageMode: $0.languageMode ?? package.swiftLanguageMode)
            }
    }

    /// The name of the target whose folder holds the file at `relative`, the innermost one.
    func target(forFile relative: String) -> String? {
        targets.filter { relative.hasPrefix($0.folder.trimming("/") + "/") }.max { $0.folder.count < $1.folder.count }?
            .name
    }

    func settings(forFile relative: String) -> ProjectSettings {
        let owner = targets.filter { relative.hasPrefix($0.folder.trimming("/") + "/") }
            .max { $0.folder.count < $1.folder.count }
        return ProjectSettings(
            deploymentTarget: package.deploymentTarget,
            swiftLanguageMode: owner?.languageMode ?? package.swiftLanguageMode)
    }

    /// The text up to the parenthesis that closes the one just opened.
    static func balanced(_ text: Substring) -> Substring {
        var depth = 1
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return text[..<index] }
            default: break
            }
            index = text.index(after: index)
        }
        return text
    }

    /// `"X"` from `label: "X"` at the top level of a call's arguments.
    static func stringArgument(_ label: String, in body: Substring) -> String? {
        guard let range = body.range(of: label + ":") else { return nil }
        let after = body[range.upperBound...].drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" })
        guard after.first == "\"" else { return nil }
        let value = after.dropFirst().prefix(while: { $0 != "\"" })
        return String(value)
    }

    /// A target's own language mode: `.swiftLanguageMode(.v5)`, `.swiftLanguageVersion(.v5)`, `-swift-version 5`.
    static func languageMode(in body: Substring) -> Int? {
        for marker in [".swiftLanguageMode(.v", ".swiftLanguageVersion(.v"] {
            if let range = body.range(of: marker), let digit = body[range.upperBound...].first?.wholeNumberValue {
                return digit >= 6 ? 6 : 5
            }
        }
        if let range = body.range(of: "\"-swift-version\"") {
            let digit = body[range.upperBound...].first(where: { $0.isNumber })?.wholeNumberValue
            return digit.map { $0 >= 6 ? 6 : 5 }
        }
        return nil
    }
}
