import Foundation

/// Runs work on a thread with a large stack.
///
/// The parser and the syntax visitors recurse once per nesting level. Swift concurrency's threads
/// have small stacks, so deeply nested (or hostile) input that parses fine on a main thread could
/// overflow there; the linter therefore parses and walks on its own thread.
enum LargeStack {
    static let size = 64 << 20

    /// A result slot written by the worker thread and read after it signals.
    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }

    private final class Work<T>: @unchecked Sendable {
        let body: () -> T
        init(_ body: @escaping () -> T) { self.body = body }
    }

    static func run<T>(_ body: @escaping () -> T) -> T {
        let box = Box<T>()
        let work = Work(body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work.body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.value!
    }
}

/// The deepest bracket nesting in a text, counted on raw bytes (comments and strings included:
/// good enough to refuse hostile input before the parser recurses into it).
enum NestingDepth {
    /// Any brackets: beyond this the parser's recursion threatens the stack.
    static let limit = 512
    /// Square brackets: the parser's type lookahead is exponential in their nesting (depth 20
    /// takes ten seconds), and real code never nests arrays this deep.
    static let squareLimit = 16

    /// The deepest nesting of all brackets, and of square brackets alone.
    static func maximum(_ text: String) -> (all: Int, square: Int) {
        var depth = 0
        var deepest = 0
        var square = 0
        var deepestSquare = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["):
                square += 1
                deepestSquare = max(deepestSquare, square)
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"):
                square = max(0, square - 1)
                depth = max(0, depth - 1)
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default: break
            }
        }
        return (deepest, deepestSquare)
    }
}
