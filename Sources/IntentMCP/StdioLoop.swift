import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One thread that serves a stdio connection: it reads the input between jobs and runs the jobs
/// of every task that prefers it (`Task(executorPreference:)`).
///
/// A request then goes from the `read` that brought it to the `write` of its answer without
/// handing work to another thread; on the global pool the same request wakes three or four
/// threads, and each wake costs more than the whole of a small intent's `perform()`.
///
/// Work still interleaves at every `await`, so a question to the client (elicitation), progress
/// and cancellation behave as on the pool; an intent that blocks the thread (rather than
/// awaiting) delays the connection's other requests until it returns.
final class StdioLoop: TaskExecutor, MCPTransport, @unchecked Sendable {
    // @unchecked: `framer` and `buffer` are touched by the loop thread alone (in `pump()`), and
    // `thread` by the one task that calls `start()` and `stop()`; everything else that changes is
    // in `state`, behind `lock`, and writes to the output are
    // serialized by `writeLock` (a task without the loop's preference may send from another
    // thread). NSLocks (pthread mutexes) rather than Synchronization's Mutex: the thread
    // sanitizer does not model the futex a contended Mutex waits on, and reported this state's
    // accesses as races.

    private struct State {
        var jobs: [UnownedJob] = []
        /// The loop is in `poll` (or about to be) and needs the wake descriptor to see new jobs.
        var sleeping = false
        /// The task waiting in `receive()`.
        var receiver: CheckedContinuation<Frame?, Never>?
        /// Frames read and not yet received.
        var frames: [Frame] = []
        var inputEnded = false
        var stopping = false
    }

    private let lock = NSLock()
    private var state = State()
    private let writeLock = NSLock()
    private let input: Int32
    private let output: Int32
    /// A pipe that wakes the loop from `poll` when another thread queues a job.
    private let wake: (read: Int32, write: Int32)
    private var framer: LineFramer
    private var buffer = [UInt8](repeating: 0, count: 65536)
    private var thread: pthread_t?
    /// How long the loop polls before it sleeps (see `IdleSpin`).
    private let idleSpinMicroseconds: Int

    /// Creates a loop reading `input` and writing `output`; `start()` begins serving.
    init(input: Int32, output: Int32, frameLimit: Int, idleSpinMicroseconds: Int = 0) {
        self.input = input
        self.output = output
        self.idleSpinMicroseconds = idleSpinMicroseconds
        var ends: [Int32] = [-1, -1]
        let status = pipe(&ends)
        precondition(status == 0, "could not create the MCP connection's wake pipe (errno \(errno))")
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        self.wake = (ends[0], ends[1])
        self.framer = LineFramer(limit: frameLimit)
    }

    deinit {
        _ = closeDescriptor(wake.read)
        _ = closeDescriptor(wake.write)
    }

