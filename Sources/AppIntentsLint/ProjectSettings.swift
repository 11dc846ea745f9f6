/// What the build settings say about the linted code: the deployment target and the Swift
/// language mode, read from `Package.swift`, `.xcconfig` files and Xcode project settings.
public struct ProjectSettings: Hashable, Sendable, Codable {
    /// The lowest declared deployment target's major version (iOS, macOS, … share 26 from 2025 on).
    public var deploymentTarget: Int?
    /// The Swift language mode (5 or 6), when known.
    public var swiftLanguageMode: Int?

    /// Creates settings.
    public init(deploymentTarget: Int? = nil, swiftLanguageMode: Int? = nil) {
        self.deploymentTarget = deploymentTarget
        self.swiftLanguageMode = swiftLanguageMode
    }

    /// Combines two sources: the lowest deployment target, and the mode either states.
    func merged(with other: ProjectSettings) -> ProjectSettings {
        let target: Int? =
            switch (deploymentTarget, other.deploymentTarget) {
            case (let a?, let b?): min(a, b)
            case (let a, let b): a ?? b
            }
        return ProjectSettings(
            deploymentTarget: target, swiftLanguageMode: swiftLanguageMode ?? other.swiftLanguageMode)
    }

    /// Settings stated by a `Package.swift` manifest.
    static func fromManifest(_ text: String) -> ProjectSettings {
        var settings = ProjectSettings()
        var targets: [Int] = []
        for platform in ["iOS", "macOS", "watchOS", "tvOS", "visionOS", "macCatalyst"] {
            var rest = text[...]
            while let range = rest.range(of: "." + platform + "(") {
                let after = rest[range.upperBound...]
                if let major = Self.leadingVersion(after) { targets.append(major) }
                rest = after
            }
        }
        settings.deploymentTarget = targets.min()
        if let header = text.split(separator: "\n", maxSplits: 1).first, header.contains("swift-tools-version:") {
            let version = header.split(separator: ":").last.map(String.init) ?? ""
            if let major = Int(version.trimming(" ").prefix(while: { $0.isNumber })) {
                settings.swiftLanguageMode = major >= 6 ? 6 : 5
            }
        }
        if text.contains("swiftLanguageModes: [.v5]") || text.contains("swiftLanguageVersions: [.v5]")
            || text.contains(".swiftLanguageMode(.v5)")
        {
            settings.swiftLanguageMode = 5
        }
        return settings
    }

    /// Settings stated by an `.xcconfig` file or a `project.pbxproj`.
    static func fromBuildSettings(_ text: String) -> ProjectSettings {
        var settings = ProjectSettings()
        var targets: [Int] = []
        var modes: [Int] = []
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = String(parts[0]).trimming(" \t\"")
            let value = String(parts[1]).trimming(" \t\";")
            if key.hasSuffix("_DEPLOYMENT_TARGET"), let major = Self.leadingVersion(value[...]) {
                targets.append(major)
            } else if key == "SWIFT_VERSION", let major = Self.leadingVersion(value[...]) {
                modes.append(major)
            }
        }
        settings.deploymentTarget = targets.min()
        // Targets in different modes: no mode, so the rules that need one stay silent.
        let stated = Set(modes.map { $0 >= 6 ? 6 : 5 })
        settings.swiftLanguageMode = stated.count == 1 ? stated.first : nil
        return settings
    }

    /// `26` from `.v26)`, `"26.0")`, `26.1`.
    private static func leadingVersion(_ text: Substring) -> Int? {
        var rest = text.drop(while: { $0 == "." || $0 == "\"" || $0 == " " || $0 == "v" })
        rest = rest.prefix(while: { $0.isNumber })
        return Int(rest)
    }
}
