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

/// The deepest bracket nesting in a text, counted as the lexer sees it: brackets inside string
/// literals and comments are text, not nesting; brackets inside an interpolation `\\(…)` are code.
enum NestingDepth {
    /// Any brackets: beyond this the parser's recursion threatens the stack.
    static let limit = 512
    /// Square brackets: the parser's type lookahead is exponential in their nesting (depth 20
    /// takes ten seconds), and real code never nests arrays this deep.
    static let squareLimit = 16

    /// Where the scan is: in code (at the top level or inside an interpolation) or in a string.
    private enum Frame {
        /// `\\(` … `)`: the parentheses opened inside it so far.
        case interpolation(parentheses: Int)
        /// A string literal with its `#` count.
        case string(hashes: Int, multiline: Bool)
    }

    /// The deepest nesting of all brackets, and of square brackets alone.
    static func maximum(_ text: String) -> (all: Int, square: Int) {
        var text = text
        return text.withUTF8 { scan($0) }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (all: Int, square: Int) {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        let count = bytes.count
        var frames: [Frame] = []
        var depth = 0, deepest = 0, square = 0, deepestSquare = 0
        var index = 0

        /// Whether `"` (or `"""`) followed by `hashes` `#` starts at `at`.
        func closes(at position: Int, hashes: Int, multiline: Bool) -> Int? {
            let quotes = multiline ? 3 : 1
            guard position + quotes + hashes <= count else { return nil }
            for offset in 0..<quotes where bytes[position + offset] != quote { return nil }
            for offset in 0..<hashes where bytes[position + quotes + offset] != hash { return nil }
            return position + quotes + hashes
        }

        while index < count {
            let byte = bytes[index]
            if case .string(let hashes, let multiline)? = frames.last {
                if byte == backslash {
                    var after = index + 1
                    var seen = 0
                    while seen < hashes, after < count, bytes[after] == hash {
                        seen += 1
                        after += 1
                    }
                    if seen == hashes, after < count, bytes[after] == UInt8(ascii: "(") {
                        frames.append(.interpolation(parentheses: 0))
                        depth += 1
                        deepest = max(deepest, depth)
                        index = after + 1
                    } else {
                        index = seen == hashes ? after + 1 : after
                    }
                } else if byte == quote, let end = closes(at: index, hashes: hashes, multiline: multiline) {
                    frames.removeLast()
                    index = end
                } else if byte == newline && !multiline {
                    frames.removeLast()  // an unterminated literal ends at the line's end
                    index += 1
                } else {
                    index += 1
                }
                continue
            }
            switch byte {
            case slash where index + 1 < count && bytes[index + 1] == slash:
                while index < count && bytes[index] != newline { index += 1 }
            case slash where index + 1 < count && bytes[index + 1] == star:
                var level = 1
                index += 2
                while index < count && level > 0 {
                    if bytes[index] == slash && index + 1 < count && bytes[index + 1] == star {
                        level += 1
                        index += 2
                    } else if bytes[index] == star && index + 1 < count && bytes[index + 1] == slash {
                        level -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                }
            case hash, quote:
                var after = index
                var hashes = 0
                while after < count && bytes[after] == hash {
                    hashes += 1
                    after += 1
                }
                guard after < count, bytes[after] == quote else {
                    index = max(after, index + 1)
                    continue
                }
                let multiline = after + 2 < count && bytes[after + 1] == quote && bytes[after + 2] == quote
                frames.append(.string(hashes: hashes, multiline: multiline))
                index = after + (multiline ? 3 : 1)
            case UInt8(ascii: "["):
                square += 1
                deepestSquare = max(deepestSquare, square)
                depth += 1
                deepest = max(deepest, depth)
                index += 1
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                if byte == UInt8(ascii: "("), case .interpolation(let open)? = frames.last {
                    frames[frames.count - 1] = .interpolation(parentheses: open + 1)
                }
                depth += 1
                deepest = max(deepest, depth)
                index += 1
            case UInt8(ascii: "]"):
                square = max(0, square - 1)
                depth = max(0, depth - 1)
                index += 1
            case UInt8(ascii: ")"):
                depth = max(0, depth - 1)
                if case .interpolation(let open)? = frames.last {
                    if open == 0 {
                        frames.removeLast()
                    } else {
                        frames[frames.count - 1] = .interpolation(parentheses: open - 1)
                    }
                }
                index += 1
            case UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                index += 1
            default:
                index += 1
            }
        }
        return (deepest, deepestSquare)
    }
}
