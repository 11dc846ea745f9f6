import Foundation
import TestSupport
import Testing

@testable import IntentStore

#if canImport(Glibc)
import Glibc
#endif

/// Donations queued for group commit (`SQLiteStore.enqueue`): what lands, when, and what a crash
/// loses. Windows are an hour where a test must see the queue before its commit, so nothing
/// depends on timing.
@Suite(.ownThreads) struct GroupCommitTests {
    static let now = Date(timeIntervalSince1970: 1_796_061_600)

    static func donation(_ k: Int, app: String = "soupshop") -> DonationRecord {
        DonationRecord(
            app: app, intentIdentifier: "OrderSoup", parametersJSON: #"{"k":\#(k)}"#, entityIDs: ["e\(k % 5)"],
            date: now + Double(k), timeZoneOffset: 0, resultSummary: "Ordered \(k)", source: .system)
    }

    @Test func donationsFromManyConcurrentRunsAllLandInOneCommit() throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteStore(
            path: directory.path("s.sqlite"), donationWindow: .seconds(3600), donationBatchLimit: 100_000)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for k in 0..<250 { try! store.enqueue(Self.donation(worker * 250 + k)) }
        }
        // Nothing is committed yet: another connection sees no donation.
        let other = try SQLiteStore(path: directory.path("s.sqlite"))
        #expect(try other.donations(matching: DonationFilter(limit: 100_000)).isEmpty)
        // This store's own read commits the queue first.
        let listed = try store.donations(matching: DonationFilter(limit: 100_000))
        #expect(listed.count == 2000)
        #expect(Set(listed.map(\.parametersJSON)).count == 2000)
        #expect(store.groupCommitStatistics == (donations: 2000, batches: 1))
        #expect(try other.donations(matching: DonationFilter(limit: 100_000)).count == 2000)
        let sample = try #require(listed.first { $0.parametersJSON == #"{"k":1234}"# })
        #expect(sample.entityIDs == ["e4"] && sample.resultSummary == "Ordered 1234" && sample.source == .system)
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func everyReadAndChangeOfDonationsSeesTheQueuedOnes() throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteStore(path: directory.path("s.sqlite"), donationWindow: .seconds(3600))
        for k in 0..<10 { try store.enqueue(Self.donation(k)) }
        #expect(try store.suggestions(SuggestionQuery(now: Self.now + 20)).count == 10)
        try store.enqueue(Self.donation(10))
        #expect(try store.deleteDonations(entityID: "e0") == 3)  // 0, 5 and 10
        try store.enqueue(Self.donation(11))
        #expect(try store.deleteDonations(intentIdentifier: "OrderSoup", app: "soupshop") == 9)
        let last = Self.donation(12)
        try store.enqueue(last)
        #expect(try store.deleteDonation(id: last.id))
        try store.enqueue(Self.donation(13))
        try store.insert(Self.donation(14))
        #expect(try store.donations(matching: DonationFilter()).map(\.parametersJSON) == [#"{"k":14}"#, #"{"k":13}"#])
    }

    @Test func theWindowCommitsWithoutARead() throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteStore(path: directory.path("s.sqlite"), donationWindow: .milliseconds(5))
        try store.enqueue(Self.donation(1))
        let other = try SQLiteStore(path: directory.path("s.sqlite"))
        // Polled from another connection, so no read of `store` commits it.
        var seen = 0
        for _ in 0..<1000 where seen == 0 {
            seen = try other.donations(matching: DonationFilter()).count
            if seen == 0 { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(seen == 1)
        #expect(store.groupCommitStatistics == (donations: 1, batches: 1))
    }

    /// A queue whose thread has not committed within the window is committed by the thread that
    /// queues the next donation: with a window of zero, every donation is committed by the time
    /// `enqueue` returns, whether or not the store's thread got a core.
    @Test func aDonationPastTheWindowIsCommittedByTheThreadThatQueuesIt() throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteStore(path: directory.path("s.sqlite"), donationWindow: .zero)
        let other = try SQLiteStore(path: directory.path("s.sqlite"))
        for k in 0..<20 {
            try store.enqueue(Self.donation(k))
            #expect(try other.donations(matching: DonationFilter(limit: 100)).count == k + 1)
        }
    }

    #if os(Linux)
    /// The committing thread runs at `SCHED_IDLE` (policy 5), so a commit never takes a core
    /// from a request.
    @Test func theCommittingThreadRunsAtIdlePriority() throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteStore(path: directory.path("s.sqlite"), donationWindow: .seconds(3600))
        try store.enqueue(Self.donation(1))
        // The thread lowers its own priority as it starts: give it up to ten seconds.
        var policies: [Int] = []
        for _ in 0..<1000 where !policies.contains(5) {
            policies = try Self.policies(ofThreadsNamed: "store donations")
            if !policies.contains(5) { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(policies.contains(5), "store donation threads' policies: \(policies)")
    }

    /// The scheduling policy (field 41 of `/proc/self/task/TID/stat`) of each thread named `name`.
    static func policies(ofThreadsNamed name: String) throws -> [Int] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").compactMap { task in
            let directory = "/proc/self/task/\(task)"
            guard let comm = try? String(contentsOfFile: "\(directory)/comm", encoding: .utf8),
                comm.trimmingCharacters(in: .newlines) == name,
                let stat = try? String(contentsOfFile: "\(directory)/stat", encoding: .utf8),
                let end = stat.lastIndex(of: ")")
            else { return nil }
            // Fields 3 and on follow the name in parentheses.
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            return fields.count > 38 ? Int(fields[38]) : nil
        }
    }
    #endif

    @Test func closingTheStoreCommitsTheQueue() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try SQLiteStore(path: directory.path("s.sqlite"), donationWindow: .seconds(3600))
            for k in 0..<5 { try store.enqueue(Self.donation(k)) }
        }
        #expect(try SQLiteStore(path: directory.path("s.sqlite")).donations(matching: DonationFilter()).count == 5)
    }

    @Test func aBadDonationIsRefusedAtOnceAndADuplicateLosesOnlyItself() throws {
        let directory = try TemporaryDirectory()
        let lost = LostDonations()
        let store = try SQLiteStore(
            path: directory.path("s.sqlite"), donationWindow: .seconds(3600),
            onDonationFailure: { error, count in lost.add(error, count) })
        var bad = Self.donation(0)
        bad.parametersJSON = "{not json"
        #expect(throws: StoreError.self) { try store.enqueue(bad) }
        let first = Self.donation(1)
        try store.insert(first)
        try store.enqueue(Self.donation(2))
        try store.enqueue(first)  // the same id again
        try store.enqueue(Self.donation(3))
        #expect(try store.donations(matching: DonationFilter()).count == 3)
        #expect(lost.reports.map(\.count) == [1])
        #expect(lost.reports.first?.error.code == .duplicate)
    }

    // MARK: - Processes

    /// Runs `intentstore-stress` in its donation mode.
    static func queue(
        _ count: Int, path: String, window: Double, app: String = "stress", then: String = "exit"
    )
        throws -> (process: Process, output: Pipe)
    {
        let process = Process()
        process.executableURL = try CrashTests.stressExecutable()
        process.arguments = [
            path, "--donations", "\(count)", "--window", "\(window)", "--app", app, "--then", then,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        return (process, output)
    }

    /// Reads until the stress tool says it queued everything.
    static func waitUntilQueued(_ output: Pipe) -> String {
        var text = ""
        while !text.contains("queued") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text
    }

    @Test func aCleanExitCommitsTheQueue() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("s.sqlite")
        let (process, _) = try Self.queue(300, path: path, window: 3600)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(try SQLiteStore(path: path).donations(matching: DonationFilter(limit: 1000)).count == 300)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aTerminationSignalCommitsTheQueueThenEndsTheProcess(signal: Int32) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("s.sqlite")
        let (process, output) = try Self.queue(300, path: path, window: 3600, then: "wait")
        #expect(Self.waitUntilQueued(output).contains("queued 300"))
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        // The signal still ends the process as its default action would.
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        let store = try SQLiteStore(path: path)
        #expect(try store.donations(matching: DonationFilter(limit: 1000)).count == 300)
        #expect(try store.integrityCheck() == "ok")
    }

    /// What docs/STORE.md says a crash loses: the donations still in the window, nothing else.
    @Test func aKilledProcessLosesOnlyTheQueuedDonations() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("s.sqlite")
        let before = try SQLiteStore(path: path)
        try before.insert(Self.donation(1))
        let (process, output) = try Self.queue(300, path: path, window: 3600, then: "wait")
        #expect(Self.waitUntilQueued(output).contains("queued 300"))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let listed = try before.donations(matching: DonationFilter(limit: 1000))
        #expect(listed.count == 1)
        #expect(try before.integrityCheck() == "ok")
    }

    @Test func severalProcessesOnOneStoreLoseNothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("s.sqlite")
        _ = try SQLiteStore(path: path)  // created first: this test is about the donations
        let writers = try ["a", "b", "c"].map { try Self.queue(2000, path: path, window: 0.002, app: $0) }
        for (process, _) in writers {
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        }
        let store = try SQLiteStore(path: path)
        for app in ["a", "b", "c"] {
            let listed = try store.donations(matching: DonationFilter(app: app, limit: 10_000))
            #expect(listed.count == 2000)
            #expect(Set(listed.map(\.parametersJSON)).count == 2000)
        }
        #expect(try store.integrityCheck() == "ok")
    }
}

/// The failures a store reported, for the test to read.
final class LostDonations: @unchecked Sendable {
    // @unchecked: `entries` is read and written with `lock` held.
    private let lock = NSLock()
    private var entries: [(error: StoreError, count: Int)] = []

    func add(_ error: StoreError, _ count: Int) {
        lock.lock()
        entries.append((error, count))
        lock.unlock()
    }

    var reports: [(error: StoreError, count: Int)] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}
