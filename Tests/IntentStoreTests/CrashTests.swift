import Foundation
import TestSupport
import Testing

@testable import IntentStore

#if canImport(Glibc)
import Glibc
#endif

/// A killed writer and two concurrent writers, with real processes (`intentstore-stress`).
@Suite(.ownThreads) struct CrashTests {
    /// The stress executable, built next to the test bundle (`swift build --build-tests` builds it),
    /// or `$INTENTSTORE_STRESS`.
    static func stressExecutable() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["INTENTSTORE_STRESS"] { return URL(fileURLWithPath: path) }
        var candidates: [URL] = []
        for start in [Bundle.main.executablePath, CommandLine.arguments.first].compactMap({ $0 }) {
            var directory = URL(fileURLWithPath: start).deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent("intentstore-stress"))
                directory = directory.deletingLastPathComponent()
            }
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw StoreError(
                .unavailable,
                "intentstore-stress not found next to the tests (looked in \(candidates.map(\.path))); "
                    + "run `swift build --build-tests` or set INTENTSTORE_STRESS")
        }
        return found
    }

    /// The batch numbers in the stress tool's "committed <n>" lines.
    static func committedBatches(_ output: Data) -> [Int] {
        String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap {
            $0.hasPrefix("committed ") ? Int($0.dropFirst("committed ".count)) : nil
        }
    }

    @Test(arguments: [3, 17, 40])
    func killedWriterLeavesEveryReportedBatchAndNoPartialOne(killAfter: Int) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("crash.sqlite")
        let process = Process()
        process.executableURL = try Self.stressExecutable()
        process.arguments = [path, "--count", "100000", "--batch", "1000"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()

        var output = Data()
        while Self.committedBatches(output).last ?? 0 < killAfter {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }  // the writer ended before we could kill it
            output += chunk
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        output += pipe.fileHandleForReading.readDataToEndOfFile()
        #expect(process.terminationReason == .uncaughtSignal)

        let reported = Self.committedBatches(output)
        let lastReported = try #require(reported.last)
        #expect(reported == Array(1...lastReported))
        #expect(lastReported >= killAfter && lastReported < 100)

        let store = try SQLiteStore(path: path)
        #expect(try store.integrityCheck() == "ok")
        let state = try #require(try store.fetchLastClientState(indexName: "default"))
        let text = String(decoding: state, as: UTF8.self)
        let committed = try #require(Int(text.dropFirst("batch ".count)))
        // The stress tool reports after commit, so at most one batch is committed and not yet reported.
        #expect(committed == lastReported || committed == lastReported + 1)
        #expect(try store.count(indexName: "default", entityType: nil) == committed * 1000)
        #expect(
            try store.record(entityType: "StressEntity", entityID: "e\(committed * 1000 - 1)", indexName: "default")
                != nil)
        #expect(
            try store.record(entityType: "StressEntity", entityID: "e\(committed * 1000)", indexName: "default") == nil)
        let newest = committed * 1000 - 10  // a "tomato soup <n>" whose number prefixes no stored one
        #expect(try store.search(SearchQuery("tomato soup \(newest)")).map(\.record.entityID) == ["e\(newest)"])
        // The store is writable again.
        try store.upsert([SearchRecord(entityType: "Soup", entityID: "after", title: "After the crash")])
        #expect(try store.search(SearchQuery("crash")).count == 1)
    }

    /// Runs one stress writer per index on `path` at the same time; returns (status, stdout, stderr)
    /// of each.
    static func runConcurrently(
        path: String, indexes: [String], count: Int, batch: Int
    ) throws
        -> [(status: Int32, output: Data, errors: String)]
    {
        let executable = try stressExecutable()
        let writers = indexes.map { index in
            let process = Process()
            process.executableURL = executable
            process.arguments = [path, "--count", "\(count)", "--batch", "\(batch)", "--index", index]
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            return (process, output, errors)
        }
        for (process, _, _) in writers { try process.run() }
        return writers.map { process, output, errors in
            let data = output.fileHandleForReading.readDataToEndOfFile()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, data, text)
        }
    }

    @Test func twoProcessesWritingOneFileBothSucceed() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        let results = try Self.runConcurrently(path: path, indexes: ["a", "b"], count: 20_000, batch: 250)
        for result in results {
            #expect(result.status == 0, "stderr: \(result.errors)")
            #expect(Self.committedBatches(result.output) == Array(1...80))
        }
        let store = try SQLiteStore(path: path)
        #expect(try store.integrityCheck() == "ok")
        for index in ["a", "b"] {
            #expect(try store.count(indexName: index, entityType: nil) == 20_000)
            #expect(try store.fetchLastClientState(indexName: index) == Data("batch 80".utf8))
        }
        #expect(try store.search(SearchQuery("tomato soup 19990", indexName: "b")).map(\.record.entityID) == ["e19990"])
    }

    /// Two processes creating the same new file race through the marker check, the switch to WAL
    /// and the first migration; both must open it.
    @Test func twoProcessesCreatingOneNewFileBothSucceed() throws {
        let directory = try TemporaryDirectory()
        for attempt in 0..<10 {
            let path = directory.path("new-\(attempt).sqlite")
            let results = try Self.runConcurrently(path: path, indexes: ["a", "b"], count: 300, batch: 100)
            for result in results {
                #expect(result.status == 0, "attempt \(attempt), stderr: \(result.errors)")
            }
            let store = try SQLiteStore(path: path)
            #expect(try store.appliedSchemaVersions() == [1])
            #expect(
                try store.count(indexName: "a", entityType: nil) + store.count(indexName: "b", entityType: nil) == 600)
        }
    }
}
