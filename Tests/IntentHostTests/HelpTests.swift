import AppIntentsMetadata
import Foundation
import TestSupport
import Testing

/// `--help` everywhere, compared with the recorded texts in Snapshots/.
@Suite(.ownThreads) struct HelpTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var snapshot: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["--help"], snapshot: "help"),
        Case(arguments: ["-h"], snapshot: "help"),
        Case(arguments: ["help"], snapshot: "help"),
        Case(arguments: [], snapshot: "help"),
        Case(arguments: ["intents", "--help"], snapshot: "intents-help"),
        Case(arguments: ["describe", "--help"], snapshot: "describe-help"),
        Case(arguments: ["run", "--help"], snapshot: "run-help"),
        Case(arguments: ["help", "run"], snapshot: "run-help"),
        Case(arguments: ["run", "OrderSoupIntent", "--help"], snapshot: "run-OrderSoupIntent-help"),
        Case(arguments: ["help", "run", "OrderSoupIntent"], snapshot: "run-OrderSoupIntent-help"),
        Case(arguments: ["run", "ListMenuIntent", "-h"], snapshot: "run-ListMenuIntent-help"),
        Case(arguments: ["shortcuts", "--help"], snapshot: "shortcuts-help"),
        Case(arguments: ["metadata", "--help"], snapshot: "metadata-help"),
    ]

    @Test(arguments: cases)
    func helpTextMatchesSnapshot(_ test: Case) throws {
        let cli = try SoupShopCLI()
        let result = try cli.run(test.arguments, store: false)
        #expect(result.code == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        try Snapshot.assert(result.stdout, named: test.snapshot)
    }

    @Test func versionPrintsNameAndVersion() throws {
        let cli = try SoupShopCLI()
        let line = "SoupShop 1.0.0 (appintents-linux \(MetadataFormat.toolsVersion))\n"
        #expect(try cli.run("--version").stdout == line)
        #expect(try cli.run("version").stdout == line)
        #expect(try cli.run("intents", "--version").stdout == line)
        let json = try #require(try cli.run("--version", "--json").json() as? [String: String])
        #expect(json == ["name": "SoupShop", "version": "1.0.0", "appintentsLinux": MetadataFormat.toolsVersion])
    }

    @Test func helpNeedsNoStore() throws {
        let cli = try SoupShopCLI()
        let result = try cli.run("--help")
        #expect(result.code == 0)
        #expect(!FileManager.default.fileExists(atPath: cli.store.path), "help should not open the store")
    }

    @Test func helpShowsTheDefaultStoreUnderHome() throws {
        let cli = try SoupShopCLI()
        let result = try cli.run(["--help"], store: false)
        #expect(result.stdout.contains("(default: ~/.local/share/soupshop/soupshop.db)"))
        let xdg = try cli.run(["--help"], store: false, environment: ["XDG_DATA_HOME": "/srv/data"])
        #expect(xdg.stdout.contains("(default: /srv/data/soupshop/soupshop.db)"))
    }
}
