import CSQLite
import Foundation
import Synchronization

/// The default store: one SQLite file per app (WAL, FTS5), shareable by several processes.
///
/// ```swift
/// let store = try SQLiteStore(path: StorePaths.defaultDatabasePath(app: "soupshop"))
/// try store.upsert([SearchRecord(entityType: "SoupEntity", entityID: "1", title: "Tomato soup")])
/// let hits = try store.search(SearchQuery("tom"))   // Tomato soup
/// ```
///
/// Opening never modifies a file that is not ours: a file that is not SQLite, or a SQLite database
/// without IntentStore's `application_id`, is refused with `StoreError` `notAStore` before any
/// write; a file of a newer schema is refused with `newerSchema`.
package final class SQLiteStore: Sendable {
    /// The database file.
    package let path: String
    let connection: Mutex<SQLiteConnection>
    /// Checkpoints the write-ahead log off the writers' path.
    let checkpointer: WALCheckpointer
    /// Donations waiting for their group commit (`enqueue(_:)`).
    let donationQueue: DonationQueue

    /// Opens (creating it and its directory if needed) the store at `path`.
    ///
    /// - Parameters:
    ///   - path: The database file; see `StorePaths.defaultDatabasePath(app:)`.
    ///   - busyTimeout: How long a write waits for another process's write to finish.
    ///   - checkpointPages: The write-ahead log's size, in pages, past which a thread of the
    ///     store's copies it back into the database (SQLite's own default is 1,000).
    ///   - donationWindow: How long a donation queued by `enqueue(_:)` may wait for its group
    ///     commit; what a crash can lose (docs/STORE.md).
    ///   - donationBatchLimit: How many queued donations start a commit before the window closes.
    ///   - onDonationFailure: Told when a group commit could not store donations (the error and how
    ///     many were lost); by default a warning on standard error.
    /// - Throws: `StoreError` `notAStore`, `newerSchema`, `corrupt` or `unavailable`.
    package init(
        path: String, busyTimeout: Duration = .seconds(30), checkpointPages: Int32 = 1000,
        donationWindow: Duration = .milliseconds(20), donationBatchLimit: Int = 512,
        onDonationFailure: @escaping @Sendable (StoreError, Int) -> Void = SQLiteStore.warnLostDonations
    ) throws {
        self.path = path
        let existing = try Self.checkExistingFile(path)
        if !existing {
            let directory = (path as NSString).deletingLastPathComponent
            if !directory.isEmpty {
                do {
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                } catch {
                    throw StoreError(
                        .unavailable, "cannot create the directory '\(directory)' for the store: \(error)",
                        input: path)
                }
            }
        }
        let flags = SQLITE_OPEN_READWRITE | (existing ? 0 : SQLITE_OPEN_CREATE)
        let connection = try SQLiteConnection(path: path, flags: flags)
        let milliseconds =
            busyTimeout.components.seconds * 1000 + busyTimeout.components.attoseconds / 1_000_000_000_000_000
        sqlite3_busy_timeout(connection.handle, Int32(clamping: milliseconds))
        // Opening is retried while another process holds a lock: switching a new file to WAL can
        // return SQLITE_BUSY without waiting in the busy handler. Every step is idempotent.
        let deadline = ContinuousClock.now + busyTimeout
        while true {
            do {
                try Self.setUp(connection)
                break
            } catch let error as StoreError where error.code == .busy && ContinuousClock.now < deadline {
                try? connection.execute("ROLLBACK")
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
        checkpointer = WALCheckpointer(path: path, threshold: checkpointPages)
        checkpointer.attach(to: connection.handle)
        self.connection = Mutex(connection)
        donationQueue = DonationQueue(
            window: donationWindow, batchLimit: donationBatchLimit, onFailure: onDonationFailure)
        donationQueue.store = self
    }

    deinit {
        connection.withLock { connection in
            commitQueuedDonations(in: connection)
            WALCheckpointer.detach(from: connection.handle)
        }
        donationQueue.stop()
        DonationQueue.unregister(self)
        checkpointer.stop()
    }

    /// The default `onDonationFailure`: a warning on standard error.
    package static let warnLostDonations: @Sendable (StoreError, Int) -> Void = { error, count in
        let what = count == 1 ? "1 intent ran but was" : "\(count) intents ran but were"
        FileHandle.standardError.write(
            Data("warning: \(what) not remembered for suggestions: \(error.message)\n".utf8))
    }

    /// Checks the marker, sets the connection up and migrates.
    private static func setUp(_ connection: SQLiteConnection) throws {
        let path = connection.path
        try Self.checkMarker(connection)
        try connection.execute("PRAGMA foreign_keys = ON")
        // WAL lets readers run beside one writer and survives a killed process; NORMAL sync keeps
        // every commit across a process crash (only power loss can drop the newest commits).
        let mode = try connection.scalarText("PRAGMA journal_mode = WAL")
        guard mode?.lowercased() == "wal" else {
            throw StoreError(
                .unavailable, "'\(path)' cannot use WAL mode (journal mode is \(mode ?? "?"))", input: path)
        }
        try connection.execute("PRAGMA synchronous = NORMAL")
        // SQLite's default page cache is 2 MiB; the unique key index of a large index is written in
        // key order, not insertion order, and would spill pages on every batch. The cache grows
        // only as pages are used.
        try connection.execute("PRAGMA cache_size = \(Self.cacheSizePragma)")
        try Self.migrate(connection)
    }

    /// The schema versions recorded in the file, oldest first.
    package func appliedSchemaVersions() throws -> [Int] {
        try connection.withLock { connection in
            var versions: [Int] = []
            try connection.query("SELECT version FROM intentstore_migrations ORDER BY version") {
                versions.append(Int($0.int(0)))
            }
            return versions
        }
    }

    /// "ok" when the file and the full-text index are sound; otherwise what is wrong.
    ///
    /// Runs `PRAGMA integrity_check`, FTS5's internal `integrity-check`, and (because SQLite 3.40's
    /// check does not compare an external-content index with its records) rebuilds the index of
    /// the visible records in a temporary table and compares every (term, row, column, offset).
    /// Reads the whole store: for tests and repairs, not for every open.
    package func integrityCheck() throws -> String {
        try connection.withLock { connection in
            var problems: [String] = []
            try connection.query("PRAGMA integrity_check") { row in
                if let line = row.text(0), line != "ok" { problems.append(line) }
            }
            do {
                try connection.run("INSERT INTO search_fts(search_fts) VALUES ('integrity-check')")
                try connection.execute(
                    """
                    DROP TABLE IF EXISTS temp.check_fts;
                    CREATE VIRTUAL TABLE temp.check_fts USING fts5(title, keyword_text, subtitle, content_description,
                        tokenize='unicode61 remove_diacritics 2');
                    INSERT INTO temp.check_fts(rowid, title, keyword_text, subtitle, content_description)
                        SELECT rowid, title, keyword_text, subtitle, content_description FROM main.search_items
                        WHERE hidden = 0;
                    CREATE VIRTUAL TABLE temp.check_expected USING fts5vocab(temp, check_fts, instance);
                    CREATE VIRTUAL TABLE temp.check_actual USING fts5vocab(main, search_fts, instance);
                    """)
                defer {
                    try? connection.execute(
                        "DROP TABLE temp.check_expected; DROP TABLE temp.check_actual; DROP TABLE temp.check_fts;")
                }
                let differences = try connection.scalarInt(
                    """
                    SELECT (SELECT count(*) FROM (SELECT * FROM temp.check_expected EXCEPT SELECT * FROM temp.check_actual))
                         + (SELECT count(*) FROM (SELECT * FROM temp.check_actual EXCEPT SELECT * FROM temp.check_expected))
                    """)
                if differences > 0 {
                    problems.append("search index: \(differences) entries differ from the stored records")
                }
            } catch let error as StoreError {
                problems.append("search index: \(error.message)")
            }
            return problems.isEmpty ? "ok" : problems.joined(separator: "\n")
        }
    }

    /// `PRAGMA cache_size` for every connection: 64 MiB at most.
    package static let cacheSizePragma = -65_536

    /// The newest schema version this code knows.
    package static var latestSchemaVersion: Int { SQLiteSchema.latestVersion }

    /// Returns whether a non-empty file exists at `path`; throws when it exists and is not SQLite.
    private static func checkExistingFile(_ path: String) throws -> Bool {
        // Looked at before anything is opened: opening a FIFO blocks, and SQLite would create
        // `/dev/null-journal` beside a device.
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR:
            throw StoreError(.notAStore, "'\(path)' is a directory, expected an IntentStore SQLite file", input: path)
        default:
            let kind =
                switch info.st_mode & S_IFMT {
                case S_IFIFO: "a FIFO (named pipe)"
                case S_IFCHR: "a character device"
                case S_IFBLK: "a block device"
                case S_IFSOCK: "a socket"
                default: "a special file"
                }
            throw StoreError(
                .notAStore, "'\(path)' is \(kind), expected an IntentStore SQLite file; nothing was opened",
                input: path)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw StoreError(.unavailable, "cannot read '\(path)'", input: path)
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        if header.isEmpty { return false }  // an empty file is an empty database to SQLite too
        guard header == Data("SQLite format 3\0".utf8) else {
            throw StoreError(
                .notAStore,
                "'\(path)' is not an IntentStore database: expected a SQLite 3 file, found other content; "
                    + "the file was left untouched", input: path)
        }
        return true
    }

    /// Refuses a SQLite database of another application, before anything is written to it.
    private static func checkMarker(_ connection: SQLiteConnection) throws {
        let path = connection.path
        let applicationID: Int64
        let objectCount: Int64
        do {
            // One read transaction, so both come from the same snapshot even while another process
            // is creating the store.
            try connection.execute("BEGIN")
            defer { try? connection.execute("COMMIT") }  // a read-only transaction: nothing to lose
            applicationID = try connection.scalarInt("PRAGMA application_id")
            objectCount = try connection.scalarInt("SELECT count(*) FROM sqlite_schema")
        } catch let error as StoreError {
            throw StoreError(
                error.code == .corrupt ? .corrupt : error.code,
                "'\(path)' cannot be read as an IntentStore database: \(error.message); the file was left untouched",
                input: path)
        }
        if applicationID == SQLiteSchema.applicationID { return }
        if applicationID == 0 && objectCount == 0 { return }  // a new, empty database
        throw StoreError(
            .notAStore,
            "'\(path)' is a SQLite database of another application (application_id "
                + "0x\(String(applicationID, radix: 16)), \(objectCount) schema objects), expected an IntentStore "
                + "database (application_id 0x\(String(SQLiteSchema.applicationID, radix: 16))); the file was left untouched",
            input: path)
    }

    /// Applies the missing migrations; two processes opening a new file at once are serialised by
    /// the write lock, and the second sees the first one's versions.
    private static func migrate(_ connection: SQLiteConnection) throws {
        try connection.transaction {
            try connection.execute("PRAGMA application_id = \(SQLiteSchema.applicationID)")
            try connection.execute(
                """
                CREATE TABLE IF NOT EXISTS intentstore_migrations(
                    version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied REAL NOT NULL)
                """)
            let current = Int(try connection.scalarInt("SELECT coalesce(max(version), 0) FROM intentstore_migrations"))
            if current > SQLiteSchema.latestVersion {
                throw StoreError(
                    .newerSchema,
                    "'\(connection.path)' has schema version \(current), newer than the \(SQLiteSchema.latestVersion) "
                        + "this code knows; open it with a newer version of the program", input: connection.path)
            }
            for migration in SQLiteSchema.migrations where migration.version > current {
                try connection.execute(migration.sql)
                try connection.run(
                    "INSERT INTO intentstore_migrations(version, description, applied) VALUES (?, ?, ?)",
                    [
                        .integer(Int64(migration.version)), .text(migration.description),
                        .real(Date().timeIntervalSince1970),
                    ])
            }
        }
    }
}
