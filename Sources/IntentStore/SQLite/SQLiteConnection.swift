import CSQLite
import Foundation

/// A value bound to a `?` parameter.
enum SQLValue {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
}

/// SQLite's "copy the bytes now" destructor, a macro in C.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One SQLite connection with a cache of prepared statements. Not thread-safe: `SQLiteStore`
/// keeps it behind a mutex.
final class SQLiteConnection {
    let path: String
    private(set) var handle: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]

    /// Opens `path` with `flags` (`SQLITE_OPEN_*`).
    init(path: String, flags: Int32) throws {
        self.path = path
        var db: OpaquePointer?
        let status = sqlite3_open_v2(path, &db, flags | SQLITE_OPEN_NOMUTEX, nil)
        handle = db
        if status != SQLITE_OK {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(db)
            handle = nil
            throw StoreError(.unavailable, "cannot open '\(path)' as a SQLite database: \(message)", input: path)
        }
        sqlite3_extended_result_codes(db, 1)
    }

    deinit { close() }

    func close() {
        for statement in statements.values { sqlite3_finalize(statement) }
        statements = [:]
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    /// Runs SQL without parameters (schema, pragmas); several statements allowed.
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        if status != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? "error \(status)"
            sqlite3_free(message)
            throw error(status, text)
        }
    }

    /// Runs one statement with parameters and returns the number of changed rows.
    @discardableResult
    func run(_ sql: String, _ values: [SQLValue] = []) throws -> Int {
        let statement = try prepared(sql, values)
        defer { sqlite3_reset(statement) }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            if status != SQLITE_ROW { throw error(status) }
        }
        return Int(sqlite3_changes(handle))
    }

    /// `SQLITE_CONSTRAINT_PRIMARYKEY`, a macro Swift does not import.
    static let primaryKeyConstraint = SQLITE_CONSTRAINT | (6 << 8)

    /// The extended result code of the last statement that failed on this connection.
    var lastErrorCode: Int32 { sqlite3_extended_errcode(handle) }

    /// The rowid of the last row inserted on this connection.
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Runs a query and calls `row` for every result row.
    func query(_ sql: String, _ values: [SQLValue] = [], row: (SQLiteRow) throws -> Void) throws {
        let statement = try prepared(sql, values)
        defer { sqlite3_reset(statement) }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            if status != SQLITE_ROW { throw error(status) }
            try row(SQLiteRow(statement: statement))
        }
    }

    /// The first column of the first row, as text, or nil.
    func scalarText(_ sql: String, _ values: [SQLValue] = []) throws -> String? {
        var result: String?
        try query(sql, values) { row in if result == nil { result = row.text(0) } }
        return result
    }

    /// The first column of the first row, as an integer (0 when there is no row).
    func scalarInt(_ sql: String, _ values: [SQLValue] = []) throws -> Int64 {
        var result: Int64 = 0
        var seen = false
        try query(sql, values) { row in
            if !seen { result = row.int(0) }
            seen = true
        }
        return result
    }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT` (rolled back when it throws). IMMEDIATE takes
    /// the write lock up front, so a second process waits in the busy handler instead of failing
    /// with SQLITE_BUSY when it upgrades a read transaction.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")  // the original error is the one worth reporting
            throw error
        }
    }

    private func prepared(_ sql: String, _ values: [SQLValue]) throws -> OpaquePointer {
        let statement: OpaquePointer
        if let cached = statements[sql] {
            statement = cached
        } else {
            var fresh: OpaquePointer?
            let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &fresh, nil)
            guard status == SQLITE_OK, let fresh else { throw error(status) }
            statements[sql] = fresh
            statement = fresh
        }
        sqlite3_clear_bindings(statement)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case .null: status = sqlite3_bind_null(statement, index)
            case .integer(let number): status = sqlite3_bind_int64(statement, index, number)
            case .real(let number): status = sqlite3_bind_double(statement, index, number)
            case .text(var text):
                status = text.withUTF8 { bytes -> Int32 in
                    guard let base = bytes.baseAddress else {
                        return sqlite3_bind_text64(statement, index, "", 0, transient, UInt8(SQLITE_UTF8))
                    }
                    return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                        sqlite3_bind_text64(statement, index, $0, UInt64(bytes.count), transient, UInt8(SQLITE_UTF8))
                    }
                }
            case .blob(let data):
                status = data.withUnsafeBytes { bytes in
                    sqlite3_bind_blob64(
                        statement, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), UInt64(bytes.count),
                        transient)
                }
            }
            if status != SQLITE_OK {
                sqlite3_reset(statement)
                throw error(status)
            }
        }
        return statement
    }

    func error(_ status: Int32, _ detail: String? = nil) -> StoreError {
        let message = detail ?? handle.map { String(cString: sqlite3_errmsg($0)) } ?? "error \(status)"
        let primary = status & 0xff
        if primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB {
            return StoreError(.corrupt, "'\(path)' is damaged or not a database: \(message)", input: path)
        }
        if primary == SQLITE_BUSY || primary == SQLITE_LOCKED {
            return StoreError(.busy, "'\(path)' is locked by another connection: \(message)", input: path)
        }
        if primary == SQLITE_TOOBIG {
            return StoreError(.invalidInput, "a value is larger than SQLite accepts: \(message)")
        }
        return StoreError(.backend, "SQLite failed on '\(path)': \(message) (code \(status))", input: path)
    }
}

/// A result row; valid only inside the `query` callback.
struct SQLiteRow {
    let statement: OpaquePointer

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
    func int(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
    func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }

    /// Text with its exact byte length, so strings holding NUL come back whole.
    func text(_ column: Int32) -> String? {
        guard let pointer = sqlite3_column_text(statement, column) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    func blob(_ column: Int32) -> Data? {
        if isNull(column) { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let pointer = sqlite3_column_blob(statement, column) else { return Data() }
        return Data(bytes: pointer, count: count)
    }
}
