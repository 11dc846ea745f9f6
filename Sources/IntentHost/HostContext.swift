import AppIntents
import AppIntentsMetadata
import Foundation
import IntentStore

/// What a command works with: the app, the global options, the console, and the app's catalog,
/// built on first use after the app's `setUp` ran.
final class HostContext {
    let app: IntentApp
    /// The executable's name, as help texts show it.
    let program: String
    let options: GlobalOptions
    let console: Console
    private var built: Catalog?
    /// The system's database, opened on first use.
    private(set) lazy var systemStorage = LazyStorage(location: systemStoreLocation, app: app.name.lowercased())

    init(app: IntentApp, program: String, options: GlobalOptions, console: Console) {
        self.app = app
        self.program = program
        self.options = options
        self.console = console
    }

    /// The app's data file: `--store PATH`, else `<data directory>/<app>.db`.
    var storeURL: URL {
        if let store = options.store { return URL(fileURLWithPath: store).standardizedFileURL }
        return Self.defaultStoreURL(of: app)
    }

    static func defaultStoreURL(of app: IntentApp) -> URL {
        let file = app.name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return app.resolvedDataDirectory.appendingPathComponent(file.isEmpty ? "app" : file).appendingPathExtension(
            "db")
    }

    /// Where the app's data lives, as its `setUp` receives it.
    var environment: AppEnvironment {
        AppEnvironment(dataDirectory: storeURL.deletingLastPathComponent(), storeURL: storeURL)
    }

    /// The app's catalog. The first call runs the app's `setUp` (which opens its store) and builds
    /// the catalog; a failure of either is reported with the store's path and exit code 70.
    func catalog() async throws -> Catalog {
        if let built { return built }
        if let setUp = app.setUp {
            do {
                try await setUp(environment)
            } catch {
                throw HostError(
                    .setUpFailed, "\(app.name) could not start: \(Self.describe(error))",
                    given: storeURL.path,
                    hints: ["pass --store PATH to use another data file; the file named above was not changed"])
            }
        }
        let catalog = try await Catalog.build(app)
        built = catalog
        return catalog
    }

    /// The action named `name`: its identifier (any case), the identifier without `Intent`, or its
    /// title. Unknown names are answered with the closest ones.
    func action(named name: String) async throws -> ActionMetadata {
        let catalog = try await catalog()
        let actions = catalog.metadata.sortedActions
        let folded = name.lowercased()
        if let match = actions.first(where: {
            $0.identifier.lowercased() == folded || $0.identifier.lowercased() == folded + "intent"
                || $0.title.key.lowercased() == folded
        }) {
            return match
        }
        // Suggestions compare the name with and without the `Intent` every identifier ends with.
        var closest: [String] = []
        for identifier in actions.map(\.identifier) {
            let short = identifier.hasSuffix("Intent") ? String(identifier.dropLast(6)) : identifier
            let distance = min(
                Suggestions.editDistance(folded, identifier.lowercased()),
                Suggestions.editDistance(folded, short.lowercased()))
            if distance <= max(2, folded.count / 3) { closest.append(identifier) }
        }
        closest = closest.sorted {
            Suggestions.editDistance(folded, $0.lowercased()) < Suggestions.editDistance(folded, $1.lowercased())
        }
        if closest.isEmpty { closest = Suggestions.closest(to: name, among: actions.map(\.identifier)) }
        throw IntentSystemError(
            .unknownIntent,
            "unknown intent '\(name.clipped)'." + (closest.first.map { " Did you mean '\($0)'?" } ?? ""),
            given: name, candidates: Array(closest.prefix(3)))
    }

    static func describe(_ error: any Error) -> String {
        if let localized = error as? LocalizedError, let text = localized.errorDescription { return text }
        return String(describing: error)
    }
}

extension HostContext {
    /// Who the caller has proved to be.
    var caller: CallerAuthentication { CallerAuthentication(granted: options.authenticated) }

    /// Whether questions may be asked: a terminal on both ends, and neither --no-input nor --json.
    var mayAsk: Bool { !options.noInput && !console.json && Terminal.isInteractive }

    /// Terminal prompts when a person is there, else the structured "needs input" answer.
    func interaction(confirmAll: Bool = false) -> any Interaction {
        mayAsk ? TerminalInteraction(console: console, confirmAll: confirmAll) : NonInteractive(confirmAll: confirmAll)
    }

    /// An executor over the app's catalog with the time limit from the command line; it donates
    /// every successful run to the system store (see `donationSink()`).
    func executor() async throws -> Executor {
        let catalog = try await catalog()
        let executor = Executor(catalog: catalog, timeLimit: options.timeLimit ?? 30, donations: donationSink())
        // `SetFocusFilterIntent.current`: the stored filter, made again with its values.
        let storage = systemStorage
        SystemHooks.shared.install(focus: { type in
            guard
                let state = try storage.open().get(
                    FocusState.self, name: FocusCommand.current, namespace: FocusCommand.namespace)
            else { return nil }
            return try await FocusSystem(executor: executor).intent(of: state, as: type)
        })
        return executor
    }
}

extension HostContext {
    /// Whether `--system-store` names a PostgreSQL server rather than a file.
    static func isPostgresURL(_ given: String) -> Bool {
        given.hasPrefix("postgres://") || given.hasPrefix("postgresql://")
    }

    /// Where the system's database for the app lives: `--system-store`, else
    /// `<data directory>/<app>.sqlite` beside the app's data file.
    var systemStoreLocation: StoreLocation {
        if let given = options.systemStore {
            if Self.isPostgresURL(given) {
                return .postgres(url: given, schema: "public")
            }
            return .sqlite(path: URL(fileURLWithPath: given).standardizedFileURL.path)
        }
        let file = app.name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return .sqlite(
            path: environment.dataDirectory.appendingPathComponent("\(file.isEmpty ? "app" : file).sqlite").path)
    }

    /// The system's database for the app (index, donations, library), opened on first use.
    /// A file that is not such a database is reported and left untouched (exit code 70).
    func storage() throws -> any IntentStorage {
        try systemStorage.open()
    }
}

/// The system's database, opened the first time something needs it: a command that only lists
/// intents, or an MCP server that has not been called yet, never touches it.
final class LazyStorage: @unchecked Sendable {
    let location: StoreLocation
    let app: String
    private let lock = NSLock()
    private var opened: (any IntentStorage)?

    init(location: StoreLocation, app: String) {
        self.location = location
        self.app = app
    }

    func open() throws -> any IntentStorage {
        lock.lock()
        defer { lock.unlock() }
        if let opened { return opened }
        do {
            if case .sqlite(let path) = location {
                try FileManager.default.createDirectory(
                    at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            let storage = try location.open(app: app)
            opened = storage
            return storage
        } catch {
            let path: String? =
                switch location {
                case .sqlite(let path): path
                default: nil
                }
            throw HostError(
                .setUpFailed, "the system store could not be opened: \(HostContext.describe(error))", given: path,
                hints: ["pass --system-store PATH to use another database; the file named above was not changed"])
        }
    }
}
