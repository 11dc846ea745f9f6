import CSQLite
import Foundation

/// Copies a store's write-ahead log back into its database on a thread of its own, so that no
/// write waits for a checkpoint.
///
/// SQLite's automatic checkpoint runs inside the commit that takes the log past 1,000 pages, with
/// two fsyncs: one donation in about two hundred took 4–10 ms instead of 0.1. The store's
/// connection now only reports the log's size (`sqlite3_wal_hook`, which also turns the automatic
/// checkpoint off); past `threshold` pages this thread runs a passive checkpoint on a connection of
/// its own, which never blocks the writer or the readers. A checkpoint that cannot finish (a
/// reader holds an old snapshot) is tried again at the next request. The thread runs at the lowest
/// priority; should it fall behind on a machine that stays busy, the writer checkpoints itself once
/// the log passes `overdueFactor` times the threshold, so the log stays bounded either way.
final class WALCheckpointer: @unchecked Sendable {
    // @unchecked: `requested`, `stopping`, `started` and the counts change only with `condition`
    // locked; `path` and `threshold` never change.

    /// The log size, in pages, past which a checkpoint is requested.
    let threshold: Int32
    private let path: String
    private let condition = NSCondition()
    private var requested = false
    private var stopping = false
    private var started = false
    private var completedCount = 0
    private var writersCount = 0

    init(path: String, threshold: Int32) {
        self.path = path
        self.threshold = max(1, threshold)
    }

    /// How many checkpoints ran on the log (copying what no reader still needed).
    var completed: Int {
        condition.lock()
        defer { condition.unlock() }
        return completedCount
    }

    /// How many of those the writer ran itself because the thread had fallen behind.
    var writersCheckpoints: Int {
        condition.lock()
        defer { condition.unlock() }
        return writersCount
    }

    /// How many times the threshold the log may grow to before the writer checkpoints itself.
    static let overdueFactor: Int64 = 8

    private func countWritersCheckpoint() {
        condition.lock()
        completedCount += 1
        writersCount += 1
        condition.unlock()
    }

    /// Makes the connection `handle` report its commits here instead of checkpointing itself.
    func attach(to handle: OpaquePointer?) {
        sqlite3_wal_hook(
            handle,
            { context, handle, database, pages in
                let checkpointer = Unmanaged<WALCheckpointer>.fromOpaque(context!).takeUnretainedValue()
                if pages >= checkpointer.threshold { checkpointer.request() }
                // The thread runs only on a core nothing else wants; on a machine that stays busy
                // the writer copies the log back itself, as SQLite's own checkpoint would, before
                // it grows past `overdueFactor` times the threshold.
                if Int64(pages) >= Int64(checkpointer.threshold) * WALCheckpointer.overdueFactor {
                    if sqlite3_wal_checkpoint_v2(handle, database, SQLITE_CHECKPOINT_PASSIVE, nil, nil) == SQLITE_OK {
                        checkpointer.countWritersCheckpoint()
                    }
                }
                return SQLITE_OK
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Stops reporting to this checkpointer (before it goes away).
    static func detach(from handle: OpaquePointer?) {
        sqlite3_wal_hook(handle, nil, nil)
    }

    /// Asks for a checkpoint; returns at once.
    func request() {
        condition.lock()
        defer { condition.unlock() }
        // Every commit past the threshold asks until the log starts over; one request is enough.
        guard !requested else { return }
        requested = true
        if !started {
            started = true
            let thread = Thread { [self] in run() }
            thread.name = "store checkpoints"
            thread.start()
        }
        condition.signal()
    }

    /// Ends the thread after the checkpoint it may be running.
    func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    /// A connection of the checkpointer's own that has read the file's header.
    ///
    /// A connection learns that a file is in WAL mode only when it first reads it: until then
    /// `sqlite3_wal_checkpoint_v2` returns `SQLITE_OK` with -1 frames and copies nothing, and the
    /// log would grow for as long as the store is open.
    private static func open(_ path: String) throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE)
        let mode = try connection.scalarText("PRAGMA journal_mode")
        guard mode?.lowercased() == "wal" else {
            connection.close()
            throw StoreError(.unavailable, "'\(path)' is not in WAL mode (\(mode ?? "?"))", input: path)
        }
        return connection
    }

    private func run() {
        DonationQueue.lowerPriority(naming: "store checkpoints")
        var connection: SQLiteConnection?
        while true {
            condition.lock()
            while !requested && !stopping { condition.wait() }
            if stopping {
                condition.unlock()
                connection?.close()
                return
            }
            requested = false
            condition.unlock()
            do {
                if connection == nil { connection = try Self.open(path) }
                var logFrames: Int32 = -1
                var copiedFrames: Int32 = -1
                let status = sqlite3_wal_checkpoint_v2(
                    connection?.handle, "main", SQLITE_CHECKPOINT_PASSIVE, &logFrames, &copiedFrames)
                // -1 frames: the connection does not see a log at all, which is no checkpoint.
                if status == SQLITE_OK, logFrames >= 0 {
                    condition.lock()
                    completedCount += 1
                    condition.unlock()
                }
            } catch {
                // The file cannot be opened right now; the next commit past the threshold asks again.
                connection = nil
            }
        }
    }
}
