import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C during a run: the first one cancels the run (a `CancellableIntent`'s handler hears
/// `.userCancelled` and the run ends as cancelled, exit code 1); a second one ends the process,
/// as Ctrl-C always does.
enum Interrupt {
    /// Runs `work` with the first `SIGINT` cancelling it. A process that ignores `SIGINT` (started
    /// in the background, or under `nohup`) keeps ignoring it.
    static func cancelling<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        // The handler is in place before the work starts, so a Ctrl-C as soon as the run shows
        // anything is the run's.
        guard let run = Interrupted.begin() else { return try await work() }
        defer { Interrupted.end() }
        let task = Task { try await work() }
        run.attach(task)
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    }
}

/// The run a `SIGINT` cancels. The signal's handler only writes to a pipe (a handler may do
/// nothing else safely); a thread reading it cancels the run and gives `SIGINT` back its default.
private final class Interrupted: @unchecked Sendable {
    // @unchecked: `task` and `signalled` are read and written with `lock` held.
    private let lock = NSLock()
    private var task: (any CancellableTask)?
    private var signalled = false

    private static let currentLock = NSLock()
    nonisolated(unsafe) private static var running: Interrupted?
    private static var current: Interrupted? {
        get { currentLock.withLock { running } }
        set { currentLock.withLock { running = newValue } }
    }

    /// Catches `SIGINT` for a run; nil when the process ignores it or handles it itself.
    static func begin() -> Interrupted? {
        _ = reader
        guard interruptPipe >= 0 else { return nil }
        let run = Interrupted()
        current = run
        let previous = signal(
            SIGINT,
            { _ in
                var one: UInt8 = 1
                _ = write(interruptPipe, &one, 1)
            })
        if unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_DFL, to: Int.self) {
            signal(SIGINT, previous)
            current = nil
            return nil
        }
        return run
    }

    /// The run ended: `SIGINT` ends the process again.
    static func end() {
        signal(SIGINT, SIG_DFL)
        current = nil
    }

    func attach(_ task: some CancellableTask) {
        let cancelNow = lock.withLock {
            self.task = task
            return signalled
        }
        if cancelNow { task.cancel() }
    }

    private func interrupt() {
        let task = lock.withLock {
            signalled = true
            return self.task
        }
        task?.cancel()
    }

    /// The thread that reads the pipe the handler writes to; started once.
    private static let reader: Void = {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        interruptPipe = descriptors[1]
        let input = descriptors[0]
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(input, &byte, 1)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return }
                // The next Ctrl-C is the terminal's again.
                signal(SIGINT, SIG_DFL)
                current?.interrupt()
            }
        }
        thread.name = "interrupt"
        thread.start()
    }()
}

/// A task the interrupt cancels, whatever its result type.
private protocol CancellableTask: Sendable {
    func cancel()
}

extension Task: CancellableTask {}

/// The write end of the pipe `SIGINT`'s handler writes to.
nonisolated(unsafe) private var interruptPipe: Int32 = -1
