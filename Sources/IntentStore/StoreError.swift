/// An error from the store: what went wrong, with the offending input and a code for machines.
///
/// ```swift
/// do { _ = try SQLiteStore(path: "/etc/passwd") } catch let error as StoreError {
///     print(error.code, error)   // notAStore  '/etc/passwd' is not an IntentStore database: …
/// }
/// ```
package struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A stable identifier of the kind of failure; new codes may be added.
    package struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The machine-readable name of the code, e.g. `notAStore`.
        package var rawValue: String
        /// Wraps a raw code name.
        package init(rawValue: String) { self.rawValue = rawValue }
        /// The raw code name.
        package var description: String { rawValue }

        /// The file (or PostgreSQL schema) exists but is not an IntentStore store.
        package static let notAStore = Code(rawValue: "notAStore")
        /// The store was written by a newer version of the code, whose schema this code does not know.
        package static let newerSchema = Code(rawValue: "newerSchema")
        /// The store file is damaged.
        package static let corrupt = Code(rawValue: "corrupt")
        /// An argument was rejected (e.g. JSON that does not parse, a bad name).
        package static let invalidInput = Code(rawValue: "invalidInput")
        /// A record with this identifier already exists.
        package static let duplicate = Code(rawValue: "duplicate")
        /// `endBatch` was given an expected client state that does not match the stored one.
        package static let clientStateMismatch = Code(rawValue: "clientStateMismatch")
        /// The store could not be opened or reached (missing directory, permissions, server down).
        package static let unavailable = Code(rawValue: "unavailable")
        /// Another process kept the database locked for longer than the busy timeout.
        package static let busy = Code(rawValue: "busy")
        /// The database engine reported a failure not covered by another code.
        package static let backend = Code(rawValue: "backend")
    }

    /// The kind of failure.
    package var code: Code
    /// A sentence saying what went wrong and what was expected.
    package var message: String
    /// The offending input (a path, a name, a value), shortened to at most 200 characters.
    package var input: String?

    /// Creates an error; `input` is shortened so that huge values never end up in logs whole.
    package init(_ code: Code, _ message: String, input: String? = nil) {
        self.code = code
        self.message = message
        self.input = input.map { $0.count > 200 ? String($0.prefix(200)) + "…" : $0 }
    }

    /// The message, prefixed with the code.
    package var description: String { "\(code): \(message)" }
}
