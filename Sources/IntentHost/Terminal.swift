import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the host knows about the terminal it runs in.
enum Terminal {
    /// Whether standard input and output are both a terminal: a person may be asked.
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Whether colours may be written to `descriptor`: it is a terminal and `NO_COLOR` is unset.
    static func allowsColor(_ descriptor: Int32, environment: [String: String]) -> Bool {
        isatty(descriptor) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// The width to wrap text at: `COLUMNS`, else the terminal's width, else 80.
    static func width(environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
            columns > 0
        {
            return columns
        }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return 80
    }

    /// Reads one line from standard input on a thread of its own, so a person taking their time
    /// does not hold one of the few threads the concurrency runtime has. `nil` at end of input.
    static func readLine() async -> String? {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: BoundedInput.readLine())
            }
            thread.start()
        }
    }
}
