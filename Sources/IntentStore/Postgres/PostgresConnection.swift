import CPostgres
import Foundation

/// One libpq connection. Not thread-safe: `PostgresStore` keeps it behind a mutex.
///
/// Every statement goes through `PQexecParams` with `$n` parameters sent apart from the SQL text.
final class PostgresConnection {
    private var handle: OpaquePointer?
    /// Statements that set up a session (`SET search_path …`), run again after a reconnect.
    var sessionSetup: [String] = []

    /// Connects with a libpq connection string or `postgresql://` URL.
    init(url: String) throws {
        handle = PQconnectdb(url)
        guard PQstatus(handle) == CONNECTION_OK else {
            let message = Self.message(handle)
            PQfinish(handle)
            handle = nil
            throw StoreError(.unavailable, "cannot connect to PostgreSQL: \(message)")
        }
        _ = PQsetClientEncoding(handle, "UTF8")
        try execute("SET client_min_messages = warning")
    }

    deinit { PQfinish(handle) }

    /// Runs one statement; parameters are text (nil is SQL NULL). Returns the rows as text.
    @discardableResult
    func execute(_ sql: String, _ parameters: [String?] = []) throws -> PostgresResult {
        if PQstatus(handle) != CONNECTION_OK {
            // A restarted server or a dropped socket: reconnect and restore the session settings.
            PQreset(handle)
            if PQstatus(handle) == CONNECTION_OK {
                for statement in sessionSetup { try execute(statement) }
            }
        }
        for case let value? in parameters where value.utf8.contains(0) {
            throw StoreError(
                .invalidInput, "PostgreSQL text cannot hold a NUL character; the value was not stored",
                input: value.replacingOccurrences(of: "\0", with: "\\0"))
        }
        var copies = parameters.map { $0.map { strdup($0) } ?? nil }
        defer { for pointer in copies { free(pointer) } }
        let result = copies.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: max(buffer.count, 1)) {
                PQexecParams(handle, sql, Int32(parameters.count), nil, parameters.isEmpty ? nil : $0, nil, nil, 0)
            }
        }
        defer { PQclear(result) }
        let status = PQresultStatus(result)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
            let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) } ?? ""
            let message = PQresultErrorMessage(result).map { String(cString: $0) } ?? Self.message(handle)
            throw StoreError(
                state == "23505" ? .duplicate : .backend,
                "PostgreSQL failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines)) (SQLSTATE \(state))")
        }
        var rows: [[String?]] = []
        let rowCount = PQntuples(result)
        let columnCount = PQnfields(result)
        rows.reserveCapacity(Int(rowCount))
        for row in 0..<rowCount {
            rows.append(
                (0..<columnCount).map { column in
                    PQgetisnull(result, row, column) == 1 ? nil : String(cString: PQgetvalue(result, row, column))
                })
        }
        let affected = Int(String(cString: PQcmdTuples(result))) ?? 0
        return PostgresResult(rows: rows, affected: affected)
    }

    /// Runs `body` in a transaction, rolled back when it throws.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            _ = try? execute("ROLLBACK")  // the original error is the one worth reporting
            throw error
        }
    }

    private static func message(_ handle: OpaquePointer?) -> String {
        guard let handle, let text = PQerrorMessage(handle) else { return "out of memory" }
        return String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The rows of a statement, as text.
struct PostgresResult {
    var rows: [[String?]]
    var affected: Int
}

/// Converting values to and from PostgreSQL's text format.
enum PostgresText {
    static func bytea(_ data: Data) -> String {
        "\\x" + data.map { String(format: "%02x", $0) }.joined()
    }

    static func data(fromBytea text: String) -> Data {
        var bytes = Data()
        var iterator = text.utf8.dropFirst(2).makeIterator()
        while let high = iterator.next(), let low = iterator.next() {
            bytes.append(UInt8(hex(high) << 4 | hex(low)))
        }
        return bytes
    }

    private static func hex(_ c: UInt8) -> UInt8 {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: 0
        }
    }

    static func real(_ value: Double) -> String { "\(value)" }
}
