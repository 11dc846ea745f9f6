import Foundation
import Testing

@testable import IntentStore

#if canImport(Glibc)
import Glibc
#endif

/// A killed writer and two concurrent writers, with real processes (`intentstore-stress`).
@Suite struct CrashTests {
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

    @Test func twoProcessesWritingOneFileBothSucceed() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        let executable = try Self.stressExecutable()
        let writers = ["a", "b"].map { index in
            let process = Process()
            process.executableURL = executable
            process.arguments = [path, "--count", "20000", "--batch", "250", "--index", index]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = Pipe()
            return (process, pipe)
        }
        for (process, _) in writers { try process.run() }
        var outputs: [Data] = []
        for (process, pipe) in writers {
            outputs.append(pipe.fileHandleForReading.readDataToEndOfFile())
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        for output in outputs { #expect(Self.committedBatches(output) == Array(1...80)) }

        let store = try SQLiteStore(path: path)
        #expect(try store.integrityCheck() == "ok")
        for index in ["a", "b"] {
            #expect(try store.count(indexName: index, entityType: nil) == 20_000)
            #expect(try store.fetchLastClientState(indexName: index) == Data("batch 80".utf8))
        }
        #expect(try store.search(SearchQuery("tomato soup 19990", indexName: "b")).map(\.record.entityID) == ["e19990"])
    }
}