    /// Starts the loop's thread.
    func start() {
        let box = Unmanaged.passRetained(self)
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { raw in
                let loop = Unmanaged<StdioLoop>.fromOpaque(raw!).takeRetainedValue()
                loop.run()
                return nil
            }, box.toOpaque())
        precondition(status == 0, "could not start the MCP connection thread (pthread_create: \(status))")
        self.thread = thread
    }

    /// Ends the loop once its queued jobs have run, and waits for its thread.
    func stop() {
        withState { $0.stopping = true }
        signal()
        guard let thread else { return }
        self.thread = nil
        // From a job of its own the loop cannot be waited for; it ends after that job.
        if pthread_equal(thread, pthread_self()) != 0 {
            pthread_detach(thread)
        } else {
            pthread_join(thread, nil)
        }
    }

    private func withState<T>(_ body: (inout State) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    // MARK: - TaskExecutor

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let mustWake = withState { state in
            state.jobs.append(job)
            defer { state.sleeping = false }
            return state.sleeping
        }
        if mustWake { signal() }
    }

    private func signal() {
        var one: UInt8 = 1
        _ = write(wake.write, &one, 1)
    }

    // MARK: - MCPTransport

    func receive() async -> Frame? {
        await withCheckedContinuation { continuation in
            let ready: Frame?? = withState { state in
                // A frame already read is taken at once only when no job waits: otherwise the
                // loop hands it over after the jobs, so a burst of requests does not start them
                // all before the first one has had a chance to finish.
                if state.jobs.isEmpty {
                    if !state.frames.isEmpty { return state.frames.removeFirst() }
                    if state.inputEnded { return .some(nil) }
                }
                state.receiver = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    func send(_ message: [UInt8]) async {
        writeLock.withLock { writeLine(message) }
    }

    private func writeLine(_ message: [UInt8]) {
        // The message and its newline in one `writev`, without copying the message to append it.
        var newline: UInt8 = 0x0A
        let written = message.withUnsafeBytes { raw in
            withUnsafeMutablePointer(to: &newline) { end in
                var parts = (
                    iovec(iov_base: UnsafeMutableRawPointer(mutating: raw.baseAddress), iov_len: raw.count),
                    iovec(iov_base: UnsafeMutableRawPointer(end), iov_len: 1)
                )
                return withUnsafeMutableBytes(of: &parts) {
                    writev(output, $0.baseAddress!.assumingMemoryBound(to: iovec.self), 2)
                }
            }
        }
        // Rarely, a pipe takes part of it (or a signal interrupts): the rest as before.
        if written < message.count + 1 {
            let done = max(0, written)
            if written < 0, errno != EINTR { return }  // the reader went away; nothing more to say
            writeUnlocked(Array((message + [0x0A])[done...]))
        }
    }

    func close() async {}

    private func writeUnlocked(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(output, raw.baseAddress! + offset, raw.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return }  // the reader went away; nothing more to say
                offset += written
            }
        }
    }

    // MARK: - The loop

    private func run() {
        let executor = asUnownedTaskExecutor()
        var batch: [UnownedJob] = []
        while true {
            let (wantsInput, stopping, handOver) = withState { state in
                swap(&batch, &state.jobs)
                // The waiting task's frame, when it was read before the jobs ran (see `receive()`).
                var handOver: (CheckedContinuation<Frame?, Never>, Frame?)?
                if batch.isEmpty, let receiver = state.receiver, !state.frames.isEmpty || state.inputEnded {
                    state.receiver = nil
                    handOver = (receiver, state.frames.isEmpty ? nil : state.frames.removeFirst())
                }
                if batch.isEmpty && handOver == nil { state.sleeping = true }
                return (
                    batch.isEmpty && state.receiver != nil && !state.inputEnded, state.stopping, handOver
                )
            }
            if let (receiver, frame) = handOver {
                receiver.resume(returning: frame)
                continue
            }
            if !batch.isEmpty {
                for job in batch { job.runSynchronously(on: executor) }
                batch.removeAll(keepingCapacity: true)
                continue
            }
            if stopping { return }
            if waitForWork(readingInput: wantsInput) { pump() }
        }
    }

    /// Sleeps until a job arrives (the wake descriptor) or, when a task waits for a frame, until
    /// the input has something; returns whether it has (data, end of input or an error).
    private func waitForWork(readingInput: Bool) -> Bool {
        // The two descriptors on the stack: an array here was an allocation at every wait.
        var descriptors = (
            pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
            pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        )
        let count = readingInput ? 2 : 1
        let (woken, inputReady) = withUnsafeMutableBytes(of: &descriptors) { raw in
            let entries = raw.baseAddress!.assumingMemoryBound(to: pollfd.self)
            let ready = IdleSpin.poll(entries, count: count, microseconds: idleSpinMicroseconds)
            while !ready && poll(entries, nfds_t(count), -1) < 0 && errno == EINTR {}
            return (entries[0].revents != 0, readingInput && entries[1].revents != 0)
        }
        if woken {
            var drained: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
            let size = MemoryLayout.size(ofValue: drained)
            while withUnsafeMutableBytes(of: &drained, { read(wake.read, $0.baseAddress, size) }) == size {}
        }
        withState { $0.sleeping = false }
        return inputReady
    }

    /// Reads what the input has (`poll` said it would not block) and hands the waiting task its
    /// next frame.
    private func pump() {
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return }
        var arrived: [Frame] = []
        if count > 0 { arrived = framer.push(Array(buffer[0..<count])) }
        let ended = count <= 0
        if ended, let last = framer.finish() { arrived.append(last) }
        let (receiver, frame): (CheckedContinuation<Frame?, Never>?, Frame?) = withState { state in
            state.frames += arrived
            state.inputEnded = state.inputEnded || ended
            guard let receiver = state.receiver, !state.frames.isEmpty || state.inputEnded else { return (nil, nil) }
            state.receiver = nil
            return (receiver, state.frames.isEmpty ? nil : state.frames.removeFirst())
        }
        receiver?.resume(returning: frame)
    }
}

/// `close(2)`, which `StdioLoop.close()` hides inside the class.
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
