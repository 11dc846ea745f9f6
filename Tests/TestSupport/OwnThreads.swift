import Foundation
import Testing

/// Runs each test on threads of its own instead of Swift's cooperative pool: `@Suite(.ownThreads)`
/// for a suite whose tests block (wait for a subprocess, read a socket, sleep).
///
/// The pool has a thread per core. A test that blocks one of them starves the rest of the run:
/// another test's intent waits for its time limit, and an in-process server that needs the pool
/// to answer a blocked client never does, so a parallel `swift test` hangs. Under this trait the
/// test's jobs run on an `ElasticExecutor` (a thread for each job that is ready while the others
/// are busy), which its blocking cannot starve, and at most `OwnThreads.limit` such tests run at
/// once, so a parallel run does not start every subprocess of the suite together.
public struct OwnThreads: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// How many tests under the trait run at once.
    public static let limit = max(2, ProcessInfo.processInfo.activeProcessorCount)
    static let turnstile = Turnstile(limit)

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> OwnThreads? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await Self.turnstile.enter()
        defer { Self.turnstile.leave() }
        let executor = ElasticExecutor(name: test.name)
        defer { executor.stop() }
        try await withTaskExecutorPreference(executor) { try await function() }
    }
}

extension Trait where Self == OwnThreads {
    /// The suite's tests run on threads of their own (`OwnThreads`).
    public static var ownThreads: Self { OwnThreads() }
}

/// A `TaskExecutor` that runs each job at once on an idle thread of its own, or on a new one:
/// a job that blocks holds up nothing else. Its threads end when it stops; a job that arrives
/// after that goes to the global executor.
public final class ElasticExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked: `idle`, `stopped` and each worker's `job` are used with `lock` held.
    private let lock = NSCondition()
    private var idle: [Worker] = []
    private var stopped = false
    private let name: String

    private final class Worker: @unchecked Sendable {
        var job: UnownedJob?
    }

    public init(name: String) { self.name = name }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.lock()
        if stopped {
            lock.unlock()
            globalConcurrentExecutor.enqueue(ExecutorJob(job))
            return
        }
        if let worker = idle.popLast() {
            worker.job = job
            lock.broadcast()
            lock.unlock()
            return
        }
        lock.unlock()
        let worker = Worker()
        worker.job = job
        let thread = Thread { [self] in run(worker) }
        thread.name = String(name.prefix(15))
        thread.start()
    }

    private func run(_ worker: Worker) {
        lock.lock()
        while let job = worker.job {
            worker.job = nil
            lock.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
            lock.lock()
            if stopped { break }
            idle.append(worker)
            while worker.job == nil && !stopped { lock.wait() }
            if worker.job == nil { break }
        }
        lock.unlock()
    }

    /// Ends the idle threads; a thread still running a job ends after it.
    public func stop() {
        lock.lock()
        stopped = true
        idle.removeAll()
        lock.broadcast()
        lock.unlock()
    }
}

/// Lets at most `limit` tasks through at once; the others wait without holding a thread.
final class Turnstile: @unchecked Sendable {
    // @unchecked: `free` and `waiting` are used with `lock` held.
    private let lock = NSLock()
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ limit: Int) { free = limit }

    func enter() async {
        await withCheckedContinuation { continuation in
            lock.lock()
            if free > 0 {
                free -= 1
                lock.unlock()
                continuation.resume()
            } else {
                waiting.append(continuation)
                lock.unlock()
            }
        }
    }

    func leave() {
        lock.lock()
        if waiting.isEmpty {
            free += 1
            lock.unlock()
        } else {
            let next = waiting.removeFirst()
            lock.unlock()
            next.resume()
        }
    }
}
