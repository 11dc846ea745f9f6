import CSQLite
import Foundation

/// A value bound to a `?` parameter of a statement.
enum SQLArgument {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
}

/// SQLite's "copy the bytes now" destructor, a macro in C.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One SQLite connection. Not thread-safe: `SoupStore` keeps it behind a mutex.
final class SoupDatabase {
    let path: String
    private var handle: OpaquePointer?

    /// Opens `path` (creating the file when `create` is set) with a busy timeout, so a second
    /// process's write waits for the first instead of failing.
    init(path: String, create: Bool, busyTimeout: Duration) throws {
        self.path = path
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &db, flags, nil)
        handle = db
        if status != SQLITE_OK {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(db)
            handle = nil
            throw SoupStoreError("\(path): cannot open the SoupShop store: \(message)")
        }
        sqlite3_extended_result_codes(db, 1)
        let milliseconds =
            busyTimeout.components.seconds * 1000 + busyTimeout.components.attoseconds / 1_000_000_000_000_000
        sqlite3_busy_timeout(db, Int32(clamping: milliseconds))
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs SQL without parameters; several statements allowed.
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        if status != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? "error \(status)"
            sqlite3_free(message)
            throw failure(status, text)
        }
    }

    /// Runs one statement and returns how many rows it changed.
    @discardableResult
    func run(_ sql: String, _ arguments: [SQLArgument] = []) throws -> Int {
        try withStatement(sql, arguments) { statement in
            while true {
                let status = sqlite3_step(statement)
                if status == SQLITE_DONE { break }
                if status != SQLITE_ROW { throw failure(status) }
            }
        }
        return Int(sqlite3_changes(handle))
    }

    /// Runs a query and returns what `row` makes of every result row.
    func query<T>(_ sql: String, _ arguments: [SQLArgument] = [], row: (Row) throws -> T) throws -> [T] {
        try withStatement(sql, arguments) { statement in
            var rows: [T] = []
            while true {
                let status = sqlite3_step(statement)
                if status == SQLITE_DONE { break }
                if status != SQLITE_ROW { throw failure(status) }
                rows.append(try row(Row(statement: statement)))
            }
            return rows
        }
    }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolled back when it throws. IMMEDIATE takes
    /// the write lock before the first read, so what the body reads cannot change under it and
    /// another process's write waits in the busy handler instead of failing halfway.
    func writing<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")  // the body's error is the one worth reporting
            throw error
        }
    }

    /// Runs `body` inside one read transaction, so every query sees the same snapshot.
    func reading<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN")
        defer { try? execute("COMMIT") }  // nothing was written: nothing to lose
        return try body()
    }

    private func withStatement<T>(
        _ sql: String, _ arguments: [SQLArgument], _ body: (OpaquePointer) throws -> T
    )
        throws -> T
    {
        var prepared: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &prepared, nil)
        guard status == SQLITE_OK, let statement = prepared else { throw failure(status) }
        defer { sqlite3_finalize(statement) }
        for (offset, argument) in arguments.enumerated() {
            let index = Int32(offset + 1)
            let bound: Int32
            switch argument {
            case .null: bound = sqlite3_bind_null(statement, index)
            case .integer(let number): bound = sqlite3_bind_int64(statement, index, number)
            case .real(let number): bound = sqlite3_bind_double(statement, index, number)
            case .text(let text):
                // With its byte count, so a string holding NUL is stored whole.
                let bytes = Array(text.utf8) + [0]
                bound = bytes.withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) {
                        sqlite3_bind_text64(
                            statement, index, $0.baseAddress, UInt64($0.count - 1), transient, UInt8(SQLITE_UTF8))
                    }
                }
            }
            if bound != SQLITE_OK { throw failure(bound) }
        }
        return try body(statement)
    }

    private func failure(_ status: Int32, _ detail: String? = nil) -> SoupStoreError {
        let message = detail ?? handle.map { String(cString: sqlite3_errmsg($0)) } ?? "error \(status)"
        switch status & 0xff {
        case SQLITE_NOTADB, SQLITE_CORRUPT:
            return SoupStoreError("\(path): not a SoupShop store (\(message)); it was left untouched")
        case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_IOERR, SQLITE_FULL, SQLITE_PERM:
            return SoupStoreError("\(path): cannot write the SoupShop store: \(message)")
        case SQLITE_BUSY, SQLITE_LOCKED:
            return SoupStoreError("\(path): the SoupShop store stayed locked by another process: \(message)")
        default:
            return SoupStoreError("\(path): SQLite failed: \(message) (code \(status))")
        }
    }

    /// A result row; valid only inside the `query` callback.
    struct Row {
        let statement: OpaquePointer

        func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
        func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
        func bool(_ column: Int32) -> Bool { sqlite3_column_int64(statement, column) != 0 }

        /// Text with its exact byte length, so a string holding NUL comes back whole.
        func text(_ column: Int32) -> String {
            guard let pointer = sqlite3_column_text(statement, column) else { return "" }
            let count = Int(sqlite3_column_bytes(statement, column))
            return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
        }
    }
}
