import Foundation

/// Holds every task that waits on it until it is opened, cancelled or not: an intent that
/// ignores cancellation, for tests of what gives up on it.
public final class Gate: @unchecked Sendable {
    // @unchecked: `isOpen` and `waiting` are read and written with `lock` held.
    private let lock = NSLock()
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init() {}

    /// Returns once the gate is open.
    public func wait() async {
        await withCheckedContinuation { continuation in
            let open = lock.withLock {
                if !isOpen { waiting.append(continuation) }
                return isOpen
            }
            if open { continuation.resume() }
        }
    }

    /// Lets every waiting task and every later one through.
    public func open() {
        let released = lock.withLock {
            isOpen = true
            defer { waiting = [] }
            return waiting
        }
        for continuation in released { continuation.resume() }
    }
}

/// A list that tasks and other threads append to.
public final class Recorder<Element: Sendable>: @unchecked Sendable {
    // @unchecked: `stored` is read and written with `lock` held.
    private let lock = NSLock()
    private var stored: [Element] = []

    public init() {}

    public var items: [Element] { lock.withLock { stored } }

    public func append(_ item: Element) { lock.withLock { stored.append(item) } }

    /// Waits until `count` items are recorded, for at most `seconds` (a bound against a hang, not
    /// a measurement); returns whether they were.
    public func wait(for count: Int, seconds: Double = 10) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while items.count < count {
            if Date() > deadline { return false }
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        return true
    }
}
