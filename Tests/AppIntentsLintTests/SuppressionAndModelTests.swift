import Foundation
import Testing

@testable import AppIntentsLint

/// Disable comments, configuration, and declarations spread over files.
@Suite struct SuppressionAndModelTests {
    static let rawEnum = """
        enum A: Int, AppEnum { case one = 1 }
        enum B: Int, AppEnum { case one = 1 }
        enum C: Int, AppEnum { case one = 1 }
        """

    static func lines(
        _ code: String, rule: String = "enum-string-raw-value", configuration: LintConfiguration = .init()
    )
        -> [Int]
    {
        Linter(configuration: configuration).lint(sources: [SourceText(path: "A.swift", text: code)]).findings
            .filter { $0.ruleID == rule }.map(\.line)
    }

    @Test func disableAndEnableDelimitARegion() {
        let code = """
            // appintents-lint:disable enum-string-raw-value
            enum A: Int, AppEnum { case one = 1 }
            // appintents-lint:enable enum-string-raw-value
            enum B: Int, AppEnum { case one = 1 }
            """
        #expect(Self.lines(code) == [4])
    }

    @Test func disableNextCoversOnlyTheNextLine() {
        let code = "// appintents-lint:disable:next enum-string-raw-value\n" + Self.rawEnum
        #expect(Self.lines(code) == [3, 4])
    }

    @Test func disableThisAndAllWork() {
        let code = """
            enum A: Int, AppEnum { case one = 1 } // appintents-lint:disable:this enum-string-raw-value
            /* appintents-lint:disable:next all */
            enum B: Int, AppEnum { case one = 1 }
            enum C: Int, AppEnum { case one = 1 }
            """
        #expect(Self.lines(code) == [4])
    }

    @Test func aDirectiveForAnotherRuleDoesNothing() {
        let code = "// appintents-lint:disable nested-entity\n" + Self.rawEnum
        #expect(Self.lines(code) == [2, 3, 4])
    }

    @Test func directiveTextInsideAStringIsNotADirective() {
        let code = "let s = \"// appintents-lint:disable all\"\n" + Self.rawEnum
        #expect(Self.lines(code) == [2, 3, 4])
    }

    @Test func configurationDisablesAndRelevels() throws {
        let disabled = try LintConfiguration.parse(Data(#"{"disabled": ["enum-string-raw-value"]}"#.utf8))
        #expect(Self.lines(Self.rawEnum, configuration: disabled).isEmpty)
        let relevelled = try LintConfiguration.parse(Data(#"{"levels": {"enum-string-raw-value": "error"}}"#.utf8))
        let findings = Linter(configuration: relevelled).lint(sources: [SourceText(path: "A.swift", text: Self.rawEnum)]
        )
        .findings.filter { $0.ruleID == "enum-string-raw-value" }
        #expect(findings.map(\.severity) == [.error, .error, .error])
        let only = try LintConfiguration.parse(Data(#"{"enabled": ["nested-entity"]}"#.utf8))
        #expect(Self.lines(Self.rawEnum, configuration: only).isEmpty)
        let both = try LintConfiguration.parse(Data(#"{"enabled": ["enum-string-raw-value"]}"#.utf8))
        #expect(Self.lines(Self.rawEnum, configuration: both) == [1, 2, 3])
    }

    struct BadConfig: CustomTestStringConvertible, Sendable {
        let json: String
        let says: String
        var testDescription: String { json }
    }

    @Test(arguments: [
        BadConfig(
            json: #"{"disabled": ["nested-entty"]}"#, says: "unknown rule 'nested-entty'. Did you mean 'nested-entity'?"
        ),
        BadConfig(json: #"{"levels": {"nested-entity": "fatal"}}"#, says: "level 'fatal' for 'nested-entity'"),
        BadConfig(json: #"{"disable": []}"#, says: "unknown key 'disable'"),
        BadConfig(json: #"[1]"#, says: "expected a JSON object"),
        BadConfig(json: #"{"swiftLanguageMode": 4}"#, says: "'swiftLanguageMode' must be 5 or 6"),
    ])
    func badConfigurationSaysWhatIsWrong(_ item: BadConfig) {
        #expect {
            try LintConfiguration.parse(Data(item.json.utf8), path: "lint.json")
        } throws: { error in
            (error as? ConfigurationError)?.description == "lint.json: " + item.says
                || ((error as? ConfigurationError)?.description.contains(item.says) ?? false)
        }
    }

    @Test func conformanceAddedInAnotherFileIsSeen() {
        let first = SourceText(path: "Model.swift", text: "struct Lamp { var id: String\n var owner: Owner }")
        let second = SourceText(
            path: "Lamp+AppEntity.swift",
            text: """
                extension Lamp: AppEntity {
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Lamp"
                }
                struct Owner: IndexedEntity { var id: String }
                """)
        let findings = Linter().lint(sources: [first, second]).findings
        #expect(findings.contains { $0.ruleID == "nested-entity" && $0.path == "Model.swift" && $0.line == 2 })
        #expect(
            findings.contains {
                $0.ruleID == "missing-display-representation" && $0.path == "Model.swift" && $0.line == 1
            })
    }

    @Test func settingsComeFromManifestsAndBuildSettings() {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v26), .macOS("26.0")])
            """
        #expect(ProjectSettings.fromManifest(manifest) == ProjectSettings(deploymentTarget: 26, swiftLanguageMode: 6))
        let five = "// swift-tools-version:5.9\nlet package = Package(name: \"A\", platforms: [.iOS(.v17)])"
        #expect(ProjectSettings.fromManifest(five) == ProjectSettings(deploymentTarget: 17, swiftLanguageMode: 5))
        let xcconfig = "IPHONEOS_DEPLOYMENT_TARGET = 26.0\nSWIFT_VERSION = 6.0\n"
        #expect(
            ProjectSettings.fromBuildSettings(xcconfig) == ProjectSettings(deploymentTarget: 26, swiftLanguageMode: 6))
        let pbxproj = "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 18.2;\n\t\t\t\tSWIFT_VERSION = 5.0;"
        #expect(
            ProjectSettings.fromBuildSettings(pbxproj) == ProjectSettings(deploymentTarget: 18, swiftLanguageMode: 5))
    }
}

/// docs/LINT.md carries the generated rule table; regenerate with `appintents rules --format markdown`.
@Suite struct DocumentationTests {
    @Test func lintDocumentationHasTheCurrentRuleTable() throws {
        let path = RobustnessTests.repository + "/docs/LINT.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(RuleInfo.markdownTable()))
    }
}
