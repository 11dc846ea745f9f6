import Synchronization

/// Tasks that run the requests of connections that carry one request each (a 2026-07-28 POST
/// over HTTP) and, once a request is done, wait for another connection's, rather than each
/// request starting a task of its own: a new task allocates the frames of a tool call afresh
/// (several kilobytes in a dozen `malloc`s, each a walk of glibc's free lists), which a task kept
/// keeps. `RequestTask` does the same within a connection that carries many requests.
///
/// A worker runs each request preferring that request's executor (the HTTP connection thread
/// waiting for its answer). Between requests it prefers its own `Forwarder`, which sends its jobs
/// to the executor of the request it last ran, or is about to run: the job that wakes a worker
/// for a request runs on that request's thread, wherever the worker ran before. A worker whose
/// request was cancelled ends instead of waiting: its task stays cancelled, and whoever cancelled
/// it may still hold it.
final class RequestWorkers: Sendable {
    /// The workers of every connection in the process.
    static let shared = RequestWorkers()

    /// At most this many workers wait for a request at once; a worker beyond them ends.
    static let idleLimit = 8

    /// One request's hold on its worker. The connection dooms it, with its own lock held, before
    /// it cancels the worker's task: a worker whose lease is doomed ends after the request
    /// instead of serving another, which a cancellation meant for this request would then reach.
    final class Lease: Sendable {
        private let doomed = Atomic<Bool>(false)
        func doom() { doomed.store(true, ordering: .sequentiallyConsistent) }
        var isDoomed: Bool { doomed.load(ordering: .sequentiallyConsistent) }
    }

    struct Work: Sendable {
        /// Given the worker's task and the request's lease, which the body may hand to whoever
        /// cancels the request.
        let body: @Sendable (Started) async -> Void
        let executor: (any TaskExecutor)?
        let lease: Lease
    }

    /// The executor a worker prefers between requests: it passes the worker's jobs to the
    /// executor of the request it last ran or is about to run (or, when it has none, to the global
    /// pool).
    final class Forwarder: TaskExecutor {
        private let target: Locked<(any TaskExecutor)?>
        init(_ target: (any TaskExecutor)?) { self.target = Locked(target) }
        func retarget(_ executor: (any TaskExecutor)?) { target.withLock { $0 = executor } }
        func enqueue(_ job: consuming ExecutorJob) {
            if let executor = target.withLock({ $0 }) {
                executor.enqueue(job)
            } else {
                globalConcurrentExecutor.enqueue(job)
            }
        }
    }

    /// What a worker's task knows of itself.
    private final class Worker: Sendable {
        let forwarder: Forwarder
        /// The worker's own task and its first work, once `start` has both: `Task.detached`
        /// returns the task only after the task may have begun.
        private let beginning = Locked<Beginning>(Beginning())
        private struct Beginning {
            var task: Task<Void, Never>?
            var first: Work?
            var waiting: UnsafeContinuation<Void, Never>?
        }

        init(forwarder: Forwarder) { self.forwarder = forwarder }

        /// Hands the worker its task and first work, and wakes it if it already waits for them.
        func begin(task: Task<Void, Never>, first: Work) {
            beginning.withLock { beginning in
                beginning.task = task
                beginning.first = first
                defer { beginning.waiting = nil }
                return beginning.waiting
            }?.resume()
        }

        /// The worker's task and first work, waiting for `begin` if it has not been called yet.
        func begun() async -> (task: Task<Void, Never>, first: Work?) {
            await withUnsafeContinuation { continuation in
                let ready = beginning.withLock { beginning in
                    if beginning.task != nil { return true }
                    beginning.waiting = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
            return beginning.withLock { ($0.task!, $0.first.take()) }
        }
    }

    private struct Idle {
        let worker: Worker
        let task: Task<Void, Never>
        let next: UnsafeContinuation<Work?, Never>
    }

    /// Contended by every connection that starts a request.
    private let idle = Locked<[Idle]>([])

    /// A request's worker task, and the request's lease.
    typealias Started = (task: Task<Void, Never>, lease: Lease)

    /// Runs `body` in a waiting worker, or in a new one, its jobs going to `executor`. Returns the
    /// worker's task, to cancel the request with, and the lease to doom before cancelling it;
    /// `body` is given the same.
    func start(on executor: (any TaskExecutor)?, _ body: @escaping @Sendable (Started) async -> Void) -> Started {
        let work = Work(body: body, executor: executor, lease: Lease())
        if let waiting = idle.withLock({ $0.popLast() }) {
            waiting.worker.forwarder.retarget(executor)
            waiting.next.resume(returning: work)
            return (waiting.task, work.lease)
        }
        let worker = Worker(forwarder: Forwarder(executor))
        // Detached: a worker serves many connections, and carries none's task-local values.
        let task = Task.detached(executorPreference: worker.forwarder) { await self.serve(worker) }
        worker.begin(task: task, first: work)
        return (task, work.lease)
    }

    /// Workers waiting now (tests).
    var idleCount: Int { idle.withLock { $0.count } }

    private func serve(_ worker: Worker) async {
        var (task, work) = await worker.begun()
        while work != nil {
            let lease = await Self.run(&work, in: task)
            guard !lease.isDoomed, !Task.isCancelled else { return }
            work = await withUnsafeContinuation { continuation in
                // Nothing keeps the last request's executor alive while the worker waits; the
                // request that wakes it sets its own first.
                worker.forwarder.retarget(nil)
                let waits = idle.withLock { idle in
                    guard idle.count < Self.idleLimit else { return false }
                    idle.append(Idle(worker: worker, task: task, next: continuation))
                    return true
                }
                if !waits { continuation.resume(returning: nil) }
            }
        }
    }

    /// Runs the work and lets it go (and with it the connection its body holds) before the
    /// worker waits for the next.
    private static func run(_ work: inout Work?, in task: Task<Void, Never>) async -> Lease {
        guard let current = work.take() else { return Lease() }
        // Its jobs go straight to the request's executor, which also runs them as its own.
        await withTaskExecutorPreference(current.executor) { await current.body((task, current.lease)) }
        return current.lease
    }
}
