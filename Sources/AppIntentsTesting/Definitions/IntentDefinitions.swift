import AppIntents
import AppIntentsMetadata
import Foundation
import IntentSystem

/// The intents, entities and enums of the app under test, found by name, as Apple's App Intents
/// Testing (iOS 27) has them:
///
/// ```swift
/// let definitions = IntentDefinitions(bundleIdentifier: "com.example.soupshop")
/// let result = try await definitions.intents["OrderSoupIntent"].makeIntent(soup: "tomato").run()
/// XCTAssertEqual(try result.value.soup.title, "Tomato")
/// ```
///
/// On Apple platforms the app runs in its own process. Here its intents run in the test's process,
/// through the same system as its command line and MCP server (resolution, prompts, the time limit,
/// donations, the Spotlight index), with its data in a temporary folder (removed when the app is
/// registered again or the process exits): the test target depends on the app's library, and says
/// once which app a bundle identifier stands for:
///
/// ```swift
/// IntentDefinitions.register(soupShopApp, bundleIdentifier: "com.example.soupshop")
/// ```
public struct IntentDefinitions: Sendable {
    /// The bundle identifier of the app under test.
    public let bundleIdentifier: String

    /// The definitions of the app registered for `bundleIdentifier`.
    public init(bundleIdentifier: String) {
        self.bundleIdentifier = bundleIdentifier
    }

    /// The app's intents, by type name: `definitions.intents["OrderSoupIntent"]`.
    public var intents: DefinitionCollection<AppIntentDefinition> {
        DefinitionCollection { [bundleIdentifier] in
            AppIntentDefinition(session: TestSessions.session(for: bundleIdentifier), identifier: $0)
        }
    }

    /// The app's entities, by type name: `definitions.entities["SoupEntity"]`.
    public var entities: DefinitionCollection<AppEntityDefinition> {
        DefinitionCollection { [bundleIdentifier] in
            AppEntityDefinition(session: TestSessions.session(for: bundleIdentifier), typeIdentifier: $0)
        }
    }

    /// The app's transient entities, by type name.
    public var transientEntities: DefinitionCollection<TransientAppEntityDefinition> {
        DefinitionCollection { [bundleIdentifier] in
            TransientAppEntityDefinition(session: TestSessions.session(for: bundleIdentifier), typeIdentifier: $0)
        }
    }

    /// The app's enums, by type name: `definitions.enums["SoupSize"]`.
    public var enums: DefinitionCollection<AppEnumDefinition> {
        DefinitionCollection { [bundleIdentifier] in
            AppEnumDefinition(session: TestSessions.session(for: bundleIdentifier), typeIdentifier: $0)
        }
    }

    /// The app's value queries (`IntentValueQuery`), by type name.
    public var valueQueries: DefinitionCollection<IntentValueQueryDefinition> {
        DefinitionCollection { [bundleIdentifier] in
            IntentValueQueryDefinition(session: TestSessions.session(for: bundleIdentifier), queryIdentifier: $0)
        }
    }

    /// Makes `app` the app that `bundleIdentifier` names in this process (here, where the test and
    /// the app share a process, in place of finding an installed app). Registering again with
    /// another app replaces it for definitions made afterwards; the app starts afresh, as if
    /// reinstalled, and the earlier one's temporary data folder is removed once no definition made
    /// before uses it.
    public static func register(_ app: IntentApp, bundleIdentifier: String) {
        TestSessions.register(app, bundleIdentifier: bundleIdentifier)
    }

    /// Definitions of one kind, by name.
    public struct DefinitionCollection<Definition: Sendable>: Sendable {
        let make: @Sendable (String) -> Definition

        init(_ make: @escaping @Sendable (String) -> Definition) { self.make = make }

        /// The definition named `typeIdentifier`; a name the app does not have is reported when
        /// the definition is used.
        public subscript(typeIdentifier: String) -> Definition { make(typeIdentifier) }
    }
}

/// The app under test and its harness, made on first use and shared by every definition of the
/// same bundle identifier in the process, as one installed app is on a device.
final class TestSession: Sendable {
    let bundleIdentifier: String
    let app: IntentApp?
    private let harness: Task<IntentTestHarness, any Error>?

    init(bundleIdentifier: String, app: IntentApp?) {
        self.bundleIdentifier = bundleIdentifier
        self.app = app
        self.harness = app.map { app in Task { try await IntentTestHarness(app: app) } }
    }

    /// The harness that runs the app, or the error that says why there is none.
    func running() async throws -> IntentTestHarness {
        guard let harness else {
            let known = TestSessions.registered
            throw TestingError(
                "no app is registered for bundle identifier '\(bundleIdentifier)'"
                    + (known.isEmpty ? "" : " (registered: \(known.joined(separator: ", ")))")
                    + ": call IntentDefinitions.register(yourApp, bundleIdentifier: \"\(bundleIdentifier)\") first")
        }
        return try await harness.value
    }

    /// The app's metadata, which says which names it has.
    func metadata() async throws -> ActionsData { try await running().metadata }
}

/// The sessions of the process, one per registered bundle identifier. They live until the app is
/// registered again or the process exits; either way the session goes, and with its harness the
/// temporary folder the harness made.
enum TestSessions {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var apps: [String: IntentApp] = [:]
    nonisolated(unsafe) private static var sessions: [String: TestSession] = [:]
    /// Asks, once, that the sessions be released when the process exits: static storage is never
    /// released otherwise.
    private static let releasedAtExit: Void = { atexit { TestSessions.releaseAll() } }()

    static func register(_ app: IntentApp, bundleIdentifier: String) {
        _ = releasedAtExit
        // The replaced session is released once the lock is: its harness removes its folder.
        _ = lock.withLock {
            apps[bundleIdentifier] = app
            return sessions.removeValue(forKey: bundleIdentifier)
        }
    }

    /// Forgets every session, so their harnesses remove the folders they made.
    static func releaseAll() {
        _ = lock.withLock {
            defer { sessions = [:] }
            return sessions
        }
    }

    static var registered: [String] { lock.withLock { apps.keys.sorted() } }

    static func session(for bundleIdentifier: String) -> TestSession {
        lock.withLock {
            if let session = sessions[bundleIdentifier] { return session }
            let session = TestSession(bundleIdentifier: bundleIdentifier, app: apps[bundleIdentifier])
            if apps[bundleIdentifier] != nil { sessions[bundleIdentifier] = session }
            return session
        }
    }
}

/// Names that are near `name`, for an error.
func nearest(_ name: String, among names: [String]) -> String {
    let near = Suggestions.closest(to: name, among: names)
    if let first = near.first { return " Did you mean '\(first)'?" }
    return names.isEmpty ? "" : " It has \(names.sorted().joined(separator: ", "))."
}
