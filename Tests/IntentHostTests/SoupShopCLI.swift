import Foundation
import SoupShopKit
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `soupshop` executable, run as a person or a script would, each time against the store
/// in a fresh temporary folder, removed when the last copy of the value goes.
struct SoupShopCLI {
    /// What one run printed and how it ended.
    struct Result: CustomStringConvertible {
        var stdout: String
        var stderr: String
        var code: Int32

        var description: String { "exit \(code)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }

        /// Standard output parsed as JSON.
        func json() throws -> Any {
            try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed])
        }

        /// The `error` object of a `--json` failure.
        func jsonError() throws -> [String: Any] {
            let object = try #require(try json() as? [String: Any], "stdout is not a JSON object: \(stdout)")
            return try #require(object["error"] as? [String: Any], "no error object in \(stdout)")
        }
    }

    /// The folder the test owns: `home/` for `$HOME`, `soupshop.db` for the store.
    let folder: URL
    let store: URL
    /// Removes `folder` when the last copy of this value (or of a process it started) goes.
    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder("soupshop-cli")
        folder = scratch.url
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("home"), withIntermediateDirectories: true)
        store = folder.appendingPathComponent("soupshop.db")
    }

    /// The executable built next to this test bundle (`swift build` builds it with the tests).
    static let binary: URL = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var candidates = [
            executable.deletingLastPathComponent().appendingPathComponent("soupshop"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "soupshop"),
        ]
        // The package root, from this file: Tests/IntentHostTests/SoupShopCLI.swift.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/soupshop"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// The environment every run gets: a home in the test's folder, no XDG or colour settings
    /// from the machine running the tests, a fixed width.
    func environment(_ extra: [String: String]) -> [String: String] {
        var environment: [String: String] = [
            "HOME": folder.appendingPathComponent("home").path,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "COLUMNS": "80",
            "LANG": "C.UTF-8",
        ]
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Runs `soupshop --store <store> ARGUMENTS` with pipes for its input and output.
    func run(
        _ arguments: String..., store useStore: Bool = true, input: String = "",
        environment extra: [String: String] = [:]
    ) throws -> Result {
        try run(arguments, store: useStore, input: input, environment: extra)
    }

    func run(
        _ arguments: [String], store useStore: Bool = true, input: String = "",
        environment extra: [String: String] = [:], launcher: [String] = []
    ) throws -> Result {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.binary.path),
            "\(Self.binary.path) is missing: build it with `swift build --build-tests` (or `swift build --product soupshop`)"
        )
        let process = Process()
        let full = (useStore ? ["--store", store.path] : []) + arguments
        if launcher.isEmpty {
            process.executableURL = Self.binary
            process.arguments = full
        } else {
            process.executableURL = URL(fileURLWithPath: launcher[0])
            process.arguments = Array(launcher.dropFirst()) + [Self.binary.path] + full
        }
        process.environment = environment(extra)
        process.currentDirectoryURL = folder
        let output = Pipe()
        let errors = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Standard error is read on its own thread, so neither pipe can fill up and stall the child.
        let errorData = ErrorCollector(errors.fileHandleForReading)
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errorData.wait(), as: UTF8.self),
            code: process.terminationStatus)
    }

    /// A process started with pipes for its standard input and output (standard error is
    /// dropped), left running for the test to speak to. It keeps the test's folder while it is
    /// held: the process may still use it.
    struct Started {
        let process: Process
        let input: Pipe
        let output: Pipe
        fileprivate let scratch: ScratchFolder
    }

    /// Starts `executable` (this `soupshop` by default) with `arguments` as they are, in the
    /// test's environment, from `directory` (the test's folder by default).
    func start(_ arguments: [String], executable: URL = binary, directory: URL? = nil) throws -> Started {
        let started = Started(process: Process(), input: Pipe(), output: Pipe(), scratch: scratch)
        started.process.executableURL = executable
        started.process.arguments = arguments
        started.process.environment = environment([:])
        started.process.currentDirectoryURL = directory ?? folder
        started.process.standardInput = started.input
        started.process.standardOutput = started.output
        started.process.standardError = FileHandle.nullDevice
        try started.process.run()
        return started
    }

    /// The store's bytes, for a file that is not a store and must stay as it is.
    func storeBytes() throws -> Data {
        try Data(contentsOf: store)
    }

    /// The store, opened as the app opens it.
    func openStore() throws -> SoupStore {
        try SoupStore(url: store)
    }

    /// Everything the store holds, as JSON, to check it did not change (the file's bytes change
    /// when SQLite checkpoints its log, with the same data).
    func storeState() throws -> Data {
        let store = try openStore()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        struct State: Encodable {
            var soups: [Soup]
            var orders: [Order]
            var favorites: [String]
            var tasks: [KitchenTask]
            var vegetarianFocus: Bool
        }
        return try encoder.encode(
            State(
                soups: store.soups, orders: store.orders, favorites: store.favorites, tasks: store.tasks,
                vegetarianFocus: store.vegetarianFocus))
    }

    /// The store's contents as JSON objects: `soups`, `orders`, `favorites`, `tasks`.
    func storeJSON() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: storeState()) as? [String: Any])
    }
}

/// Reads a pipe to its end on a thread of its own.
final class ErrorCollector: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the reading thread before `done` is signalled; read after waiting on it.
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
